import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresEngine } from '../src/search/engines/postgres.ts';
import { followChanges, rebuildIndex } from '../src/search/indexer.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist } from './helpers/factories.ts';

describe('therapist search and profiles', async () => {
  const { db, url } = await isolatedDatabase();
  const { app } = await testApp({}, { db });
  const ayse = await createTherapist(db, {
    firstName: 'Ayşe',
    lastName: 'Demir',
    place: 'berlin/neukolln',
    online: true,
    languages: ['german', 'turkish'],
    categories: ['anxiety'],
    texts: [
      { locale: 'de', about: 'Ich arbeite mit Menschen, die unter Ängsten leiden.', approach: 'Verhaltenstherapie.' },
    ],
  });
  const lena = await createTherapist(db, {
    firstName: 'Lena',
    lastName: 'Vogel',
    place: 'hamburg',
    languages: ['german'],
  });
  const hidden = await createTherapist(db, { firstName: 'Noch', lastName: 'Nicht', place: 'hamburg', verified: false });
  await rebuildIndex(db, postgresEngine(db), app.files.publicUrl);

  const search = (query: string, headers: Record<string, string> = {}) =>
    app.inject({ url: `/api/v1/therapists/search?${query}`, headers });

  it('answers hits, totals and facets with names in the reader’s language', async () => {
    const response = await search('location=berlin/neukolln', { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 1, page: 1, perPage: 20 });
    expect(body.hits[0]).toMatchObject({
      slug: ayse.slug,
      url: `/find-a-therapist/berlin/${ayse.slug}`,
      name: 'Ayşe Demir',
      city: { slug: 'berlin', name: 'Berlin' },
      district: { slug: 'neukolln', name: 'Neukölln' },
      modalities: ['online', 'in_person'],
      verified: true,
    });
    expect(body.hits[0].languages).toContainEqual({ slug: 'turkish', name: 'Türkisch' });
    expect(body.facets.language).toContainEqual({ slug: 'turkish', name: 'Türkisch', count: 1 });
  });

  it('counts every place a search could move to, online first and districts under their city', async () => {
    const body = (await search('location=berlin/neukolln&language=turkish&locale=nl')).json();
    expect(body.total).toBe(1);
    expect(body.facets.location).toEqual([
      { slug: 'online-therapy', name: 'Online therapie', count: 1, type: 'online', within: null },
      { slug: 'germany', name: 'Duitsland', count: 1, type: 'country', within: null },
      { slug: 'berlin', name: 'Berlijn', count: 1, type: 'city', within: 'germany' },
      { slug: 'berlin/neukolln', name: 'Neukölln', count: 1, type: 'district', within: 'berlin' },
    ]);
    // The chosen language counts as if it were not chosen: German would give two in all places.
    const german = (await search('location=berlin/neukolln&language=turkish')).json();
    expect(german.facets.language).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'german', count: 1 })]),
    );
    const anywhere = (await search('language=turkish')).json();
    expect(anywhere.facets.language).toEqual(
      expect.arrayContaining([expect.objectContaining({ slug: 'german', count: 2 })]),
    );
    expect(anywhere.facets.location.map((l: { slug: string; count: number }) => [l.slug, l.count])).toEqual([
      ['online-therapy', 1],
      ['germany', 1],
      ['berlin', 1],
      ['berlin/neukolln', 1],
    ]);
  });

  it('lets an explicit locale win over Accept-Language', async () => {
    const body = (await search('language=turkish&locale=es', { 'accept-language': 'de' })).json();
    expect(body.hits[0].languages).toContainEqual({ slug: 'turkish', name: 'Turco' });
  });

  it('finds online therapists through the online-therapy location', async () => {
    const body = (await search('location=online-therapy')).json();
    expect(body.hits.map((h: { slug: string }) => h.slug)).toEqual([ayse.slug]);
  });

  it('refuses unknown filters with a 400 that names each field', async () => {
    const response = await search('language=klingon&location=atlantis&category=anxiety');
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('INVALID_SEARCH');
    expect(body.details.map((d: { field: string }) => d.field).sort()).toEqual(['query.language', 'query.location']);
  });

  it.each([
    ['perPage=51', 'VALIDATION_FAILED'],
    ['sort=distance', 'INVALID_SEARCH'],
    ['near=north-pole', 'INVALID_SEARCH'],
    ['radiusKm=5', 'INVALID_SEARCH'],
    ['location=berlin/hamburg', 'INVALID_SEARCH'],
    ['priceMax=-1', 'VALIDATION_FAILED'],
  ])('answers %s with 400 %s', async (query, code) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('shows a public profile in the reader’s language, or says which language it is in', async () => {
    const response = await app.inject({ url: `/api/v1/therapists/${ayse.slug}?locale=nl` });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({ name: 'Ayşe Demir', url: `/find-a-therapist/berlin/${ayse.slug}`, verified: true });
    expect(profile.texts).toMatchObject({ locale: 'de', translated: false, about: expect.stringContaining('Ängsten') });
    expect(profile.languages).toContainEqual({ slug: 'turkish', name: 'Turks', code: 'tr' });
    expect(profile.locations[0]).toMatchObject({
      city: { slug: 'berlin' },
      district: { slug: 'neukolln', name: 'Neukölln' },
    });
    expect(profile.services[0]).toMatchObject({
      name: 'Individual session',
      durationMinutes: 50,
      price: { amountMinor: 9000, currency: 'EUR' },
    });
  });

  it('answers 404 for unknown and unverified profiles', async () => {
    expect((await app.inject({ url: '/api/v1/therapists/nobody-here' })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/therapists/${hidden.slug}` })).statusCode).toBe(404);
  });

  describe('following changes', () => {
    let follower: Awaited<ReturnType<typeof followChanges>>;
    beforeAll(async () => {
      follower = await followChanges({
        databaseUrl: url,
        db,
        engine: postgresEngine(db),
        publicUrl: app.files.publicUrl,
        log: () => {},
        delayMs: 20,
      });
    });
    afterAll(() => follower.stop());

    it('takes a hidden profile out of search and puts it back when listed again', async () => {
      await db.updateTable('therapist').set({ listed: false }).where('id', '=', lena.id).execute();
      await expect.poll(async () => (await search('location=hamburg')).json().total, { timeout: 5000 }).toBe(0);
      await db.updateTable('therapist').set({ listed: true }).where('id', '=', lena.id).execute();
      await expect.poll(async () => (await search('location=hamburg')).json().total, { timeout: 5000 }).toBe(1);
    });

    it('indexes a newly verified therapist', async () => {
      await db.updateTable('therapist').set({ verifiedAt: new Date() }).where('id', '=', hidden.id).execute();
      await expect.poll(async () => (await search('location=hamburg')).json().total, { timeout: 5000 }).toBe(2);
    });
  });
});
