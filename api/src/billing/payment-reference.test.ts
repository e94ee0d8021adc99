import { describe, expect, it } from 'vitest';
import { creditorReference, formatReference, isValidCreditorReference } from './payment-reference.ts';

describe('ISO 11649 creditor reference', () => {
  it('computes the check digits of the standard examples', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
    expect(creditorReference('2348231')).toBe('RF712348231');
  });

  it('builds the reference from an invoice number without its separators', () => {
    expect(creditorReference('2026-0001')).toBe('RF3120260001');
    expect(creditorReference('cn-2026/0001')).toBe('RF08CN20260001');
  });

  it('refuses numbers with no letters or digits, or more than 21 of them', () => {
    expect(() => creditorReference('--')).toThrow(RangeError);
    expect(() => creditorReference('1234567890123456789012')).toThrow(RangeError);
    expect(creditorReference('123456789012345678901')).toMatch(/^RF\d{2}123456789012345678901$/);
  });

  it('accepts valid references in electronic and printed form', () => {
    expect(isValidCreditorReference('RF18539007547034')).toBe(true);
    expect(isValidCreditorReference('RF18 5390 0754 7034')).toBe(true);
    expect(isValidCreditorReference('rf712348231')).toBe(true);
  });

  it('rejects a changed digit, swapped characters and malformed input', () => {
    expect(isValidCreditorReference('RF18539007547035')).toBe(false);
    expect(isValidCreditorReference('RF81539007547034')).toBe(false);
    expect(isValidCreditorReference('RF18')).toBe(false);
    expect(isValidCreditorReference('DE18539007547034')).toBe(false);
    expect(isValidCreditorReference('RF18-5390')).toBe(false);
  });

  it('every built reference validates', () => {
    for (const number of ['2026-0001', 'CN-2026-0042', 'PRAXIS/2027/17', 'A']) {
      expect(isValidCreditorReference(creditorReference(number))).toBe(true);
    }
  });

  it('prints in groups of four', () => {
    expect(formatReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
    expect(formatReference('rf712348231')).toBe('RF71 2348 231');
  });
});
