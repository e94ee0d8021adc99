import { describe, expect, it } from 'vitest';
import { type EntitlementRow, effectivePlan } from './entitlements.ts';

const now = new Date('2026-12-10T12:00:00Z');
const today = '2026-12-10';
const row = (over: Partial<EntitlementRow>): EntitlementRow => ({
  plan: 'practice',
  status: 'active',
  source: 'stripe',
  graceUntil: null,
  assignedUntil: null,
  ...over,
});
const planOf = (r: EntitlementRow | undefined) => effectivePlan(r, today, now).id;

describe('the plan a practice is on', () => {
  it('is free without a subscription', () => {
    expect(planOf(undefined)).toBe('free');
  });

  it('follows a Stripe subscription while it is trialing or active', () => {
    expect(planOf(row({ status: 'trialing' }))).toBe('practice');
    expect(planOf(row({ status: 'active' }))).toBe('practice');
    expect(planOf(row({ status: 'incomplete' }))).toBe('free');
    expect(planOf(row({ status: 'canceled' }))).toBe('free');
  });

  it('keeps the plan through the grace period of a failed payment, and not a moment after', () => {
    expect(planOf(row({ status: 'past_due', graceUntil: new Date('2026-12-10T12:00:01Z') }))).toBe('practice');
    expect(planOf(row({ status: 'past_due', graceUntil: now }))).toBe('free');
    expect(planOf(row({ status: 'past_due', graceUntil: null }))).toBe('free');
  });

  it('keeps an administrator’s assignment through its last day', () => {
    expect(planOf(row({ source: 'admin', assignedUntil: null }))).toBe('practice');
    expect(planOf(row({ source: 'admin', assignedUntil: today }))).toBe('practice');
    expect(planOf(row({ source: 'admin', assignedUntil: '2026-12-09' }))).toBe('free');
    expect(planOf(row({ source: 'admin', status: 'canceled' }))).toBe('free');
  });

  it('is free when the plans file no longer has the plan', () => {
    expect(planOf(row({ plan: 'retired_plan' }))).toBe('free');
  });
});
