import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meilisearchEngine } from '../src/search/engines/meilisearch.ts';
import { postgresEngine } from '../src/search/engines/postgres.ts';
import { rebuildIndex } from '../src/search/indexer.ts';
import type { SearchEngine, SearchQuery } from '../src/search/types.ts';
import { isolatedDatabase } from './helpers/app.ts';
import { createTherapist } from './helpers/factories.ts';

// One behaviour for every engine: the same people, the same questions, the same answers.
const engines: { name: string; make: (db: Awaited<ReturnType<typeof isolatedDatabase>>['db']) => SearchEngine }[] = [
  { name: 'postgres', make: (db) => postgresEngine(db) },
];
if (process.env.MEILISEARCH_HOST) {
  engines.push({
    name: 'meilisearch',
    make: () =>
      meilisearchEngine({
        host: process.env.MEILISEARCH_HOST as string,
        apiKey: process.env.MEILISEARCH_API_KEY,
        index: `contract_${process.pid}`,
      }),
  });
}

/** Where photos would be served; the engines store whatever address they are given. */
const publicUrl = (key: string) => `/uploads/${key}`;

const query = (q: Partial<SearchQuery>): SearchQuery => ({
  locale: 'en',
  sort: 'relevance',
  page: 1,
  perPage: 20,
  ...q,
});

