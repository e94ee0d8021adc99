import { dateFormat, FREE_PLAN, type Plan, type Plans, type Subscription } from '@calma/api/contract';
import type { ApiProblem } from '../../../lib/api-client.ts';

// The subscription screens' decisions, apart from their markup: what a state means in words, which
// action each plan offers, what a yearly price saves, how long to wait for a checkout still paying.

export type Interval = 'month' | 'year';

export const SUBSCRIPTION_PATH = '/dashboard/settings/subscription';
export const PLANS_PATH = '/dashboard/settings/subscription/plans';

/** What paying yearly saves against twelve monthly payments; undefined for a free plan or no saving. */
export function yearlySaving(prices: Plan['prices']): { amountMinor: number; percent: number } | undefined {
  if (!prices) return undefined;
  const twelve = prices.month.amountMinor * 12;
  const saved = twelve - prices.year.amountMinor;
  if (twelve <= 0 || saved <= 0) return undefined;
  return { amountMinor: saved, percent: Math.round((saved / twelve) * 100) };
}

/** The largest yearly saving of any plan, in percent, for the interval switch ("save up to 17%"). */
export function bestYearlySaving(plans: readonly Plan[]): number | undefined {
  const percents = plans.map((p) => yearlySaving(p.prices)?.percent ?? 0).filter((p) => p > 0);
  return percents.length > 0 ? Math.max(...percents) : undefined;
}

export type StateKey =
  | 'free'
  | 'assigned'
  | 'assignedUntil'
  | 'trialing'
  | 'trialEnding'
  | 'active'
  | 'ending'
  | 'pastDue'
  | 'pastDueNoGrace'
  | 'canceled'
  | 'lapsed'
  | 'incomplete';

export interface StateView {
  /** `dashboard.subscription.state.{key}` says it in words. */
  key: StateKey;
  /** `dashboard.subscription.badge.{badge}`: the state in one word beside the plan's name. */
  badge: 'free' | 'assigned' | 'trialing' | 'active' | 'ending' | 'pastDue' | 'canceled' | 'incomplete';
  /** The day the sentence names: an instant, or a calendar date (YYYY-MM-DD) for an assignment. */
  date?: string;
}

type StateFields = Pick<
  Subscription,
  'plan' | 'status' | 'source' | 'trialEnd' | 'currentPeriodEnd' | 'cancelAtPeriodEnd' | 'graceUntil' | 'assignedUntil'
>;

const dated = (view: Omit<StateView, 'date'>, date: string | null): StateView => (date ? { ...view, date } : view);

/** The practice's subscription as one sentence and one badge. */
export function describeState(s: StateFields): StateView {
  if (s.plan === FREE_PLAN || s.status === 'free') {
    if (s.status === 'canceled') return { key: 'canceled', badge: 'canceled' };
    // A payment that failed past its grace period, before the daily job has ended the subscription.
    if (s.status === 'past_due') return { key: 'lapsed', badge: 'canceled' };
    if (s.status === 'incomplete') return { key: 'incomplete', badge: 'incomplete' };
    return { key: 'free', badge: 'free' };
  }
  if (s.source === 'admin') {
    return s.assignedUntil
      ? { key: 'assignedUntil', badge: 'assigned', date: s.assignedUntil }
      : { key: 'assigned', badge: 'assigned' };
  }
  switch (s.status) {
    case 'past_due':
      return s.graceUntil
        ? { key: 'pastDue', badge: 'pastDue', date: s.graceUntil }
        : { key: 'pastDueNoGrace', badge: 'pastDue' };
    case 'trialing':
      return s.cancelAtPeriodEnd
        ? dated({ key: 'trialEnding', badge: 'ending' }, s.trialEnd ?? s.currentPeriodEnd)
        : dated({ key: 'trialing', badge: 'trialing' }, s.trialEnd);
    case 'active':
      return s.cancelAtPeriodEnd
        ? dated({ key: 'ending', badge: 'ending' }, s.currentPeriodEnd)
        : dated({ key: 'active', badge: 'active' }, s.currentPeriodEnd);
    case 'canceled':
      return { key: 'canceled', badge: 'canceled' };
    default:
      return { key: 'incomplete', badge: 'incomplete' };
  }
}

/**
 * What the subscription page offers: cancelling, resuming and the card are Stripe's, so only for its
 * subscriptions. Resuming also takes back a downgrade planned for the period's end (`keep`).
 */
