import type { ClientAppointments } from '@calma/api/contract';
import { formatMoney } from '../../../lib/money.ts';
import { useWords } from '../../words.tsx';
import DataTable from '../parts/DataTable.tsx';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import RecordLayout, { useRecord } from './RecordLayout.tsx';

/** Every appointment of the client, newest first, whatever became of it. */
export default function AppointmentsTab({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const query = useRecord<ClientAppointments>(`/api/v1/clients/${encodeURIComponent(params.id ?? '')}/appointments`);
  const record = query.data;
  const when = dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <RecordLayout params={params} tab="appointments" name={record?.client.name} query={query}>
      <h2 id="appointments-heading">{t('dashboard.clients.tab.appointments')}</h2>
      {record && (
        <DataTable
          rows={record.appointments}
          rowKey={(a) => a.id}
          labelledBy="appointments-heading"
          rowHeaders={false}
          empty={t('dashboard.clients.appointments.empty')}
          columns={[
            {
              head: t('dashboard.clients.appointments.when'),
              cell: (a) => <time dateTime={a.startsAt}>{when.format(new Date(a.startsAt))}</time>,
            },
            { head: t('dashboard.clients.appointments.service'), cell: (a) => a.serviceName },
            {
              head: t('dashboard.clients.appointments.modality'),
              cell: (a) => t(`dashboard.clients.modality.${a.modality}`),
            },
            {
              head: t('dashboard.clients.appointments.status'),
              cell: (a) => t(`dashboard.clients.status.${a.status}`),
            },
            {
              head: t('dashboard.clients.appointments.price'),
              cell: (a) => formatMoney(a.priceMinor, a.currency, locale),
            },
          ]}
        />
      )}
    </RecordLayout>
  );
}
