import type { Payout } from '@calma/api/contract';
import { formatMoney } from '../../../lib/money.ts';
import { useApiQuery } from '../../../lib/query.ts';
import '../../../styles/billing.css';
import { useWords } from '../../words.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import DataTable from '../parts/DataTable.tsx';
import FactList from '../parts/FactList.tsx';
import { LoadState } from '../parts/LoadProblem.tsx';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import { BillingHeading } from './BillingNav.tsx';
import { dayName } from './format.ts';
import { invoicePath } from './invoice-parts.tsx';

/** One Stripe payout: its state, when it arrives, and the payments and refunds it carried. */
export default function PayoutDetail({ params }: ScreenProps) {
  const { t, locale } = useWords();
  const id = params.id ?? '';
  const query = useApiQuery<Payout>(`/api/v1/billing/payouts/${encodeURIComponent(id)}`);
  const payout = query.data;
  const created = dateTimeFormat(locale, { dateStyle: 'long' });

  return (
    <section aria-labelledby="payout-heading" className="billing">
      <BillingHeading id="payout-heading" current="payouts" record>
        {payout
          ? t('billing.payout.title', { amount: formatMoney(payout.amountMinor, payout.currency, locale) })
          : t('billing.payout.titleLoading')}
      </BillingHeading>
      <LoadState
        query={query}
        loading="billing.loading"
        area="billing"
        fallback="billing.payout.loadError"
        notFound="billing.payout.notFound"
      />
      {payout && (
        <>
          <FactList
            className="record-facts"
            facts={[
              [t('billing.payouts.status'), t(`billing.payout.status.${payout.status}`)],
              [t('billing.payouts.created'), created.format(new Date(payout.createdAt))],
              [
                t('billing.payouts.arrival'),
                payout.arrivalDate ? dayName(locale, payout.arrivalDate) : t('billing.payout.noArrival'),
              ],
            ]}
          />
          {payout.status === 'failed' && <p className="notice notice-error">{t('billing.payout.failed')}</p>}

          <h2 id="payout-payments-heading">{t('billing.payout.payments')}</h2>
          <DataTable
            labelledBy="payout-payments-heading"
            rows={payout.payments}
            rowKey={(payment) => payment.id}
            empty={t('billing.payout.noPayments')}
            columns={[
              {
                head: t('billing.payout.invoice'),
                cell: (payment) => (
                  <DashboardLink to={invoicePath(payment.invoice.id)}>
                    {payment.invoice.number ?? t('billing.payout.draft')}
                  </DashboardLink>
                ),
              },
              { head: t('billing.payout.client'), cell: (payment) => payment.invoice.clientName },
              { head: t('billing.payout.receivedOn'), cell: (payment) => dayName(locale, payment.receivedOn) },
              {
                head: t('billing.payout.method'),
                cell: (payment) => (
                  <>
                    {t(`billing.method.${payment.method}`)}
                    {payment.amountMinor < 0 && ` (${t('billing.payout.refund')})`}
                  </>
                ),
              },
              {
                head: t('billing.payouts.amount'),
                className: 'billing-amount',
                cell: (payment) => formatMoney(payment.amountMinor, payout.currency, locale),
              },
            ]}
            foot={
              <tr>
                <th scope="row" colSpan={4}>
                  {t('billing.payout.total')}
                </th>
                <td className="billing-amount">{formatMoney(payout.amountMinor, payout.currency, locale)}</td>
              </tr>
            }
          />
        </>
      )}
    </section>
  );
}
