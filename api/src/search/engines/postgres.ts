import { type RawBuilder, sql } from 'kysely';
import type { StoredNextFreeSlot } from '../../booking/next-free-slot.ts';
import type { Locale } from '../../contract/locales.ts';
import type { Database } from '../../db/database.ts';
import {
  AVAILABLE_WITHIN_DAYS,
  type EngineResult,
  type FacetCounts,
  type FacetName,
  type SearchDocument,
  type SearchEngine,
  type SearchQuery,
  slotModalityOf,
} from '../types.ts';

const configuration: Record<Locale, string> = {
  en: 'english',
  de: 'german',
  nl: 'dutch',
  es: 'spanish',
  pt: 'portuguese',
};

function tsvector(locale: Locale, text: SearchDocument['texts'][Locale]): RawBuilder<unknown> {
  const cfg = sql.lit(configuration[locale]);
  return sql`setweight(to_tsvector(${cfg}::regconfig, ${text.primary}), 'A')
    || setweight(to_tsvector(${cfg}::regconfig, ${text.secondary}), 'B')
    || setweight(to_tsvector(${cfg}::regconfig, ${text.body}), 'C')`;
}

/** The filterable values of a document, as the 'kind:slug' strings the facets column holds. */
export function facetValues(doc: SearchDocument): string[] {
  return [
    ...doc.languages.map((v) => `language:${v}`),
    ...doc.categories.map((v) => `category:${v}`),
    ...doc.approaches.map((v) => `approach:${v}`),
    ...doc.specializations.map((v) => `specialization:${v}`),
    ...doc.modalities.map((v) => `modality:${v}`),
    ...(doc.gender ? [`gender:${doc.gender}`] : []),
  ];
}

function row(doc: SearchDocument) {
  return {
    therapistId: doc.id,
    slug: doc.slug,
    name: doc.name,
    // Without nextFreeAt, which this engine reads from next_free_slot as it is now.
    hit: JSON.stringify({ ...doc, texts: undefined, nextFreeAt: undefined }),
    facets: facetValues(doc),
    places: [
      `country:${doc.country}`,
      ...doc.cities.map((c) => `city:${c}`),
      ...doc.districts.map((d) => `district:${d}`),
    ],
    priceMinor: doc.priceMinor,
    acceptingNewClients: doc.acceptingNewClients,
    lat: doc.geo?.lat ?? null,
    lon: doc.geo?.lon ?? null,
    indexedAt: sql<Date>`now()`,
    tsvEn: tsvector('en', doc.texts.en),
    tsvDe: tsvector('de', doc.texts.de),
    tsvNl: tsvector('nl', doc.texts.nl),
    tsvEs: tsvector('es', doc.texts.es),
    tsvPt: tsvector('pt', doc.texts.pt),
  };
}

/** The facets whose values are places: counted as the location filter's choices. */
const PLACE_FACETS = ['country', 'city', 'district', 'online'];

/** How a search finds its page: `auto` (the cheaper way) unless a test forces one. */
export type PageWay = 'auto' | 'read' | 'walk';

/**
 * Filters by the facet they belong to: each facet is counted without its own group's filters, so
 * its counts say what choosing another value would give. `base` filters always apply.
 */
type Group = 'base' | 'place' | 'available' | FacetName;
/** The groups in the order of search_run's p_need, after the count of every filter. */
const GROUPS = ['place', 'available', 'language', 'category', 'approach', 'specialization', 'modality', 'gender'];

const DAY_MS = 86_400_000;

/** "Available within" ending at `end`, as search_run takes it: the UTC day it ends on, that day's start, the end. */
function freeUntil(end: Date) {
  const day = end.toISOString().slice(0, 10);
  return { day, start: new Date(`${day}T00:00:00Z`), end };
}

/**
 * The arguments of search_run (migration 2026-12-02T1700, decision 042): the value filters as
 * arrays, the others as arguments that are NULL when not chosen, and how many filters each AND of
 * the bits must see per block (every filter, and every filter outside each group).
 */
