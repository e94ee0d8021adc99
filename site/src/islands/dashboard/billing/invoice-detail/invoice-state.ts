import type { Invoice } from '@calma/api/contract';
import { INVOICE_MAX_GROSS_MINOR, INVOICE_MAX_LINES } from '@calma/api/contract';
import type { Translate } from '../../../../i18n/format.ts';
import type { ApiProblem } from '../../../../lib/api-client.ts';
import { formatAmountInput, type LineDraft, type ParsedAmount, parseAmount } from '../invoice-maths.ts';

// What the invoice page decides without React: the draft's lines as the form edits them, what a
// draft or a payment lacks before it may be sent, where the API's refusals go, and what an issued
// invoice still allows. Problems are worded here, with the screen's `t`, so the tests read them.

/** What the page is doing, one at a time: the buttons wait while one runs. */
export type Action = 'save' | 'delete' | 'issue' | 'send' | 'remind' | 'payment' | 'credit';

/** Field paths of the page's forms to the words shown at them. */
export type FieldErrors = Record<string, string>;

/** A draft's saved lines as the form edits them: amounts written the way the viewer writes them. */
export const draftLines = (invoice: Pick<Invoice, 'lines'>, locale: string): LineDraft[] =>
  invoice.lines.map((line) => ({
    key: line.id,
    appointmentId: line.appointmentId,
    description: line.description,
    serviceDate: line.serviceDate,
    quantity: String(line.quantity),
    unit: formatAmountInput(line.unitMinor, locale),
    taxTreatment: line.taxTreatment,
    rate: line.taxTreatment === 'taxable' ? formatAmountInput(line.taxRateBp, locale) : '',
  }));

/** What the receipts settings still lack, from a BILLING_PROFILE_INCOMPLETE refusal's details. */
export function missingFields(details: unknown): string[] {
  const list = Array.isArray(details) ? details : (details as { missing?: unknown } | undefined)?.missing;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => (typeof entry === 'string' ? entry : (entry as { field?: string } | null)?.field))
    .filter((field): field is string => typeof field === 'string');
}

/**
 * What keeps a draft from being saved: each line's own problems, then the draft as a whole (no
 * lines, too many, a total over the limit) at `lines`. Empty when it may be saved.
 */
export function draftProblems(
  draft: { lineErrors: FieldErrors; lineCount: number; grossMinor: number },
  t: Translate,
  params: Record<string, string | number>,
): FieldErrors {
  const found: FieldErrors = { ...draft.lineErrors };
  if (draft.lineCount === 0) found.lines = t('dashboard.invoices.detail.error.noLines');
  if (draft.lineCount > INVOICE_MAX_LINES)
    found.lines = t('dashboard.invoices.error.tooManyLines', { max: INVOICE_MAX_LINES });
  if (draft.grossMinor > INVOICE_MAX_GROSS_MINOR) found.lines = t('dashboard.invoices.error.INVOICE_TOO_LARGE', params);
  return found;
}

/**
 * A refused save's field errors at the form's own fields (those with a label), or undefined when the
 * refusal is not about fields the form shows: then it is said above the form.
 */
export function draftRefusal(
  problem: ApiProblem,
  labelled: ReadonlySet<string>,
  t: Translate,
): FieldErrors | undefined {
  if (problem.code !== 'VALIDATION_FAILED') return undefined;
  const fromApi = Object.fromEntries(
    Object.keys(problem.fields)
      .filter((path) => labelled.has(path))
      .map((path) => [path, t('dashboard.invoices.line.error.invalid')]),
  );
  return Object.keys(fromApi).length > 0 ? fromApi : undefined;
}

/** The payment form as typed. */
export interface PaymentDraft {
  amount: string;
  receivedOn: string;
}

/**
 * Reads a payment typed by hand against the invoice's balance and today (the therapist's, as
 * YYYY-MM-DD): the amount in minor units, or what is wrong, by field.
 */
export function readPayment(
  payment: PaymentDraft,
  context: { balanceMinor: number; balanceText: string; today: string; locale: string },
  t: Translate,
): { errors: FieldErrors; amount: ParsedAmount } {
  const errors: FieldErrors = {};
  const amount = parseAmount(payment.amount, context.locale);
  if (!amount.ok)
    errors.amountMinor = t(`dashboard.invoices.line.error.${amount.reason === 'empty' ? 'required' : amount.reason}`);
  else if (amount.minor === 0) errors.amountMinor = t('dashboard.invoices.line.error.zero');
  else if (amount.minor > context.balanceMinor)
    errors.amountMinor = t('dashboard.invoices.payment.exceeds', { balance: context.balanceText });
  if (!/^\d{4}-\d{2}-\d{2}$/.test(payment.receivedOn)) errors.receivedOn = t('dashboard.invoices.line.error.required');
  else if (payment.receivedOn > context.today) errors.receivedOn = t('dashboard.invoices.payment.future');
  return { errors, amount };
}

/**
 * A refused payment's errors at its fields: the API knows the therapist's today and the balance as
 * of now. Undefined when the refusal is about neither, and so is said above the page.
 */
export function paymentRefusal(problem: ApiProblem, t: Translate): FieldErrors | undefined {
  const fromApi: FieldErrors = {};
  if (problem.code === 'PAYMENT_EXCEEDS_BALANCE')
    fromApi.amountMinor = t('dashboard.invoices.error.PAYMENT_EXCEEDS_BALANCE');
  if (problem.fields.receivedOn) fromApi.receivedOn = t('dashboard.invoices.payment.future');
  if (problem.fields.amountMinor) fromApi.amountMinor = t('dashboard.invoices.line.error.invalid');
  return Object.keys(fromApi).length > 0 ? fromApi : undefined;
}

/** An invoice with money still owed, which can take a payment: never a credit note or a credited invoice. */
export const takesPayment = (invoice: Pick<Invoice, 'kind' | 'status' | 'balanceMinor'>) =>
  invoice.kind === 'invoice' && invoice.status !== 'credited' && invoice.balanceMinor > 0;

/** What happened to an issued invoice, in order, each with its moment: only what did happen. */
export const historyOf = (invoice: Pick<Invoice, 'issuedAt' | 'sentAt' | 'lastRemindedAt' | 'paidAt'>) =>
  (
    [
      ['issuedAt', invoice.issuedAt],
      ['sentAt', invoice.sentAt],
      ['lastRemindedAt', invoice.lastRemindedAt],
      ['paidAt', invoice.paidAt],
    ] as const
  ).filter((entry): entry is [(typeof entry)[0], string] => typeof entry[1] === 'string');
