import {
  type EnqueuedTaskPromise,
  type IndexSwap,
  Meilisearch,
  MeilisearchApiError,
  MeilisearchRequestError,
  MeilisearchRequestTimeOutError,
  type SearchParams,
  type Settings,
} from 'meilisearch';
import { LOCALES, type Locale } from '../../contract/locales.ts';
import {
  AVAILABLE_WITHIN_DAYS,
  type EngineResult,
  type FacetCounts,
  type SearchDocument,
  type SearchEngine,
  type SearchQuery,
  slotModalityOf,
} from '../types.ts';

const PARTS = ['primary', 'secondary', 'body'] as const;
type Part = (typeof PARTS)[number];
type TextField = `text_${Locale}_${Part}`;

/** A SearchDocument as Meilisearch stores it: texts flattened per locale, geo in Meilisearch's `_geo` form. */
export type MeiliDocument = Omit<SearchDocument, 'texts' | 'geo'> &
  Record<TextField, string> & { _geo?: { lat: number; lng: number } };
export type MeiliHit = MeiliDocument & { _geoDistance?: number };

const textField = (locale: Locale, part: Part): TextField => `text_${locale}_${part}`;

// Meilisearch's tokenizer guesses the language of short texts badly, so each locale's fields say what they are.
const ISO_639_3: Record<Locale, string> = { en: 'eng', de: 'deu', nl: 'nld', es: 'spa', pt: 'por' };

const FACETS = {
  language: 'languages',
  category: 'categories',
  approach: 'approaches',
  specialization: 'specializations',
  modality: 'modalities',
  gender: 'gender',
} as const satisfies Record<Exclude<keyof FacetCounts, 'place' | 'available'>, string>;
type FacetGroup = keyof typeof FACETS | 'place' | 'available';
/** When each way of meeting's next free slot starts (seconds since 1970), for "available within" and "soonest". */
const NEXT_FREE = ['nextFreeAt.any', 'nextFreeAt.online', 'nextFreeAt.in_person'];
const DAY_SECONDS = 86_400;
/** "Within `days` days from `now`" on the next free slot of the query's way of meeting. */
const freeWithin = (query: SearchQuery, days: number, now: Date) =>
  `nextFreeAt.${slotModalityOf(query)} < ${Math.floor(now.getTime() / 1000) + days * DAY_SECONDS}`;
const PLACE_ATTRIBUTES = ['country', 'cities', 'districts', 'modalities'];

const synonymGroups = [
  ['cbt', 'cognitive behavioural therapy', 'cognitive behavioral therapy'],
  ['kvt', 'kognitive verhaltenstherapie'],
  ['cgt', 'cognitieve gedragstherapie'],
  ['tcc', 'terapia cognitivo conductual', 'terapia cognitivo-comportamental'],
  ['adhd', 'adhs', 'tdah'],
];

export const meiliSettings: Settings = {
  filterableAttributes: [
    ...Object.values(FACETS),
    'country',
    'cities',
    'districts',
    'priceMinor',
    'acceptingNewClients',
    '_geo',
    ...NEXT_FREE,
  ],
  // Meilisearch puts documents without the sorted field last: therapists with nothing free, for "soonest".
  sortableAttributes: ['priceMinor', '_geo', 'acceptingNewClients', ...NEXT_FREE],
  // Attribute order is a ranking rule: a match in the name outweighs one in a profile's body.
  searchableAttributes: ['name', 'title', ...PARTS.flatMap((part) => LOCALES.map((locale) => textField(locale, part)))],
  // The default rules, then the same tie-break as the PostgreSQL engine: therapists taking new clients first.
  rankingRules: ['words', 'typo', 'proximity', 'attribute', 'sort', 'exactness', 'acceptingNewClients:desc'],
  localizedAttributes: LOCALES.map((locale) => ({
    attributePatterns: [`text_${locale}_*`],
    locales: [ISO_639_3[locale]],
  })),
  // Meilisearch synonyms are one-way; every term of a group has to list all the others.
  synonyms: Object.fromEntries(
    synonymGroups.flatMap((group) => group.map((term) => [term, group.filter((t) => t !== term)])),
  ),
  // The defaults (1000 hits, 100 facet values) would make totals and facet counts silently wrong.
  pagination: { maxTotalHits: 100_000 },
  faceting: { maxValuesPerFacet: 200 },
};

