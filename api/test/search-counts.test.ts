import { en, Faker } from '@faker-js/faker';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshAllDueNextFreeSlots, refreshEveryNextFreeSlot } from '../src/booking/next-free-slot.ts';
import { createDatabase, type Database } from '../src/db/database.ts';
import { loadDocuments } from '../src/search/documents.ts';
import { postgresEngine } from '../src/search/engines/postgres.ts';
import { followChanges, rebuildIndex, reindex } from '../src/search/indexer.ts';
import {
  AVAILABLE_WITHIN_DAYS,
  type EngineResult,
  type FacetCounts,
  type FacetName,
  type SearchDocument,
  type SearchQuery,
  slotModalityOf,
} from '../src/search/types.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist } from './helpers/factories.ts';

// The PostgreSQL engine counts facets and totals from bit strings its triggers derive from the
// documents (decision 034). These tests hold every answer to a brute-force count over the
// documents as the indexer builds them from the therapists' rows, for a seeded set of random
// searches: after a rebuild, after the indexer updates and removes documents, with documents
// spread over many blocks of numbers, and with two app instances indexing the same changes.

const publicUrl = (key: string) => `/uploads/${key}`;
const FACETS: FacetName[] = ['language', 'category', 'approach', 'specialization', 'modality', 'gender'];
const PLACES = [
  'berlin/kreuzberg',
  'berlin/neukolln',
  'berlin/mitte',
  'berlin/pankow',
  'hamburg',
  'munich',
  'london',
  'manchester',
  'amsterdam',
  'lisbon',
  'madrid',
];
const LANGUAGES = ['german', 'english', 'turkish', 'spanish', 'dutch', 'arabic'];
const CATEGORIES = ['anxiety', 'depression', 'trauma', 'burnout', 'grief', 'relationships'];
const APPROACHES = ['cbt', 'emdr', 'systemic', 'psychodynamic'];
const SPECIALIZATIONS = ['couples', 'students', 'expats', 'men'];
const PRICES = [5000, 7500, 9000, 12000];
const CENTRES: { lat: number; lon: number }[] = [
  { lat: 52.52, lon: 13.405 },
  { lat: 52.4986, lon: 13.4033 },
  { lat: 53.5511, lon: 9.9937 },
  { lat: 51.5072, lon: -0.1276 },
];

type Therapist = Awaited<ReturnType<typeof createTherapist>>;

/** A therapist with random attributes from small pools, so that searches overlap. */
async function randomTherapist(db: Database, faker: Faker): Promise<Therapist> {
  const place = faker.helpers.maybe(() => faker.helpers.arrayElement(PLACES), { probability: 0.85 });
  const therapist = await createTherapist(db, {
    ...(place
      ? { place, online: faker.datatype.boolean() }
      : { country: faker.helpers.arrayElement(['germany', 'spain']) }),
    gender: faker.helpers.arrayElement(['female', 'male', 'non_binary'] as const),
    languages: faker.helpers.arrayElements(LANGUAGES, { min: 1, max: 3 }),
    categories: faker.helpers.arrayElements(CATEGORIES, { min: 1, max: 3 }),
    approaches: faker.helpers.arrayElements(APPROACHES, { min: 1, max: 2 }),
    specializations: faker.helpers.arrayElements(SPECIALIZATIONS, { min: 0, max: 2 }),
    priceMinor: faker.helpers.arrayElement(PRICES),
    acceptingNewClients: faker.datatype.boolean({ probability: 0.75 }),
    plan: null,
  });
  if (faker.datatype.boolean({ probability: 0.1 })) {
    await db.updateTable('therapist').set({ showPrices: false }).where('id', '=', therapist.id).execute();
  }
  // Hours on one weekday and a notice of up to 29 days: next free slots from today to weeks
  // ahead, per way of meeting, and none for some.
  if (faker.datatype.boolean({ probability: 0.85 })) {
    await db
      .insertInto('availabilityRule')
      .values({
        therapistId: therapist.id,
        weekday: faker.number.int({ min: 1, max: 7 }),
        startTime: '09:00',
        endTime: '12:00',
        modality: faker.helpers.arrayElement(['both', 'both', 'online', 'in_person'] as const),
      })
      .execute();
    await db
      .insertInto('bookingPolicy')
      .values({
        therapistId: therapist.id,
        minimumNoticeMinutes: faker.helpers.arrayElement([0, 3, 10, 20, 29]) * 24 * 60,
        horizonDays: 90,
      })
      .onConflict((oc) =>
        oc.column('therapistId').doUpdateSet((eb) => ({
          minimumNoticeMinutes: eb.ref('excluded.minimumNoticeMinutes'),
          horizonDays: eb.ref('excluded.horizonDays'),
        })),
      )
      .execute();
  }
  return therapist;
}

