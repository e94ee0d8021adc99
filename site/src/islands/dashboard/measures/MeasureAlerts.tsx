import type { MeasureAlerts as Alerts } from '@calma/api/contract';
import { useApiQuery } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { clientPath } from '../clients/paths-and-money.ts';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import { dateTimeFormat } from '../types.ts';
import { INSTRUMENT_LABELS, TEST_NAMES } from './instrument-texts.ts';

/**
 * The therapist's dashboard home: risk answers (PHQ-9 item 9 above 0) not yet seen, each leading to
 * the client's questionnaires. Nothing is shown while there are none.
 */
export default function MeasureAlerts() {
  const { t, locale } = useWords();
  const alerts = useApiQuery<Alerts>('/api/v1/measures/alerts').data?.alerts ?? [];
  if (alerts.length === 0) return null;
  const date = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card overview-card notice notice-error measure-alert" aria-labelledby="overview-risk">
      <h2 id="overview-risk">{t('dashboard.measures.alert.title')}</h2>
      <ul>
        {alerts.map((alert) => (
          <li key={`${alert.clientId}-${alert.answeredAt}`}>
            <DashboardLink to={clientPath(alert.clientId, 'measures')}>
              {t('dashboard.measures.alert.client', {
                name: alert.clientName,
                test: INSTRUMENT_LABELS[TEST_NAMES[alert.test] ?? ''] ?? alert.test,
                date: date.format(new Date(alert.answeredAt)),
              })}
            </DashboardLink>
          </li>
        ))}
      </ul>
      <p>{t('dashboard.measures.alert.advice')}</p>
    </section>
  );
}
