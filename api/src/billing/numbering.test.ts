import { describe, expect, it } from 'vitest';
import { formatNumber, referenceLength } from './numbering.ts';

describe('invoice numbers', () => {
  it('fill year, month and the zero-padded counter from the issue date', () => {
    expect(formatNumber('{YYYY}-{NNNN}', 7, '2026-03-05')).toBe('2026-0007');
    expect(formatNumber('CN-{YYYY}-{NNNN}', 12, '2026-11-30')).toBe('CN-2026-0012');
    expect(formatNumber('R{YY}/{MM}/{NNNNN}', 345, '2027-01-02')).toBe('R27/01/00345');
    expect(formatNumber('{N}', 1, '2026-01-01')).toBe('1');
  });

  it('keep every digit of a counter that outgrew its Ns', () => {
    expect(formatNumber('{YYYY}-{NN}', 1234, '2026-06-01')).toBe('2026-1234');
  });

  it('leave text around the tokens as it is', () => {
    expect(formatNumber('praxis_{NNN}.x', 5, '2026-06-01')).toBe('praxis_005.x');
  });

  it('count the characters a creditor reference keeps', () => {
    expect(referenceLength('CN-2026/0001')).toBe(10);
  });
});
