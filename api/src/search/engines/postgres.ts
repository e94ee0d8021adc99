import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Locale } from '../../contract/locales.ts';
import type { Database } from '../../db/database.ts';
import type { EngineResult, FacetCounts, SearchDocument, SearchEngine, SearchQuery } from '../types.ts';

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
    hit: JSON.stringify({ ...doc, texts: undefined }),
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

// Distance in kilometres from the query point; earthdistance works in metres on a sphere.
const distanceKm = (near: { lat: number; lon: number }) =>
  sql<number>`earth_distance(ll_to_earth(lat, lon), ll_to_earth(${near.lat}, ${near.lon})) / 1000`;

/**
 * The embedded search engine: the `search_document` table, filtered with GIN indexes on slug
 * arrays, full text per locale, trigram similarity for names and typos, earthdistance for "near".
 * One round trip answers total, the page of hits and every facet count (each facet counted
 * without its own filter, so the counts say what choosing another value would give).
 */
export function postgresEngine(db: Database): SearchEngine {
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
        await trx.deleteFrom('searchDocument').execute();
        for await (const batch of batches) {
          await write(trx, batch);
          count += batch.length;
        }
      });
      // Fresh statistics, or the planner keeps estimating from the table before the rebuild.
      await sql`ANALYZE search_document`.execute(db);
      return count;
    },

    async upsert(documents) {
      await write(db, documents);
    },

    async remove(ids) {
      if (ids.length > 0) await db.deleteFrom('searchDocument').where('therapistId', 'in', ids).execute();
    },

    async search(query: SearchQuery): Promise<EngineResult> {
      const cfg = sql.lit(configuration[query.locale]);
      const text = query.q?.trim();
      const tsquery = text ? sql`websearch_to_tsquery(${cfg}::regconfig, ${text})` : undefined;
      const conditions: Expression<SqlBool>[] = [];
      // Filters on facets, by the facet they belong to: each facet is counted without its own.
      const chosen = new Map<string, Expression<SqlBool>>();
      const places = [
        ...(query.country ? [`country:${query.country}`] : []),
        ...(query.city ? [`city:${query.city}`] : []),
        ...(query.district ? [`district:${query.district}`] : []),
      ];
      const place: Expression<SqlBool>[] = [];
      if (places.length > 0) place.push(sql<SqlBool>`places @> ${sql.val(places)}::text[]`);
      if (query.online) place.push(sql<SqlBool>`facets @> ARRAY['modality:online']`);
      if (place.length > 0) chosen.set('place', sql.join(place, sql` AND `));
      for (const facet of ['language', 'category', 'approach', 'specialization', 'modality', 'gender'] as const) {
        const value = query[facet];
        if (value) chosen.set(facet, sql<SqlBool>`facets @> ARRAY[${`${facet}:${value}`}]::text[]`);
      }
      const allBut = (skip?: string) => {
        const kept = [...chosen].filter(([facet]) => facet !== skip).map(([, condition]) => condition);
        return kept.length > 0 ? sql<SqlBool>`(${sql.join(kept, sql` AND `)})` : sql<SqlBool>`TRUE`;
      };
      const own = [...chosen.keys()].filter((facet) => facet !== 'place');
      const facetFilter =
        own.length === 0
          ? allBut()
          : sql<SqlBool>`CASE split_part(value, ':', 1) ${sql.join(
              own.map((facet) => sql`WHEN ${sql.lit(facet)} THEN ${allBut(facet)}`),
              sql` `,
            )} ELSE ${allBut()} END`;
      if (query.acceptingNewClients !== undefined) {
        conditions.push(sql<SqlBool>`accepting_new_clients = ${query.acceptingNewClients}`);
      }
      if (query.priceMax !== undefined)
        conditions.push(sql<SqlBool>`price_minor <= ${Math.round(query.priceMax * 100)}`);
      if (query.near?.radiusKm !== undefined) {
        const { lat, lon, radiusKm } = query.near;
        // earth_box uses the GiST index; the exact distance check removes the box's corners.
        conditions.push(
          sql<SqlBool>`lat IS NOT NULL AND earth_box(ll_to_earth(${lat}, ${lon}), ${radiusKm * 1000}) @> ll_to_earth(lat, lon)
            AND earth_distance(ll_to_earth(lat, lon), ll_to_earth(${lat}, ${lon})) <= ${radiusKm * 1000}`,
        );
      }
      if (tsquery && text) {
        conditions.push(sql<SqlBool>`(${tsvColumn(query.locale)} @@ ${tsquery} OR lower(${text}) <% lower(name))`);
      }
      // Rows that pass every filter except those on facets: what the facet counts are taken from.
      const where = conditions.length > 0 ? sql.join(conditions, sql` AND `) : sql`TRUE`;
      const rank =
        tsquery && text
          ? sql`ts_rank(${tsvColumn(query.locale)}, ${tsquery}) + word_similarity(lower(${text}), lower(name))`
          : sql`0`;
      const distance = query.near ? distanceKm(query.near) : sql`NULL::float8`;
      const order =
        query.sort === 'price'
          ? sql`price_minor ASC NULLS LAST, therapist_id`
          : query.sort === 'distance'
            ? sql`distance ASC NULLS LAST, therapist_id`
            : sql`rank DESC, accepting_new_clients DESC, therapist_id`;
      const offset = (query.page - 1) * query.perPage;

      // Only the page's rows carry their stored hit; every other row is ids and sort keys.
      const statement = sql<{
        total: number;
        hits: { hit: SearchDocument; distance: number | null }[];
        facets: Record<string, number>;
        places: Record<string, number>;
      }>`
        WITH base AS MATERIALIZED (
          SELECT therapist_id, facets, places, price_minor, accepting_new_clients, ${rank} AS rank, ${distance} AS distance
          FROM search_document WHERE ${where}
        ), filtered AS (
          SELECT * FROM base WHERE ${allBut()}
        ), page AS (
          SELECT therapist_id, distance, row_number() OVER (ORDER BY ${order}) AS position
          FROM filtered ORDER BY ${order} LIMIT ${query.perPage} OFFSET ${offset}
        )
        SELECT
          (SELECT count(*)::int FROM filtered) AS total,
          (SELECT coalesce(jsonb_agg(jsonb_build_object('hit', d.hit, 'distance', p.distance) ORDER BY p.position), '[]')
             FROM page p JOIN search_document d USING (therapist_id)) AS hits,
          (SELECT coalesce(jsonb_object_agg(value, n), '{}')
             FROM (SELECT value, count(*) AS n FROM base, unnest(facets) AS value WHERE ${facetFilter} GROUP BY 1) f) AS facets,
          (SELECT coalesce(jsonb_object_agg(value, n), '{}')
             FROM (SELECT value, count(*) AS n
                   FROM base, unnest(places || CASE WHEN facets @> ARRAY['modality:online'] THEN ARRAY['online'] ELSE '{}'::text[] END) AS value
                   WHERE ${allBut('place')} GROUP BY 1) f) AS places`;
      // Names match with word similarity (a typo in one word of a full name); the default
      // threshold of 0.6 misses common one-letter swaps, 0.4 still rejects unrelated names.
      const { rows } = text
        ? await db.transaction().execute(async (trx) => {
            await sql`SET LOCAL pg_trgm.word_similarity_threshold = 0.4`.execute(trx);
            return statement.execute(trx);
          })
        : await statement.execute(db);
      const result = rows[0];
      const facets: FacetCounts = {
        language: {},
        category: {},
        approach: {},
        specialization: {},
        modality: {},
        gender: {},
        place: { ...result?.places },
      };
      for (const [value, n] of Object.entries(result?.facets ?? {})) {
        const at = value.indexOf(':');
        const kind = value.slice(0, at) as keyof FacetCounts;
        if (kind in facets && kind !== 'place') facets[kind][value.slice(at + 1)] = n;
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