/** A search as the API would pass it to the engine, from the same pools. */
function randomQuery(faker: Faker): SearchQuery {
  const query: SearchQuery = {
    locale: faker.helpers.arrayElement(['en', 'de', 'nl', 'es', 'pt'] as const),
    sort: faker.helpers.arrayElement(['relevance', 'relevance', 'price', 'soonest'] as const),
    page: faker.helpers.weightedArrayElement([
      { value: 1, weight: 6 },
      { value: 2, weight: 2 },
      { value: 3, weight: 1 },
    ]),
    perPage: faker.helpers.arrayElement([3, 5, 20]),
  };
  const where = faker.helpers.arrayElement(['none', 'country', 'city', 'district', 'online', 'radius'] as const);
  if (where === 'country') query.country = faker.helpers.arrayElement(['germany', 'united-kingdom', 'spain']);
  if (where === 'city') query.city = faker.helpers.arrayElement(['berlin', 'hamburg', 'london', 'madrid']);
  if (where === 'district') {
    query.city = 'berlin';
    query.district = faker.helpers.arrayElement(['kreuzberg', 'neukolln', 'mitte', 'pankow']);
  }
  if (where === 'online') query.online = true;
  if (where === 'radius') {
    query.near = { ...faker.helpers.arrayElement(CENTRES), radiusKm: faker.helpers.arrayElement([2, 5, 50, 500]) };
  }
  if ((query.city || query.near) && faker.datatype.boolean()) {
    query.sort = 'distance';
    query.near ??= faker.helpers.arrayElement(CENTRES);
  }
  const maybe = <T>(values: T[], probability: number) =>
    faker.helpers.maybe(() => faker.helpers.arrayElement(values), { probability });
  const language = maybe(LANGUAGES, 0.5);
  if (language) query.language = language;
  const category = maybe(CATEGORIES, 0.4);
  if (category) query.category = category;
  const approach = maybe(APPROACHES, 0.2);
  if (approach) query.approach = approach;
  const specialization = maybe(SPECIALIZATIONS, 0.15);
  if (specialization) query.specialization = specialization;
  const modality = maybe(['online', 'in_person'] as const, 0.15);
  if (modality) query.modality = modality;
  const gender = maybe(['female', 'male', 'non_binary'] as const, 0.1);
  if (gender) query.gender = gender;
  const priceMax = maybe([50, 75, 90, 100], 0.25);
  if (priceMax !== undefined) query.priceMax = priceMax;
  const accepting = maybe([true, false], 0.15);
  if (accepting !== undefined) query.acceptingNewClients = accepting;
  const within = maybe([1, 7, 14, 30, 60], 0.3);
  if (within !== undefined) query.availableWithinDays = within;
  return query;
}

/** Great-circle kilometres on PostgreSQL's earth (earthdistance's radius). */
function km(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const rad = Math.PI / 180;
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.sqrt(h));
}

const valuesOf = (doc: SearchDocument): Record<FacetName, string[]> => ({
  language: doc.languages,
  category: doc.categories,
  approach: doc.approaches,
  specialization: doc.specializations,
  modality: doc.modalities,
  gender: doc.gender ? [doc.gender] : [],
});

/** The moment every search of these tests runs at: the engines' clock, and the brute force's. */
const NOW = new Date();
const DAY_S = 86_400;

/** When the document's next free slot starts, over the services of the query's way of meeting. */
const nextFree = (doc: SearchDocument, query: SearchQuery) => doc.nextFreeAt?.[slotModalityOf(query)] ?? null;
const freeWithin = (doc: SearchDocument, query: SearchQuery, days: number, now: Date) => {
  const at = nextFree(doc, query);
  return at !== null && at < now.getTime() / 1000 + days * DAY_S;
};

