import { type RawBuilder, sql } from 'kysely';
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

const tsvColumn = (locale: Locale) => sql.ref(`tsv_${locale}`);

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
const COUNTED = ['language', 'category', 'approach', 'specialization', 'modality', 'gender', ...PLACE_FACETS];
/** How many documents one `search_bitmap` row covers (the migration's block size). */
const CHUNK = 8192;
/**
 * Two ways to find a page. Reading: the matching documents' numbers off the bits, their keys, and
 * sorting them, a cost in proportion to the results. Walking: an order's index, keeping the
 * documents whose bit is set, until the page is full, about (offset + size) × documents ÷ results
 * steps. Reading a result costs about this many steps of a walk (measured at 100,000 therapists),
 * so a search reads when results × results × READ_COST ≤ (offset + size) × documents.
 */
const READ_COST = 10;

/** How a search finds its page: `auto` (the cheaper way) unless a test forces one. */
export type PageWay = 'auto' | 'read' | 'walk';

/**
 * Filters by the facet they belong to: each facet is counted without its own group's filters, so
 * its counts say what choosing another value would give. `base` filters always apply.
 */
type Group = 'base' | 'place' | 'available' | FacetName;

/**
 * A filter as the documents that pass it: one value's bits, or rows of (chunk, bit string), at
 * most one per chunk.
 */
type Filter = { group: Group } & ({ value: [facet: string, value: string] } | { bits: RawBuilder<unknown> });

/** Documents with this value, from the bitmaps. */
const valueBits = (group: Group, facet: string, value: string): Filter => ({ group, value: [facet, value] });

/**
 * Documents matching a condition the bitmaps do not hold (free text, a radius), from a query of
 * their numbers (`doc_no`): cost in proportion to how many match.
 */
const matchingBits = (numbers: RawBuilder<unknown>): Filter => ({
  group: 'base',
  bits: sql`SELECT doc_no / ${CHUNK} AS chunk, search_chunk_mask(array_agg(doc_no % ${CHUNK})) AS bits
    FROM (${numbers}) AS matching GROUP BY 1`,
});

const DAY_MS = 86_400_000;

/** The sort keys' column of a way of meeting's next free start (migration 2026-12-01T1000). */
const freeAt = (modality: string) => sql.ref(`k.free_${modality}_at`);

/**
 * Documents whose next free slot (over the services of `modality`) starts before `end`, as rows of
 * (chunk, bits): the free days before the day `end` falls on (bit strings kept by next_free_slot's
 * trigger), and that day's documents whose slot starts before `end`, a range of the sort keys' index.
 */
function freeBefore(modality: string, end: Date): RawBuilder<unknown> {
  const day = end.toISOString().slice(0, 10);
  return sql`SELECT chunk, bit_or(bits) AS bits FROM (
      SELECT chunk, bits FROM search_bitmap WHERE facet = ${`free_${modality}`} AND value < ${day}
      UNION ALL
      SELECT k.doc_no / ${CHUNK}, search_chunk_mask(array_agg(k.doc_no % ${CHUNK}))
      FROM search_sort_key AS k
      WHERE ${freeAt(modality)} >= ${new Date(`${day}T00:00:00Z`)} AND ${freeAt(modality)} < ${end}
      GROUP BY 1
    ) AS free GROUP BY chunk`;
}

/** freeBefore for every "available within" choice at once, as rows of (days, chunk, bits). */
function freeByChoice(modality: string, now: Date): RawBuilder<unknown> {
  const ends = AVAILABLE_WITHIN_DAYS.map((days) => {
    const end = new Date(now.getTime() + days * DAY_MS);
    const day = end.toISOString().slice(0, 10);
    return { days, day, dayStart: new Date(`${day}T00:00:00Z`), end };
  });
  const choices = sql.join(ends.map((e) => sql`(${sql.lit(e.days)}, ${e.day})`));
  // Each last day on its own, with its bounds as values: a range of the index each.
  const lastDays = ends.map(
    (e) => sql`SELECT ${sql.lit(e.days)}, k.doc_no / ${CHUNK}, search_chunk_mask(array_agg(k.doc_no % ${CHUNK}))
      FROM search_sort_key AS k
      WHERE ${freeAt(modality)} >= ${e.dayStart} AND ${freeAt(modality)} < ${e.end}
      GROUP BY 2`,
  );
  return sql`SELECT days, chunk, bit_or(bits) AS bits FROM (
      SELECT w.days, b.chunk, b.bits
      FROM (VALUES ${choices}) AS w(days, day)
      JOIN search_bitmap AS b ON b.facet = ${`free_${modality}`} AND b.value < w.day
      UNION ALL
      ${sql.join(lastDays, sql` UNION ALL `)}
    ) AS free(days, chunk, bits) GROUP BY days, chunk`;
}

