import type { Payout } from '@calma/api/contract';
import { formatMoney } from '../../../lib/money.ts';
import { useApiQuery } from '../../../lib/query.ts';
import '../../../styles/billing.css';
import QueryState from '../../QueryState.tsx';
import { DashboardLink } from '../clients/RecordLayout.tsx';
import { dateTimeFormat, type ScreenProps } from '../types.ts';
import BillingNav from './BillingNav.tsx';
import { dayName } from './format.ts';
import LoadProblem from './LoadProblem.tsx';

/** One Stripe payout: its state, when it arrives, and the payments and refunds it carried. */
export default function PayoutDetail({ t, locale, params, navigate }: ScreenProps) {
  const id = params.id ?? '';
  const query = useApiQuery<Payout>(`/api/v1/billing/payouts/${encodeURIComponent(id)}`);
  const payout = query.data;
  const created = dateTimeFormat(locale, { dateStyle: 'long' });

  return (
    <section aria-labelledby="payout-heading" className="billing">
      <h1 id="payout-heading">
        {payout
          ? t('billing.payout.title', { amount: formatMoney(payout.amountMinor, payout.currency, locale) })
          : t('billing.payout.titleLoading')}
      </h1>
      <BillingNav t={t} navigate={navigate} current="payouts" />
      <p>
        <DashboardLink to="/dashboard/billing/payouts" navigate={navigate}>
          {t('billing.payout.back')}
        </DashboardLink>
      </p>
      <QueryState
        query={query}
        t={t}
        loading="billing.loading"
        error={(problem) => (
          <LoadProblem
            t={t}
            navigate={navigate}
            problem={problem}
            fallback="billing.payout.loadError"
            notFound="billing.payout.notFound"
          />
        )}
      />
      {payout && (
        <>
          <dl className="record-facts">
            <dt>{t('billing.payouts.status')}</dt>
            <dd>{t(`billing.payout.status.${payout.status}`)}</dd>
            <dt>{t('billing.payouts.created')}</dt>
            <dd>{created.format(new Date(payout.createdAt))}</dd>
            <dt>{t('billing.payouts.arrival')}</dt>
            <dd>{payout.arrivalDate ? dayName(locale, payout.arrivalDate) : t('billing.payout.noArrival')}</dd>
          </dl>
          {payout.status === 'failed' && <p className="notice notice-error">{t('billing.payout.failed')}</p>}

          <h2 id="payout-payments-heading">{t('billing.payout.payments')}</h2>
          {payout.payments.length === 0 ? (
            <p>{t('billing.payout.noPayments')}</p>
          ) : (
            <div className="table-scroll">
              <table aria-labelledby="payout-payments-heading">
                <thead>
                  <tr>
                    <th scope="col">{t('billing.payout.invoice')}</th>
                    <th scope="col">{t('billing.payout.client')}</th>
                    <th scope="col">{t('billing.payout.receivedOn')}</th>
                    <th scope="col">{t('billing.payout.method')}</th>
                    <th scope="col" className="billing-amount">
                      {t('billing.payouts.amount')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {payout.payments.map((payment) => (
                    <tr key={payment.id}>
                      <th scope="row">
                        <DashboardLink
                          to={`/dashboard/billing/invoices/${encodeURIComponent(payment.invoice.id)}`}
                          navigate={navigate}
                        >
                          {payment.invoice.number ?? t('billing.payout.draft')}
                        </DashboardLink>
                      </th>
                      <td>{payment.invoice.clientName}</td>
                      <td>{dayName(locale, payment.receivedOn)}</td>
                      <td>
                        {t(`billing.method.${payment.method}`)}
                        {payment.amountMinor < 0 && ` (${t('billing.payout.refund')})`}
                      </td>
                      <td className="billing-amount">{formatMoney(payment.amountMinor, payout.currency, locale)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={4}>
                      {t('billing.payout.total')}
                    </th>
                    <td className="billing-amount">{formatMoney(payout.amountMinor, payout.currency, locale)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