/** Whether a document passes every filter of the query but those of `skip`. */
function passes(doc: SearchDocument, query: SearchQuery, skip?: FacetName | 'place' | 'available', now = NOW) {
  if (skip !== 'available' && query.availableWithinDays !== undefined) {
    if (!freeWithin(doc, query, query.availableWithinDays, now)) return false;
  }
  if (skip !== 'place') {
    if (query.country && doc.country !== query.country) return false;
    if (query.city && !doc.cities.includes(query.city)) return false;
    if (query.district && !doc.districts.includes(query.district)) return false;
    if (query.online && !doc.modalities.includes('online')) return false;
  }
  for (const facet of FACETS) {
    const chosen = query[facet];
    if (facet !== skip && chosen && !valuesOf(doc)[facet].includes(chosen)) return false;
  }
  if (query.acceptingNewClients !== undefined && doc.acceptingNewClients !== query.acceptingNewClients) return false;
  if (query.priceMax !== undefined && (doc.priceMinor === null || doc.priceMinor > Math.round(query.priceMax * 100)))
    return false;
  const radius = query.near?.radiusKm;
  if (query.near && radius !== undefined && (!doc.geo || km(doc.geo, query.near) > radius)) return false;
  return true;
}

/** The answer by definition, counted document by document, at `now`. */
function bruteForce(documents: SearchDocument[], query: SearchQuery, now = NOW) {
  const facets: FacetCounts = {
    language: {},
    category: {},
    approach: {},
    specialization: {},
    modality: {},
    gender: {},
    place: {},
    available: {},
  };
  const add = (counts: Record<string, number>, key: string) => {
    counts[key] = (counts[key] ?? 0) + 1;
  };
  for (const doc of documents) {
    if (passes(doc, query, 'available', now)) {
      for (const days of AVAILABLE_WITHIN_DAYS)
        if (freeWithin(doc, query, days, now)) add(facets.available, String(days));
    }
    for (const facet of FACETS)
      if (passes(doc, query, facet, now)) for (const v of valuesOf(doc)[facet]) add(facets[facet], v);
    if (passes(doc, query, 'place', now)) {
      add(facets.place, `country:${doc.country}`);
      for (const city of doc.cities) add(facets.place, `city:${city}`);
      for (const district of doc.districts) add(facets.place, `district:${district}`);
      if (doc.modalities.includes('online')) add(facets.place, 'online');
    }
  }
  const near = query.near;
  const distance = (doc: SearchDocument) => (near && doc.geo ? km(doc.geo, near) : null);
  const byId = (a: SearchDocument, b: SearchDocument) => (a.id < b.id ? -1 : 1);
  const nullsLast = (a: number | null, b: number | null) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a - b);
  const order =
    query.sort === 'soonest'
      ? (a: SearchDocument, b: SearchDocument) => nullsLast(nextFree(a, query), nextFree(b, query)) || byId(a, b)
      : query.sort === 'price'
        ? (a: SearchDocument, b: SearchDocument) => nullsLast(a.priceMinor, b.priceMinor) || byId(a, b)
        : query.sort === 'distance'
          ? (a: SearchDocument, b: SearchDocument) => nullsLast(distance(a), distance(b)) || byId(a, b)
          : (a: SearchDocument, b: SearchDocument) =>
              Number(b.acceptingNewClients) - Number(a.acceptingNewClients) || byId(a, b);
  const matching = documents.filter((doc) => passes(doc, query, undefined, now)).sort(order);
  const start = (query.page - 1) * query.perPage;
  return {
    total: matching.length,
    slugs: matching.slice(start, start + query.perPage).map((doc) => doc.slug),
    facets,
  };
}

const answerOf = (result: EngineResult) => ({
  total: result.total,
  slugs: result.hits.map((hit) => hit.document.slug),
  facets: result.facets,
});

const everyDocument = (db: Database) => loadDocuments(db, { after: null, limit: 100_000 }, publicUrl);

/**
 * What the triggers keep, recomputed from the documents: any difference is a row of this query.
 * The sort keys must equal the documents' own, and the bits the documents' values at their numbers.
 */
