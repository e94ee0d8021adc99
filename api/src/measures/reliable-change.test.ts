import { describe, expect, it } from 'vitest';
import { selfTests } from '../self-tests/instruments.ts';
import { PSYCHOMETRICS, RCI_CRITERION, reliableChange, standardErrorOfDifference } from './reliable-change.ts';

describe('reliable change (Jacobson & Truax 1991)', () => {
  it('PHQ-9, worked: SD 3.5, α .89 → S_diff = 3.5·√2·√0.11 = 1.6416; 18 → 9 is RCI −5.48, improved', () => {
    expect(standardErrorOfDifference(PSYCHOMETRICS.depression as never)).toBeCloseTo(1.6416, 4);
    // (9 − 18) / 1.6416 = −5.4824
    expect(reliableChange('depression', 18, 9)).toEqual({ index: -5.48, criterion: 3.22, verdict: 'improved' });
    // 3.22 points is the smallest reliable change: on whole points 4 is reliable, 3 is not.
    expect(reliableChange('depression', 12, 9)).toMatchObject({ index: -1.83, verdict: 'no_reliable_change' });
    expect(reliableChange('depression', 12, 8)).toMatchObject({ index: -2.44, verdict: 'improved' });
    expect(reliableChange('depression', 6, 14)).toMatchObject({ index: 4.87, verdict: 'deteriorated' });
    expect(reliableChange('depression', 10, 10)).toMatchObject({ index: 0, verdict: 'no_reliable_change' });
  });

  it('GAD-7, worked: SD 3.5, α .89 → S_diff 1.6416; 15 → 11 is RCI −2.44, improved; 15 → 12 is −1.83, not', () => {
    expect(reliableChange('anxiety', 15, 11)).toEqual({ index: -2.44, criterion: 3.22, verdict: 'improved' });
    expect(reliableChange('anxiety', 15, 12)).toEqual({
      index: -1.83,
      criterion: 3.22,
      verdict: 'no_reliable_change',
    });
    expect(reliableChange('anxiety', 4, 9)).toMatchObject({ index: 3.05, verdict: 'deteriorated' });
  });

  it('reads a higher RSES score as better self-esteem', () => {
    // S_diff = 5.8·√2·√0.09 = 2.4607; +6 points is RCI 2.44.
    expect(reliableChange('self-esteem', 12, 18)).toMatchObject({ index: 2.44, verdict: 'improved' });
    expect(reliableChange('self-esteem', 18, 12)).toMatchObject({ index: -2.44, verdict: 'deteriorated' });
  });

  it('gives no verdict for the ASRS screen, whose count has no published SD and reliability', () => {
    expect(reliableChange('adhd', 2, 5)).toBeUndefined();
  });

  it('names a source for every value, for instruments the self-tests have', () => {
    for (const [slug, values] of Object.entries(PSYCHOMETRICS)) {
      expect(selfTests.has(slug)).toBe(true);
      expect(values.source.sd).toMatch(/\d{4}/);
      expect(values.source.reliability).toMatch(/\d{4}/);
      expect(values.reliability).toBeGreaterThan(0);
      expect(values.reliability).toBeLessThan(1);
    }
    expect(RCI_CRITERION).toBe(1.96);
  });
});
