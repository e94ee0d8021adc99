import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../config.ts';
import { PLAN_FEATURES } from '../contract/subscription.ts';
import { cheapestPlanAbove, cheapestPlanWith, PLANS, parsePlans, planById, planView } from './plans.ts';

const shipped = () => JSON.parse(readFileSync(path.join(repoRoot, 'content/plans/plans.json'), 'utf8'));

describe('the plans file', () => {
  it('ships a free plan and a plan for every paid feature', () => {
    const plans = parsePlans(shipped());
    expect(plans.plans.map((p) => p.id)).toContain('free');
    expect(planById('free')?.prices).toBeNull();
    for (const feature of PLAN_FEATURES) expect(cheapestPlanWith(feature).features).toContain(feature);
    expect(PLANS.trialDays).toBeGreaterThan(0);
  });

  it('stops with the place of the first problem when a plan is broken', () => {
    const broken = shipped();
    delete broken.plans[1].name.pt;
    expect(() => parsePlans(broken)).toThrow(/content\/plans\/plans\.json: \/plans\/1\/name/);

    const unknownFeature = shipped();
    unknownFeature.plans[1].features.push('teleportation');
    expect(() => parsePlans(unknownFeature)).toThrow(/\/plans\/1\/features/);
  });

  it('refuses a file without a free plan, a duplicate id or a paid feature no plan has', () => {
    const noFree = shipped();
    noFree.plans = noFree.plans.filter((p: { id: string }) => p.id !== 'free');
    expect(() => parsePlans(noFree)).toThrow(/"free" is missing/);

    const twice = shipped();
    twice.plans.push(twice.plans[1]);
    expect(() => parsePlans(twice)).toThrow(/appears twice/);

    const noVideo = shipped();
    for (const plan of noVideo.plans) plan.features = plan.features.filter((f: string) => f !== 'video');
    expect(() => parsePlans(noVideo)).toThrow(/no plan includes "video"/);
  });
});

describe('plans for refusals and screens', () => {
  it('points a refusal to the cheapest plan that has the feature or allows more', () => {
    expect(cheapestPlanWith('video').id).toBe('practice');
    expect(cheapestPlanWith('matching_priority').id).toBe('practice_plus');
    expect(cheapestPlanAbove('services', 3)?.id).toBe('practice');
    expect(cheapestPlanAbove('services', 10)?.id).toBe('practice_plus');
    expect(cheapestPlanAbove('services', 30)).toBeNull();
  });

  it('shows a plan in the practice’s currency and language, with the trial only where the plan has one', () => {
    const practice = planById('practice');
    const plus = planById('practice_plus');
    if (!practice || !plus) throw new Error('shipped plans changed');
    expect(planView(practice, 'GBP', 'de')).toEqual({
      id: 'practice',
      name: 'Praxis',
      summary: practice.summary.de,
      features: practice.features,
      limits: { services: 10 },
      prices: { month: { amountMinor: 2500, currency: 'GBP' }, year: { amountMinor: 25000, currency: 'GBP' } },
      trialDays: PLANS.trialDays,
    });
    expect(planView(plus, 'EUR', 'en').trialDays).toBe(0);
    expect(planView(practice, 'EUR', 'nl').prices?.month.amountMinor).toBe(2900);
    expect(planView(PLANS.plans.find((p) => p.id === 'free') ?? practice, 'EUR', 'nl').prices).toBeNull();
  });
});