async function derivedDataDifferences(db: Database) {
  const { rows } = await sql<{ difference: string }>`
    WITH stored AS (SELECT facet, value, chunk, bits FROM search_bitmap),
    recomputed AS (
      SELECT f.facet, f.value, k.doc_no / 8192 AS chunk, search_chunk_mask(array_agg(k.doc_no % 8192)) AS bits
      FROM search_document AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f
      GROUP BY 1, 2, 3
    )
    (SELECT 'stored bits ' || facet || ':' || value || '@' || chunk AS difference FROM (TABLE stored EXCEPT TABLE recomputed) AS s)
    UNION ALL
    (SELECT 'missing bits ' || facet || ':' || value || '@' || chunk FROM (TABLE recomputed EXCEPT TABLE stored) AS r)
    UNION ALL
    SELECT 'keys of ' || coalesce(d.therapist_id, k.therapist_id)::text
    FROM search_document AS d FULL JOIN search_sort_key AS k USING (therapist_id)
    WHERE d.therapist_id IS NULL OR k.therapist_id IS NULL
      OR (k.accepting_new_clients, k.price_minor, k.earth::cube)
        IS DISTINCT FROM (d.accepting_new_clients, d.price_minor, ll_to_earth(d.lat, d.lon)::cube)
    UNION ALL
    SELECT 'next free starts of ' || k.therapist_id::text
    FROM search_sort_key AS k
    WHERE (k.free_any_at, k.free_online_at, k.free_in_person_at) IS DISTINCT FROM (
      (SELECT starts_at FROM next_free_slot WHERE therapist_id = k.therapist_id AND modality = 'any'),
      (SELECT starts_at FROM next_free_slot WHERE therapist_id = k.therapist_id AND modality = 'online'),
      (SELECT starts_at FROM next_free_slot WHERE therapist_id = k.therapist_id AND modality = 'in_person'))`.execute(
    db,
  );
  return rows.map((row) => row.difference);
}

describe('facet counts, totals and pages against a brute-force count', async () => {
  const { db } = await isolatedDatabase();
  const faker = new Faker({ locale: [en] });
  faker.seed(32);
  // Each way of finding a page: the one a search chooses, reading the matches off the bits, and
  // walking an order's index, as large results do.
  const clock = () => NOW;
  const engine = postgresEngine(db, { now: clock });
  const engines = [
    engine,
    postgresEngine(db, { pageWay: 'read', now: clock }),
    postgresEngine(db, { pageWay: 'walk', now: clock }),
  ];
  const therapists: Therapist[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 70; i++) therapists.push(await randomTherapist(db, faker));
    // Not listed or not verified: never in the index.
    await createTherapist(db, { place: 'hamburg', listed: false, plan: null });
    await createTherapist(db, { place: 'london', verified: false, plan: null });
    await rebuildIndex(db, engine, publicUrl);
    // The next free slots after the index: their bits come from next_free_slot's trigger (a
    // rebuild, later, derives them with everything else).
    await refreshEveryNextFreeSlot(db, { now: NOW });
  }, 120_000);

  const compare = async (label: string, searches: number) => {
    // What the changes moved: the refresher's writes move the free days' bits.
    await refreshAllDueNextFreeSlots(db, { now: NOW });
    const documents = await everyDocument(db);
    expect(await derivedDataDifferences(db), label).toEqual([]);
    // Not vacuous: next free slots spread over the weeks ahead, and none for some.
    const free = documents.map((doc) => doc.nextFreeAt?.any ?? null);
    const weeksAhead = (at: number) => Math.floor((at - NOW.getTime() / 1000) / (7 * DAY_S));
    expect(new Set(free.flatMap((at) => (at === null ? [] : [weeksAhead(at)]))).size, label).toBeGreaterThan(3);
    expect(free, label).toContain(null);
    for (let i = 0; i < searches; i++) {
      const query = randomQuery(faker);
      const expected = bruteForce(documents, query);
      for (const [n, each] of engines.entries()) {
        expect(answerOf(await each.search(query)), `${label}, engine ${n}: ${JSON.stringify(query)}`).toEqual(expected);
      }
    }
  };

  it('match after a full rebuild', async () => {
    await compare('after a rebuild', 120);
  }, 120_000);

  it('match after the indexer updates and removes documents', async () => {
    const changed = faker.helpers.arrayElements(therapists, 20);
    for (const [i, therapist] of changed.entries()) {
      const id = therapist.id;
      switch (i % 7) {
        case 0:
          await db.deleteFrom('therapistLanguage').where('therapistId', '=', id).execute();
          await db
            .insertInto('therapistLanguage')
            .values(
              faker.helpers
                .arrayElements(LANGUAGES, { min: 1, max: 2 })
                .map((language, position) => ({ therapistId: id, language, position })),
            )
            .execute();
          break;
        case 1:
          await db
            .updateTable('service')
            .set({ priceMinor: faker.helpers.arrayElement(PRICES) })
            .where('therapistId', '=', id)
            .execute();
          break;
        case 2:
          await db
            .updateTable('therapist')
            .set({ acceptingNewClients: faker.datatype.boolean() })
            .where('id', '=', id)
            .execute();
          break;
        case 3:
          // Unlisted: the indexer removes the document.
          await db.updateTable('therapist').set({ listed: false }).where('id', '=', id).execute();
          break;
        case 4:
          await db
            .updateTable('therapistLocation')
            .set({ city: 'berlin', district: 'pankow', lat: 52.5693, lon: 13.4016 })
            .where('therapistId', '=', id)
            .execute();
          break;
        case 5:
          await db.updateTable('therapist').set({ gender: 'male', offersOnline: true }).where('id', '=', id).execute();
          break;
        default:
          await db.updateTable('therapist').set({ showPrices: false }).where('id', '=', id).execute();
      }
    }
    // And two newcomers.
    const newcomers = [await randomTherapist(db, faker), await randomTherapist(db, faker)];
    therapists.push(...newcomers);
    await reindex(
      db,
      engine,
      [...changed, ...newcomers].map((t) => t.id),
      publicUrl,
    );
    await compare('after updates and removals', 120);
  }, 120_000);

  it('match with the documents spread over many blocks of numbers, and after changes there', async () => {
    // As a large directory has them: every document in its own block, the last in the 70th or so.
    await db.transaction().execute(async (trx) => {
      await sql`UPDATE search_sort_key SET doc_no = 100000 + doc_no * 8190`.execute(trx);
      await sql`DELETE FROM search_bitmap`.execute(trx);
      await sql`
        INSERT INTO search_bitmap (facet, value, chunk, bits)
        SELECT f.facet, f.value, k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192))
        FROM search_document AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f
        GROUP BY 1, 2, 3`.execute(trx);
    });
    await compare('spread over blocks', 80);

    const changed = faker.helpers.arrayElements(therapists, 8);
    for (const therapist of changed) {
      await db
        .updateTable('therapist')
        .set({ listed: faker.datatype.boolean(), acceptingNewClients: faker.datatype.boolean() })
        .where('id', '=', therapist.id)
        .execute();
    }
    const newcomer = await randomTherapist(db, faker);
    therapists.push(newcomer);
    await reindex(
      db,
      engine,
      [...changed, newcomer].map((t) => t.id),
      publicUrl,
    );
    await compare('spread over blocks, after changes', 80);
  }, 120_000);

  it('keep nothing once the index is emptied, and number from 0 again on a rebuild', async () => {
    await db.deleteFrom('searchDocument').execute();
    expect((await engine.search(randomQuery(faker))).total).toBe(0);
    const { rows } = await sql<{ n: number }>`
      SELECT (SELECT count(*) FROM search_bitmap) + (SELECT count(*) FROM search_sort_key) AS n`.execute(db);
    expect(Number(rows[0]?.n)).toBe(0);
    await rebuildIndex(db, engine, publicUrl);
    const numbers = await sql<{
      max: number;
      n: number;
    }>`SELECT max(doc_no) AS max, count(*)::int AS n FROM search_sort_key`.execute(db);
    expect(numbers.rows[0]?.max).toBe((numbers.rows[0]?.n ?? 0) - 1);
    await compare('after emptying and rebuilding', 40);
  }, 120_000);
});

