import { dateFormat, numberFormat, type PayableInvoice } from '@calma/api/contract';

/** What a client is told about an invoice: one word for where it stands. */
export type InvoiceState = 'paid' | 'overdue' | 'open' | 'credited' | 'creditNote';

export function invoiceState(
  invoice: Pick<PayableInvoice, 'kind' | 'status' | 'overdue' | 'balanceMinor'>,
): InvoiceState {
  if (invoice.kind === 'credit_note') return 'creditNote';
  if (invoice.status === 'credited') return 'credited';
  if (invoice.overdue) return 'overdue';
  // Partly paid is still open: the amount still owed says how much.
  if (invoice.status === 'paid' || invoice.balanceMinor <= 0) return 'paid';
  return 'open';
}

/** An amount as a banking app takes it typed in: two decimals, no currency, no grouping ("65,00"). */
export const transferAmount = (minor: number, locale: string) =>
  numberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(minor / 100);

/** A calendar date (YYYY-MM-DD) in words; read at noon UTC, so no time zone moves it to another day. */
export const formatDate = (date: string, locale: string) =>
  dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));

/** The token of a pay link (`…/invoice/{token}`), so a page can link to it in its own language. */
export const payTokenOf = (payUrl: string) => payUrl.slice(payUrl.lastIndexOf('/') + 1);
