import type { Plan, Plans, Subscription } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import { cheapestPlanWith, planName } from './plan-catalogue.ts';
import {
  bestYearlySaving,
  describeState,
  lostOnFree,
  planAction,
  planProblemKey,
  sessionIdFrom,
  subscriptionActions,
  yearlySaving,
} from './plan-state.ts';

const price = (month: number, year: number) => ({
  month: { amountMinor: month, currency: 'EUR' as const },
  year: { amountMinor: year, currency: 'EUR' as const },
});
const plan = (id: string, prices: Plan['prices'], extra: Partial<Plan> = {}): Plan => ({
  id,
  name: id,
  summary: '',
  features: [],
  limits: { services: 3 },
  prices,
  trialDays: 0,
  ...extra,
});
const free = plan('free', null);
const practice = plan('practice', price(2900, 29000), {
  trialDays: 30,
  features: ['video', 'card_payments', 'widgets'],
  limits: { services: 10 },
});
const plus = plan('practice_plus', price(4900, 49000), {
  features: ['video', 'card_payments', 'widgets', 'matching_priority'],
  limits: { services: 30 },
});
const plans = [free, practice, plus];

const subscription = (fields: Partial<Subscription> = {}): Subscription => ({
  plan: 'practice',
  planName: 'Practice',
  interval: 'month',
  status: 'active',
  source: 'stripe',
  trialEnd: null,
  currentPeriodEnd: '2027-03-01T10:00:00.000Z',
  cancelAtPeriodEnd: false,
  scheduled: null,
  graceUntil: null,
  nextCharge: null,
  assignedUntil: null,
  vatId: '',
  features: ['video', 'card_payments', 'widgets'],
  limits: { services: 10 },
  usage: { services: 2 },
  manageable: true,
  ...fields,
});

describe('the yearly saving', () => {
  it('is twelve monthly payments less the yearly price, with its share rounded', () => {
    expect(yearlySaving(practice.prices)).toEqual({ amountMinor: 5800, percent: 17 });
    expect(yearlySaving(price(1000, 12000))).toBeUndefined();
    expect(yearlySaving(null)).toBeUndefined();
  });

  it('names the best saving of all plans for the switch', () => {
    expect(bestYearlySaving([free, practice, plan('x', price(1000, 6000))])).toBe(50);
    expect(bestYearlySaving([free])).toBeUndefined();
  });
});

describe('the state in words', () => {
  it('says a trial runs until its end, and that a cancelled one ends then', () => {
    const trial = { status: 'trialing' as const, trialEnd: '2027-02-01T00:00:00.000Z' };
    expect(describeState(subscription(trial))).toEqual({ key: 'trialing', badge: 'trialing', date: trial.trialEnd });
    expect(describeState(subscription({ ...trial, cancelAtPeriodEnd: true }))).toMatchObject({
      key: 'trialEnding',
      date: trial.trialEnd,
    });
  });

  it('says when an active plan renews, or ends after a cancellation', () => {
    expect(describeState(subscription())).toEqual({ key: 'active', badge: 'active', date: '2027-03-01T10:00:00.000Z' });
    expect(describeState(subscription({ cancelAtPeriodEnd: true }))).toMatchObject({ key: 'ending', badge: 'ending' });
  });

  it('gives a failed payment its grace date', () => {
    const graceUntil = '2027-03-08T10:00:00.000Z';
    expect(describeState(subscription({ status: 'past_due', graceUntil }))).toEqual({
      key: 'pastDue',
      badge: 'pastDue',
      date: graceUntil,
    });
    expect(describeState(subscription({ status: 'past_due' })).key).toBe('pastDueNoGrace');
  });

  it('names an administrator’s assignment and its last day, whatever Stripe would say', () => {
    const admin = { source: 'admin' as const, manageable: false };
    expect(describeState(subscription({ ...admin, assignedUntil: '2027-12-31' }))).toEqual({
      key: 'assignedUntil',
      badge: 'assigned',
      date: '2027-12-31',
    });
    expect(describeState(subscription(admin)).key).toBe('assigned');
  });

  it('reads the free plan as free, or as ended after a subscription fell back to it', () => {
    const onFree = { plan: 'free', status: 'free' as const, source: 'free' as const };
    expect(describeState(subscription(onFree)).key).toBe('free');
    expect(describeState(subscription({ ...onFree, status: 'canceled' })).key).toBe('canceled');
    expect(describeState(subscription({ status: 'canceled' })).key).toBe('canceled');
    // The grace period ran out before the daily job ended the subscription: free, and said why.
    expect(describeState(subscription({ ...onFree, status: 'past_due' })).key).toBe('lapsed');
  });
});

