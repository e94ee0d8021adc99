import type { Database } from '../db/database.ts';
import { mailPaymentFailed, type SubscriptionMailer } from './mail.ts';
import type { BillingEvent, BillingSubscription, StripeBilling } from './stripe-billing.ts';
import { applySubscription, type SyncResult } from './sync.ts';

export type BillingWebhookOutcome =
  | { outcome: 'processed' | 'duplicate'; event: BillingEvent }
  | { outcome: 'ignored'; event: BillingEvent; reason: string };

/** The events the subscriptions' endpoint listens to (the README lists them for the Stripe dashboard). */
export const BILLING_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
] as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// The card payments' endpoint records its events under Stripe's id; a platform event sent to both
// endpoints by mistake must not count as seen here because the other one ignored it.
const eventKey = (id: string) => `subscription:${id}`;

/**
 * Handles one signed delivery to the subscriptions' endpoint. Every event type comes down to one
 * subscription, read from Stripe as it is now and written onto the practice's row in the same
 * transaction that records the event id: a replay finds the id and changes nothing, and events in
 * any order leave Stripe's current state. A payment that newly failed emails the therapist, the
 * email queued in that same transaction.
 */
export async function handleBillingWebhook(
  db: Database,
  billing: StripeBilling,
  mailer: SubscriptionMailer,
  payload: Buffer,
  signature: string,
): Promise<BillingWebhookOutcome> {
  const event = billing.verifyEvent(payload, signature);
  const key = eventKey(event.id);
  const seen = await db.selectFrom('paymentEvent').select('id').where('id', '=', key).executeTakeFirst();
  if (seen) return { outcome: 'duplicate', event };

  const found = event.account
    ? { ignored: 'an event of a connected account' }
    : await subscriptionOf(db, billing, event);
  let result: SyncResult | undefined;
  const applied = await mailer.withEmails(db, async (trx, outbox) => {
    const inserted = await trx
      .insertInto('paymentEvent')
      .values({ id: key, type: event.type })
      .onConflict((oc) => oc.column('id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    if ('subscription' in found) {
      result = await applySubscription(trx, found.therapistId, found.subscription);
      if (result.outcome === 'applied' && result.newlyPastDue && result.graceUntil)
        await mailPaymentFailed(trx, outbox, found.therapistId, result.plan, result.graceUntil);
    }
    await trx.updateTable('paymentEvent').set({ processedAt: new Date() }).where('id', '=', key).execute();
    return true;
  });
  if (!applied) return { outcome: 'duplicate', event };
  if ('ignored' in found) return { outcome: 'ignored', event, reason: found.ignored };
  if (result?.outcome === 'ignored') return { outcome: 'ignored', event, reason: result.reason };
  return { outcome: 'processed', event };
}

type Found = { therapistId: string; subscription: BillingSubscription } | { ignored: string };

/** The subscription an event is about, as Stripe has it now, and the practice it belongs to. */
async function subscriptionOf(db: Database, billing: StripeBilling, event: BillingEvent): Promise<Found> {
  let subscriptionId: string | null;
  let named: string | null | undefined;
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = await billing.checkout(event.objectId);
      if (session?.mode !== 'subscription') return { ignored: 'not a subscription checkout' };
      subscriptionId = session.subscriptionId;
      named = session.therapistId;
      break;
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      subscriptionId = event.objectId;
      break;
    case 'invoice.paid':
    case 'invoice.payment_failed':
      subscriptionId = await billing.invoiceSubscription(event.objectId);
      break;
    default:
      return { ignored: 'an event type the subscriptions do not follow' };
  }
  if (!subscriptionId) return { ignored: 'no subscription yet' };
  const subscription = await billing.subscription(subscriptionId);
  const therapistId = await practiceOf(db, subscription, named);
  if (!therapistId) return { ignored: 'no practice has this subscription' };
  return { therapistId, subscription };
}

/**
 * The practice a subscription belongs to: the one whose row holds it or its customer, else the
 * practice the platform named when the checkout was made (metadata or the checkout's reference).
 */
async function practiceOf(db: Database, sub: BillingSubscription, named: string | null | undefined) {
  const row = await db
    .selectFrom('subscription')
    .select('therapistId')
    .where((eb) => eb.or([eb('stripeSubscriptionId', '=', sub.id), eb('stripeCustomerId', '=', sub.customerId)]))
    .orderBy((eb) => eb.case().when('stripeSubscriptionId', '=', sub.id).then(0).else(1).end())
    .executeTakeFirst();
  if (row) return row.therapistId;
  const candidate = [named, sub.therapistId].find((id) => id && UUID.test(id));
  if (!candidate) return undefined;
  const therapist = await db.selectFrom('therapist').select('id').where('id', '=', candidate).executeTakeFirst();
  return therapist?.id;
}
