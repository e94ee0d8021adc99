import type { Invoice } from '@calma/api/contract';
import { Fragment, type ReactNode, useId, useState } from 'react';
import type { Translate } from '../../../../i18n/format.ts';
import { rateText } from '../invoice-maths.ts';
import { dayText, momentText } from '../invoice-parts.tsx';
import { historyOf } from './invoice-state.ts';

// The parts of an issued invoice that only show it: its fixed lines and totals, the link the client
// pays by, the payments received, and what happened when.

interface Shown {
  invoice: Invoice;
  t: Translate;
  locale: string;
  /** An amount in the invoice's currency, in words. */
  money: (minor: number) => string;
}

/**
 * A table wider than a phone scrolls in its own box, which the keyboard can reach and scroll as well
 * (these tables hold nothing else to focus), named by the table's heading.
 */
function ScrollingTable({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <>
      <h2 id={id}>{heading}</h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="table-scroll" aria-labelledby={id} tabIndex={0}>
        {children}
      </section>
    </>
  );
}

/** The fixed lines, the totals (with what was paid and is owed, for an invoice) and the note. */
export function IssuedLines({ invoice, t, locale, money }: Shown) {
  return (
    <>
      <ScrollingTable heading={t('dashboard.invoices.detail.lines')}>
        <table className="invoice-table">
          <thead>
            <tr>
              <th scope="col">{t('dashboard.invoices.line.description')}</th>
              <th scope="col">{t('dashboard.invoices.line.serviceDate')}</th>
              <th scope="col" className="amount">
                {t('dashboard.invoices.line.quantity')}
              </th>
              <th scope="col" className="amount">
                {t('dashboard.invoices.detail.unitNet')}
              </th>
              <th scope="col">{t('dashboard.invoices.detail.vat')}</th>
              <th scope="col" className="amount">
                {t('dashboard.invoices.totals.gross')}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line) => (
              <tr key={line.id}>
                <td>{line.description}</td>
                <td>{dayText(line.serviceDate, locale)}</td>
                <td className="amount">{line.quantity}</td>
                <td className="amount">{money(line.unitMinor)}</td>
                <td>
                  {line.taxTreatment === 'exempt'
                    ? t('dashboard.invoices.tax.exempt')
                    : `${rateText(line.taxRateBp, locale)} (${money(line.taxMinor)})`}
                </td>
                <td className="amount">{money(line.grossMinor)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
      <dl className="invoice-totals">
        <dt>{t('dashboard.invoices.totals.net')}</dt>
        <dd>{money(invoice.netMinor)}</dd>
        <dt>{t('dashboard.invoices.totals.tax')}</dt>
        <dd>{money(invoice.taxMinor)}</dd>
        <dt>{t('dashboard.invoices.totals.gross')}</dt>
        <dd>
          <strong>{money(invoice.grossMinor)}</strong>
        </dd>
        {invoice.kind === 'invoice' && (
          <>
            <dt>{t('dashboard.invoices.totals.paid')}</dt>
            <dd>{money(invoice.paidMinor)}</dd>
            <dt>{t('dashboard.invoices.column.balance')}</dt>
            <dd>
              <strong>{money(invoice.balanceMinor)}</strong>
            </dd>
          </>
        )}
      </dl>
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
export function PayLink({ payUrl, t }: { payUrl: string; t: Translate }) {
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
export function Payments({ invoice, t, locale, money }: Shown) {
  if (invoice.payments.length === 0) {
    return (
      <>
        <h2>{t('dashboard.invoices.detail.payments')}</h2>
        <p>{t('dashboard.invoices.detail.noPayments')}</p>
      </>
    );
  }
  return (
    <ScrollingTable heading={t('dashboard.invoices.detail.payments')}>
      <table className="invoice-table">
        <thead>
          <tr>
            <th scope="col">{t('dashboard.invoices.payment.receivedOn')}</th>
            <th scope="col">{t('dashboard.invoices.payment.method')}</th>
            <th scope="col" className="amount">
              {t('dashboard.invoices.payment.amount', { currency: invoice.currency })}
            </th>
            <th scope="col">{t('dashboard.invoices.payment.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {invoice.payments.map((payment) => (
            <tr key={payment.id}>
              <td>{dayText(payment.receivedOn, locale)}</td>
              <td>{t(`dashboard.invoices.method.${payment.method}`)}</td>
              <td className="amount">
                {money(payment.amountMinor)}
                {payment.amountMinor < 0 && ` (${t('dashboard.invoices.payment.refund')})`}
              </td>
              <td>{payment.reference || '–'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollingTable>
  );
}

/** When the invoice was issued, sent, last reminded and paid: only what happened. */
export function History({ invoice, t, locale }: Omit<Shown, 'money'>) {
  return (
    <>
      <h2>{t('dashboard.invoices.detail.history')}</h2>
      <dl className="record-facts">
        {historyOf(invoice).map(([field, instant]) => (
          <Fragment key={field}>
            <dt>{t(`dashboard.invoices.history.${field}`)}</dt>
            <dd>
              <time dateTime={instant}>{momentText(instant, locale)}</time>
            </dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}