export function toMeiliDocument(doc: SearchDocument): MeiliDocument {
  const { texts, geo, ...rest } = doc;
  const flat = Object.fromEntries(
    LOCALES.flatMap((locale) => PARTS.map((part) => [textField(locale, part), texts[locale][part]])),
  ) as Record<TextField, string>;
  return { ...rest, ...flat, ...(geo ? { _geo: { lat: geo.lat, lng: geo.lon } } : {}) };
}

const EARTH_RADIUS_M = 6_371_000;
function metresBetween(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.sqrt(h));
}

/** Meilisearch only reports `_geoDistance` when sorting by distance; other orders still show how far a hit is. */
export function fromMeiliHit(
  hit: MeiliHit,
  near?: { lat: number; lon: number },
): { document: SearchDocument; distanceKm: number | null } {
  const { _geo, _geoDistance, ...stored } = hit;
  const texts = Object.fromEntries(
    LOCALES.map((locale) => [
      locale,
      Object.fromEntries(PARTS.map((part) => [part, stored[textField(locale, part)] ?? ''])),
    ]),
  ) as SearchDocument['texts'];
  const fields = Object.fromEntries(
    Object.entries(stored).filter(([key]) => !key.startsWith('text_') && !key.startsWith('_')),
  );
  const geo = _geo ? { lat: Number(_geo.lat), lon: Number(_geo.lng) } : null;
  const metres = _geoDistance ?? (near && geo ? metresBetween(near, geo) : null);
  return {
    document: { ...(fields as Omit<SearchDocument, 'texts' | 'geo'>), geo, texts },
    distanceKm: near && metres !== null ? metres / 1000 : null,
  };
}

// Meilisearch unescapes only `\"`, so a value with a backslash can never match exactly; escaping the backslash
// anyway keeps every quote paired, so no value can close its quotes and add a condition of its own.
const quote = (value: string) => `"${value.replace(/[\\"]/g, '\\$&')}"`;

/**
 * The same filters as the PostgreSQL engine, as Meilisearch filter expressions that must all hold;
 * without the filters of facet `skip`, to count that facet as if it were not chosen.
 */
export function toMeiliFilter(query: SearchQuery, skip?: FacetGroup, now = new Date()): string[] {
  const filters: string[] = [];
  const equals = (group: FacetGroup, attribute: string, value: string | undefined) => {
    if (value && group !== skip) filters.push(`${attribute} = ${quote(value)}`);
  };
  equals('place', 'country', query.country);
  equals('place', 'cities', query.city);
  equals('place', 'districts', query.district);
  if (query.online) equals('place', 'modalities', 'online');
  equals('language', 'languages', query.language);
  equals('category', 'categories', query.category);
  equals('approach', 'approaches', query.approach);
  equals('specialization', 'specializations', query.specialization);
  equals('modality', 'modalities', query.modality);
  equals('gender', 'gender', query.gender);
  if (query.acceptingNewClients !== undefined) filters.push(`acceptingNewClients = ${query.acceptingNewClients}`);
  if (query.priceMax !== undefined) filters.push(`priceMinor <= ${Math.round(query.priceMax * 100)}`);
  if (query.near?.radiusKm !== undefined) {
    const { lat, lon, radiusKm } = query.near;
    filters.push(`_geoRadius(${lat}, ${lon}, ${radiusKm * 1000})`);
  }
  if (query.availableWithinDays !== undefined && skip !== 'available') {
    filters.push(freeWithin(query, query.availableWithinDays, now));
  }
  return filters;
}

