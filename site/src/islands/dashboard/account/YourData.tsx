import { useState } from 'react';
import type { Translate } from '../../../i18n/format.ts';
import { api } from '../../../lib/api-client.ts';
import type { DashboardUser } from '../types.ts';

const FILE_NAME = 'calma-data-export.zip';

/**
 * Downloads everything stored about the account as one zip of JSON files and uploaded files. A
 * therapist's file holds their clients' records in readable form, and the screen says so first.
 */
export default function YourData({ me, t }: { me: DashboardUser; t: Translate }) {
  const [state, setState] = useState<'idle' | 'preparing' | 'done' | 'failed'>('idle');

  const download = async () => {
    setState('preparing');
    const answer = await api<Blob>('/api/v1/account/export', { headers: { accept: 'application/zip' } });
    if (!answer.ok) {
      setState('failed');
      return;
    }
    const url = URL.createObjectURL(answer.body);
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    // Revoked on the next task: the click has started the download by then.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setState('done');
  };

  return (
    <section className="account-section" aria-labelledby="data-title">
      <h2 id="data-title">{t('dashboard.account.data.title')}</h2>
      <p>{t('dashboard.account.data.lead')}</p>
      {me.role === 'therapist' && <p>{t('dashboard.account.data.therapist')}</p>}
      {me.role === 'client' && <p>{t('dashboard.account.data.client')}</p>}
      <button type="button" className="button" onClick={() => void download()} disabled={state === 'preparing'}>
        {state === 'preparing' ? t('dashboard.account.data.preparing') : t('dashboard.account.data.download')}
      </button>
      {state === 'done' && <p role="status">{t('dashboard.account.data.done')}</p>}
      {state === 'failed' && (
        <p className="notice notice-error" role="alert">
          {t('dashboard.account.data.error')}
        </p>
      )}
    </section>
  );
}
