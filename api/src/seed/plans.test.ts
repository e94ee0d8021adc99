import { describe, expect, it } from 'vitest';
import { planById } from '../subscription/plans.ts';
import { DEMO_PLAN, seededPlan } from './plans.ts';
import { generateTherapists } from './therapists.ts';

describe('the plans of seeded practices', () => {
  it('spreads them across free, Practice and Practice Plus, the same on every run', () => {
    const slugs = generateTherapists(1000).map((g) => g.therapist.slug);
    const counts = new Map<string, number>();
    for (const slug of slugs) counts.set(seededPlan(slug), (counts.get(seededPlan(slug)) ?? 0) + 1);
    expect(counts.get('free')).toBeGreaterThan(430);
    expect(counts.get('free')).toBeLessThan(570);
    expect(counts.get('practice')).toBeGreaterThan(290);
    expect(counts.get('practice')).toBeLessThan(410);
    expect(counts.get('practice_plus')).toBeGreaterThan(100);
    expect(counts.get('practice_plus')).toBeLessThan(200);
    expect(slugs.map(seededPlan)).toEqual(generateTherapists(1000).map((g) => seededPlan(g.therapist.slug)));
  });

  it('names plans the plans file has', () => {
    for (const plan of ['free', 'practice', 'practice_plus', DEMO_PLAN]) expect(planById(plan)).toBeDefined();
    expect(planById(DEMO_PLAN)?.features).toContain('video');
  });
});
