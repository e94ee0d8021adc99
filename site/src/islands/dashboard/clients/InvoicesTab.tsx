import type { ClientOverview } from '@calma/api/contract';
import type { ScreenProps } from '../types.ts';
import { money } from './paths-and-money.ts';
import RecordLayout, { useRecord } from './RecordLayout.tsx';

/** What the client has been invoiced and still owes, from the balance the overview reports. */
export default function InvoicesTab(props: ScreenProps) {
  const { t, locale, params } = props;
  const outcome = useRecord<ClientOverview>(`/api/v1/clients/${encodeURIComponent(params.id ?? '')}`);
  const overview = outcome?.ok ? outcome.body : undefined;
  const balance = overview && money(locale, overview.balance.amountMinor, overview.balance.currency);
  return (
    <RecordLayout props={props} tab="invoices" name={overview?.client.name} outcome={outcome}>
      <h2>{t('dashboard.clients.tab.invoices')}</h2>
      {overview?.balance.nothingInvoiced && (
        <p>{t('dashboard.clients.invoices.none', { name: overview.client.name, amount: balance ?? '' })}</p>
      )}
      {overview && !overview.balance.nothingInvoiced && (
        <p>{t('dashboard.clients.invoices.balance', { amount: balance ?? '' })}</p>
      )}
    </RecordLayout>
  );
}
