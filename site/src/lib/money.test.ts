import { describe, expect, it } from 'vitest';
import { parsePrice, priceInput } from './money.ts';

describe('prices as typed', () => {
  it('reads whole and decimal amounts with a point or a comma', () => {
    expect(parsePrice('80')).toBe(8000);
    expect(parsePrice(' 80.5 ')).toBe(8050);
    expect(parsePrice('80,05')).toBe(8005);
    expect(parsePrice('0')).toBe(0);
  });

  it('refuses anything else', () => {
    for (const text of ['', 'abc', '-5', '80.505', '1.000,00', '€80', '1e3']) expect(parsePrice(text)).toBeUndefined();
  });

  it('writes a price back the way it is typed in the locale', () => {
    expect(priceInput(8000, 'en')).toBe('80');
    expect(priceInput(8050, 'de')).toBe('80,50');
    expect(priceInput(1234500, 'en')).toBe('12345');
    expect(parsePrice(priceInput(9999, 'pt'))).toBe(9999);
  });
});
