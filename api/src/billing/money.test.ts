import { describe, expect, it } from 'vitest';
import { INVOICE_MAX_GROSS_MINOR, INVOICE_MAX_QUANTITY, INVOICE_MAX_UNIT_MINOR } from '../contract/billing.ts';
import { assertWithinLimits, lineAmounts, negated, roundHalfAwayFromZero, totals } from './money.ts';

describe('invoice arithmetic', () => {
  it('rounds halves away from zero, on both sides of it', () => {
    expect(roundHalfAwayFromZero(5, 10)).toBe(1);
    expect(roundHalfAwayFromZero(4, 10)).toBe(0);
    expect(roundHalfAwayFromZero(15, 10)).toBe(2);
    expect(roundHalfAwayFromZero(-5, 10)).toBe(-1);
    expect(roundHalfAwayFromZero(-14, 10)).toBe(-1);
    expect(roundHalfAwayFromZero(-15, 10)).toBe(-2);
  });

  it('computes a taxable line: net from quantity and unit, VAT rounded on the line', () => {
    // 3 × 33.33 = 99.99; 19 % of it is 18.9981 → 19.00.
    expect(lineAmounts({ quantity: 3, unitMinor: 3333, taxTreatment: 'taxable', taxRateBp: 1900 })).toEqual({
      netMinor: 9999,
      taxMinor: 1900,
      grossMinor: 11_899,
    });
    // 0.50 at 21 % is 0.105 → 0.11 (half up), not banker's 0.10.
    expect(lineAmounts({ quantity: 1, unitMinor: 50, taxTreatment: 'taxable', taxRateBp: 2100 }).taxMinor).toBe(11);
  });

  it('charges no VAT on an exempt line whatever rate came with it', () => {
    expect(lineAmounts({ quantity: 2, unitMinor: 9000, taxTreatment: 'exempt', taxRateBp: 1900 })).toEqual({
      netMinor: 18_000,
      taxMinor: 0,
      grossMinor: 18_000,
    });
  });

  it('totals the lines, so printed totals always add up (per-line rounding)', () => {
    const lines = [1, 2, 3].map(() =>
      lineAmounts({ quantity: 1, unitMinor: 105, taxTreatment: 'taxable', taxRateBp: 1000 }),
    );
    // Each line: 1.05 + 0.105 → 0.11 VAT; three lines 0.33, where rounding the sum would give 0.32.
    expect(totals(lines)).toEqual({ netMinor: 315, taxMinor: 33, grossMinor: 348 });
    expect(totals([])).toEqual({ netMinor: 0, taxMinor: 0, grossMinor: 0 });
  });

  it('stays exact at the largest line, and refuses a total past the invoice limit', () => {
    const largest = lineAmounts({
      quantity: INVOICE_MAX_QUANTITY,
      unitMinor: INVOICE_MAX_UNIT_MINOR,
      taxTreatment: 'taxable',
      taxRateBp: 3000,
    });
    expect(largest).toEqual({ netMinor: 1_000_000_000, taxMinor: 300_000_000, grossMinor: 1_300_000_000 });
    expect(() => assertWithinLimits(largest)).toThrow(expect.objectContaining({ code: 'INVOICE_TOO_LARGE' }));
    expect(() =>
      assertWithinLimits({ netMinor: INVOICE_MAX_GROSS_MINOR, taxMinor: 0, grossMinor: INVOICE_MAX_GROSS_MINOR }),
    ).not.toThrow();
  });

  it('negates every amount of a credited line', () => {
    const line = {
      unitMinor: 9000,
      ...lineAmounts({ quantity: 1, unitMinor: 9000, taxTreatment: 'taxable', taxRateBp: 700 }),
    };
    expect(negated(line)).toEqual({ unitMinor: -9000, netMinor: -9000, taxMinor: -630, grossMinor: -9630 });
  });
});
