import { describe, expect, it } from 'vitest';
import { fill, intlLocale } from './format.ts';

describe('fill', () => {
  it('replaces known placeholders and leaves unknown ones visible', () => {
    expect(fill('Call {number} ({name})', { number: '112' })).toBe('Call 112 ({name})');
  });
});

describe('intlLocale', () => {
  const nineAm = new Date('2026-11-30T09:00:00Z');
  const time = (lang: string) =>
    new Intl.DateTimeFormat(intlLocale(lang), { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(nineAm);

  it('writes English times on the 24-hour clock, as en-GB does', () => {
    expect(time('en')).toBe('09:00');
    expect(
      new Intl.DateTimeFormat(intlLocale('en'), { timeStyle: 'short', timeZone: 'UTC' }).format(
        new Date('2026-11-30T17:30:00Z'),
      ),
    ).toBe('17:30');
  });

  it('puts the day before the month in English dates', () => {
    expect(new Intl.DateTimeFormat(intlLocale('en'), { dateStyle: 'long', timeZone: 'UTC' }).format(nineAm)).toBe(
      '30 November 2026',
    );
  });

  it('uses European Portuguese and leaves the other languages as they are', () => {
    expect(intlLocale('pt')).toBe('pt-PT');
    expect(intlLocale('de')).toBe('de');
    expect(intlLocale('en-GB')).toBe('en-GB');
    for (const lang of ['de', 'nl', 'es', 'pt']) expect(time(lang)).toBe('09:00');
  });
});