describe('two app instances indexing the same changes', async () => {
  const { db, url } = await isolatedDatabase();
  const faker = new Faker({ locale: [en] });
  faker.seed(3200);
  // Each instance follows changes into the index itself, as SEARCH_INDEXER=in-process does, on its own connections.
  const { app: first } = await testApp({}, { db });
  const secondDb = createDatabase(url, { maxConnections: 4 });
  const { app: second } = await testApp({}, { db: secondDb });
  afterAll(() => secondDb.destroy());
  const followers: Awaited<ReturnType<typeof followChanges>>[] = [];
  const therapists: Therapist[] = [];

  beforeAll(async () => {
    for (let i = 0; i < 40; i++) therapists.push(await randomTherapist(db, faker));
    await rebuildIndex(db, postgresEngine(db), publicUrl);
    for (const [handle, app] of [
      [db, first],
      [secondDb, second],
    ] as const) {
      followers.push(
        await followChanges({
          databaseUrl: url,
          db: handle,
          engine: postgresEngine(handle),
          publicUrl: app.files.publicUrl,
          log: () => {},
          delayMs: 5,
        }),
      );
    }
  }, 120_000);
  afterAll(async () => {
    for (const follower of followers) await follower.stop();
  });

  /** The API's answer, in the engine's shape: counts by slug, places by `kind:slug`. */
  const ask = async (app: FastifyInstance, query: SearchQuery) => {
    const params = new URLSearchParams({
      locale: query.locale,
      page: String(query.page),
      perPage: String(query.perPage),
    });
    if (query.sort !== 'relevance') params.set('sort', query.sort);
    if (query.online) params.set('location', 'online-therapy');
    else if (query.district) params.set('location', `${query.city}/${query.district}`);
    else if (query.city ?? query.country) params.set('location', (query.city ?? query.country) as string);
    if (query.near?.radiusKm !== undefined) {
      params.set('near', `${query.near.lat},${query.near.lon}`);
      params.set('radiusKm', String(query.near.radiusKm));
    }
    for (const facet of FACETS) if (query[facet]) params.set(facet, query[facet] as string);
    if (query.priceMax !== undefined) params.set('priceMax', String(query.priceMax));
    if (query.acceptingNewClients !== undefined) params.set('acceptingNewClients', String(query.acceptingNewClients));
    if (query.availableWithinDays !== undefined) params.set('availableWithinDays', String(query.availableWithinDays));
    const response = await app.inject({ url: `/api/v1/therapists/search?${params}` });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as {
      total: number;
      hits: { slug: string }[];
      facets: Record<FacetName, { slug: string; count: number }[]> & {
        location: { slug: string; type: string; count: number }[];
        availableWithin: { days: number; count: number }[];
      };
    };
    const counts = (values: { slug: string; count: number }[]) =>
      Object.fromEntries(values.map((v) => [v.slug, v.count]));
    return {
      total: body.total,
      slugs: body.hits.map((hit) => hit.slug),
      facets: {
        ...Object.fromEntries(FACETS.map((facet) => [facet, counts(body.facets[facet])])),
        place: Object.fromEntries(
          body.facets.location.map((l) => [
            l.type === 'online' ? 'online' : `${l.type}:${l.slug.split('/').at(-1)}`,
            l.count,
          ]),
        ),
        available: Object.fromEntries(
          body.facets.availableWithin.filter((c) => c.count > 0).map((c) => [String(c.days), c.count]),
        ),
      },
    };
  };

  /** Searches the API understands: a distance order needs a place, a point comes from a radius. */
  const apiQuery = (): SearchQuery => {
    for (;;) {
      const query = randomQuery(faker);
      if (query.sort === 'distance' && query.near?.radiusKm === undefined) continue;
      if (query.near && query.near.radiusKm === undefined) continue;
      return query;
    }
  };

  it('answer on both instances exactly what the documents say, after changes both indexed at once', async () => {
    for (let round = 0; round < 3; round++) {
      // A burst of changes: both followers hear every one and re-index them concurrently.
      const changed = faker.helpers.arrayElements(therapists, 10);
      await Promise.all(
        changed.map(async (therapist, i) => {
          const id = therapist.id;
          if (i % 3 === 0)
            await db.updateTable('therapist').set({ listed: faker.datatype.boolean() }).where('id', '=', id).execute();
          else if (i % 3 === 1)
            await db
              .updateTable('service')
              .set({ priceMinor: faker.helpers.arrayElement(PRICES) })
              .where('therapistId', '=', id)
              .execute();
          else {
            await db.deleteFrom('therapistCategory').where('therapistId', '=', id).execute();
            await db
              .insertInto('therapistCategory')
              .values(
                faker.helpers
                  .arrayElements(CATEGORIES, { min: 1, max: 3 })
                  .map((category, position) => ({ therapistId: id, category, position })),
              )
              .execute();
          }
        }),
      );
      therapists.push(await randomTherapist(db, faker));
      // One instance rebuilds the whole index meanwhile, as the follower does after reconnecting.
      if (round === 1) await rebuildIndex(secondDb, postgresEngine(secondDb), publicUrl);
      for (const follower of followers) await follower.idle();
      // A change announced during idle() may still be in flight: wait until both have nothing left.
      for (const follower of followers) await follower.idle();

      // Every next free slot current (a search computes and stores any that is not), as the
      // refresher keeps them; the API's clock is the real one.
      await refreshAllDueNextFreeSlots(db);
      expect(await derivedDataDifferences(db), `round ${round}`).toEqual([]);
      const documents = await everyDocument(db);
      for (let i = 0; i < 25; i++) {
        const query = apiQuery();
        const expected = bruteForce(documents, query, new Date());
        for (const app of [first, second]) {
          expect(await ask(app, query), `round ${round}: ${JSON.stringify(query)}`).toEqual(expected);
        }
      }
    }
  }, 120_000);
});