export function subscriptionActions(
  s: Pick<Subscription, 'manageable' | 'cancelAtPeriodEnd' | 'status' | 'scheduled'>,
) {
  const running = s.manageable && (s.status === 'trialing' || s.status === 'active' || s.status === 'past_due');
  return {
    cancel: running && !s.cancelAtPeriodEnd,
    resume: running && s.cancelAtPeriodEnd,
    keep: running && !s.cancelAtPeriodEnd && s.scheduled !== null,
    portal: s.manageable,
  };
}

/** The paid features and the room for services the practice loses when it moves to `free`. */
export function lostOnFree(s: Pick<Subscription, 'features' | 'limits'>, free: Pick<Plan, 'features' | 'limits'>) {
  return {
    features: s.features.filter((f) => !free.features.includes(f)),
    services: free.limits.services < s.limits.services ? free.limits.services : undefined,
  };
}

export type PlanAction =
  | { kind: 'current' }
  /** Stripe Checkout, with the free trial when the practice still has one. */
  | { kind: 'checkout'; trial: boolean }
  /** A change of the running Stripe subscription: an upgrade applies now, a downgrade at the period's end. */
  | { kind: 'change'; direction: 'upgrade' | 'downgrade' }
  /** The free plan while paying: reached by cancelling. */
  | { kind: 'cancel' }
  | { kind: 'none' };

/** What a plan's card offers the practice, for the interval the switch shows. */
export function planAction(
  plan: Plan,
  interval: Interval,
  offer: Pick<Plans, 'plans' | 'checkout' | 'current' | 'trialAvailable'>,
  subscription: Pick<Subscription, 'manageable' | 'source'> | undefined,
): PlanAction {
  const { current } = offer;
  if (plan.id === current.plan && (!plan.prices || current.interval === null || current.interval === interval)) {
    return { kind: 'current' };
  }
  // Plans arranged by hand (this installation, or this practice's assignment) are changed by the team.
  if (offer.checkout === 'admin' || subscription?.source === 'admin') return { kind: 'none' };
  if (subscription?.manageable) {
    if (!plan.prices) return { kind: 'cancel' };
    return { kind: 'change', direction: direction(plan, interval, offer.plans, current) };
  }
  if (!plan.prices) return { kind: 'none' };
  return { kind: 'checkout', trial: offer.trialAvailable && plan.trialDays > 0 };
}

/** Up to a dearer plan (or to yearly on the same plan), or down to a cheaper one (or to monthly). */
function direction(plan: Plan, interval: Interval, plans: readonly Plan[], current: Plans['current']) {
  if (plan.id === current.plan) return interval === 'year' ? 'upgrade' : 'downgrade';
  const rank = (p: Plan | undefined) => p?.prices?.month.amountMinor ?? 0;
  return rank(plan) > rank(plans.find((p) => p.id === current.plan)) ? 'upgrade' : 'downgrade';
}

/** The checkout's session id as Stripe writes it, or undefined for anything else (no call is made for it). */
export function sessionIdFrom(search: string): string | undefined {
  const id = new URLSearchParams(search).get('session_id');
  return id && /^[A-Za-z0-9_]{8,255}$/.test(id) ? id : undefined;
}

/** Waits between asking again about a checkout whose payment is still processing; then the page stops asking. */
export const PROCESSING_RETRY_MS = [2_000, 4_000, 8_000, 16_000] as const;

/** A day in the reader's words: an instant in their own zone, a calendar date (YYYY-MM-DD) as it is. */
export function dayText(date: string, locale: string): string {
  const calendar = /^\d{4}-\d{2}-\d{2}$/.test(date);
  return dateFormat(locale, {
    dateStyle: 'long',
    ...(calendar ? { timeZone: 'UTC' } : {}),
  }).format(new Date(calendar ? `${date}T00:00:00Z` : date));
}

/**
 * Why a checkout or a change was refused, as a key: no answer at all, a refusal with words of its
 * own (a refused card on an upgrade, a subscription already running), or the general one.
 */
export function planProblemKey(problem: Pick<ApiProblem, 'status' | 'code'>, t: (key: string) => string): string {
  if (problem.status === 0) return 'dashboard.subscription.error.network';
  const key = `dashboard.plans.error.${problem.code}`;
  return t(key) === key ? 'dashboard.subscription.error.generic' : key;
}
