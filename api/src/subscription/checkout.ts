import { FREE_PLAN } from '../contract/subscription.ts';
import type { Database } from '../db/database.ts';
import type { BillingInterval } from '../db/schema.ts';
import { AppError, notFound } from '../errors.ts';
import type { CallbackResult } from '../schemas/subscription.ts';
import { PLANS, type PlanDefinition, planById } from './plans.ts';
import type { StripeBilling } from './stripe-billing.ts';
import { applySubscription, rememberCustomer } from './sync.ts';
import {
  isManageable,
  type PracticeAccount,
  type SubscriptionPractice,
  subscriptionRow,
  subscriptionView,
} from './view.ts';

/** Where Stripe sends the therapist back, paid or not; the page asks the API what came of it. */
export const CALLBACK_PATH = '/dashboard/settings/subscription/callback';

export const checkoutUnavailable = () =>
  new AppError(
    'CHECKOUT_UNAVAILABLE',
    409,
    'Plans cannot be bought on this installation: an administrator assigns them',
  );

const invalidPlan = (message: string) =>
  new AppError('VALIDATION_FAILED', 400, 'The request has invalid or missing fields', [
    { field: 'body.plan', message },
  ]);

/** A plan of the plans file that can be bought: 400 naming the field otherwise. */
export function paidPlan(id: string): PlanDefinition {
  const plan = planById(id);
  if (!plan) throw invalidPlan('is not a plan of this platform');
  if (plan.id === FREE_PLAN || !plan.prices) throw invalidPlan('is the free plan, which needs no checkout');
  return plan;
}

/** The practice's Stripe customer, made on first need and kept on its row. */
export async function customerOf(db: Database, billing: StripeBilling, practice: PracticeAccount): Promise<string> {
  const row = await subscriptionRow(db, practice.therapistId);
  if (row?.stripeCustomerId) return row.stripeCustomerId;
  const customerId = await billing.ensureCustomer({
    therapistId: practice.therapistId,
    email: practice.email,
    name: practice.name,
    locale: practice.locale,
    vatId: row?.vatId ?? '',
  });
  await rememberCustomer(db, practice.therapistId, customerId);
  return customerId;
}

/**
 * Stripe Checkout in subscription mode for a paid plan, with the free trial on the practice's first
 * paid subscription. A checkout for the same plan that is still open is offered again; open ones
 * for another plan are closed, so two subscriptions cannot come of two tabs. Two clicks at once get
 * the same page (the idempotency key names the latest checkout the customer had).
 */
export async function startCheckout(
  db: Database,
  billing: StripeBilling,
  practice: PracticeAccount,
  choice: { plan: string; interval: BillingInterval },
  publicUrl: string,
): Promise<string> {
  const plan = paidPlan(choice.plan);
  const row = await subscriptionRow(db, practice.therapistId);
  if (isManageable(row)) {
    throw new AppError(
      'ALREADY_SUBSCRIBED',
      409,
      'The practice already has a subscription: change its plan instead of buying a second one',
    );
  }
  const customerId = await customerOf(db, billing, practice);
  const recent = await billing.recentCheckouts(customerId);
  for (const session of recent.filter((s) => s.status === 'open' && s.mode === 'subscription')) {
    if (session.plan === plan.id && session.interval === choice.interval && session.url) return session.url;
    await billing.expireCheckout(session.id);
  }
  const trialDays = plan.trial && !row?.trialUsed ? PLANS.trialDays : 0;
  const priceId = await billing.priceFor(plan, choice.interval, practice.currency);
  const session = await billing.createCheckout({
    therapistId: practice.therapistId,
    customerId,
    priceId,
    plan: plan.id,
    interval: choice.interval,
    trialDays,
    locale: practice.locale,
    // Stripe fills in the session's id; the page never trusts it beyond asking the API.
    returnUrl: `${publicUrl}${CALLBACK_PATH}?session_id={CHECKOUT_SESSION_ID}`,
    idempotencyKey: `calma-plan-checkout-${practice.therapistId}-${plan.id}-${choice.interval}-${trialDays}-${recent[0]?.id ?? 'first'}`,
  });
  return session.url;
}

/**
 * What a checkout came to, read from Stripe: paid (or trialing) is success, completed but still
 * being paid is processing, and one that is open (the therapist came back without paying) or
 * expired failed. A subscription it made is written onto the row at once, without waiting for the
 * webhook. A session of another practice is 404, as if it did not exist.
 */
export async function checkoutResult(
  db: Database,
  billing: StripeBilling,
  practice: SubscriptionPractice,
  sessionId: string,
): Promise<CallbackResult> {
  const session = await billing.checkout(sessionId);
  if (session?.mode !== 'subscription' || session.therapistId !== practice.therapistId) {
    throw notFound('No such checkout');
  }
  let outcome: CallbackResult['outcome'] = 'failed';
  if (session.status === 'complete') {
    outcome = 'processing';
    if (session.subscriptionId) {
      const subscription = await billing.subscription(session.subscriptionId);
      await db.transaction().execute((trx) => applySubscription(trx, practice.therapistId, subscription));
      const paid = session.paymentStatus !== 'unpaid';
      if (paid && (subscription.status === 'active' || subscription.status === 'trialing')) outcome = 'success';
    }
  }
  return { outcome, subscription: await subscriptionView(db, practice, true) };
}
