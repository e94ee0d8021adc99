import { describe, expect, it } from 'vitest';
import { intlTag, LOCALES, type Locale, plural } from '../contract/locales.ts';
import { apiStrings, fill, section, templateOf, text } from './index.ts';

const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = apiStrings.en as Record<string, string>;

// Counted strings, named as English names them: the keys with a `.one` form.
const counted = Object.keys(english)
  .filter((key) => key.endsWith('.one'))
  .map((key) => key.slice(0, -'.one'.length));
const CATEGORIES = ['zero', 'one', 'two', 'few', 'many', 'other'];
const countedBase = (key: string) => {
  const dot = key.lastIndexOf('.');
  const base = key.slice(0, dot);
  return counted.includes(base) && CATEGORIES.includes(key.slice(dot + 1)) ? base : undefined;
};
/** The keys with each counted string's forms folded into one: what every locale has, whatever its forms. */
const keysOf = (strings: Record<string, string>) => [
  ...new Set(Object.keys(strings).map((key) => countedBase(key) ?? key)),
];
/**
 * The forms the locale's plural rules pick for a count these strings take: a whole number below a
 * million, written in digits. (From a million up, Spanish and Portuguese also have `many`, for the
 * "de" after "millón" and "milhão".)
 */
function formsNeeded(locale: Locale) {
  const rules = new Intl.PluralRules(intlTag(locale));
  const counts = [...Array.from({ length: 1001 }, (_, n) => n), 10_001, 100_001, 999_999];
  return [...new Set(counts.map((n) => rules.select(n)))].sort();
}

describe.each(LOCALES)('the counted API strings in %s', (locale) => {
  const strings = apiStrings[locale] as Record<string, string>;

  it('have every form the plural rules pick, and no other', () => {
    expect(counted.length).toBeGreaterThan(0);
    for (const base of counted) {
      const forms = Object.keys(strings)
        .filter((key) => countedBase(key) === base)
        .map((key) => key.slice(base.length + 1))
        .sort();
      expect(forms, `${locale} ${base}`).toEqual(formsNeeded(locale));
    }
  });

  it('are read in a form the strings have for every count', () => {
    for (const n of [0, 1, 2, 5, 11, 21, 101, 1000]) expect(formsNeeded(locale)).toContain(plural(locale, n));
  });
});
// Words a native speaker writes as English does, reviewed one by one.
const sameAsEnglish: Record<string, string[]> = {
  de: ['document.payment.iban', 'document.payment.bic', 'card.online', 'waitlist.online'],
  nl: ['document.payment.iban', 'document.payment.bic', 'card.online', 'waitlist.online'],
  es: ['document.payment.iban', 'document.payment.bic', 'document.totals.gross'],
  pt: ['document.payment.iban', 'document.payment.bic', 'document.totals.gross', 'card.online', 'waitlist.online'],
};

describe.each(LOCALES.filter((l) => l !== 'en'))('the API strings in %s', (locale) => {
  const strings = apiStrings[locale] as Record<string, string>;

  it('define exactly the English keys, counted strings in the forms of their own language', () => {
    expect(keysOf(strings).sort()).toEqual(keysOf(english).sort());
  });

  it('keep every placeholder of the English text', () => {
    for (const [key, value] of Object.entries(strings)) {
      const source = english[key] ?? english[`${countedBase(key)}.other`] ?? '';
      expect(placeholders(value), `${locale} ${key}`).toEqual(placeholders(source));
    }
  });

  it('are translated, not copied from English', () => {
    const copied = Object.keys(english).filter(
      (key) => strings[key] === english[key] && !sameAsEnglish[locale]?.includes(key),
    );
    expect(copied).toEqual([]);
  });
});

describe('reading the API strings', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fill('Page {page} of {pages}', { page: 1 })).toBe('Page 1 of {pages}');
    expect(text('de', 'hub.reviewed', { date: '26. November 2026' })).toBe('geprüft am 26. November 2026');
  });

  it('reads a counted string in the form its count takes', () => {
    const request = { therapist: 'Ilse Brandt', days: 30 };
    expect(text('en', 'mail.agreementsReminder.body', { ...request, count: 1 })).toMatch(
      /^Your session with Ilse Brandt is in two days, and 1 document still needs your signature\.\n\nThe link below opens it;/,
    );
    expect(text('en', 'mail.agreementsReminder.body', { ...request, count: 3 })).toMatch(
      /and 3 documents still need your signature\.\n\nThe link below opens them;/,
    );
    expect(text('en', 'mail.agreementsReminder.body', { ...request, count: 0 })).toContain('0 documents still need');
    expect(text('de', 'mail.agreementsReminder.body', { ...request, count: 1 })).toContain(
      'und 1 Dokument wartet noch auf Ihre Unterschrift',
    );
    expect(text('pt', 'mail.agreementsReminder.body', { ...request, count: 2 })).toContain(
      'falta a sua assinatura em 2 documentos.',
    );
  });

  it('refuses a counted string without a count, and reads an uncounted one as it is', () => {
    expect(() => text('en', 'mail.agreementsReminder.body', { therapist: 'Ilse Brandt' })).toThrow(/needs a number/);
    expect(templateOf(apiStrings.en, 'en', 'card.online', { count: 2 })).toBe('Online');
    expect(templateOf(apiStrings.en, 'en', 'no.such.key')).toBeUndefined();
    // A key that ends in `.other` without being counted (a kind of partnership) stays a plain string.
    expect(text('en', 'mail.formPartnership.kind.other')).toBe('Something else');
  });

  it('gives one area keyed without its prefix', () => {
    expect(section('nl', 'document')['meta.number']).toBe('Nummer');
    expect(section('es', 'letter').greeting).toBe(apiStrings.es['letter.greeting']);
    expect(Object.keys(section('en', 'card')).sort()).toEqual(['online', 'verified']);
  });
});
