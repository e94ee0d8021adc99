import type { PayoutList } from '@calma/api/contract';
import { formatMoney } from '../../../lib/money.ts';
import { useApiQuery } from '../../../lib/query.ts';
import '../../../styles/billing.css';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import DataTable, { type TableProps } from '../parts/DataTable.tsx';
import { LoadState } from '../parts/LoadProblem.tsx';
import { dateTimeFormat } from '../types.ts';
import { BillingHeading } from './BillingNav.tsx';
import { dayName, monthName } from './format.ts';

/**
 * What reached the practice: Stripe's payouts of card payments when it has a Stripe account, and
 * what was received per month by any method. Bank transfers go straight to the practice's account.
 */
export default function Payouts() {
  const { t, locale } = useWords();
  const payouts = useApiQuery<PayoutList>('/api/v1/billing/payouts');
  const list = payouts.data;
  const created = dateTimeFormat(locale, { dateStyle: 'medium' });

  return (
    <section aria-labelledby="payouts-heading" className="billing">
      <BillingHeading id="payouts-heading" current="payouts">
        {t('billing.payouts.title')}
      </BillingHeading>
      <LoadState query={payouts} loading="billing.loading" area="billing" fallback="billing.payouts.loadError" />
      {list?.mode === 'bank_transfer' && <p>{t('billing.payouts.bankTransfer')}</p>}
      {list?.mode === 'stripe' && (
        <TableSection
          id="payouts-stripe-heading"
          title={t('billing.payouts.stripe.title')}
          lead={t('billing.payouts.stripe.lead')}
          rows={list.items}
          rowKey={(payout) => payout.id}
          empty={t('billing.payouts.stripe.empty')}
          columns={[
            {
              head: t('billing.payouts.created'),
              cell: (payout) => (
                <DashboardLink to={`/dashboard/billing/payouts/${encodeURIComponent(payout.id)}`}>
                  {created.format(new Date(payout.createdAt))}
                </DashboardLink>
              ),
            },
            {
              head: t('billing.payouts.amount'),
              className: 'billing-amount',
              cell: (payout) => formatMoney(payout.amountMinor, payout.currency, locale),
            },
            { head: t('billing.payouts.status'), cell: (payout) => t(`billing.payout.status.${payout.status}`) },
            {
              head: t('billing.payouts.arrival'),
              cell: (payout) => (payout.arrivalDate ? dayName(locale, payout.arrivalDate) : '–'),
            },
            { head: t('billing.payouts.payments'), cell: (payout) => payout.paymentCount },
          ]}
        />
      )}
      {list && (
        <TableSection
          id="payouts-months-heading"
          title={t('billing.payouts.months.title')}
          lead={list.mode === 'stripe' && t('billing.payouts.months.allMethods')}
          rows={list.receivedByMonth}
          rowKey={(month) => month.month}
          empty={t('billing.payouts.months.empty')}
          columns={[
            { head: t('billing.chart.month'), cell: (month) => monthName(locale, month.month, 'long') },
            { head: t('billing.payouts.months.count'), cell: (month) => month.count },
            {
              head: t('billing.payouts.months.amount'),
              className: 'billing-amount',
              cell: (month) => formatMoney(month.amountMinor, list.currency, locale),
            },
          ]}
        />
      )}
    </section>
  );
}

/** A table under its own heading, which names it, and what it counts (`lead`) when that needs saying. */
function TableSection<Row>({
  id,
  title,
  lead,
  ...table
}: { id: string; title: string; lead?: string | false } & TableProps<Row> & { empty: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {lead && <p>{lead}</p>}
      <DataTable labelledBy={id} {...table} />
    </section>
  );
}