/** The filters of a search; free text as the documents in the statement's `texts`. */
function filtersOf(query: SearchQuery, hasText: boolean, now: Date): Filter[] {
  const filters: Filter[] = [valueBits('base', 'all', '')];
  if (query.country) filters.push(valueBits('place', 'country', query.country));
  if (query.city) filters.push(valueBits('place', 'city', query.city));
  if (query.district) filters.push(valueBits('place', 'district', query.district));
  if (query.online) filters.push(valueBits('place', 'online', ''));
  for (const facet of ['language', 'category', 'approach', 'specialization', 'modality', 'gender'] as const) {
    const value = query[facet];
    if (value) filters.push(valueBits(facet, facet, value));
  }
  if (query.acceptingNewClients !== undefined) {
    filters.push(valueBits('base', 'accepting', String(query.acceptingNewClients)));
  }
  if (query.priceMax !== undefined) {
    // Every price up to the maximum; the CASE keeps the cast to the price rows.
    filters.push({
      group: 'base',
      bits: sql`SELECT chunk, bit_or(bits) AS bits FROM search_bitmap
        WHERE facet = 'price' AND CASE WHEN facet = 'price' THEN value::integer <= ${Math.round(query.priceMax * 100)} END
        GROUP BY chunk`,
    });
  }
  if (query.near?.radiusKm !== undefined) {
    const { lat, lon, radiusKm } = query.near;
    // earth_box uses the GiST index; the exact distance check removes the box's corners.
    // (earth_distance(earth, point) <= radius, as the straight line through the earth it stands for:
    // the same test without converting every document's distance.)
    filters.push(
      matchingBits(sql`SELECT doc_no FROM search_sort_key
        WHERE earth_box(ll_to_earth(${lat}, ${lon}), ${radiusKm * 1000}) @> earth
          AND cube_distance(earth, ll_to_earth(${lat}, ${lon})) <= gc_to_sec(${radiusKm * 1000})`),
    );
  }
  if (query.availableWithinDays !== undefined) {
    const end = new Date(now.getTime() + query.availableWithinDays * DAY_MS);
    filters.push({ group: 'available', bits: freeBefore(slotModalityOf(query), end) });
  }
  if (hasText) filters.push(matchingBits(sql`SELECT doc_no FROM texts JOIN search_sort_key USING (therapist_id)`));
  return filters;
}

/**
 * One statement answers total, every facet count and the page of hits, so all three read the
 * index as of one moment. Totals and counts come from the bitmaps: per chunk, the AND of every
 * filter's bits (and, for each facet with a filter, of all filters but its own), then
 * bit_count(value AND filter) for every value. Only the page's documents are read.
 */
