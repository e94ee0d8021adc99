import { getCollection } from 'astro:content';
import { collator, type Locale, type SearchResult } from '@calma/api/contract';
import { localizePath, translator, type UiKey, uiStrings } from '../i18n/index.ts';
import { apiGet } from './api.ts';
import { apiSearchPath, type Filters } from './search.ts';

export interface Crumb {
  name: string;
  href: string;
}
export interface LinkGroup {
  heading: string;
  links: { name: string; href: string }[];
}

/** The island's strings: every `search.*` key in the page's locale, and "Try again" for a search that failed. */
export function searchStrings(locale: Locale): Record<string, string> {
  return uiStrings(locale, 'search.', 'problem.');
}

/** What a card or profile says about the next free slot ("Next free: …", "Book this time"). */
export function nextFreeStrings(locale: Locale): Record<string, string> {
  return uiStrings(locale, 'search.hit.nextFree');
}

const cache = new Map<string, Promise<SearchResult>>();

/** One search through the API; the build asks the same question once, however many pages need it. */
export function search(filters: Filters, locale: Locale, locals?: App.Locals, centre?: { lat: number; lon: number }) {
  const path = apiSearchPath(filters, locale, centre);
  const run = async () => {
    const result = await apiGet<SearchResult>(path, { locale, ...(locals ? { locals } : {}) });
    if (!result.ok) throw new Error(`Search ${path} answered ${result.status} ${result.error.code}`);
    return result.body;
  };
  if (locals?.api) return run();
  let pending = cache.get(path);
  if (!pending) {
    pending = run();
    cache.set(path, pending);
  }
  return pending;
}

const byName = (locale: Locale) => {
  const { compare } = collator(locale);
  return <T extends { data: { names: Record<Locale, string> } }>(a: T, b: T) =>
    compare(a.data.names[locale], b.data.names[locale]);
};

export async function taxonomy(locale: Locale) {
  const sort = byName(locale);
  const locations = await getCollection('locations');
  return {
    locations,
    countries: locations.filter((l) => l.data.type === 'country').sort(sort),
    cities: locations.filter((l) => l.data.type === 'city').sort(sort),
    districts: locations.filter((l) => l.data.type === 'district').sort(sort),
    languages: (await getCollection('languages')).sort(sort),
    categories: (await getCollection('categories')).sort(sort),
    approaches: (await getCollection('approaches')).sort(sort),
    specializations: (await getCollection('specializations')).sort(sort),
  };
}

export const findPath = (locale: Locale, rest = '') => localizePath(locale, `/find-a-therapist${rest}`);

/**
 * Every approach or specialization as its listing page shows it: its name and description, how
 * many therapists name it, and the search for them.
 */
export async function termListing(locale: Locale, facet: 'approach' | 'specialization') {
  const counts = new Map((await search({}, locale)).facets[facet].map((f) => [f.slug, f.count]));
  const terms = (await taxonomy(locale))[facet === 'approach' ? 'approaches' : 'specializations'];
  return terms.map((term) => ({
    name: term.data.names[locale],
    href: `${findPath(locale)}?${facet}=${term.data.slug}`,
    count: counts.get(term.data.slug) ?? 0,
    description: term.data.description[locale],
  }));
}

/** A term of the directory as its landing page links it: its slug and its name in the page's locale. */
export interface Term {
  slug: string;
  name: string;
}

/** A taxonomy entry (a place, language or category) as a term in the locale. */
export const termIn =
  (locale: Locale) =>
  (entry: { data: { slug: string; names: Record<Locale, string> } }): Term => ({
    slug: entry.data.slug,
    name: entry.data.names[locale],
  });

/** Where each kind of landing page lives. */
const LANDING = {
  countries: (locale: Locale, slug: string) => findPath(locale, `/${slug}`),
  cities: (locale: Locale, slug: string) => findPath(locale, `/${slug}`),
  districts: (locale: Locale, slug: string) => findPath(locale, `/berlin/${slug}`),
  languages: (locale: Locale, slug: string) => findPath(locale, `/speaking/${slug}`),
  categories: (locale: Locale, slug: string) => localizePath(locale, `/find-help-with/${slug}`),
};
export type LandingKind = keyof typeof LANDING;

export const landingPath = (locale: Locale, kind: LandingKind, slug: string) => LANDING[kind](locale, slug);

/** One of the groups of related landing pages a landing page ends with ("Therapists in other cities"). */
export function relatedGroup(
  locale: Locale,
  kind: LandingKind,
  terms: Term[],
  params: Record<string, string> = {},
): LinkGroup {
  return {
    heading: translator(locale)(`search.related.${kind}`, params),
    links: terms.map(({ slug, name }) => ({ name, href: landingPath(locale, kind, slug) })),
  };
}

export function crumbs(locale: Locale, trail: Crumb[]): Crumb[] {
  const t = translator(locale);
  return [
    { name: t('nav.home'), href: localizePath(locale, '/') },
    { name: t('search.breadcrumb.find'), href: findPath(locale) },
    ...trail,
  ];
}

export type TitleKey = Extract<UiKey, `search.title.${string}`>;
