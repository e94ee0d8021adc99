import { Temporal } from 'temporal-polyfill';
import { todayIn } from '../clients/profile.ts';
import { dateFormat, isLocale, type Locale, numberFormat } from '../contract/locales.ts';
import { REFERRAL_REWARD_PLAN } from '../contract/referrals.ts';
import { FREE_PLAN } from '../contract/subscription.ts';
import type { Database } from '../db/database.ts';
import type { Currency } from '../db/schema.ts';
import type { Outbox, WithEmails } from '../mail/outbox.ts';
import type { MailRequest } from '../mail/render.ts';
import { writeAssignment } from '../subscription/admin.ts';
import { type PlanDefinition, planById } from '../subscription/plans.ts';
import type { StripeBilling } from '../subscription/stripe-billing.ts';

// A referral is rewarded when the colleague it brought is verified: both practices get a free month
// of REFERRAL_REWARD_PLAN through their subscription, once (one `referral_reward` per referral and
// practice, checked under a lock on the practice and kept by a unique constraint). A practice that
// pays through Stripe gets a month's price off its next invoices instead (a customer balance
// credit, idempotent by its key). Stripe is called outside any transaction; whatever fails is
// tried again by the daily job, which rewards every verified referral still missing a reward.

export const REFERRAL_REWARDS_QUEUE = 'referral-rewards';

const LIVE_STRIPE = ['trialing', 'active', 'past_due'];
const SCREEN = '/dashboard/settings/referrals';

export interface RewardContext {
  db: Database;
  /** Stripe Billing, when this installation has it. */
  billing: StripeBilling | undefined;
  /** A reward and its email commit together. */
  withEmails: WithEmails;
}

interface Applied {
  therapistId: string;
  kind: 'plan_month' | 'stripe_credit';
  plan: string;
  until: string | null;
  amountMinor: number | null;
  currency: Currency | null;
}

/** The referred practice was verified: its referral, if any, now earns its rewards. Inside decide()'s transaction. */
export async function markReferralVerified(db: Database, therapistId: string): Promise<void> {
  await db
    .updateTable('referral')
    .set({ verifiedAt: new Date() })
    .where('referredId', '=', therapistId)
    .where('verifiedAt', 'is', null)
    .execute();
}

/** The last day of a month that starts on `from`: the same day next month, less one. */
export const monthFrom = (from: string) =>
  Temporal.PlainDate.from(from).add({ months: 1 }).subtract({ days: 1 }).toString();

/** An assignment through `until` made one month longer. */
export const monthAfter = (until: string) => Temporal.PlainDate.from(until).add({ months: 1 }).toString();

const rewardOf = (db: Database, referralId: string, therapistId: string) =>
  db
    .selectFrom('referralReward')
    .select('id')
    .where('referralId', '=', referralId)
    .where('therapistId', '=', therapistId)
    .executeTakeFirst();

/** A month's price of the plan in the practice's currency; a plan without prices counts as the reward plan. */
function monthlyPrice(plan: string, currency: Currency): { plan: PlanDefinition; amountMinor: number } {
  const own = planById(plan);
  const priced = own?.prices ? own : (planById(REFERRAL_REWARD_PLAN) as PlanDefinition);
  return { plan: priced, amountMinor: priced.prices?.[currency].month ?? 0 };
}

