import { Temporal } from 'temporal-polyfill';
import type { Database } from '../db/database.ts';
import type { Currency } from '../db/schema.ts';
import { checkoutSettled } from './checkout.ts';
import { forgetAccount, practiceOfAccount, setAccountStatus } from './payment-settings.ts';
import { recordPayment } from './payments.ts';
import { savePayout } from './payouts.ts';
import type { CardPayment, CardRefund, PaymentProvider, ProviderEvent } from './providers/index.ts';

export type WebhookOutcome =
  | { outcome: 'processed' | 'duplicate'; event: ProviderEvent }
  | { outcome: 'ignored'; event: ProviderEvent; reason: string };

type Practice = { therapistId: string; timeZone: string };
/** The event's effect on the database, given the provider's current state (read before the transaction). */
type Apply = (trx: Database) => Promise<void>;
type Plan = Apply | { ignored: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CURRENCIES: readonly string[] = ['EUR', 'GBP'] satisfies Currency[];

const dayIn = (timeZone: string, at: Date) =>
  Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone).toPlainDate().toString();

/**
 * Handles one signed webhook delivery. Each event counts once: its id goes into `payment_event` in
 * the same transaction as its effect, so a duplicate finds it there and a failure leaves no trace
 * (the provider delivers it again). What an event describes is looked up at the provider as it is
 * now, so a replayed or late event cannot undo a newer state, and one that arrives before the event
 * it follows (a refund before its payment) records what both mean.
 */
export async function handleWebhook(
  db: Database,
  provider: PaymentProvider,
  payload: Buffer,
  signature: string,
): Promise<WebhookOutcome> {
  const event = provider.verifyEvent(payload, signature);
  const seen = await db.selectFrom('paymentEvent').select('id').where('id', '=', event.id).executeTakeFirst();
  if (seen) return { outcome: 'duplicate', event };

  const plan = await planFor(db, provider, event);
  const applied = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('paymentEvent')
      .values({ id: event.id, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    // Another delivery of the same event got here first.
    if (!inserted) return false;
    if (typeof plan === 'function') await plan(trx);
    await trx.updateTable('paymentEvent').set({ processedAt: new Date() }).where('id', '=', event.id).execute();
    return true;
  });
  if (!applied) return { outcome: 'duplicate', event };
  return typeof plan === 'function'
    ? { outcome: 'processed', event }
    : { outcome: 'ignored', event, reason: plan.ignored };
}

async function planFor(db: Database, provider: PaymentProvider, event: ProviderEvent): Promise<Plan> {
  if (!event.account) return { ignored: 'not an event of a connected account' };
  const practice = await practiceOfAccount(db, event.account);
  if (!practice) return { ignored: 'no practice has this account' };
  const account = event.account;

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const payment = await provider.checkoutPayment(account, event.objectId);
      if (!payment) return { ignored: 'the checkout is not paid yet' };
      const record = await payments(db, practice, payment, []);
      if (typeof record !== 'function') return record;
      return async (trx) => {
        await record(trx);
        await checkoutSettled(trx, practice.therapistId, event.objectId);
      };
    }
    case 'checkout.session.async_payment_failed': {
      const state = await provider.checkoutState(account, event.objectId);
      if (state.paid) return { ignored: 'the checkout was paid after all' };
      return (trx) => checkoutSettled(trx, practice.therapistId, event.objectId);
    }
    case 'charge.refunded':
    case 'charge.refund.updated': {
      const chargeId =
        event.type === 'charge.refunded' ? event.objectId : await provider.refundCharge(account, event.objectId);
      const { payment, refunds } = await provider.chargeWithRefunds(account, chargeId);
      return payments(db, practice, payment, refunds);
    }
    // Signed by Stripe and about an account it no longer lets us read: the event is all there is.
    case 'account.application.deauthorized':
      return (trx) => forgetAccount(trx, practice.therapistId, account);
    case 'account.updated': {
      const status = await provider.accountStatus(account);
      return (trx) => setAccountStatus(trx, practice.therapistId, status);
    }
    case 'payout.created':
    case 'payout.updated':
    case 'payout.paid':
    case 'payout.failed':
    case 'payout.canceled': {
      const payout = await provider.payout(account, event.objectId);
      const currency = payout.currency;
      if (!CURRENCIES.includes(currency)) return { ignored: `a payout in ${currency}` };
      return async (trx) => {
        await savePayout(trx, practice.therapistId, { ...payout, currency: currency as Currency });
      };
    }
    default:
      return { ignored: 'an event type this platform does not follow' };
  }
}

/**
 * A card payment and the refunds made of it so far, each recorded once. A refund implies the
 * payment went through, so the payment is recorded with it even when its own event is still on
 * the way. Payments on the practice's Stripe account that no invoice of the practice asked for
 * (the therapist's other sales, or metadata naming someone else's invoice) are left alone.
 */
async function payments(db: Database, practice: Practice, payment: CardPayment, refunds: CardRefund[]): Promise<Plan> {
  const invoiceId = payment.invoiceId;
  if (!invoiceId || !UUID.test(invoiceId)) return { ignored: 'the payment names no invoice' };
  const invoice = await db
    .selectFrom('invoice')
    .select(['currency', 'status'])
    .where('id', '=', invoiceId)
    .where('therapistId', '=', practice.therapistId)
    .executeTakeFirst();
  if (!invoice || invoice.status === 'draft') return { ignored: 'the payment names no issued invoice of the practice' };
  if (invoice.currency !== payment.currency) return { ignored: `a payment in ${payment.currency}` };
  if (payment.amountMinor <= 0) return { ignored: 'nothing was captured' };

  const base = { therapistId: practice.therapistId, invoiceId, method: 'card' as const };
  return async (trx) => {
    await recordPayment(trx, {
      ...base,
      amountMinor: payment.amountMinor,
      receivedOn: dayIn(practice.timeZone, payment.paidAt),
      reference: payment.paymentId,
      providerPaymentId: payment.paymentId,
      providerBalanceTransactionId: payment.balanceTransactionId ?? undefined,
    });
    for (const refund of refunds.filter((r) => r.succeeded && r.amountMinor > 0)) {
      await recordPayment(trx, {
        ...base,
        amountMinor: -refund.amountMinor,
        receivedOn: dayIn(practice.timeZone, refund.createdAt),
        reference: refund.id,
        providerPaymentId: refund.id,
        providerBalanceTransactionId: refund.balanceTransactionId ?? undefined,
      });
    }
  };
}