export function meiliSearchParams(
  query: SearchQuery,
  now = new Date(),
): SearchParams & { q: string | null; page: number; hitsPerPage: number } {
  const text = query.q?.trim();
  const filter = toMeiliFilter(query, undefined, now);
  const sort =
    query.sort === 'soonest'
      ? [`nextFreeAt.${slotModalityOf(query)}:asc`]
      : query.sort === 'price'
        ? ['priceMinor:asc']
        : query.sort === 'distance' && query.near
          ? [`_geoPoint(${query.near.lat}, ${query.near.lon}):asc`]
          : undefined;
  return {
    q: text || null,
    ...(text
      ? {
          attributesToSearchOn: ['name', 'title', ...PARTS.map((part) => textField(query.locale, part))],
          locales: [ISO_639_3[query.locale]],
        }
      : {}),
    ...(filter.length > 0 ? { filter } : {}),
    ...(sort ? { sort } : {}),
    // page/hitsPerPage, unlike offset/limit, makes Meilisearch count every match instead of estimating.
    page: query.page,
    hitsPerPage: query.perPage,
    facets: [...Object.values(FACETS), 'country', 'cities', 'districts'],
  };
}

/** The facets the query filters on: Meilisearch counts each again without its own filter. */
export function chosenFacets(query: SearchQuery): Exclude<FacetGroup, 'available'>[] {
  const groups: Exclude<FacetGroup, 'available'>[] = [];
  if (query.country || query.city || query.district || query.online) groups.push('place');
  for (const facet of Object.keys(FACETS) as (keyof typeof FACETS)[]) if (query[facet]) groups.push(facet);
  return groups;
}

/** The search that counts one chosen facet as if it were not chosen: no hits, only that facet's values. */
export function facetSearchParams(query: SearchQuery, group: Exclude<FacetGroup, 'available'>, now = new Date()) {
  const { q, attributesToSearchOn, locales } = meiliSearchParams(query, now);
  const filter = toMeiliFilter(query, group, now);
  return {
    q,
    ...(attributesToSearchOn ? { attributesToSearchOn } : {}),
    ...(locales ? { locales } : {}),
    ...(filter.length > 0 ? { filter } : {}),
    hitsPerPage: 0,
    facets: group === 'place' ? PLACE_ATTRIBUTES : [FACETS[group]],
  };
}

/**
 * The searches that count each "available within" choice: no hits, only the total of every other
 * filter and that choice.
 */
export function availableSearchParams(query: SearchQuery, now = new Date()) {
  const { q, attributesToSearchOn, locales } = meiliSearchParams(query, now);
  const others = toMeiliFilter(query, 'available', now);
  return AVAILABLE_WITHIN_DAYS.map((days) => ({
    q,
    ...(attributesToSearchOn ? { attributesToSearchOn } : {}),
    ...(locales ? { locales } : {}),
    filter: [...others, freeWithin(query, days, now)],
    hitsPerPage: 0,
  }));
}

type Distribution = Record<string, Record<string, number>> | undefined;

/**
 * Facet counts from the main search's distribution, with each chosen facet's counts taken from its
 * own search (`byFacet`) instead.
 */
export function toFacetCounts(
  distribution: Distribution,
  byFacet: Partial<Record<Exclude<FacetGroup, 'available'>, Distribution>> = {},
  available: (number | undefined)[] = [],
) {
  const counts = Object.entries(FACETS).map(([name, attribute]) => {
    const source = name in byFacet ? byFacet[name as keyof typeof byFacet] : distribution;
    return [name, { ...source?.[attribute] }];
  });
  const places = 'place' in byFacet ? byFacet.place : distribution;
  const place: Record<string, number> = {};
  for (const [attribute, kind] of [
    ['country', 'country'],
    ['cities', 'city'],
    ['districts', 'district'],
  ] as const) {
    for (const [slug, n] of Object.entries(places?.[attribute] ?? {})) place[`${kind}:${slug}`] = n;
  }
  const online = places?.modalities?.online;
  if (online) place.online = online;
  const free = Object.fromEntries(
    AVAILABLE_WITHIN_DAYS.flatMap((days, i) => (available[i] ? [[String(days), available[i]]] : [])),
  );
  return { ...Object.fromEntries(counts), place, available: free } as FacetCounts;
}

// A search that Meilisearch has not answered by then is answered by the database instead (index.ts).
const SEARCH_TIMEOUT_MS = 3_000;

