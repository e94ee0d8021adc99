import { describe, expect, it } from 'vitest';
import {
  formatAmountInput,
  invoiceTotals,
  lineAmounts,
  parseAmount,
  parseRate,
  rateText,
  readLine,
} from './invoice-maths.ts';

describe('invoice lines', () => {
  it('multiply quantity by unit price and add VAT at the line’s rate', () => {
    expect(lineAmounts({ quantity: 2, unitMinor: 9000, taxTreatment: 'taxable', taxRateBp: 1900 })).toEqual({
      netMinor: 18_000,
      taxMinor: 3420,
      grossMinor: 21_420,
    });
  });

  it('round each line’s VAT half away from zero, as the API does', () => {
    // 0.5 cent and more goes up: 1.05 × 10 % = 0.105 → 0.11; 1.04 × 10 % = 0.104 → 0.10.
    expect(lineAmounts({ quantity: 1, unitMinor: 105, taxTreatment: 'taxable', taxRateBp: 1000 }).taxMinor).toBe(11);
    expect(lineAmounts({ quantity: 1, unitMinor: 104, taxTreatment: 'taxable', taxRateBp: 1000 }).taxMinor).toBe(10);
    // Negative (credit) amounts round away from zero too, so a credit mirrors its invoice.
    expect(lineAmounts({ quantity: 1, unitMinor: -105, taxTreatment: 'taxable', taxRateBp: 1000 }).taxMinor).toBe(-11);
  });

  it('carry no VAT on exempt lines whatever rate they hold', () => {
    expect(lineAmounts({ quantity: 3, unitMinor: 8000, taxTreatment: 'exempt', taxRateBp: 1900 })).toEqual({
      netMinor: 24_000,
      taxMinor: 0,
      grossMinor: 24_000,
    });
  });

  it('total the rounded lines, not the unrounded sum', () => {
    // Three lines of 0.05 at 10 %: each line's 0.005 rounds to 0.01, so 0.03 VAT, where rounding the
    // sum (0.015) would give 0.02.
    const line = { quantity: 1, unitMinor: 5, taxTreatment: 'taxable' as const, taxRateBp: 1000 };
    expect(invoiceTotals([line, line, line])).toEqual({ netMinor: 15, taxMinor: 3, grossMinor: 18 });
    expect(invoiceTotals([])).toEqual({ netMinor: 0, taxMinor: 0, grossMinor: 0 });
  });
});

describe('amounts as typed', () => {
  it('accept whole amounts and either decimal mark in every language', () => {
    for (const locale of ['en', 'de', 'nl', 'es', 'pt']) {
      expect(parseAmount('90', locale)).toEqual({ ok: true, minor: 9000 });
      expect(parseAmount('90,00', locale)).toEqual({ ok: true, minor: 9000 });
      expect(parseAmount('90.00', locale)).toEqual({ ok: true, minor: 9000 });
      expect(parseAmount('90,5', locale)).toEqual({ ok: true, minor: 9050 });
      expect(parseAmount(' 12.34 ', locale)).toEqual({ ok: true, minor: 1234 });
    }
  });

  it('read thousands grouping as each language writes it', () => {
    expect(parseAmount('1.234,50', 'de')).toEqual({ ok: true, minor: 123_450 });
    expect(parseAmount('1,234.50', 'en')).toEqual({ ok: true, minor: 123_450 });
    expect(parseAmount('1.234', 'de')).toEqual({ ok: true, minor: 123_400 });
    expect(parseAmount('1,234', 'en')).toEqual({ ok: true, minor: 123_400 });
    expect(parseAmount('1 234,50', 'pt')).toEqual({ ok: true, minor: 123_450 });
    expect(parseAmount('1.234.567', 'nl')).toEqual({ ok: true, minor: 123_456_700 });
  });

  it('refuse negatives, a third decimal and what is not a number', () => {
    expect(parseAmount('-90', 'en')).toEqual({ ok: false, reason: 'negative' });
    expect(parseAmount('−90,00', 'de')).toEqual({ ok: false, reason: 'negative' });
    expect(parseAmount('90.125', 'en')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseAmount('90,125', 'de')).toEqual({ ok: false, reason: 'decimals' });
    expect(parseAmount('1,5,0', 'en')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmount('12.34,5.6', 'en')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmount('ninety', 'en')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmount('90.', 'en')).toEqual({ ok: false, reason: 'invalid' });
    expect(parseAmount('', 'en')).toEqual({ ok: false, reason: 'empty' });
  });

  it('write minor units back as the person would type them', () => {
    expect(formatAmountInput(9000, 'de')).toBe('90');
    expect(formatAmountInput(9050, 'de')).toBe('90,50');
    expect(formatAmountInput(123_450, 'en')).toBe('1234.50');
    expect(parseAmount(formatAmountInput(123_450, 'pt'), 'pt')).toEqual({ ok: true, minor: 123_450 });
  });

  it('read VAT rates as percentages in basis points and show them back', () => {
    expect(parseRate('19', 'de')).toEqual({ ok: true, minor: 1900 });
    expect(parseRate('5,5 %', 'de')).toEqual({ ok: true, minor: 550 });
    expect(parseRate('-7', 'en')).toEqual({ ok: false, reason: 'negative' });
    expect(rateText(1900, 'en')).toBe('19%');
    expect(rateText(550, 'de')).toBe('5,5\u00a0%');
  });
});

describe('lines as typed', () => {
  const limits = { maxQuantity: 100, maxUnitMinor: 10_000_000, maxRateBp: 3000 };
  const draft = {
    key: 'a',
    appointmentId: null,
    description: ' Session ',
    serviceDate: '2026-11-03',
    quantity: '2',
    unit: '90,00',
    taxTreatment: 'taxable' as const,
    rate: '19',
  };

  it('become what the API takes, amounts in minor units and rates in basis points', () => {
    expect(readLine(draft, 'de', limits)).toEqual({
      ok: true,
      line: {
        appointmentId: null,
        description: 'Session',
        serviceDate: '2026-11-03',
        quantity: 2,
        unitMinor: 9000,
        taxTreatment: 'taxable',
        taxRateBp: 1900,
      },
    });
  });

  it('carry rate 0 when exempt, whatever was typed in the rate', () => {
    const read = readLine({ ...draft, taxTreatment: 'exempt', rate: 'x' }, 'en', limits);
    expect(read.ok && read.line.taxRateBp).toBe(0);
  });

  it('name every field that is wrong, by the API’s field name', () => {
    expect(
      readLine({ ...draft, description: ' ', serviceDate: '', quantity: '101', unit: '0', rate: '31' }, 'en', limits),
    ).toEqual({
      ok: false,
      problems: {
        description: 'required',
        serviceDate: 'required',
        quantity: 'tooHigh',
        unitMinor: 'zero',
        taxRateBp: 'tooHigh',
      },
    });
    expect(readLine({ ...draft, quantity: '0', unit: '-5', rate: '' }, 'en', limits)).toEqual({
      ok: false,
      problems: { quantity: 'zero', unitMinor: 'negative', taxRateBp: 'required' },
    });
    expect(readLine({ ...draft, quantity: '1.5', unit: '100000,01' }, 'de', limits)).toEqual({
      ok: false,
      problems: { quantity: 'invalid', unitMinor: 'tooHigh' },
    });
  });
});
