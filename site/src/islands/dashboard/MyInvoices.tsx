import type { MyInvoices as MyInvoicesBody } from '@calma/api/contract';
import { formatMoney } from '../../lib/money.ts';
import { useApiQuery } from '../../lib/query.ts';
import { formatDate, invoiceState, payTokenOf } from '../invoice/state.ts';
import QueryState from '../QueryState.tsx';
import { publicPath, type ScreenProps } from './types.ts';

/**
 * The signed-in client's invoices from every practice they are a client of, newest first; each
 * opens its pay page (download, bank details, card), in the account's language.
 */
export default function MyInvoices({ t, locale }: ScreenProps) {
  const invoices = useApiQuery<MyInvoicesBody>('/api/v1/me/invoices');

  return (
    <section aria-labelledby="my-invoices-heading">
      <h1 id="my-invoices-heading">{t('dashboard.myInvoices.title')}</h1>
      <p>{t('dashboard.myInvoices.lead')}</p>
      <QueryState query={invoices} t={t} loading="dashboard.myInvoices.loading" error="dashboard.myInvoices.error">
        {({ items }) =>
          items.length === 0 ? (
            <p>{t('dashboard.myInvoices.empty')}</p>
          ) : (
            <div className="table-scroll">
              <table aria-labelledby="my-invoices-heading">
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.myInvoices.number')}</th>
                    <th scope="col">{t('dashboard.myInvoices.therapist')}</th>
                    <th scope="col">{t('dashboard.myInvoices.issueDate')}</th>
                    <th scope="col">{t('dashboard.myInvoices.total')}</th>
                    <th scope="col">{t('dashboard.myInvoices.owed')}</th>
                    <th scope="col">{t('dashboard.myInvoices.status')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((invoice) => {
                    const state = invoiceState(invoice);
                    const money = (minor: number) => formatMoney(minor, invoice.currency, locale);
                    return (
                      <tr key={invoice.payUrl}>
                        <th scope="row">
                          <a
                            href={publicPath(locale, `/invoice/${payTokenOf(invoice.payUrl)}`)}
                            aria-label={t(
                              invoice.kind === 'credit_note'
                                ? 'dashboard.myInvoices.openCreditNote'
                                : 'dashboard.myInvoices.open',
                              { number: invoice.number },
                            )}
                          >
                            {invoice.number}
                          </a>
                        </th>
                        <td>{invoice.therapist.name}</td>
                        <td>{formatDate(invoice.issueDate, locale)}</td>
                        <td>{money(invoice.grossMinor)}</td>
                        <td>{invoice.kind === 'invoice' ? money(invoice.balanceMinor) : ''}</td>
                        <td data-state={state}>{t(`dashboard.myInvoices.status.${state}`)}</td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