/**
 * Whether `error` says Meilisearch did not answer (down, unreachable, too slow, failing on its side)
 * rather than that the request was wrong: then the database's own engine can answer instead.
 */
export function meilisearchUnreachable(error: unknown): boolean {
  if (error instanceof MeilisearchRequestError || error instanceof MeilisearchRequestTimeOutError) return true;
  return error instanceof MeilisearchApiError && error.response.status >= 500;
}

/**
 * Meilisearch as the search engine: one live index, rebuilt beside it and swapped in atomically,
 * so searches never see a half-built index.
 */
export function meilisearchEngine(options: { host: string; apiKey: string | undefined; index: string }): SearchEngine {
  // Indexing a whole directory takes longer than the SDK's default five-second wait per task.
  const client = new Meilisearch({
    host: options.host,
    apiKey: options.apiKey,
    defaultWaitOptions: { timeout: 600_000 },
  });
  const live = client.index<MeiliDocument>(options.index);
  const searcher = new Meilisearch({ host: options.host, apiKey: options.apiKey, timeout: SEARCH_TIMEOUT_MS });

  // The SDK resolves a failed task like a successful one; a failure has to be raised here.
  const run = async (task: EnqueuedTaskPromise, tolerate?: string) => {
    const done = await task.waitTask();
    if (done.status === 'succeeded' || (tolerate && done.error?.code === tolerate)) return;
    throw new Error(
      `Meilisearch task ${done.uid} (${done.type}) ${done.status}: ${done.error?.message ?? 'no reason given'}`,
    );
  };

  return {
    name: 'meilisearch',

    async replaceAll(batches) {
      const fresh = `${options.index}_${Date.now()}`;
      let count = 0;
      await run(client.createIndex(fresh, { primaryKey: 'id' }));
      try {
        const index = client.index<MeiliDocument>(fresh);
        await run(index.updateSettings(meiliSettings));
        for await (const batch of batches) {
          if (batch.length === 0) continue;
          await run(index.addDocuments(batch.map(toMeiliDocument)));
          count += batch.length;
        }
        // A swap needs both indexes; the first rebuild swaps with an empty live index.
        await run(client.createIndex(options.index, { primaryKey: 'id' }), 'index_already_exists');
        // Servers before the `rename` option (e.g. v1.15) reject unknown fields, so it is left out.
        await run(client.swapIndexes([{ indexes: [options.index, fresh] } as IndexSwap]));
      } catch (error) {
        // Best effort: the original failure is what the caller needs to see.
        await client
          .deleteIndex(fresh)
          .waitTask()
          .catch(() => undefined);
        throw error;
      }
      await run(client.deleteIndex(fresh));
      return count;
    },

    async upsert(documents) {
      if (documents.length > 0) await run(live.addDocuments(documents.map(toMeiliDocument)));
    },

    async remove(ids) {
      if (ids.length > 0) await run(live.deleteDocuments(ids));
    },

    async search(query: SearchQuery): Promise<EngineResult> {
      const groups = chosenFacets(query);
      const now = new Date();
      const responses = await searcher
        .multiSearch({
          queries: [
            { indexUid: options.index, ...meiliSearchParams(query, now) },
            ...groups.map((group) => ({ indexUid: options.index, ...facetSearchParams(query, group, now) })),
            ...availableSearchParams(query, now).map((params) => ({ indexUid: options.index, ...params })),
          ],
        })
        .catch((error: unknown) => {
          // Like an empty search table: before the first rebuild there is nothing to find, which is no error.
          if (error instanceof MeilisearchApiError && error.cause?.code === 'index_not_found') return null;
          throw error;
        });
      const [response, ...counted] = responses?.results ?? [];
      if (!response) return { total: 0, hits: [], facets: toFacetCounts(undefined) };
      return {
        total: response.totalHits ?? 0,
        hits: (response.hits as MeiliHit[]).map((hit) => fromMeiliHit(hit, query.near)),
        facets: toFacetCounts(
          response.facetDistribution,
          Object.fromEntries(groups.map((group, i) => [group, counted[i]?.facetDistribution])),
          counted.slice(groups.length).map((free) => free.totalHits),
        ),
      };
    },

    async close() {},
  };
}