describe.each(engines)('search engine contract: $name', async ({ make }) => {
  const { db } = await isolatedDatabase();
  const engine = make(db);
  const people = {
    ayse: await createTherapist(db, {
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      place: 'berlin/kreuzberg',
      online: true,
      languages: ['german', 'turkish'],
      categories: ['anxiety', 'trauma'],
      approaches: ['emdr'],
      priceMinor: 8000,
      texts: [{ locale: 'de', about: 'Ich begleite Menschen mit Ängsten und nach belastenden Erlebnissen.' }],
    }),
    jonas: await createTherapist(db, {
      firstName: 'Jonas',
      lastName: 'Schmidt',
      gender: 'male',
      place: 'berlin/pankow',
      languages: ['german', 'english'],
      categories: ['depression', 'burnout'],
      approaches: ['cbt'],
      priceMinor: 12000,
    }),
    emma: await createTherapist(db, {
      firstName: 'Emma',
      lastName: 'Clarke',
      place: 'london',
      languages: ['english'],
      categories: ['relationships'],
      specializations: ['couples'],
      priceMinor: 7000,
      acceptingNewClients: false,
    }),
    marta: await createTherapist(db, {
      firstName: 'Marta',
      lastName: 'Oliveira',
      country: 'portugal',
      languages: ['portuguese', 'english'],
      categories: ['anxiety'],
      priceMinor: 5000,
    }),
    hidden: await createTherapist(db, { firstName: 'Hidden', lastName: 'Person', place: 'hamburg', listed: false }),
    unverified: await createTherapist(db, {
      firstName: 'New',
      lastName: 'Applicant',
      place: 'hamburg',
      verified: false,
    }),
  };
  const slugs = (result: Awaited<ReturnType<SearchEngine['search']>>) => result.hits.map((h) => h.document.slug).sort();

  beforeAll(async () => {
    expect(await rebuildIndex(db, engine, publicUrl)).toBe(4);
  }, 60_000);
  afterAll(() => engine.close());

  it('lists only listed, verified therapists', async () => {
    const result = await engine.search(query({}));
    expect(result.total).toBe(4);
    expect(slugs(result)).not.toContain(people.hidden.slug);
    expect(slugs(result)).not.toContain(people.unverified.slug);
  });

  it('filters by country, city, Berlin district and online', async () => {
    expect(slugs(await engine.search(query({ country: 'germany' })))).toEqual(
      [people.ayse.slug, people.jonas.slug].sort(),
    );
    expect(slugs(await engine.search(query({ city: 'london' })))).toEqual([people.emma.slug]);
    expect(slugs(await engine.search(query({ city: 'berlin', district: 'kreuzberg' })))).toEqual([people.ayse.slug]);
    expect(slugs(await engine.search(query({ online: true })))).toEqual([people.ayse.slug, people.marta.slug].sort());
  });

  it('filters by language, category, approach, specialization, modality, gender, price and availability', async () => {
    expect(slugs(await engine.search(query({ language: 'turkish' })))).toEqual([people.ayse.slug]);
    expect(slugs(await engine.search(query({ category: 'anxiety' })))).toEqual(
      [people.ayse.slug, people.marta.slug].sort(),
    );
    expect(slugs(await engine.search(query({ approach: 'emdr' })))).toEqual([people.ayse.slug]);
    expect(slugs(await engine.search(query({ specialization: 'couples' })))).toEqual([people.emma.slug]);
    expect(slugs(await engine.search(query({ modality: 'in_person', category: 'anxiety' })))).toEqual([
      people.ayse.slug,
    ]);
    expect(slugs(await engine.search(query({ gender: 'male' })))).toEqual([people.jonas.slug]);
    expect(slugs(await engine.search(query({ priceMax: 70 })))).toEqual([people.emma.slug, people.marta.slug].sort());
    expect(slugs(await engine.search(query({ acceptingNewClients: true }))).length).toBe(3);
  });

  it('counts facets within the current results', async () => {
    const result = await engine.search(query({ country: 'germany' }));
    expect(result.facets.language).toMatchObject({ german: 2, turkish: 1, english: 1 });
    expect(result.facets.category).toMatchObject({ anxiety: 1, depression: 1 });
    expect(result.facets.modality).toMatchObject({ in_person: 2, online: 1 });
    expect(result.facets.gender).toMatchObject({ female: 1, male: 1 });
  });

  it('counts a chosen facet as if it were not chosen, so every other value shows what it would give', async () => {
    const result = await engine.search(query({ language: 'turkish' }));
    expect(result.total).toBe(1);
    expect(result.facets.language).toEqual({ german: 2, turkish: 1, english: 3, portuguese: 1 });
    // Other facets count within the results.
    expect(result.facets.category).toEqual({ anxiety: 1, trauma: 1 });

    const both = await engine.search(query({ country: 'germany', category: 'anxiety' }));
    expect(both.total).toBe(1);
    expect(both.facets.category).toEqual({ anxiety: 1, trauma: 1, depression: 1, burnout: 1 });
    expect(both.facets.language).toEqual({ german: 1, turkish: 1 });
  });

  it('counts places (country, city, district, online) without the location filter', async () => {
    const all = await engine.search(query({}));
    expect(all.facets.place).toEqual({
      'country:germany': 2,
      'country:united-kingdom': 1,
      'country:portugal': 1,
      'city:berlin': 2,
      'city:london': 1,
      'district:kreuzberg': 1,
      'district:pankow': 1,
      online: 2,
    });
    const chosen = await engine.search(query({ city: 'berlin', district: 'kreuzberg', language: 'english' }));
    expect(chosen.total).toBe(0);
    expect(chosen.facets.place).toEqual({
      'country:germany': 1,
      'country:united-kingdom': 1,
      'country:portugal': 1,
      'city:berlin': 1,
      'city:london': 1,
      'district:pankow': 1,
      online: 1,
    });
  });

  it('finds people by name, even with a typo', async () => {
    expect(slugs(await engine.search(query({ q: 'Schmidt' })))).toEqual([people.jonas.slug]);
    expect(slugs(await engine.search(query({ q: 'Schmitd' })))).toContain(people.jonas.slug);
  });

  it('finds topics in the reader’s language', async () => {
    expect(slugs(await engine.search(query({ q: 'Angst', locale: 'de' })))).toContain(people.ayse.slug);
    expect(slugs(await engine.search(query({ q: 'burnout' })))).toEqual([people.jonas.slug]);
  });

  it('sorts by price and by distance', async () => {
    const byPrice = await engine.search(query({ sort: 'price' }));
    expect(byPrice.hits.map((h) => h.document.slug)).toEqual([
      people.marta.slug,
      people.emma.slug,
      people.ayse.slug,
      people.jonas.slug,
    ]);
    const nearKreuzberg = await engine.search(
      query({ sort: 'distance', near: { lat: 52.4986, lon: 13.4033 }, country: 'germany' }),
    );
    expect(nearKreuzberg.hits[0]?.document.slug).toBe(people.ayse.slug);
    expect(nearKreuzberg.hits[0]?.distanceKm).toBeLessThan(3);
    const within = await engine.search(query({ near: { lat: 51.5072, lon: -0.1276, radiusKm: 50 } }));
    expect(slugs(within)).toEqual([people.emma.slug]);
  });

  it('pages through results with an exact total', async () => {
    const first = await engine.search(query({ sort: 'price', perPage: 3, page: 1 }));
    const second = await engine.search(query({ sort: 'price', perPage: 3, page: 2 }));
    expect(first.total).toBe(4);
    expect(first.hits).toHaveLength(3);
    expect(second.hits.map((h) => h.document.slug)).toEqual([people.jonas.slug]);
  });

  it('applies single updates and removals', async () => {
    const { loadDocuments } = await import('../src/search/documents.ts');
    const [emma] = await loadDocuments(db, { ids: [people.emma.id] }, publicUrl);
    await engine.upsert([{ ...(emma as NonNullable<typeof emma>), acceptingNewClients: true }]);
    expect((await engine.search(query({ acceptingNewClients: true }))).total).toBe(4);
    await engine.remove([people.emma.id]);
    expect(slugs(await engine.search(query({})))).not.toContain(people.emma.slug);
  });
});
