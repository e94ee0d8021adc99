import type { PayoutList } from '@calma/api/contract';
import { formatMoney } from '../../../lib/money.ts';
import { useApiQuery } from '../../../lib/query.ts';
import '../../../styles/billing.css';
import QueryState from '../../QueryState.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import BillingNav from './BillingNav.tsx';
import { dayName, monthName } from './format.ts';
import LoadProblem from './LoadProblem.tsx';

/**
 * What reached the practice: Stripe's payouts of card payments when it has a Stripe account, and
 * what was received per month by any method. Bank transfers go straight to the practice's account.
 */
export default function Payouts({ t, locale, navigate }: ScreenProps) {
  const payouts = useApiQuery<PayoutList>('/api/v1/billing/payouts');
  const list = payouts.data;
  const created = dateTimeFormat(locale, { dateStyle: 'medium' });

  return (
    <section aria-labelledby="payouts-heading" className="billing">
      <h1 id="payouts-heading">{t('billing.payouts.title')}</h1>
      <BillingNav t={t} navigate={navigate} current="payouts" />
      <QueryState
        query={payouts}
        t={t}
        loading="billing.loading"
        error={(problem) => (
          <LoadProblem t={t} navigate={navigate} problem={problem} fallback="billing.payouts.loadError" />
        )}
      />
      {list?.mode === 'bank_transfer' && <p>{t('billing.payouts.bankTransfer')}</p>}
      {list?.mode === 'stripe' && (
        <section aria-labelledby="payouts-stripe-heading">
          <h2 id="payouts-stripe-heading">{t('billing.payouts.stripe.title')}</h2>
          <p>{t('billing.payouts.stripe.lead')}</p>
          {list.items.length === 0 ? (
            <p>{t('billing.payouts.stripe.empty')}</p>
          ) : (
            <div className="table-scroll">
              <table aria-labelledby="payouts-stripe-heading">
                <thead>
                  <tr>
                    <th scope="col">{t('billing.payouts.created')}</th>
                    <th scope="col" className="billing-amount">
                      {t('billing.payouts.amount')}
                    </th>
                    <th scope="col">{t('billing.payouts.status')}</th>
                    <th scope="col">{t('billing.payouts.arrival')}</th>
                    <th scope="col">{t('billing.payouts.payments')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((payout) => (
                    <tr key={payout.id}>
                      <th scope="row">
                        <DashboardLink
                          to={`/dashboard/billing/payouts/${encodeURIComponent(payout.id)}`}
                          navigate={navigate}
                        >
                          {created.format(new Date(payout.createdAt))}
                        </DashboardLink>
                      </th>
                      <td className="billing-amount">{formatMoney(payout.amountMinor, payout.currency, locale)}</td>
                      <td>{t(`billing.payout.status.${payout.status}`)}</td>
                      <td>{payout.arrivalDate ? dayName(locale, payout.arrivalDate) : '–'}</td>
                      <td>{payout.paymentCount}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
      {list && (
        <section aria-labelledby="payouts-months-heading">
          <h2 id="payouts-months-heading">{t('billing.payouts.months.title')}</h2>
          {list.mode === 'stripe' && <p>{t('billing.payouts.months.allMethods')}</p>}
          {list.receivedByMonth.length === 0 ? (
            <p>{t('billing.payouts.months.empty')}</p>
          ) : (
            <div className="table-scroll">
              <table aria-labelledby="payouts-months-heading">
                <thead>
                  <tr>
                    <th scope="col">{t('billing.chart.month')}</th>
                    <th scope="col">{t('billing.payouts.months.count')}</th>
                    <th scope="col" className="billing-amount">
                      {t('billing.payouts.months.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.receivedByMonth.map((month) => (
                    <tr key={month.month}>
                      <th scope="row">{monthName(locale, month.month, 'long')}</th>
                      <td>{month.count}</td>
                      <td className="billing-amount">{formatMoney(month.amountMinor, list.currency, locale)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      )}
    </section>
  );
}
