import { describe, expect, it } from 'vitest';
import { barOf, niceScale, yOf } from './revenue-chart.ts';

describe('revenue chart scale', () => {
  it('rounds the top up to a round step of whole units', () => {
    // Highest month 1 234.56: steps of 500.00 up to 1 500.00.
    expect(niceScale([123_456, 80_000, 0])).toEqual({ bottom: 0, top: 150_000, ticks: [0, 50_000, 100_000, 150_000] });
  });

  it('keeps a value that sits exactly on a step as the top', () => {
    expect(niceScale([40_000]).top).toBe(40_000);
  });

  it('never labels a fraction of a unit, even for tiny amounts', () => {
    const scale = niceScale([150]);
    expect(scale.ticks.every((tick) => tick % 100 === 0)).toBe(true);
    expect(scale.top).toBeGreaterThanOrEqual(150);
  });

  it('gives an empty year an axis, so bars of zero sit on a visible baseline', () => {
    const scale = niceScale([0, 0, 0]);
    expect(scale.bottom).toBe(0);
    expect(scale.top).toBeGreaterThan(0);
    expect(scale.ticks[0]).toBe(0);
  });

  it('reaches below zero for a month whose credit notes outweigh its invoices', () => {
    const scale = niceScale([100_000, -30_000]);
    expect(scale.bottom).toBeLessThanOrEqual(-30_000);
    expect(scale.top).toBeGreaterThanOrEqual(100_000);
    expect(scale.ticks).toContain(0);
  });
});

describe('revenue chart bars', () => {
  const scale = { bottom: -10_000, top: 30_000, ticks: [] };

  it('places zero, the top and the bottom of the axis', () => {
    expect(yOf(scale, 30_000, 200)).toBe(0);
    expect(yOf(scale, 0, 200)).toBe(150);
    expect(yOf(scale, -10_000, 200)).toBe(200);
  });

  it('draws a positive bar up from zero and a negative one down from it', () => {
    expect(barOf(scale, 15_000, 200)).toEqual({ y: 75, height: 75 });
    expect(barOf(scale, -10_000, 200)).toEqual({ y: 150, height: 50 });
    expect(barOf(scale, 0, 200)).toEqual({ y: 150, height: 0 });
  });
});