function searchStatement(query: SearchQuery, pageWay: PageWay, now: Date) {
  const cfg = sql.lit(configuration[query.locale]);
  const text = query.q?.trim();
  const tsquery = sql`websearch_to_tsquery(${cfg}::regconfig, ${text ?? ''})`;
  // Free text: the documents it finds, read once, with how well each matches.
  const texts = text
    ? sql`texts AS MATERIALIZED (
        SELECT therapist_id, ts_rank(${tsvColumn(query.locale)}, ${tsquery}) + word_similarity(lower(${text}), lower(name)) AS rank
        FROM search_document WHERE ${tsvColumn(query.locale)} @@ ${tsquery} OR lower(${text}) <% lower(name)
      ),`
    : sql``;
  const filters = filtersOf(query, Boolean(text), now);
  const modality = slotModalityOf(query);
  const chosen: Group[] = [...new Set(filters.map((f) => f.group))].filter((g) => g !== 'base');

  // Every filter's bits, numbered: the values' in one join, the others each on its own.
  const values = filters.flatMap((f, i) => ('value' in f ? [sql`(${sql.lit(i)}, ${f.value[0]}, ${f.value[1]})`] : []));
  const terms = sql.join(
    [
      sql`SELECT v.term, b.chunk, b.bits
        FROM (VALUES ${sql.join(values)}) AS v(term, facet, value) JOIN search_bitmap AS b USING (facet, value)`,
      ...filters.flatMap((f, i) => ('bits' in f ? [sql`SELECT ${sql.lit(i)}, chunk, bits FROM (${f.bits}) AS t`] : [])),
    ],
    sql` UNION ALL `,
  );
  // Per chunk, the AND of the filters outside `group` (of all of them without one); NULL where one
  // of them has no document in the chunk.
  const and = (group?: Group) => {
    const kept = filters.flatMap((f, i) => (f.group === group ? [] : [sql.lit(i)]));
    const only = sql`term IN (${sql.join(kept)})`;
    return sql`CASE WHEN count(*) FILTER (WHERE ${only}) = ${sql.lit(kept.length)} THEN bit_and(bits) FILTER (WHERE ${only}) END`;
  };
  const without = (group: Group) => sql.id(`without_${group}`);
  const groupOf = (facet: string) => (PLACE_FACETS.includes(facet) ? 'place' : facet) as Group;
  const counting = COUNTED.filter((facet) => chosen.includes(groupOf(facet)));
  const against =
    counting.length === 0
      ? sql`f.every`
      : sql`CASE b.facet ${sql.join(
          counting.map((facet) => sql`WHEN ${sql.lit(facet)} THEN f.${without(groupOf(facet))}`),
          sql` `,
        )} ELSE f.every END`;

  const pageSize = query.perPage;
  const offset = (query.page - 1) * query.perPage;
  const near = query.near;
  const distance = near
    ? sql<number>`earth_distance(k.earth, ll_to_earth(${near.lat}, ${near.lon})) / 1000`
    : sql<number>`NULL::float8`;
  const selected = sql`(SELECT bits FROM everything)`;
  let page: RawBuilder<unknown>;
  let partStatements = sql``;
  if (text && query.sort === 'relevance') {
    // Best text matches first, among those passing every filter.
    const order = sql`t.rank DESC, k.accepting_new_clients DESC, k.therapist_id`;
    page = sql`
      SELECT k.therapist_id, ${distance} AS distance, row_number() OVER (ORDER BY ${order}) AS position
      FROM texts AS t JOIN search_sort_key AS k USING (therapist_id)
      WHERE get_bit(${selected}, k.doc_no) <> 0
      ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`;
  } else {
    // Each order as the parts it takes one after another, each in its index's order.
    const parts: { where: RawBuilder<unknown>; order: RawBuilder<unknown> }[] =
      query.sort === 'soonest'
        ? // Its index holds therapists with nothing free last.
          [{ where: sql`TRUE`, order: sql`${freeAt(modality)} ASC NULLS LAST, k.therapist_id` }]
        : query.sort === 'price'
          ? [{ where: sql`TRUE`, order: sql`k.price_minor ASC NULLS LAST, k.therapist_id` }]
          : query.sort === 'distance' && near
            ? [
                // The straight-line distance through the earth grows with the distance over its surface.
                {
                  where: sql`k.earth IS NOT NULL`,
                  order: sql`k.earth <-> ll_to_earth(${near.lat}, ${near.lon}), k.therapist_id`,
                },
                { where: sql`k.earth IS NULL`, order: sql`k.therapist_id` },
              ]
            : [{ where: sql`TRUE`, order: sql`k.accepting_new_clients DESC, k.therapist_id` }];
    // `<> 0`: the planner cannot know how many bits are set, and this way it expects most rows to
    // pass and walks the order's index, which is right, since the walk only runs for many results.
    // Each part as a statement of its own, read only while the parts before it have not filled the
    // page: a later part (therapists without a place, by distance) may have to walk far to find a match.
    const partName = (i: number) => sql.id(`part_${i}`);
    const earlierFilled = (i: number) =>
      i === 0
        ? sql`TRUE`
        : sql`(${sql.join(
            parts.slice(0, i).map((_, j) => sql`(SELECT count(*) FROM ${partName(j)})`),
            sql` + `,
          )}) < ${offset + pageSize}`;
    partStatements = sql.join(
      parts.map(
        (part, i) => sql`${partName(i)} AS MATERIALIZED (
        (SELECT k.therapist_id, k.earth, ${sql.lit(i)} AS part, row_number() OVER (ORDER BY ${part.order}) AS position
          FROM search_sort_key AS k
          WHERE NOT (SELECT read FROM way) AND ${earlierFilled(i)} AND ${part.where} AND get_bit(${selected}, k.doc_no) <> 0
          ORDER BY ${part.order} LIMIT ${offset + pageSize})
        UNION ALL
        (SELECT k.therapist_id, k.earth, ${sql.lit(i)} AS part, row_number() OVER (ORDER BY ${part.order}) AS position
          FROM search_sort_key AS k
          WHERE (SELECT read FROM way) AND ${earlierFilled(i)} AND ${part.where}
            AND k.doc_no = ANY (ARRAY(SELECT doc_no FROM matches))
          ORDER BY ${part.order} LIMIT ${offset + pageSize})
      ),`,
      ),
      sql` `,
    );
    page = sql`
      SELECT k.therapist_id, ${distance} AS distance, row_number() OVER (ORDER BY k.part, k.position) AS position
      FROM (${sql.join(
        parts.map((_, i) => sql`SELECT * FROM ${partName(i)}`),
        sql` UNION ALL `,
      )}) AS k
      ORDER BY k.part, k.position LIMIT ${pageSize} OFFSET ${offset}`;
  }

  return sql<{
    total: number;
    hits: { hit: SearchDocument; distance: number | null }[];
    counts: Record<string, number>;
    available: Record<string, number>;
  }>`
    WITH ${texts} terms AS (${terms}),
    filters AS (
      SELECT chunk, ${and()} AS every${sql.join(
        chosen.map((group) => sql`, ${and(group)} AS ${without(group)}`),
        sql``,
      )}
      FROM terms GROUP BY chunk
    ),
    totals AS (SELECT coalesce(sum(bit_count(every)), 0)::int AS total FROM filters),
    way AS (
      SELECT ${
        pageWay === 'auto'
          ? sql`total::float8 * total * ${READ_COST} <= ${offset + pageSize}::float8
              * (SELECT coalesce(sum(bit_count(bits)), 0) FROM search_bitmap WHERE facet = 'all' AND value = '')`
          : sql.lit(pageWay === 'read')
      } AS read
      FROM totals
    ),
    counts AS (
      SELECT b.facet, b.value, sum(bit_count(b.bits & ${against}))::int AS n
      FROM search_bitmap AS b JOIN filters AS f USING (chunk)
      WHERE b.facet IN (${sql.join(COUNTED)})
      GROUP BY b.facet, b.value
    ),
    -- Per "available within" choice, the documents free by then, and how many pass the other filters.
    free_by AS (${freeByChoice(modality, now)}),
    available AS (
      SELECT a.days, sum(bit_count(a.bits & f.${chosen.includes('available') ? without('available') : sql.id('every')}))::int AS n
      FROM free_by AS a JOIN filters AS f USING (chunk)
      GROUP BY a.days
    ),
    -- The filters' bits of every document in one bit string, bit n for document n.
    everything AS (
      SELECT string_agg(coalesce(f.every::text, repeat('0', ${CHUNK})), '' ORDER BY c.chunk)::bit varying AS bits
      FROM generate_series(0, (SELECT max(chunk) FROM filters)) AS c(chunk) LEFT JOIN filters AS f USING (chunk)
    ),
    -- The matching documents' numbers, read off the bits: the lengths of the runs of zeros before each one.
    matches AS (
      SELECT chunk * ${CHUNK} + (sum(length(zeros) + 1) OVER (PARTITION BY chunk ORDER BY n))::int - 1 AS doc_no
      FROM filters, string_to_table(every::text, '1') WITH ORDINALITY AS z(zeros, n)
      WHERE every IS NOT NULL AND n <= bit_count(every)
    ),
    ${partStatements}
    page AS (${page})
    SELECT
      (SELECT total FROM totals) AS total,
      (SELECT coalesce(jsonb_object_agg(CASE WHEN facet = 'online' THEN facet ELSE facet || ':' || value END, n), '{}')
         FROM counts WHERE n > 0) AS counts,
      (SELECT coalesce(jsonb_object_agg(days, n), '{}') FROM available WHERE n > 0) AS available,
      (SELECT coalesce(jsonb_agg(jsonb_build_object('hit', d.hit, 'distance', p.distance) ORDER BY p.position), '[]')
         FROM page AS p JOIN search_document AS d USING (therapist_id)) AS hits`;
}

/**
 * The embedded search engine: the `search_document` table, and what its triggers derive from it
 * (migration 2026-11-30T1200-search-bitmaps): bit strings per filterable value, from which totals
 * and every facet count come, and each document's sort keys, whose indexes give the page. Full
 * text per locale and trigram similarity for names and typos, earthdistance for "near". One round
 * trip answers total, the page of hits and every facet count (each facet counted without its own
 * filter, so the counts say what choosing another value would give). `pageWay` forces one of the
 * two ways of finding a page (READ_COST), for the tests.
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
        // Sort keys and bit strings are derived once at the end, not after every batch.
        await sql`SET LOCAL calma.search_rebuild = 'on'`.execute(trx);
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
      const { rows } = query.q?.trim()
        ? // Names match with word similarity (a typo in one word of a full name); the default
          // threshold of 0.6 misses common one-letter swaps, 0.4 still rejects unrelated names.
          await db.transaction().execute(async (trx) => {
            await sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.4`.execute(trx);
            return searchStatement(query, pageWay, clock()).execute(trx);
          })
        : await searchStatement(query, pageWay, clock()).execute(db);
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
      };
    },

    async close() {},
  };
}
