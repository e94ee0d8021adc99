import { numberFormat, plural, type SearchResult } from '@calma/api/contract';
import type { Translate } from '../../../i18n/format.ts';
import { AVAILABLE_STEPS, FACETS, type Filters, PER_PAGE, toQuery } from '../../../lib/search.ts';

// What the search island works out from the filters and the answer, without React: addresses of
// searches, the places and choices of its selects, the filters shown as chips, and its pages. Words
// come from the page's `t`, so the tests read which were chosen.

export type Place = SearchResult['facets']['location'][number];

/** The search page's address for filters (the page itself without any). */
export const hrefFor = (searchPath: string, next: Filters) => {
  const query = toQuery(next);
  return query ? `${searchPath}?${query}` : searchPath;
};

/** A number of things in words, by the locale's plural rules (`search.results.count.one`…). */
export const countText = (t: Translate, locale: string, prefix: string, n: number) =>
  t(`${prefix}.${plural(locale, n)}`, { count: numberFormat(locale).format(n) });

/** A choice with the number of results it would give ("German (12)"). */
export const optionText = (t: Translate, locale: string, value: { name: string; count: number }) =>
  t('search.filters.option', { name: value.name, count: numberFormat(locale).format(value.count) });

/**
 * The place of the answer's list that a location filter names: a district comes as `berlin/kreuzberg`
 * in the list and in the select, but links from landing pages name it `kreuzberg`, as the API
 * accepts too. Without this the select showed that place twice, once as "Kreuzberg (0)".
 */
export const chosenPlace = (places: readonly Place[], location: string | undefined) =>
  location ? places.find((p) => p.slug === location || p.slug.endsWith(`/${location}`)) : undefined;

/**
 * A place's name by its slug: from the answer's places, else the place the page was served for
 * (it may have no results left), else the slug itself.
 */
export const placeNamer =
  (places: readonly Place[], served: { slug: string | undefined; name: string | undefined }) => (slug: string) =>
    places.find((p) => p.slug === slug)?.name ?? (slug === served.slug ? served.name : undefined) ?? slug;

/** A number of days ahead: the choices say it their way ("Within a week"); a number from an address, in days. */
export const withinDaysText = (t: Translate, locale: string, prefix: 'available' | 'availableChip', days: number) =>
  (AVAILABLE_STEPS as readonly number[]).includes(days)
    ? t(`search.filters.${prefix}.${days}`)
    : t(`search.filters.${prefix}Days.${plural(locale, days)}`, { count: numberFormat(locale).format(days) });

/** A filter in force, shown as a chip that removes it. */
export interface Chip {
  key: 'location' | (typeof FACETS)[number] | 'availableWithinDays';
  name: string;
}

/** The filters in force, named: the place, each facet's value, and the days ahead. */
export function activeChips(
  filters: Filters,
  facets: SearchResult['facets'],
  placeName: (slug: string) => string,
  withinName: (days: number) => string,
): Chip[] {
  const within = filters.availableWithinDays;
  return [
    ...(filters.location ? [{ key: 'location' as const, name: placeName(filters.location) }] : []),
    ...FACETS.flatMap((facet) => {
      const value = filters[facet];
      if (value === undefined) return [];
      return [{ key: facet, name: facets[facet].find((v) => v.slug === value)?.name ?? String(value) }];
    }),
    ...(within ? [{ key: 'availableWithinDays' as const, name: withinName(within) }] : []),
  ];
}

/** The filters without a chip's, from the first page; without a place, a radius means nothing. */
export function withoutChip(filters: Filters, key: Chip['key']): Filters {
  const next: Filters = { ...filters, [key]: undefined, page: 1 };
  if (key === 'location') next.radiusKm = undefined;
  return next;
}

/** The places to choose from, grouped: online first, then each country with its cities and Berlin's districts. */
export function placeGroups(places: readonly Place[]) {
  return {
    online: places.filter((p) => p.type === 'online'),
    countries: places
      .filter((p) => p.type === 'country')
      .map((country) => ({
        country,
        within: places.filter(
          (p) =>
            (p.type === 'city' && p.within === country.slug) ||
            (p.type === 'district' && places.some((c) => c.slug === p.within && c.within === country.slug)),
        ),
      })),
  };
}

/** The days-ahead choices: the usual steps, and a number an address asked for. */
export const withinChoices = (within: number | undefined) => [
  ...new Set([...AVAILABLE_STEPS, ...(within ? [within] : [])]),
];

/** How many pages the answer has, and the page shown (never past the last). */
export function pagesOf(total: number, asked: number | undefined) {
  const pages = Math.max(1, Math.ceil(total / PER_PAGE));
  return { pages, page: Math.min(asked ?? 1, pages) };
}

/** The way of meeting a search asks for: online therapy is met online. */
export const searchedWay = (filters: Filters) =>
  filters.modality ?? (filters.location === 'online-therapy' ? ('online' as const) : undefined);
