import { describe, expect, it } from 'vitest';
import { LOCALES } from '../contract/locales.ts';
import { apiStrings, fill, section, text } from './index.ts';

const placeholders = (value: string) => [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const english = apiStrings.en as Record<string, string>;
// Words a native speaker writes as English does, reviewed one by one.
const sameAsEnglish: Record<string, string[]> = {
  de: ['document.payment.iban', 'document.payment.bic', 'card.online', 'waitlist.online'],
  nl: ['document.payment.iban', 'document.payment.bic', 'card.online', 'waitlist.online'],
  es: ['document.payment.iban', 'document.payment.bic', 'document.totals.gross'],
  pt: ['document.payment.iban', 'document.payment.bic', 'document.totals.gross', 'card.online', 'waitlist.online'],
};

describe.each(LOCALES.filter((l) => l !== 'en'))('the API strings in %s', (locale) => {
  const strings = apiStrings[locale] as Record<string, string>;

  it('define exactly the English keys', () => {
    expect(Object.keys(strings).sort()).toEqual(Object.keys(english).sort());
  });

  it('keep every placeholder of the English text', () => {
    for (const [key, value] of Object.entries(english)) {
      expect(placeholders(strings[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(value));
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

  it('gives one area keyed without its prefix', () => {
    expect(section('nl', 'document')['meta.number']).toBe('Nummer');
    expect(section('es', 'letter').greeting).toBe(apiStrings.es['letter.greeting']);
    expect(Object.keys(section('en', 'card')).sort()).toEqual(['online', 'verified']);
  });
});
