import { type Locale, numberFormat, type SearchResult } from '@calma/api/contract';

/** The filters a search URL can carry; the same names as the API's query parameters. */
export interface Filters {
  q?: string | undefined;
  location?: string | undefined;
  language?: string | undefined;
  category?: string | undefined;
  approach?: string | undefined;
  specialization?: string | undefined;
  modality?: 'online' | 'in_person' | undefined;
  gender?: 'female' | 'male' | 'non_binary' | undefined;
  priceMax?: number | undefined;
  radiusKm?: number | undefined;
  acceptingNewClients?: boolean | undefined;
  /** Only therapists with a free slot within this many days: 7, 14 or 30 from the filter, 1–60 from a URL. */
  availableWithinDays?: number | undefined;
  sort?: 'relevance' | 'price' | 'distance' | 'soonest' | undefined;
  page?: number | undefined;
}

export type Hit = SearchResult['hits'][number];
/** The facets whose values are named choices (availability is counted by days, beside them). */
export type FacetName = Exclude<keyof SearchResult['facets'], 'availableWithin'>;
export const FACETS: FacetName[] = ['language', 'category', 'approach', 'specialization', 'modality', 'gender'];
export const PER_PAGE = 20;
/** The availability filter's choices, in days; the API counts each of them (`facets.availableWithin`). */
export const AVAILABLE_STEPS = [7, 14, 30] as const;
/** The most days ahead the API filters on. */
export const AVAILABLE_MAX_DAYS = 60;

const ORDER: (keyof Filters)[] = [
  'q',
  'location',
  'language',
  'category',
  'approach',
  'specialization',
  'modality',
  'gender',
  'priceMax',
  'radiusKm',
  'acceptingNewClients',
  'availableWithinDays',
  'sort',
  'page',
];

/** Query string for filters, in a stable order, leaving out defaults. */
export function toQuery(filters: Filters): string {
  const params = new URLSearchParams();
  for (const key of ORDER) {
    const value = filters[key];
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    if (key === 'sort' && value === 'relevance') continue;
    params.set(key, String(value));
  }
  return params.toString();
}

const numberOf = (value: string | null) => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) ? n : undefined;
};

/** Filters from a query string; unknown parameters are ignored, bad values left to the API to refuse. */
export function fromQuery(search: URLSearchParams): Filters {
  const filters: Filters = {};
  const text = (key: 'q' | 'location' | 'language' | 'category' | 'approach' | 'specialization') => {
    const value = search.get(key)?.trim();
    if (value) filters[key] = value;
  };
  text('q');
  text('location');
  text('language');
  text('category');
  text('approach');
  text('specialization');
  const modality = search.get('modality');
  if (modality === 'online' || modality === 'in_person') filters.modality = modality;
  const gender = search.get('gender');
  if (gender === 'female' || gender === 'male' || gender === 'non_binary') filters.gender = gender;
  const priceMax = numberOf(search.get('priceMax'));
  if (priceMax !== undefined) filters.priceMax = priceMax;
  const radiusKm = numberOf(search.get('radiusKm'));
  if (radiusKm !== undefined) filters.radiusKm = radiusKm;
  if (search.get('acceptingNewClients') === 'true') filters.acceptingNewClients = true;
  // Whole days the API accepts only: anything else would turn the page into an error.
  const within = numberOf(search.get('availableWithinDays'));
  if (within !== undefined && Number.isInteger(within) && within >= 1 && within <= AVAILABLE_MAX_DAYS)
    filters.availableWithinDays = within;
  const sort = search.get('sort');
  if (sort === 'price' || sort === 'distance' || sort === 'relevance' || sort === 'soonest') filters.sort = sort;
  const page = numberOf(search.get('page'));
  if (page !== undefined && page >= 1) filters.page = Math.floor(page);
  return filters;
}

/** The API request for these filters. Radius needs a point: the chosen city or district's centre. */
export function apiSearchPath(filters: Filters, locale: Locale, centre?: { lat: number; lon: number }): string {
  const { radiusKm, ...rest } = filters;
  const query = new URLSearchParams(toQuery(rest));
  if (radiusKm && centre) {
    query.set('near', `${centre.lat},${centre.lon}`);
    query.set('radiusKm', String(radiusKm));
    query.delete('location');
  }
  query.set('perPage', String(PER_PAGE));
  query.set('locale', locale);
  return `/api/v1/therapists/search?${query.toString()}`;
}

export function formatPrice(amountMinor: number, currency: string, locale: string): string {
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: amountMinor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amountMinor / 100);
}
