import type { ClientAccessLog, ClientOverview as Overview } from '@calma/api/contract';
import { formatMoney } from '../../../lib/money.ts';
import { useApiQuery } from '../../../lib/query.ts';
import QueryState from '../../QueryState.tsx';
import { useWords } from '../../words.tsx';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import RecordLayout, { useRecord } from './RecordLayout.tsx';

type Session = NonNullable<Overview['nextSession']>;

/** A client at a glance: sessions, notes, balance, and who has opened the record. */
export default function OverviewTab({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const id = encodeURIComponent(params.id ?? '');
  const query = useRecord<Overview>(`/api/v1/clients/${id}`);
  const overview = query.data;
  // After the overview has been read for this opening, so the log already holds it.
  const log = useApiQuery<ClientAccessLog>(
    query.isSuccess && query.isFetchedAfterMount && `/api/v1/clients/${id}/access-log?limit=50`,
  );

  const when = dateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' });
  const whenShort = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const session = (s: Session | null, none: string) =>
    s ? (
      <>
        <time dateTime={s.startsAt}>{when.format(new Date(s.startsAt))}</time>
        {` · ${s.serviceName} · ${t(`dashboard.clients.status.${s.status}`)}`}
      </>
    ) : (
      none
    );

  return (
    <RecordLayout params={params} tab="overview" name={overview?.client.name} query={query}>
      {overview && (
        <>
          <h2 className="visually-hidden">{t('dashboard.clients.tab.overview')}</h2>
          <dl className="record-facts">
            <dt>{t('dashboard.clients.overview.next')}</dt>
            <dd>{session(overview.nextSession, t('dashboard.clients.overview.noNext'))}</dd>
            <dt>{t('dashboard.clients.overview.last')}</dt>
            <dd>{session(overview.lastSession, t('dashboard.clients.overview.noLast'))}</dd>
            <dt>{t('dashboard.clients.overview.balance')}</dt>
            <dd>
              {formatMoney(overview.balance.amountMinor, overview.balance.currency, locale)}
              {overview.balance.nothingInvoiced && ` · ${t('dashboard.clients.overview.nothingInvoiced')}`}
            </dd>
          </dl>

          <h3>{t('dashboard.clients.overview.sessions')}</h3>
          <dl className="record-counts">
            {overview.sessionCounts.map((c) => (
              <div key={c.status}>
                <dt>{t(`dashboard.clients.status.${c.status}`)}</dt>
                <dd>{c.count}</dd>
              </div>
            ))}
          </dl>

          <h3>{t('dashboard.clients.overview.notes')}</h3>
          <dl className="record-counts">
            <div>
              <dt>{t('dashboard.clients.overview.signed')}</dt>
              <dd>{overview.noteCounts.signed}</dd>
            </div>
            <div>
              <dt>{t('dashboard.clients.overview.drafts')}</dt>
              <dd>{overview.noteCounts.drafts}</dd>
            </div>
          </dl>

          <h3 id="access-log-heading">{t('dashboard.clients.log.title')}</h3>
          <p>{t('dashboard.clients.log.lead')}</p>
          <QueryState query={log} loading="dashboard.clients.log.loading" error="dashboard.clients.log.error">
            {({ entries }) => (
              <div className="table-scroll">
                <table aria-labelledby="access-log-heading">
                  <thead>
                    <tr>
                      <th scope="col">{t('dashboard.clients.log.when')}</th>
                      <th scope="col">{t('dashboard.clients.log.who')}</th>
                      <th scope="col">{t('dashboard.clients.log.what')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {entries.map((entry, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder.
                      <tr key={index}>
                        <td>
                          <time dateTime={entry.at}>{whenShort.format(new Date(entry.at))}</time>
                        </td>
                        <td>{entry.by.you ? t('dashboard.clients.log.you') : entry.by.name || entry.by.email}</td>
                        <td>{t(`dashboard.clients.action.${entry.action}`)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </QueryState>
        </>
      )}
    </RecordLayout>
  );
}
