import type { ClientInvoices, ClientList } from '@calma/api/contract';
import { formatMoney } from '../../../lib/money.ts';
import { useApiQuery } from '../../../lib/query.ts';
import { useWords } from '../../words.tsx';
import { INVOICES_PATH, InvoiceTable } from '../billing/invoice-parts.tsx';
import type { ScreenProps } from '../types.ts';
import RecordLayout, { DashboardLink, useRecord } from './RecordLayout.tsx';

/** The client's invoices and credit notes, and what they owe (or have in credit) over all of them. */
export default function InvoicesTab({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const id = params.id ?? '';
  const query = useRecord<ClientInvoices>(`/api/v1/clients/${encodeURIComponent(id)}/invoices`);
  const record = query.data;
  const name = useClientName(id) ?? record?.items[0]?.client.name;
  const balance = record && formatMoney(record.balance.amountMinor, record.balance.currency, locale);
  const newInvoice = `${INVOICES_PATH}/new?clientId=${encodeURIComponent(id)}`;
  return (
    <RecordLayout params={params} tab="invoices" name={name} query={query}>
      <h2>{t('dashboard.clients.tab.invoices')}</h2>
      {record && (
        <p>
          {record.balance.nothingInvoiced
            ? t('dashboard.clients.invoices.none', { name: name ?? '', amount: balance ?? '' })
            : record.balance.amountMinor > 0
              ? t('dashboard.clients.invoices.balance', { amount: balance ?? '' })
              : record.balance.amountMinor < 0
                ? t('dashboard.invoices.client.inCredit', {
                    amount: formatMoney(-record.balance.amountMinor, record.balance.currency, locale),
                  })
                : t('dashboard.invoices.client.settled')}
        </p>
      )}
      <p>
        <DashboardLink to={newInvoice} className="button button-primary">
          {name ? t('dashboard.invoices.client.newFor', { name }) : t('dashboard.invoices.new')}
        </DashboardLink>
      </p>
      {record && record.items.length > 0 && <InvoiceTable items={record.items} withClient={false} />}
    </RecordLayout>
  );
}

/**
 * The client's name for the heading, from the practice's client list: reading it is not a read of
 * the record, so the tab writes one access-log entry (its invoices), not two.
 */
function useClientName(id: string): string | undefined {
  return useApiQuery<ClientList>('/api/v1/clients').data?.clients.find((c) => c.id === id)?.name;
}
