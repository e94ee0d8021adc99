import type { ClientAppointments } from '@calma/api/contract';
import { formatMoney } from '../../../lib/money.ts';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import RecordLayout, { useRecord } from './RecordLayout.tsx';

/** Every appointment of the client, newest first, whatever became of it. */
export default function AppointmentsTab(props: ScreenProps) {
  const { t, locale, params } = props;
  const query = useRecord<ClientAppointments>(`/api/v1/clients/${encodeURIComponent(params.id ?? '')}/appointments`);
  const record = query.data;
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <RecordLayout props={props} tab="appointments" name={record?.client.name} query={query}>
      <h2 id="appointments-heading">{t('dashboard.clients.tab.appointments')}</h2>
      {record?.appointments.length === 0 && <p>{t('dashboard.clients.appointments.empty')}</p>}
      {record && record.appointments.length > 0 && (
        <div className="table-scroll">
          <table aria-labelledby="appointments-heading">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.clients.appointments.when')}</th>
                <th scope="col">{t('dashboard.clients.appointments.service')}</th>
                <th scope="col">{t('dashboard.clients.appointments.modality')}</th>
                <th scope="col">{t('dashboard.clients.appointments.status')}</th>
                <th scope="col">{t('dashboard.clients.appointments.price')}</th>
              </tr>
            </thead>
            <tbody>
              {record.appointments.map((a) => (
                <tr key={a.id}>
                  <td>
                    <time dateTime={a.startsAt}>{when.format(new Date(a.startsAt))}</time>
                  </td>
                  <td>{a.serviceName}</td>
                  <td>{t(`dashboard.clients.modality.${a.modality}`)}</td>
                  <td>{t(`dashboard.clients.status.${a.status}`)}</td>
                  <td>{formatMoney(a.priceMinor, a.currency, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </RecordLayout>
  );
}
