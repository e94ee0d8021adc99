import { FREE_PLAN } from '../contract/subscription.ts';
import type { Database } from '../db/database.ts';
import type { SubscriptionStatus } from '../db/schema.ts';
import { PLANS } from './plans.ts';
import type { BillingSubscription } from './stripe-billing.ts';

// The subscription row mirrors what Stripe says now: every webhook event and every change made from
// the dashboard reads the subscription afresh and applies it here, so events that arrive twice, late
// or out of order all end in Stripe's current state.

const DAY_MS = 86_400_000;

/** Stripe's states in the platform's words: a payment Stripe still retries is past due. */
export function statusOf(stripeStatus: BillingSubscription['status']): SubscriptionStatus {
  switch (stripeStatus) {
    case 'trialing':
      return 'trialing';
    case 'active':
      return 'active';
    case 'incomplete':
      return 'incomplete';
    case 'past_due':
    case 'unpaid':
      return 'past_due';
    default:
      // canceled, incomplete_expired, paused: nothing is being paid for.
      return 'canceled';
  }
}

const LIVE: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

export type SyncResult =
  | { outcome: 'applied'; status: SubscriptionStatus; plan: string; graceUntil: Date | null; newlyPastDue: boolean }
  | { outcome: 'ignored'; reason: string };

/**
 * Writes the Stripe subscription onto the practice's row (made if missing), under a lock on it.
 * A subscription that is not the row's own may only take the row while it is live or being paid:
 * a late event of an old, ended subscription never ends a newer one or an administrator's plan.
 * A payment that failed starts the grace period once (`graceUntil` stays until the payment goes
 * through); the answer says when that just happened, so the therapist is told once.
 */
export async function applySubscription(
  trx: Database,
  therapistId: string,
  sub: BillingSubscription,
  now = new Date(),
): Promise<SyncResult> {
  const row = await trx
    .selectFrom('subscription')
    .select(['source', 'status', 'stripeSubscriptionId', 'graceUntil', 'paymentFailedAt'])
    .where('therapistId', '=', therapistId)
    .forUpdate()
    .executeTakeFirst();
  const status = statusOf(sub.status);
  const own = row?.stripeSubscriptionId === sub.id;
  const adminPlan = row?.source === 'admin' && row.status !== 'canceled';
  if (row && !own) {
    if (status === 'canceled') return { outcome: 'ignored', reason: 'an ended subscription the practice has left' };
    if (status === 'incomplete' && adminPlan) {
      return { outcome: 'ignored', reason: 'an unpaid subscription beside an administrator’s plan' };
    }
  }
  if (status !== 'canceled' && !sub.priced) return { outcome: 'ignored', reason: 'a price this platform did not make' };

  const failing = status === 'past_due';
  const alreadyFailing = failing && row?.status === 'past_due' && own && row.graceUntil !== null;
  const graceUntil = failing
    ? alreadyFailing
      ? row.graceUntil
      : new Date(now.getTime() + PLANS.graceDays * DAY_MS)
    : null;
  const paymentFailedAt = failing ? (alreadyFailing ? row.paymentFailedAt : now) : null;
  const live = LIVE.includes(status);
  const scheduled =
    live && sub.scheduled && (sub.scheduled.plan !== sub.priced?.plan || sub.scheduled.interval !== sub.priced.interval)
      ? sub.scheduled
      : null;

  const values = {
    plan: status === 'canceled' ? FREE_PLAN : (sub.priced?.plan ?? FREE_PLAN),
    billingInterval: status === 'canceled' ? null : (sub.priced?.interval ?? null),
    status,
    source: 'stripe' as const,
    stripeCustomerId: sub.customerId,
    stripeSubscriptionId: sub.id,
    currentPeriodEnd: live ? sub.currentPeriodEnd : null,
    trialEnd: sub.trialEnd,
    cancelAtPeriodEnd: live && sub.cancelAtPeriodEnd,
    scheduledPlan: scheduled?.plan ?? null,
    scheduledInterval: scheduled?.interval ?? null,
    graceUntil,
    paymentFailedAt,
    assignedBy: null,
    assignedUntil: null,
    trialUsed: true,
    updatedAt: now,
  };
  await trx
    .insertInto('subscription')
    .values({ therapistId, ...values })
    .onConflict((oc) => oc.column('therapistId').doUpdateSet(values))
    .execute();
  return { outcome: 'applied', status, plan: values.plan, graceUntil, newlyPastDue: failing && !alreadyFailing };
}

/**
 * Keeps the practice's Stripe customer on its row, making a row without a plan (free, nothing
 * being paid) when the practice has none yet: the next checkout, the portal and the invoices use it.
 */
export async function rememberCustomer(db: Database, therapistId: string, customerId: string) {
  await db
    .insertInto('subscription')
    .values({ therapistId, plan: FREE_PLAN, status: 'canceled', source: 'stripe', stripeCustomerId: customerId })
    .onConflict((oc) => oc.column('therapistId').doUpdateSet({ stripeCustomerId: customerId, updatedAt: new Date() }))
    .execute();
}
