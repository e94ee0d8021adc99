import { saveFile } from '../../../lib/download.ts';
import { useApiMutation } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { useShell } from '../shell.tsx';
import AccountSection from './AccountSection.tsx';

const FILE_NAME = 'calma-data-export.zip';

/**
 * Downloads everything stored about the account as one zip of JSON files and uploaded files. A
 * therapist's file holds their clients' records in readable form, and the screen says so first.
 */
export default function YourData() {
  const { t } = useWords();
  const { me } = useShell();
  // Asked for when the person presses the button, and each time afresh: a download, not data to keep.
  const archive = useApiMutation<Blob>(() => ({
    path: '/api/v1/account/export',
    method: 'GET',
    headers: { accept: 'application/zip' },
  }));
  const state = archive.isPending ? 'preparing' : archive.isError ? 'failed' : archive.isSuccess ? 'done' : 'idle';

  return (
    <AccountSection id="data-title" title={t('dashboard.account.data.title')}>
      <p>{t('dashboard.account.data.lead')}</p>
      {me.role === 'therapist' && <p>{t('dashboard.account.data.therapist')}</p>}
      {me.role === 'client' && <p>{t('dashboard.account.data.client')}</p>}
      <button
        type="button"
        className="button"
        onClick={() => archive.mutate(undefined, { onSuccess: (file) => saveFile(file, FILE_NAME) })}
        disabled={state === 'preparing'}
      >
        {state === 'preparing' ? t('dashboard.account.data.preparing') : t('dashboard.account.data.download')}
      </button>
      {state === 'done' && <p role="status">{t('dashboard.account.data.done')}</p>}
      {state === 'failed' && (
        <p className="notice notice-error" role="alert">
          {t('dashboard.account.data.error')}
        </p>
      )}
    </AccountSection>
  );
}
