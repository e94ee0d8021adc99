import type { ClientAgreements } from '@calma/api/contract';
import { useState } from 'react';
import { useApiMutation } from '../../../lib/query.ts';
import { Problem } from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import DataTable from '../parts/DataTable.tsx';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import RecordLayout, { DashboardLink, useRecord } from './RecordLayout.tsx';

/**
 * Before the first session (decision 038): what the client signed, with each PDF, what is still to
 * sign, and the signing link to send or withdraw. Its read is one logged read of the record.
 */
export default function AgreementsTab({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const id = encodeURIComponent(params.id ?? '');
  const path = `/api/v1/clients/${id}/agreements`;
  const query = useRecord<ClientAgreements>(path);
  const [notice, setNotice] = useState<string | undefined>();
  const send = useApiMutation<{ expiresAt: string }>(() => ({ path: `${path}/link`, method: 'POST' }), {
    invalidates: [path, `/api/v1/clients/${id}/access-log`],
    onSuccess: () => setNotice(t('dashboard.agreements.client.sent')),
  });
  const revoke = useApiMutation(() => ({ path: `${path}/link`, method: 'DELETE' }), {
    invalidates: [path, `/api/v1/clients/${id}/access-log`],
    onSuccess: () => setNotice(t('dashboard.agreements.client.revoked')),
  });
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const record = query.data;
  const now = Date.now();
  const openLinks = (record?.links ?? []).filter((l) => l.revokedAt === null && new Date(l.expiresAt).getTime() > now);

  return (
    <RecordLayout params={params} tab="agreements" name={record?.client.name} query={query}>
      <h2>{t('dashboard.agreements.client.title')}</h2>
      {record && (
        <>
          {record.outstanding.length > 0 ? (
            <>
              <p className="notice">
                <strong>{t('dashboard.agreements.client.outstanding', { count: record.outstanding.length })}</strong>
              </p>
              <ul>
                {record.outstanding.map((o) => (
                  <li key={o.versionId}>
                    {t('dashboard.agreements.client.outstandingItem', { title: o.title, version: o.version })}
                    {o.earlierSigned && ` · ${t('dashboard.agreements.client.newVersion')}`}
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p>{t('dashboard.agreements.client.nothingOutstanding')}</p>
          )}
          {notice && (
            <p className="notice notice-success" role="status">
              {notice}
            </p>
          )}
          {(send.error ?? revoke.error) && <Problem>{t('dashboard.agreements.client.actionFailed')}</Problem>}
          <p className="actions">
            {record.outstanding.length > 0 && (
              <button
                type="button"
                className="button button-primary"
                disabled={send.isPending}
                onClick={() => send.mutate()}
              >
                {t('dashboard.agreements.client.send')}
              </button>
            )}{' '}
            {openLinks.length > 0 && (
              <button type="button" className="button" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
                {t('dashboard.agreements.client.revoke', { count: openLinks.length })}
              </button>
            )}
          </p>
          <h3 id="signatures-heading">{t('dashboard.agreements.client.signatures')}</h3>
          <DataTable
            rows={record.signatures}
            rowKey={(s) => s.id}
            labelledBy="signatures-heading"
            rowHeaders={false}
            empty={t('dashboard.agreements.client.noSignatures')}
            columns={[
              {
                head: t('dashboard.agreements.client.document'),
                cell: (s) => t('dashboard.agreements.client.outstandingItem', { title: s.title, version: s.version }),
              },
              { head: t('dashboard.agreements.client.signedBy'), cell: (s) => s.signedName },
              {
                head: t('dashboard.agreements.client.signedAt'),
                cell: (s) => <time dateTime={s.signedAt}>{when.format(new Date(s.signedAt))}</time>,
              },
              {
                head: t('dashboard.agreements.client.pdf'),
                cell: (s) => (
                  <a href={`${path}/${encodeURIComponent(s.id)}/pdf`} download>
                    {t('dashboard.agreements.client.download', { title: s.title })}
                  </a>
                ),
              },
            ]}
          />
          <p>
            <DashboardLink to="/dashboard/settings/agreements">{t('dashboard.agreements.client.manage')}</DashboardLink>
          </p>
        </>
      )}
    </RecordLayout>
  );
}
