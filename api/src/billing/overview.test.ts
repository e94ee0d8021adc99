import { describe, expect, it } from 'vitest';
import { chartOf, monthBounds, monthsOf } from './overview.ts';

describe('the overview chart', () => {
  it('has the twelve months of the year, zero where nothing happened', () => {
    const chart = chartOf(
      2025,
      new Map([
        ['2025-03', 27000],
        ['2025-05', -7290],
      ]),
      new Map([['2025-04', 9000]]),
    );
    expect(chart.map((m) => m.month)).toEqual(monthsOf(2025));
    expect(chart[0]).toEqual({ month: '2025-01', invoicedMinor: 0, paidMinor: 0 });
    expect(chart[2]).toEqual({ month: '2025-03', invoicedMinor: 27000, paidMinor: 0 });
    expect(chart[3]).toEqual({ month: '2025-04', invoicedMinor: 0, paidMinor: 9000 });
    // A month with more credited than invoiced shows it as negative, not as nothing.
    expect(chart[4]?.invoicedMinor).toBe(-7290);
  });

  it("bounds today's month, across the turn of the year", () => {
    expect(monthBounds('2026-11-26')).toEqual({ start: '2026-11-01', next: '2026-12-01' });
    expect(monthBounds('2026-12-31')).toEqual({ start: '2026-12-01', next: '2027-01-01' });
    expect(monthBounds('2027-01-01')).toEqual({ start: '2027-01-01', next: '2027-02-01' });
  });
});