function searchCall(query: SearchQuery, pageWay: PageWay, now: Date) {
  const text = query.q?.trim() || null;
  const values: [facet: string, value: string, group: Group][] = [['all', '', 'base']];
  if (query.country) values.push(['country', query.country, 'place']);
  if (query.city) values.push(['city', query.city, 'place']);
  if (query.district) values.push(['district', query.district, 'place']);
  if (query.online) values.push(['online', '', 'place']);
  for (const facet of ['language', 'category', 'approach', 'specialization', 'modality', 'gender'] as const) {
    const value = query[facet];
    if (value) values.push([facet, value, facet]);
  }
  if (query.acceptingNewClients !== undefined) values.push(['accepting', String(query.acceptingNewClients), 'base']);
  const radius = query.near?.radiusKm;
  const within = query.availableWithinDays;
  const groups: Group[] = [
    ...values.map(([, , group]) => group),
    ...(query.priceMax !== undefined ? ['base' as const] : []),
    ...(radius !== undefined ? ['base' as const] : []),
    ...(text ? ['base' as const] : []),
    ...(within !== undefined ? ['available' as const] : []),
  ];
  const need = [groups.length, ...GROUPS.map((group) => groups.filter((g) => g !== group).length)];
  const available = within === undefined ? null : freeUntil(new Date(now.getTime() + within * DAY_MS));
  const choices = AVAILABLE_WITHIN_DAYS.map((days) => ({
    days,
    ...freeUntil(new Date(now.getTime() + days * DAY_MS)),
  }));
  const offset = (query.page - 1) * query.perPage;
  // The page's stored next free slots come in the same statement (decision 046): one round trip per search.
  return sql<{
    total: number;
    hits: { hit: SearchDocument; distance: number | null }[];
    counts: Record<string, number>;
    available: Record<string, number>;
    slots: StoredNextFreeSlot[];
  }>`SELECT r.total, r.counts, r.available, r.hits,
    (SELECT coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'current', a.current, 'startsAt', a.starts_at,
              'serviceId', a.service_id, 'modalities', a.modalities, 'timeZone', a.time_zone)), '[]')
       FROM next_free_slot_now(ARRAY(SELECT (h->'hit'->>'id')::uuid FROM jsonb_array_elements(r.hits) AS h),
              ${slotModalityOf(query)}::text, ${now}::timestamptz) AS a) AS slots
    FROM search_run(
    ${values.map((v) => v[0])}::text[], ${values.map((v) => v[1])}::text[], ${values.map((v) => v[2])}::text[],
    ${need}::integer[],
    ${query.priceMax === undefined ? null : Math.round(query.priceMax * 100)}::integer,
    ${radius === undefined ? null : radius * 1000}::float8, ${query.near?.lat ?? null}::float8, ${query.near?.lon ?? null}::float8,
    ${slotModalityOf(query)}::text,
    ${available?.day ?? null}::text, ${available?.start ?? null}::timestamptz, ${available?.end ?? null}::timestamptz,
    ${choices.map((c) => c.days)}::integer[], ${choices.map((c) => c.day)}::text[],
    ${choices.map((c) => c.start)}::timestamptz[], ${choices.map((c) => c.end)}::timestamptz[],
    ${query.locale}::text, ${text}::text,
    ${query.sort}::text, ${offset}::integer, ${query.perPage}::integer, ${pageWay}::text) AS r`;
}

/**
 * The embedded search engine: the `search_document` table, and what its triggers derive from it
 * (migration 2026-11-30T1200-search-bitmaps): bit strings per filterable value, from which totals
 * and every facet count come, and each document's sort keys, whose indexes give the page. Full
 * text per locale and trigram similarity for names and typos, earthdistance for "near". One call
 * of search_run, whose statements PostgreSQL plans once per connection (decision 042), answers
 * total, the page of hits and every facet count (each facet counted without its own filter, so the
 * counts say what choosing another value would give). `pageWay` forces one of the two ways of
 * finding a page (decision 034), for the tests.
 */
export function postgresEngine(db: Database, options: { pageWay?: PageWay; now?: () => Date } = {}): SearchEngine {
  const pageWay = options.pageWay ?? 'auto';
  const clock = options.now ?? (() => new Date());
  const write = async (trx: Database, documents: SearchDocument[]) => {
    if (documents.length === 0) return;
    await trx
      .insertInto('searchDocument')
      .values(documents.map(row) as never)
      .onConflict((oc) =>
        oc.column('therapistId').doUpdateSet((eb) => {
          const columns = Object.keys(row(documents[0] as SearchDocument)).filter((c) => c !== 'therapistId');
          return Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}` as never)])) as never;
        }),
      )
      .execute();
  };

  return {
    name: 'postgres',

    async replaceAll(batches) {
      let count = 0;
      await db.transaction().execute(async (trx) => {
        // Sort keys and bit strings are derived once at the end, not after every batch. Deriving them
        // for 100,000 documents may take longer than a request's statement is allowed on a busy
        // machine (it did, at 30 s): this maintenance work has no such limit.
        await sql`SET LOCAL calma.search_rebuild = 'on'`.execute(trx);
        await sql`SET LOCAL statement_timeout = 0`.execute(trx);
        await trx.deleteFrom('searchDocument').execute();
        for await (const batch of batches) {
          await write(trx, batch);
          count += batch.length;
        }
        await sql`SELECT search_rederive()`.execute(trx);
      });
      // Fresh statistics, or the planner keeps estimating from the tables before the rebuild; and
      // the sort keys' pages marked all-visible, so walking their indexes never reads the table.
      await sql`ANALYZE search_document`.execute(db);
      await sql`VACUUM (ANALYZE) search_sort_key, search_bitmap`.execute(db);
      return count;
    },

    async upsert(documents) {
      await write(db, documents);
    },

    async remove(ids) {
      if (ids.length > 0) await db.deleteFrom('searchDocument').where('therapistId', 'in', ids).execute();
    },

    async search(query: SearchQuery): Promise<EngineResult> {
      const now = clock();
      const { rows } = await searchCall(query, pageWay, now).execute(db);
      const result = rows[0];
      const facets: FacetCounts = {
        language: {},
        category: {},
        approach: {},
        specialization: {},
        modality: {},
        gender: {},
        place: {},
        available: result?.available ?? {},
      };
      for (const [key, n] of Object.entries(result?.counts ?? {})) {
        const at = key.indexOf(':');
        const kind = at < 0 ? key : key.slice(0, at);
        if (PLACE_FACETS.includes(kind)) facets.place[key] = n;
        else if (kind in facets) facets[kind as FacetName][key.slice(at + 1)] = n;
      }
      return {
        total: result?.total ?? 0,
        hits: (result?.hits ?? []).map((h) => ({ document: h.hit, distanceKm: h.distance })),
        facets,
        slots: { stored: result?.slots ?? [], at: now },
      };
    },

    async close() {},
  };
}
