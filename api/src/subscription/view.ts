import type { Selectable } from 'kysely';
import { todayIn } from '../clients/profile.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../contract/locales.ts';
import { FREE_PLAN } from '../contract/subscription.ts';
import type { Database } from '../db/database.ts';
import type { SubscriptionTable } from '../db/schema.ts';
import type { Plans, Subscription } from '../schemas/subscription.ts';
import { effectivePlan, entitlementFor } from './entitlements.ts';
import { PLANS, type PlanCurrency, planById, planView } from './plans.ts';

/** The signed-in practice as the subscription screens need it. */
export interface SubscriptionPractice {
  therapistId: string;
  currency: PlanCurrency;
  timeZone: string;
  locale: Locale;
}

/** The practice as the customer Stripe bills. */
export interface PracticeAccount extends SubscriptionPractice {
  email: string;
  name: string;
}

type Row = Selectable<SubscriptionTable>;

/** The signed-in account's practice, in the account's language; undefined for an account without one. */
export async function practiceAccountOf(db: Database, userId: string): Promise<PracticeAccount | undefined> {
  const found = await db
    .selectFrom('therapist')
    .innerJoin('userAccount', 'userAccount.id', 'therapist.userId')
    .select([
      'therapist.id',
      'therapist.currency',
      'therapist.timeZone',
      'therapist.firstName',
      'therapist.lastName',
      'userAccount.email',
      'userAccount.locale',
    ])
    .where('therapist.userId', '=', userId)
    .executeTakeFirst();
  return (
    found && {
      therapistId: found.id,
      currency: found.currency,
      timeZone: found.timeZone,
      locale: isLocale(found.locale) ? found.locale : DEFAULT_LOCALE,
      email: found.email,
      name: `${found.firstName} ${found.lastName}`,
    }
  );
}

export function subscriptionRow(db: Database, therapistId: string): Promise<Row | undefined> {
  return db.selectFrom('subscription').selectAll().where('therapistId', '=', therapistId).executeTakeFirst();
}

/** A subscription Stripe manages and that has not ended: it can be changed, cancelled and resumed. */
export const isManageable = (row: Row | undefined): row is Row & { stripeSubscriptionId: string } =>
  row?.source === 'stripe' &&
  row.stripeSubscriptionId !== null &&
  (row.status === 'trialing' || row.status === 'active' || row.status === 'past_due');

const activeServices = async (db: Database, therapistId: string) =>
  Number(
    (
      await db
        .selectFrom('service')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('therapistId', '=', therapistId)
        .where('archivedAt', 'is', null)
        .executeTakeFirstOrThrow()
    ).count,
  );

/**
 * What the practice is on and what it uses: the plan in effect (a lapsed or unpaid one is free),
 * the state Stripe or the administrator left, the next charge (at the end of the period, for the
 * plan a downgrade moves to), and the active services counted against the plan's limit.
 */
export async function subscriptionView(
  db: Database,
  practice: SubscriptionPractice,
  stripeOn: boolean,
  now = new Date(),
): Promise<Subscription> {
  const [row, services] = await Promise.all([
    subscriptionRow(db, practice.therapistId),
    activeServices(db, practice.therapistId),
  ]);
  const plan = effectivePlan(row, todayIn(practice.timeZone, now), now);
  const { features, limits } = entitlementFor(plan);
  const onPlan = row !== undefined && plan.id !== FREE_PLAN;
  const stripe = onPlan && row.source === 'stripe';
  // A free practice still hears why: a payment that failed, a checkout being paid, a subscription that ended.
  const status: Subscription['status'] = !row
    ? 'free'
    : onPlan || row.status === 'past_due' || (row.status === 'incomplete' && row.stripeSubscriptionId)
      ? row.status
      : row.status === 'canceled' && row.source === 'stripe' && row.stripeSubscriptionId
        ? 'canceled'
        : 'free';
  const scheduledPlan = stripe && row.scheduledPlan ? planById(row.scheduledPlan) : undefined;
  const scheduled =
    scheduledPlan && row?.scheduledInterval && row.currentPeriodEnd
      ? {
          plan: scheduledPlan.id,
          planName: scheduledPlan.name[practice.locale],
          interval: row.scheduledInterval,
          from: row.currentPeriodEnd.toISOString(),
        }
      : null;
  const charged = scheduledPlan ?? plan;
  const chargedInterval = scheduled?.interval ?? row?.billingInterval;
  const amount = chargedInterval ? charged.prices?.[practice.currency][chargedInterval] : undefined;
  const nextCharge =
    stripe && !row.cancelAtPeriodEnd && row.status !== 'past_due' && row.currentPeriodEnd && amount
      ? { amountMinor: amount, currency: practice.currency, on: row.currentPeriodEnd.toISOString() }
      : null;

  return {
    plan: plan.id,
    planName: plan.name[practice.locale],
    interval: stripe ? row.billingInterval : null,
    status,
    source: onPlan ? row.source : 'free',
    trialEnd: stripe && row.status === 'trialing' && row.trialEnd ? row.trialEnd.toISOString() : null,
    currentPeriodEnd: stripe && row.currentPeriodEnd ? row.currentPeriodEnd.toISOString() : null,
    cancelAtPeriodEnd: stripe && row.cancelAtPeriodEnd,
    scheduled,
    graceUntil: row?.status === 'past_due' && row.graceUntil ? row.graceUntil.toISOString() : null,
    nextCharge,
    assignedUntil: onPlan && row.source === 'admin' ? row.assignedUntil : null,
    vatId: row?.vatId ?? '',
    features: [...features],
    limits,
    usage: { services },
    manageable: stripeOn && isManageable(row),
  };
}

/**
 * Every plan in the practice's currency and the reader's language, how one is bought here, and
 * whether the card payments some plans include can be turned on here (`cardPayments`).
 */
export async function plansView(
  db: Database,
  practice: SubscriptionPractice,
  { stripeOn, cardPayments }: { stripeOn: boolean; cardPayments: boolean },
  now = new Date(),
) {
  const row = await subscriptionRow(db, practice.therapistId);
  const plan = effectivePlan(row, todayIn(practice.timeZone, now), now);
  const result: Plans = {
    plans: PLANS.plans.map((p) => planView(p, practice.currency, practice.locale)),
    currency: practice.currency,
    checkout: stripeOn ? 'stripe' : 'admin',
    current: {
      plan: plan.id,
      interval: plan.id !== FREE_PLAN && row?.source === 'stripe' ? row.billingInterval : null,
    },
    trialAvailable: !row?.trialUsed,
    cardPayments,
  };
  return result;
}
