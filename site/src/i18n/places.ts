import type { Locale } from './index.ts';

// A country in a sentence: "in the Netherlands", "im Vereinigten Königreich", "nos Países Baixos".
// English, Dutch and Spanish give some countries an article, German joins it to the preposition
// ("im"), Portuguese ("no", "na", "nos") too, so sentences take the whole phrase (`{inCountry}`)
// rather than a bare name after their own "in".

const IN: Record<Locale, string> = { en: 'in', de: 'in', nl: 'in', es: 'en', pt: 'em' };

/** The countries whose phrase is not the preposition and the bare name, by ISO 3166-1 code. */
const PHRASES: Record<Locale, Partial<Record<string, string>>> = {
  en: { NL: 'in the Netherlands', GB: 'in the United Kingdom' },
  de: { NL: 'in den Niederlanden', GB: 'im Vereinigten Königreich' },
  nl: { GB: 'in het Verenigd Koninkrijk' },
  es: { NL: 'en los Países Bajos', GB: 'en el Reino Unido' },
  pt: { DE: 'na Alemanha', NL: 'nos Países Baixos', GB: 'no Reino Unido' },
};

/** The directory's country slugs (search facets name places by slug), by code. */
const CODES: Partial<Record<string, string>> = {
  germany: 'DE',
  netherlands: 'NL',
  portugal: 'PT',
  spain: 'ES',
  'united-kingdom': 'GB',
};

const isLocale = (locale: string): locale is Locale => locale in IN;

/**
 * "in the Netherlands": a country (its ISO code or the directory's slug for it, and its name in
 * `locale`) as a sentence in `locale` says where.
 */
export function inCountry(locale: string, country: string, name: string): string {
  const language: Locale = isLocale(locale) ? locale : 'en';
  return PHRASES[language][CODES[country] ?? country.toUpperCase()] ?? `${IN[language]} ${name}`;
}