describe('what the subscription page offers', () => {
  it('offers cancel while running, resume once cancelled, the card only for Stripe', () => {
    expect(subscriptionActions(subscription())).toEqual({ cancel: true, resume: false, keep: false, portal: true });
    expect(subscriptionActions(subscription({ cancelAtPeriodEnd: true }))).toEqual({
      cancel: false,
      resume: true,
      keep: false,
      portal: true,
    });
    expect(subscriptionActions(subscription({ manageable: false, source: 'admin' }))).toEqual({
      cancel: false,
      resume: false,
      keep: false,
      portal: false,
    });
  });

  it('offers to keep the plan while a downgrade waits for the period’s end', () => {
    const scheduled = {
      plan: 'free',
      planName: 'Listing',
      interval: 'month' as const,
      from: '2027-03-01T10:00:00.000Z',
    };
    expect(subscriptionActions(subscription({ scheduled }))).toMatchObject({ cancel: true, keep: true });
  });

  it('lists what moving to the free plan takes away', () => {
    expect(lostOnFree(subscription(), free)).toEqual({ features: ['video', 'card_payments', 'widgets'], services: 3 });
    expect(lostOnFree(subscription({ features: [], limits: { services: 3 } }), free)).toEqual({
      features: [],
      services: undefined,
    });
  });
});

describe('what each plan offers', () => {
  const offer = (fields: Partial<Plans> = {}): Plans => ({
    plans,
    currency: 'EUR',
    checkout: 'stripe',
    current: { plan: 'free', interval: null },
    trialAvailable: true,
    cardPayments: true,
    ...fields,
  });

  it('offers a free practice checkout, with the trial only on a plan that has one and only once', () => {
    expect(planAction(free, 'month', offer(), undefined)).toEqual({ kind: 'current' });
    expect(planAction(practice, 'month', offer(), undefined)).toEqual({ kind: 'checkout', trial: true });
    expect(planAction(plus, 'year', offer(), undefined)).toEqual({ kind: 'checkout', trial: false });
    expect(planAction(practice, 'month', offer({ trialAvailable: false }), undefined)).toEqual({
      kind: 'checkout',
      trial: false,
    });
  });

  it('offers no checkout where plans are arranged with the team', () => {
    expect(planAction(practice, 'month', offer({ checkout: 'admin' }), undefined)).toEqual({ kind: 'none' });
    const assigned = subscription({ source: 'admin', manageable: false, plan: 'practice_plus' });
    const current = { plan: 'practice_plus', interval: null };
    expect(planAction(practice, 'month', offer({ current }), assigned)).toEqual({ kind: 'none' });
    expect(planAction(plus, 'year', offer({ current }), assigned)).toEqual({ kind: 'current' });
  });

  it('changes a Stripe subscription: up to a dearer plan or to yearly, down otherwise, cancel for free', () => {
    const running = subscription();
    const current = { plan: 'practice', interval: 'month' as const };
    expect(planAction(practice, 'month', offer({ current }), running)).toEqual({ kind: 'current' });
    expect(planAction(plus, 'month', offer({ current }), running)).toEqual({ kind: 'change', direction: 'upgrade' });
    expect(planAction(practice, 'year', offer({ current }), running)).toEqual({ kind: 'change', direction: 'upgrade' });
    expect(planAction(free, 'month', offer({ current }), running)).toEqual({ kind: 'cancel' });
    const yearlyPlus = { plan: 'practice_plus', interval: 'year' as const };
    expect(planAction(practice, 'year', offer({ current: yearlyPlus }), running)).toEqual({
      kind: 'change',
      direction: 'downgrade',
    });
    expect(planAction(plus, 'month', offer({ current: yearlyPlus }), running)).toEqual({
      kind: 'change',
      direction: 'downgrade',
    });
  });
});

describe('the checkout’s return', () => {
  it('takes a session id only in Stripe’s form', () => {
    expect(sessionIdFrom('?session_id=cs_test_a1B2c3D4')).toBe('cs_test_a1B2c3D4');
    for (const search of [
      '',
      '?session_id=',
      '?session_id=short',
      '?session_id=cs_test%3Cscript%3E',
      '?x=cs_test_a1B2',
    ])
      expect(sessionIdFrom(search)).toBeUndefined();
  });
});

describe('the plans file', () => {
  it('names plans in the reader’s language and finds the cheapest plan with a feature', () => {
    expect(planName('practice', 'de')).toBe('Praxis');
    expect(planName('unknown', 'de')).toBe('unknown');
    expect(cheapestPlanWith('widgets')).toBe('practice');
    expect(cheapestPlanWith('matching_priority')).toBe('practice_plus');
  });
});

describe('a refused checkout or change', () => {
  const known = (key: string) => (key === 'dashboard.plans.error.CARD_DECLINED' ? 'Your card was declined.' : key);

  it('says there was no answer, gives a refusal with words of its own, or the general one', () => {
    expect(planProblemKey({ status: 0, code: 'NETWORK' }, known)).toBe('dashboard.subscription.error.network');
    expect(planProblemKey({ status: 402, code: 'CARD_DECLINED' as never }, known)).toBe(
      'dashboard.plans.error.CARD_DECLINED',
    );
    expect(planProblemKey({ status: 500, code: 'INTERNAL' as never }, known)).toBe(
      'dashboard.subscription.error.generic',
    );
  });
});
