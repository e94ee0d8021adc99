import type { MyInvoices as MyInvoicesBody } from '@calma/api/contract';
import { formatMoney } from '../../lib/money.ts';
import { useApiQuery } from '../../lib/query.ts';
import { formatDate, invoiceState, payTokenOf } from '../invoice/state.ts';
import QueryState from '../QueryState.tsx';
import { useWords } from '../words.tsx';
import DataTable from './parts/DataTable.tsx';
import { publicPath } from './types.ts';

/**
 * The signed-in client's invoices from every practice they are a client of, newest first; each
 * opens its pay page (download, bank details, card), in the account's language.
 */
export default function MyInvoices() {
  const { t, locale } = useWords();
  const invoices = useApiQuery<MyInvoicesBody>('/api/v1/me/invoices');
  const money = (minor: number, invoice: { currency: string }) => formatMoney(minor, invoice.currency, locale);

  return (
    <section aria-labelledby="my-invoices-heading">
      <h1 id="my-invoices-heading">{t('dashboard.myInvoices.title')}</h1>
      <p>{t('dashboard.myInvoices.lead')}</p>
      <QueryState query={invoices} loading="dashboard.myInvoices.loading" error="dashboard.myInvoices.error">
        {({ items }) => (
          <DataTable
            labelledBy="my-invoices-heading"
            rows={items}
            rowKey={(invoice) => invoice.payUrl}
            empty={t('dashboard.myInvoices.empty')}
            columns={[
              {
                head: t('dashboard.myInvoices.number'),
                cell: (invoice) => (
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
                ),
              },
              { head: t('dashboard.myInvoices.therapist'), cell: (invoice) => invoice.therapist.name },
              { head: t('dashboard.myInvoices.issueDate'), cell: (invoice) => formatDate(invoice.issueDate, locale) },
              { head: t('dashboard.myInvoices.total'), cell: (invoice) => money(invoice.grossMinor, invoice) },
              {
                head: t('dashboard.myInvoices.owed'),
                cell: (invoice) => (invoice.kind === 'invoice' ? money(invoice.balanceMinor, invoice) : ''),
              },
              {
                head: t('dashboard.myInvoices.status'),
                cell: (invoice) => t(`dashboard.myInvoices.status.${invoiceState(invoice)}`),
              },
            ]}
          />
        )}
      </QueryState>
    </section>
  );
}
