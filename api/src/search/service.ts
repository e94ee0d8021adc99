import {
  type NextFreeSlot,
  nextFreeSlotsFrom,
  type SlotModality,
  type StoredNextFreeSlot,
  storedNextFreeSlots,
} from '../booking/next-free-slot.ts';
import { collator, type Locale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import type { FieldError } from '../schemas/common.ts';
import type { SearchQueryParams } from '../schemas/therapists.ts';
import {
  approaches,
  categories,
  genderNames,
  languages,
  locations,
  modalityNames,
  named,
  ONLINE,
  specializations,
} from '../taxonomy/index.ts';
import {
  AVAILABLE_WITHIN_DAYS,
  type EngineResult,
  type FacetName,
  type SearchDocument,
  type SearchEngine,
  type SearchQuery,
  slotModalityOf,
} from './types.ts';

/** The search endpoint's query parameters (the route's schema is the one definition). */
export type SearchParams = Omit<SearchQueryParams, 'locale'>;

/** Turns request parameters into a query every engine understands, or a 400 naming each bad field. */
export function parseSearch(params: SearchParams, locale: Locale): SearchQuery {
  const problems: FieldError[] = [];
  const query: SearchQuery = {
    locale,
    sort: params.sort ?? 'relevance',
    page: params.page ?? 1,
    perPage: params.perPage ?? 20,
  };
  if (params.q?.trim()) query.q = params.q.trim();

  if (params.location) {
    const [first = '', second] = params.location.split('/');
    const place = locations.get(second ?? first);
    if (first === ONLINE && !second) query.online = true;
    else if (!place || (second && (place.type !== 'district' || place.city !== first))) {
      problems.push({ field: 'query.location', message: `Unknown location "${params.location}"` });
    } else if (place.type === 'country') query.country = place.slug;
    else if (place.type === 'city') query.city = place.slug;
    else if (place.type === 'district') {
      query.city = place.city as string;
      query.district = place.slug;
    }
    const centre = query.district ?? query.city;
    const point = centre ? locations.get(centre) : undefined;
    if (point?.lat !== undefined && point.lon !== undefined) query.near = { lat: point.lat, lon: point.lon };
  }
  if (params.near) {
    const match = /^(-?\d{1,2}(?:\.\d+)?),(-?\d{1,3}(?:\.\d+)?)$/.exec(params.near);
    const lat = Number(match?.[1]);
    const lon = Number(match?.[2]);
    if (!match || Math.abs(lat) > 90 || Math.abs(lon) > 180) {
      problems.push({ field: 'query.near', message: 'Use "latitude,longitude", e.g. 52.52,13.40' });
    } else query.near = { lat, lon, radiusKm: params.radiusKm ?? 25 };
  } else if (params.radiusKm !== undefined) {
    problems.push({ field: 'query.radiusKm', message: 'A radius needs a point: add near=latitude,longitude' });
  }

  const known = (field: keyof SearchParams & keyof SearchQuery, map: Map<string, unknown>, label: string) => {
    const value = params[field];
    if (value === undefined) return;
    if (typeof value === 'string' && map.has(value)) (query as unknown as Record<string, unknown>)[field] = value;
    else problems.push({ field: `query.${field}`, message: `Unknown ${label} "${String(value)}"` });
  };
  known('language', languages, 'language');
  known('category', categories, 'category');
  known('approach', approaches, 'approach');
  known('specialization', specializations, 'specialization');
  if (params.modality) query.modality = params.modality;
  if (params.gender) query.gender = params.gender;
  if (params.priceMax !== undefined) query.priceMax = params.priceMax;
  if (params.acceptingNewClients !== undefined) query.acceptingNewClients = params.acceptingNewClients;
  if (params.availableWithinDays !== undefined) query.availableWithinDays = params.availableWithinDays;
  if (query.sort === 'distance' && !query.near) {
    problems.push({
      field: 'query.sort',
      message: 'Sorting by distance needs a city, a district or near=latitude,longitude',
    });
  }

  if (problems.length > 0) {
    throw new AppError('INVALID_SEARCH', 400, 'The search has unknown or invalid filters', problems);
  }
  return query;
}

export function localizeHit(document: SearchDocument, distanceKm: number | null, locale: Locale) {
  return {
    slug: document.slug,
    url: document.url,
    name: document.name,
    title: document.title,
    photo: document.photo,
    languages: document.languages.map((s) => named(languages, s, locale)),
    categories: document.categories.map((s) => named(categories, s, locale)),
    approaches: document.approaches.map((s) => named(approaches, s, locale)),
    city: document.city ? named(locations, document.city, locale) : null,
    district: document.district ? named(locations, document.district, locale) : null,
    modalities: document.modalities,
    price: document.priceMinor === null ? null : { amountMinor: document.priceMinor, currency: document.currency },
    acceptingNewClients: document.acceptingNewClients,
    verified: true,
    distanceKm: distanceKm === null ? null : Math.round(distanceKm * 10) / 10,
  };
}

/**
 * Each therapist's next free slot (over the services of `modality`) and practice time zone, as
 * they are now: read per answer, never from a cache of answers, so a card never offers a slot
 * that has gone (decision 033). `slots`, when a search just read them with its hits (decision 046),
 * stand in for reading them again.
 */
export async function availabilityOf(
  db: Database,
  ids: string[],
  modality: SlotModality = 'any',
  slots?: PageSlots,
): Promise<Map<string, Availability>> {
  if (slots) {
    const wanted = new Set(ids);
    return availabilityFrom(
      db,
      slots.stored.filter((row) => wanted.has(row.id)),
      modality,
      slots.at,
    );
  }
  const now = new Date();
  return availabilityFrom(db, await storedNextFreeSlots(db, ids, modality, now), modality, now);
}

/** What stored rows say of each therapist's availability, stale rows computed afresh (nextFreeSlotsFrom). */
async function availabilityFrom(
  db: Database,
  stored: StoredNextFreeSlot[],
  modality: SlotModality,
  now: Date,
): Promise<Map<string, Availability>> {
  const slots = await nextFreeSlotsFrom(db, stored, { modality, now });
  return new Map(
    stored.map((row) => [row.id, { nextFreeSlot: slots.get(row.id) ?? null, timeZone: row.timeZone ?? 'UTC' }]),
  );
}

export type Availability = { nextFreeSlot: NextFreeSlot | null; timeZone: string };

/** A page's stored next free slots as the search engine read them with the hits, and when. */
type PageSlots = NonNullable<EngineResult['slots']>;

type ReadAvailability = (
  db: Database,
  ids: string[],
  modality: SlotModality,
  slots?: PageSlots,
) => Promise<Map<string, Availability>>;

/** Cards for these documents, in their order, with their availability now (or as `read` knows it). */
export async function cardsOf(
  db: Database,
  documents: { document: SearchDocument; distanceKm: number | null }[],
  locale: Locale,
  modality: SlotModality = 'any',
  read: ReadAvailability = availabilityOf,
): Promise<SearchHit[]> {
  const availability = await read(
    db,
    documents.map((d) => d.document.id),
    modality,
  );
  return cardsWith(documents, locale, availability);
}

function cardsWith(
  documents: { document: SearchDocument; distanceKm: number | null }[],
  locale: Locale,
  availability: Map<string, Availability>,
): SearchHit[] {
  return documents.map(({ document, distanceKm }) => ({
    ...localizeHit(document, distanceKm, locale),
    ...(availability.get(document.id) ?? { nextFreeSlot: null, timeZone: 'UTC' }),
  }));
}

export type SearchHit = ReturnType<typeof localizeHit> & {
  nextFreeSlot: NextFreeSlot | null;
  timeZone: string;
};

function localizeFacets(facets: EngineResult['facets'], locale: Locale) {
  const maps: Record<FacetName, Map<string, { names: Record<Locale, string> }>> = {
    language: languages,
    category: categories,
    approach: approaches,
    specialization: specializations,
    modality: new Map(Object.entries(modalityNames).map(([slug, names]) => [slug, { names }])),
    gender: new Map(Object.entries(genderNames).map(([slug, names]) => [slug, { names }])),
  };
  const terms = Object.fromEntries(
    (Object.keys(maps) as FacetName[]).map((facet) => [
      facet,
      Object.entries(facets[facet] ?? {})
        .map(([slug, count]) => ({ ...named(maps[facet], slug, locale), count }))
        .sort((a, b) => b.count - a.count || collator(locale).compare(a.name, b.name)),
    ]),
  ) as Record<FacetName, { slug: string; name: string; count: number }[]>;
  return {
    ...terms,
    availableWithin: AVAILABLE_WITHIN_DAYS.map((days) => ({ days, count: facets.available[String(days)] ?? 0 })),
    location: localizePlaces(facets.place ?? {}, locale),
  };
}

/**
 * The location filter's choices with counts, as `location` values (`online-therapy`, a country, a
 * city, `berlin/<district>`), each with the place it lies in: online first, then by country, each
 * country's cities by count, districts after their city.
 */
export function localizePlaces(counts: Record<string, number>, locale: Locale) {
  const values: { slug: string; name: string; count: number; type: PlaceType; within: string | null }[] = [];
  const online = locations.get(ONLINE);
  if (counts.online && online) {
    values.push({ slug: ONLINE, name: online.names[locale], count: counts.online, type: 'online', within: null });
  }
  // Each place once, in the list of its parent (a country's cities, a city's districts), each list
  // sorted once: a search counts up to a hundred places.
  type Entry = { key: string; slug: string; name: string; count: number; type: PlaceType; within: string | null };
  const lists = new Map<string, Entry[]>();
  for (const [key, count] of Object.entries(counts)) {
    const at = key.indexOf(':');
    const type = key.slice(0, at);
    const place = locations.get(key.slice(at + 1));
    if (!place || (type !== 'country' && type !== 'city' && type !== 'district')) continue;
    const within = type === 'country' ? null : ((type === 'district' ? place.city : place.country) ?? null);
    const slug = type === 'district' ? `${place.city}/${place.slug}` : place.slug;
    const list = `${type}:${within ?? ''}`;
    const entries = lists.get(list) ?? [];
    entries.push({ key: place.slug, slug, name: place.names[locale], count, type, within });
    lists.set(list, entries);
  }
  const of = (type: 'country' | 'city' | 'district', within = '') =>
    (lists.get(`${type}:${within}`) ?? []).sort(
      (a, b) => b.count - a.count || collator(locale).compare(a.name, b.name),
    );
  const value = ({ key: _key, ...rest }: Entry) => rest;
  for (const country of of('country')) {
    values.push(value(country));
    for (const city of of('city', country.key)) values.push(value(city), ...of('district', city.key).map(value));
  }
  return values;
}
type PlaceType = 'online' | 'country' | 'city' | 'district';

/**
 * Runs a validated search: which therapists, in which order, with facet counts and names in the
 * caller's locale. The hits' availability is not part of it (it may be answered from a cache):
 * `withAvailability` adds it, from `slots` when the engine read them with the hits just now.
 */
export async function searchTherapists(engine: SearchEngine, query: SearchQuery) {
  const result = await engine.search(query);
  return {
    answer: {
      total: result.total,
      page: query.page,
      perPage: query.perPage,
      hits: result.hits,
      facets: localizeFacets(result.facets, query.locale),
    },
    slots: result.slots,
  };
}

type SearchAnswer = Awaited<ReturnType<typeof searchTherapists>>['answer'];

/**
 * A search's answer with each hit as a card and its next free slot as it is now: from the slots the
 * engine read with this very search, else read (or as `read` knows it), never from a cached answer.
 */
export async function withAvailability(
  db: Database,
  query: SearchQuery,
  { hits, ...rest }: SearchAnswer,
  { slots, read = availabilityOf }: { slots?: PageSlots | undefined; read?: ReadAvailability } = {},
) {
  const availability = await read(
    db,
    hits.map((h) => h.document.id),
    slotModalityOf(query),
    slots,
  );
  return { ...rest, hits: cardsWith(hits, query.locale, availability) };
}
