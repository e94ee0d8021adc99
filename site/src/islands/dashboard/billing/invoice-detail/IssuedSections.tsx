import type { Invoice } from '@calma/api/contract';
import { useId, useState } from 'react';
import { useWords } from '../../../words.tsx';
import { Table, type TableProps } from '../../parts/DataTable.tsx';
import FactList from '../../parts/FactList.tsx';
import { rateText } from '../invoice-maths.ts';
import { dayText, momentText, Totals } from '../invoice-parts.tsx';
import { historyOf } from './invoice-state.ts';

// The parts of an issued invoice that only show it: its fixed lines and totals, the link the client
// pays by, the payments received, and what happened when.

interface Shown {
  invoice: Invoice;
  /** An amount in the invoice's currency, in words. */
  money: (minor: number) => string;
}

/**
 * A table wider than a phone scrolls in its own box, which the keyboard can reach and scroll as well
 * (these tables hold nothing else to focus), named by the table's heading.
 */
function ScrollingTable<Row>({ heading, ...table }: { heading: string } & TableProps<Row>) {
  const id = useId();
  return (
    <>
      <h2 id={id}>{heading}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="table-scroll" aria-labelledby={id} tabIndex={0}>
        <Table className="invoice-table" rowHeaders={false} {...table} />
      </section>
    </>
  );
}

/** The fixed lines, the totals (with what was paid and is owed, for an invoice) and the note. */
export function IssuedLines({ invoice, money }: Shown) {
  const { t, locale } = useWords();
  return (
    <>
      <ScrollingTable
        heading={t('dashboard.invoices.detail.lines')}
        rows={invoice.lines}
        rowKey={(line) => line.id}
        columns={[
          { head: t('dashboard.invoices.line.description'), cell: (line) => line.description },
          { head: t('dashboard.invoices.line.serviceDate'), cell: (line) => dayText(line.serviceDate, locale) },
          { head: t('dashboard.invoices.line.quantity'), className: 'amount', cell: (line) => line.quantity },
          {
            head: t('dashboard.invoices.detail.unitNet'),
            className: 'amount',
            cell: (line) => money(line.unitMinor),
          },
          {
            head: t('dashboard.invoices.detail.vat'),
            cell: (line) =>
              line.taxTreatment === 'exempt'
                ? t('dashboard.invoices.tax.exempt')
                : `${rateText(line.taxRateBp, locale)} (${money(line.taxMinor)})`,
          },
          { head: t('dashboard.invoices.totals.gross'), className: 'amount', cell: (line) => money(line.grossMinor) },
        ]}
      />
      <Totals
        totals={invoice}
        currency={invoice.currency}
        more={
          invoice.kind === 'invoice'
            ? [
                [t('dashboard.invoices.totals.paid'), money(invoice.paidMinor)],
                [t('dashboard.invoices.column.balance'), <strong key="balance">{money(invoice.balanceMinor)}</strong>],
              ]
            : []
        }
      />
      {invoice.note && (
        <>
          <h3>{t('dashboard.invoices.note')}</h3>
          <p className="invoice-note">{invoice.note}</p>
        </>
      )}
    </>
  );
}

/** The link the client pays by, to copy into a message of the therapist's own. */
export function PayLink({ payUrl }: { payUrl: string }) {
  const { t } = useWords();
  const [copied, setCopied] = useState('');
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(payUrl);
      setCopied(t('dashboard.invoices.detail.payLinkCopied'));
    } catch {
      setCopied(t('dashboard.invoices.detail.payLinkCopyFailed'));
    }
  };
  return (
    <div className="invoice-panel">
      <h3>{t('dashboard.invoices.detail.payLink')}</h3>
      <p className="hint" id="pay-link-hint">
        {t('dashboard.invoices.detail.payLinkHint')}
      </p>
      <div className="pay-link">
        <label className="visually-hidden" htmlFor="pay-link">
          {t('dashboard.invoices.detail.payLink')}
        </label>
        <input id="pay-link" readOnly value={payUrl} aria-describedby="pay-link-hint" />
        <button type="button" className="button" onClick={() => void copy()}>
          {t('dashboard.invoices.detail.copyPayLink')}
        </button>
      </div>
      <p aria-live="polite">{copied}</p>
    </div>
  );
}

/** The money received for an invoice, refunds included. */
export function Payments({ invoice, money }: Shown) {
  const { t, locale } = useWords();
  if (invoice.payments.length === 0) {
    return (
      <>
        <h2>{t('dashboard.invoices.detail.payments')}</h2>
        <p>{t('dashboard.invoices.detail.noPayments')}</p>
      </>
    );
  }
  return (
    <ScrollingTable
      heading={t('dashboard.invoices.detail.payments')}
      rows={invoice.payments}
      rowKey={(payment) => payment.id}
      columns={[
        { head: t('dashboard.invoices.payment.receivedOn'), cell: (payment) => dayText(payment.receivedOn, locale) },
        {
          head: t('dashboard.invoices.payment.method'),
          cell: (payment) => t(`dashboard.invoices.method.${payment.method}`),
        },
        {
          head: t('dashboard.invoices.payment.amount', { currency: invoice.currency }),
          className: 'amount',
          cell: (payment) => (
            <>
              {money(payment.amountMinor)}
              {payment.amountMinor < 0 && ` (${t('dashboard.invoices.payment.refund')})`}
            </>
          ),
        },
        { head: t('dashboard.invoices.payment.reference'), cell: (payment) => payment.reference || '–' },
      ]}
    />
  );
}

/** When the invoice was issued, sent, last reminded and paid: only what happened. */
export function History({ invoice }: Omit<Shown, 'money'>) {
  const { t, locale } = useWords();
  return (
    <>
      <h2>{t('dashboard.invoices.detail.history')}</h2>
      <FactList
        className="record-facts"
        facts={historyOf(invoice).map(([field, instant]) => [
          t(`dashboard.invoices.history.${field}`),
          <time key={field} dateTime={instant}>
            {momentText(instant, locale)}
          </time>,
        ])}
      />
    </>
  );
}