/** A Stripe customer's credit of a month of its current plan; undefined when the reward was already given. */
async function creditOnStripe(
  ctx: RewardContext,
  referralId: string,
  therapistId: string,
  colleagueId: string,
  subscription: { plan: string; stripeCustomerId: string },
  currency: Currency,
): Promise<Applied | undefined> {
  if (!ctx.billing) throw new Error('Stripe manages this practice’s subscription, but Stripe is not configured');
  const { plan, amountMinor } = monthlyPrice(subscription.plan, currency);
  const transactionId = await ctx.billing.creditBalance(subscription.stripeCustomerId, {
    amountMinor,
    currency,
    description: `Calma referral: a free month of ${plan.name.en}`,
    metadata: { referral_id: referralId, therapist_id: therapistId },
    idempotencyKey: `referral-reward-${referralId}-${therapistId}`,
  });
  const applied: Applied = { therapistId, kind: 'stripe_credit', plan: plan.id, until: null, amountMinor, currency };
  return ctx.withEmails(ctx.db, async (trx, outbox) => {
    const made = await trx
      .insertInto('referralReward')
      .values({ referralId, ...applied, stripeBalanceTransactionId: transactionId })
      .onConflict((oc) => oc.columns(['referralId', 'therapistId']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!made) return undefined;
    await mailReward(trx, outbox, applied, colleagueId);
    return applied;
  });
}

/**
 * A month of the plan through the subscription row, under a lock on the practice: a running
 * assignment with a last day is made a month longer, an open-ended one has nothing to add (the
 * reward is still recorded), and anything else (no row, free, lapsed, cancelled) gets the reward
 * plan from today through the same day next month, less one, where the practice is.
 */
async function monthOnPlan(
  ctx: RewardContext,
  referralId: string,
  therapistId: string,
  colleagueId: string,
  now: Date,
): Promise<Applied | undefined | 'stripe'> {
  return ctx.withEmails(ctx.db, async (trx, outbox) => {
    const therapist = await trx
      .selectFrom('therapist')
      .select('timeZone')
      .where('id', '=', therapistId)
      .forUpdate()
      .executeTakeFirst();
    if (!therapist || (await rewardOf(trx, referralId, therapistId))) return undefined;
    const row = await trx
      .selectFrom('subscription')
      .select(['plan', 'status', 'source', 'assignedUntil', 'stripeCustomerId'])
      .where('therapistId', '=', therapistId)
      .executeTakeFirst();
    if (row?.source === 'stripe' && LIVE_STRIPE.includes(row.status) && row.stripeCustomerId) return 'stripe';
    const today = todayIn(therapist.timeZone, now);
    const running =
      row?.source === 'admin' &&
      row.status !== 'canceled' &&
      row.plan !== FREE_PLAN &&
      planById(row.plan) !== undefined &&
      (row.assignedUntil === null || row.assignedUntil >= today);
    let applied: Applied;
    if (running && row.assignedUntil === null) {
      applied = { therapistId, kind: 'plan_month', plan: row.plan, until: null, amountMinor: null, currency: null };
    } else if (running && row.assignedUntil !== null) {
      const until = monthAfter(row.assignedUntil);
      await trx
        .updateTable('subscription')
        .set({ assignedUntil: until, updatedAt: now })
        .where('therapistId', '=', therapistId)
        .execute();
      applied = { therapistId, kind: 'plan_month', plan: row.plan, until, amountMinor: null, currency: null };
    } else {
      const until = monthFrom(today);
      await writeAssignment(trx, therapistId, REFERRAL_REWARD_PLAN, until, null);
      applied = {
        therapistId,
        kind: 'plan_month',
        plan: REFERRAL_REWARD_PLAN,
        until,
        amountMinor: null,
        currency: null,
      };
    }
    await trx
      .insertInto('referralReward')
      .values({ referralId, ...applied, stripeBalanceTransactionId: null })
      .execute();
    await mailReward(trx, outbox, applied, colleagueId);
    return applied;
  });
}

/**
 * Gives one practice its reward for one referral, unless it has it, with the email telling it what
 * it got for `colleagueId`; answers what was given now.
 */
async function rewardPractice(
  ctx: RewardContext,
  referralId: string,
  therapistId: string,
  colleagueId: string,
  now: Date,
): Promise<Applied | undefined> {
  if (await rewardOf(ctx.db, referralId, therapistId)) return undefined;
  const outcome = await monthOnPlan(ctx, referralId, therapistId, colleagueId, now);
  if (outcome !== 'stripe') return outcome;
  const practice = await ctx.db
    .selectFrom('therapist')
    .innerJoin('subscription', 'subscription.therapistId', 'therapist.id')
    .select(['therapist.currency', 'subscription.plan', 'subscription.stripeCustomerId'])
    .where('therapist.id', '=', therapistId)
    .executeTakeFirstOrThrow();
  return creditOnStripe(
    ctx,
    referralId,
    therapistId,
    colleagueId,
    { plan: practice.plan, stripeCustomerId: practice.stripeCustomerId as string },
    practice.currency,
  );
}

/** Queues the email telling a practice its reward, in the transaction that gave it. */
async function mailReward(trx: Database, outbox: Outbox, applied: Applied, colleagueId: string) {
  const to = await trx
    .selectFrom('therapist')
    .innerJoin('userAccount', 'userAccount.id', 'therapist.userId')
    .select(['userAccount.email', 'userAccount.locale', 'therapist.firstName', 'therapist.timeZone'])
    .where('therapist.id', '=', applied.therapistId)
    .executeTakeFirst();
  const colleague = await trx
    .selectFrom('therapist')
    .select(['firstName', 'lastName'])
    .where('id', '=', colleagueId)
    .executeTakeFirst();
  if (!to || !colleague) return;
  const locale: Locale = isLocale(to.locale) ? to.locale : 'en';
  const plan = planById(applied.plan)?.name[locale] ?? applied.plan;
  const params: Record<string, string> = { colleague: `${colleague.firstName} ${colleague.lastName}`, plan };
  let message: MailRequest['message'] = 'referral.rewardUnlimited';
  if (applied.kind === 'stripe_credit' && applied.amountMinor !== null && applied.currency) {
    message = 'referral.rewardCredit';
    params.amount = numberFormat(locale, { style: 'currency', currency: applied.currency }).format(
      applied.amountMinor / 100,
    );
  } else if (applied.until) {
    message = 'referral.rewardMonth';
    params.until = dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${applied.until}T12:00:00Z`),
    );
  }
  outbox.send({ to: to.email, locale, name: to.firstName, message, params, actionUrl: SCREEN });
}

/**
 * Rewards both practices of a verified referral, each once, and marks the referral rewarded when
 * both have theirs; each practice is told what it got. Safe to run again at any time, and at the
 * same time: a practice already rewarded is skipped.
 */
export async function rewardReferral(ctx: RewardContext, referralId: string, now = new Date()): Promise<void> {
  const referral = await ctx.db
    .selectFrom('referral')
    .select(['id', 'referrerId', 'referredId', 'verifiedAt', 'rewardedAt'])
    .where('id', '=', referralId)
    .executeTakeFirst();
  if (!referral || referral.verifiedAt === null || referral.rewardedAt !== null) return;
  const pairs = [
    [referral.referrerId, referral.referredId],
    [referral.referredId, referral.referrerId],
  ] as const;
  let failed: unknown;
  for (const [practice, colleague] of pairs) {
    try {
      await rewardPractice(ctx, referral.id, practice, colleague, now);
    } catch (error) {
      // The other practice still gets its reward now; this one is tried again by the daily job.
      failed ??= error;
    }
  }
  const { count } = await ctx.db
    .selectFrom('referralReward')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('referralId', '=', referral.id)
    .executeTakeFirstOrThrow();
  if (Number(count) >= 2) {
    await ctx.db
      .updateTable('referral')
      .set({ rewardedAt: now })
      .where('id', '=', referral.id)
      .where('rewardedAt', 'is', null)
      .execute();
  }
  if (failed) throw failed;
}

/** After an approval: the verified practice's referral, if it has one waiting for its reward. */
export async function rewardVerified(ctx: RewardContext, therapistId: string) {
  const referral = await ctx.db
    .selectFrom('referral')
    .select('id')
    .where('referredId', '=', therapistId)
    .where('verifiedAt', 'is not', null)
    .where('rewardedAt', 'is', null)
    .executeTakeFirst();
  if (referral) await rewardReferral(ctx, referral.id);
}

/** The daily job: every verified referral still missing a reward. Answers how many were looked at. */
export async function rewardDue(ctx: RewardContext, log: (error: unknown) => void = () => {}): Promise<number> {
  const due = await ctx.db
    .selectFrom('referral')
    .select('id')
    .where('verifiedAt', 'is not', null)
    .where('rewardedAt', 'is', null)
    .orderBy('verifiedAt')
    .execute();
  for (const { id } of due) {
    try {
      await rewardReferral(ctx, id);
    } catch (error) {
      // One practice's failure (Stripe unreachable) must not hold up the others.
      log(error);
    }
  }
  return due.length;
}
