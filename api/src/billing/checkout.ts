import type { Database } from '../db/database.ts';
import type { Currency } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { text } from '../i18n/index.ts';
import { hasFeature } from '../subscription/entitlements.ts';
import { payUrl } from './pay-links.ts';
import { noSuchInvoice } from './payments.ts';
import { cardPaymentsUnavailable, type PaymentProvider } from './providers/index.ts';
import { INVOICE_LOCALES, type InvoiceLocale } from './tax-rules.ts';

const OPEN = ['issued', 'sent', 'partially_paid'];

const nothingOwed = () => new AppError('NOTHING_OWED', 409, 'Nothing is owed on this invoice');
const paymentInProgress = () =>
  new AppError('PAYMENT_IN_PROGRESS', 409, 'A card payment for this invoice is being processed');

/**
 * The provider's payment page for what is still owed on an issued invoice, charged on the
 * practice's own account with the platform's fee. While a page for the same amount is open, the
 * client is sent back to it; once a page is paid, no second one is made until its payment is
 * recorded (or its bank debit failed), so one click too many cannot pay an invoice twice.
 */
export async function startCheckout(
  db: Database,
  provider: PaymentProvider,
  invoiceId: string,
  link: { publicUrl: string; token: string },
): Promise<string> {
  const invoice = await db
    .selectFrom('invoice as i')
    .innerJoin('client as c', 'c.id', 'i.clientId')
    .leftJoin('billingProfile as b', 'b.therapistId', 'i.therapistId')
    .select([
      'i.id',
      'i.therapistId',
      'i.kind',
      'i.status',
      'i.number',
      'i.locale',
      'i.currency',
      'i.grossMinor',
      'i.paidMinor',
      'i.stripeCheckoutSessionId',
      'c.email',
      'b.cardPayments',
      'b.stripeAccountId',
      'b.stripeAccountStatus',
    ])
    .where('i.id', '=', invoiceId)
    .executeTakeFirst();
  if (!invoice || invoice.status === 'draft' || !invoice.number) throw noSuchInvoice();
  const accountId = invoice.stripeAccountId;
  if (
    !provider.cardPayments ||
    !invoice.cardPayments ||
    invoice.stripeAccountStatus !== 'enabled' ||
    !accountId ||
    // A practice whose plan no longer has card payments keeps its setting for when it has again.
    !(await hasFeature(db, invoice.therapistId, 'card_payments'))
  ) {
    throw cardPaymentsUnavailable('This practice does not take card payments');
  }
  const balanceMinor = invoice.grossMinor - invoice.paidMinor;
  if (invoice.kind !== 'invoice' || !OPEN.includes(invoice.status) || balanceMinor <= 0) throw nothingOwed();

  const previous = invoice.stripeCheckoutSessionId;
  if (previous) {
    const state = await provider.checkoutState(accountId, previous);
    if (state.status === 'complete') throw paymentInProgress();
    if (state.status === 'open' && state.url && state.amountMinor === balanceMinor) return state.url;
    if (state.status === 'open') await provider.expireCheckout(accountId, previous);
  }

  const locale: InvoiceLocale = (INVOICE_LOCALES as readonly string[]).includes(invoice.locale)
    ? (invoice.locale as InvoiceLocale)
    : 'en';
  const pageUrl = payUrl(link.publicUrl, locale, link.token);
  const session = await provider.createCheckout(accountId, {
    invoiceId,
    // Two clicks at once get the same page; a changed balance or a page that ended gets a new one.
    idempotencyKey: `calma-checkout-${invoiceId}-${balanceMinor}-${previous ?? 'first'}`,
    description: `${text(locale, 'document.meta.number')} ${invoice.number}`,
    amountMinor: balanceMinor,
    currency: invoice.currency as Currency,
    feeMinor: Math.round((balanceMinor * provider.feePercent) / 100),
    locale,
    customerEmail: invoice.email || undefined,
    successUrl: `${pageUrl}?payment=success`,
    cancelUrl: `${pageUrl}?payment=cancelled`,
  });
  await db
    .updateTable('invoice')
    .set({ stripeCheckoutSessionId: session.id, updatedAt: new Date() })
    .where('id', '=', invoiceId)
    .execute();
  return session.url;
}

/** The checkout's payment is recorded (or its bank debit failed): the invoice may get a new page. */
export async function checkoutSettled(trx: Database, therapistId: string, sessionId: string) {
  await trx
    .updateTable('invoice')
    .set({ stripeCheckoutSessionId: null, updatedAt: new Date() })
    .where('therapistId', '=', therapistId)
    .where('stripeCheckoutSessionId', '=', sessionId)
    .execute();
}
