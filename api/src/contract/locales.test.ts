import { describe, expect, it } from 'vitest';
import {
  dateFormat,
  intlTag,
  LOCALE_TABLE,
  LOCALES,
  langTag,
  listFormat,
  localeFromAcceptLanguage,
  localizePath,
  numberFormat,
  plural,
  textDirection,
  zonedClock,
  zonedDate,
} from './locales.ts';

const nineAm = new Date('2026-11-30T09:00:00Z');
/** Intl separates amount and currency with a no-break space: compared here as a plain one. */
const plain = (text: string) => text.replace(/\u00a0|\u202f/g, ' ');

describe('the locale table', () => {
  it('has a row for every locale', () => {
    expect(Object.keys(LOCALE_TABLE).sort()).toEqual([...LOCALES].sort());
  });

  it('writes English times on the 24-hour clock and the day before the month, as the UK does', () => {
    expect(intlTag('en')).toBe('en-GB');
    expect(dateFormat('en', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(nineAm)).toBe('09:00');
    expect(dateFormat('en', { timeStyle: 'short', timeZone: 'UTC' }).format(new Date('2026-11-30T17:30:00Z'))).toBe(
      '17:30',
    );
    expect(dateFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(nineAm)).toBe('30 November 2026');
  });

  it('formats each language its own way', () => {
    const long = (locale: string) => dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(nineAm);
    expect(long('de')).toBe('30. November 2026');
    expect(long('nl')).toBe('30 november 2026');
    expect(long('es')).toBe('30 de noviembre de 2026');
    expect(long('pt')).toBe('30 de novembro de 2026');
    for (const locale of LOCALES) {
      expect(dateFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' }).format(nineAm)).toBe('09:00');
    }
    expect(plain(numberFormat('de', { style: 'currency', currency: 'EUR' }).format(1234.5))).toBe('1.234,50 €');
    expect(numberFormat('en', { style: 'currency', currency: 'GBP' }).format(1234.5)).toBe('£1,234.50');
    expect(listFormat('nl', { type: 'conjunction' }).format(['a', 'b', 'c'])).toBe('a, b en c');
  });

  it("uses Portugal's Portuguese, not Brazil's", () => {
    expect(intlTag('pt')).toBe('pt-PT');
    expect(langTag('pt')).toBe('pt-PT');
    // Brazil's Portuguese puts the euro sign first and groups the thousands: "€ 1.234,50".
    expect(plain(numberFormat('pt', { style: 'currency', currency: 'EUR' }).format(1234.5))).toBe('1234,50 €');
  });

  it('tags the text for lang and hreflang, keeping English for every English reader', () => {
    expect(LOCALES.map(langTag)).toEqual(['en', 'de', 'nl', 'es', 'pt-PT']);
    expect(LOCALES.map(textDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });

  it('takes an unknown language as the tag it is', () => {
    expect(intlTag('fr')).toBe('fr');
    expect(langTag('ar')).toBe('ar');
    expect(textDirection('xx')).toBe('ltr');
  });

  it('picks the singular or plural form by the language’s rules', () => {
    expect(plural('en', 1)).toBe('one');
    expect(plural('en', 0)).toBe('other');
    expect(plural('en', 2)).toBe('other');
    // French would say "one" for 0 and 1.5; our languages say "other".
    expect(plural('pt', 0)).toBe('other');
    expect(plural('de', 1.5)).toBe('other');
    for (const locale of LOCALES) expect([plural(locale, 1), plural(locale, 5)]).toEqual(['one', 'other']);
  });

  it('gives the same formatter back for the same locale and options', () => {
    expect(dateFormat('nl', { dateStyle: 'short' })).toBe(dateFormat('nl', { dateStyle: 'short' }));
    expect(dateFormat('nl', { dateStyle: 'short' })).not.toBe(dateFormat('de', { dateStyle: 'short' }));
  });
});

describe('locale paths', () => {
  it('leaves the default locale unprefixed and prefixes the others', () => {
    expect(localizePath('en', '/')).toBe('/');
    expect(localizePath('en', '/press/')).toBe('/press');
    expect(localizePath('de', '/')).toBe('/de');
    expect(localizePath('pt', '/invoice/abc')).toBe('/pt/invoice/abc');
  });

  it('reads the best locale from Accept-Language', () => {
    expect(localeFromAcceptLanguage('de-CH,de;q=0.9,en;q=0.5')).toBe('de');
    expect(localeFromAcceptLanguage('fr-FR')).toBe('en');
  });
});

describe('machine formats', () => {
  it('write the calendar date and the clock in a zone, whatever the reader', () => {
    const late = new Date('2026-03-29T23:30:00Z');
    expect(zonedDate(late, 'UTC')).toBe('2026-03-29');
    expect(zonedDate(late, 'Europe/Berlin')).toBe('2026-03-30');
    expect(zonedClock(late, 'Europe/Berlin')).toBe('01:30');
    expect(zonedClock('2026-03-29T00:05:00Z', 'UTC')).toBe('00:05');
  });
});
