import { collator, type Locale } from '../contract/locales.ts';
import { cities, countries, districts, type LocalizedText, terms } from '../taxonomy/index.ts';
import { PRACTICE_COUNTRIES } from './countries.ts';

/** What the profile forms offer to choose from, named in the reader's locale and sorted by that name. */
export function profileOptions(locale: Locale) {
  const { compare } = collator(locale);
  const sorted = <T extends { names: LocalizedText }>(entries: Iterable<T>) =>
    [...entries].sort((a, b) => compare(a.names[locale], b.names[locale]));
  const names = <T extends { slug: string; names: LocalizedText }>(entries: Iterable<T>) =>
    sorted(entries).map((e) => ({ slug: e.slug, name: e.names[locale] }));
  return {
    countries: sorted(countries.filter((c) => PRACTICE_COUNTRIES[c.slug])).map((c) => ({
      slug: c.slug,
      name: c.names[locale],
      timeZones: [...(PRACTICE_COUNTRIES[c.slug]?.timeZones ?? [])],
      currency: PRACTICE_COUNTRIES[c.slug]?.currency ?? 'EUR',
    })),
    cities: sorted(cities).map((c) => ({ slug: c.slug, name: c.names[locale], country: c.country ?? '' })),
    districts: names(districts.filter((d) => d.city === 'berlin')),
    languages: names(terms.language.values()),
    categories: names(terms.category.values()),
    approaches: names(terms.approach.values()),
    specializations: names(terms.specialization.values()),
  };
}
