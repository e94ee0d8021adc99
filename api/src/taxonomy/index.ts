import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config.ts';
import type { Locale } from '../contract/locales.ts';

// The taxonomy is editor-owned data in content/taxonomy (names in every locale, slugs shared by
// all locales). The site validates it with content-collection schemas at build time; the API
// reads the same files once at start-up.

export type LocalizedText = Record<Locale, string>;

export interface Location {
  slug: string;
  type: 'country' | 'online' | 'city' | 'district';
  country?: string;
  /** ISO 3166-1 alpha-2, on countries (DE). */
  code?: string;
  city?: string;
  lat?: number;
  lon?: number;
  names: LocalizedText;
}
export interface Term {
  slug: string;
  names: LocalizedText;
  description?: LocalizedText;
  /** The BCP 47 tag of a language (de, pt, yue). */
  code?: string;
}

const read = <T>(file: string): T[] =>
  JSON.parse(readFileSync(path.join(repoRoot, 'content/taxonomy', file), 'utf8')) as T[];

const bySlug = <T extends { slug: string }>(entries: T[]) => new Map(entries.map((e) => [e.slug, e]));

export const locations = bySlug(read<Location>('locations.json'));
export const languages = bySlug(read<Term>('languages.json'));
export const categories = bySlug(read<Term>('categories.json'));
export const approaches = bySlug(read<Term>('approaches.json'));
export const specializations = bySlug(read<Term>('specializations.json'));

export const countries = [...locations.values()].filter((l) => l.type === 'country');
export const cities = [...locations.values()].filter((l) => l.type === 'city');
export const districts = [...locations.values()].filter((l) => l.type === 'district');

export const ONLINE = 'online-therapy';

export type TaxonomyKind = 'language' | 'category' | 'approach' | 'specialization';
export const terms: Record<TaxonomyKind, Map<string, Term>> = {
  language: languages,
  category: categories,
  approach: approaches,
  specialization: specializations,
};

/** `{ slug, name }` in a locale, for any slug of a taxonomy map. */
export function named(map: Map<string, { names: LocalizedText }>, slug: string, locale: Locale) {
  return { slug, name: map.get(slug)?.names[locale] ?? slug };
}

/** `{ slug, name, code }`: a country with its ISO 3166-1 code, a language with its BCP 47 tag. */
export function coded(map: Map<string, { names: LocalizedText; code?: string }>, slug: string, locale: Locale) {
  return { ...named(map, slug, locale), code: map.get(slug)?.code ?? '' };
}

/** Names of the two fixed facets that are not taxonomy terms. */
export const modalityNames: Record<'online' | 'in_person', LocalizedText> = {
  online: { en: 'Online', de: 'Online', nl: 'Online', es: 'En línea', pt: 'Online' },
  in_person: { en: 'In person', de: 'Vor Ort', nl: 'In de praktijk', es: 'Presencial', pt: 'Presencial' },
};
export const genderNames: Record<'female' | 'male' | 'non_binary', LocalizedText> = {
  female: { en: 'Woman', de: 'Frau', nl: 'Vrouw', es: 'Mujer', pt: 'Mulher' },
  male: { en: 'Man', de: 'Mann', nl: 'Man', es: 'Hombre', pt: 'Homem' },
  non_binary: { en: 'Non-binary', de: 'Nicht-binär', nl: 'Non-binair', es: 'No binario', pt: 'Não binário' },
};
