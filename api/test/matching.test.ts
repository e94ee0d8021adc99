import { describe, expect, it } from 'vitest';
import { postgresEngine } from '../src/search/engines/postgres.ts';
import { rebuildIndex } from '../src/search/indexer.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist } from './helpers/factories.ts';

describe('matching', async () => {
  const { db } = await isolatedDatabase();
  const { app } = await testApp({}, { db });
  const best = await createTherapist(db, {
    firstName: 'Deniz',
    lastName: 'Kaya',
    place: 'berlin/kreuzberg',
    online: true,
    languages: ['turkish', 'german'],
    categories: ['anxiety', 'trauma'],
    approaches: ['emdr'],
    priceMinor: 8000,
  });
  const good = await createTherapist(db, {
    firstName: 'Lea',
    lastName: 'Brandt',
    place: 'berlin/mitte',
    languages: ['german'],
    categories: ['anxiety'],
  });
  await createTherapist(db, {
    firstName: 'Ana',
    lastName: 'Costa',
    country: 'portugal',
    languages: ['portuguese'],
    categories: ['anxiety'],
  });
  await createTherapist(db, {
    firstName: 'Tom',
    lastName: 'Avoid',
    place: 'berlin/mitte',
    languages: ['german'],
    categories: ['anxiety'],
    approaches: ['psychoanalysis'],
  });
  await rebuildIndex(db, postgresEngine(db));

  const answers = {
    categories: ['anxiety', 'trauma'],
    languages: ['turkish', 'german'],
    modality: 'in_person',
    location: 'berlin',
    budgetMax: 90,
    approachesWanted: ['emdr'],
    approachesAvoided: ['psychoanalysis'],
    times: [],
    urgency: 'soon',
  };
  const post = (body: unknown, cookie?: string) =>
    app.inject({ method: 'POST', url: '/api/v1/matches', payload: body as object, headers: cookie ? { cookie } : {} });

  it('ranks the therapists who fit, best first, with the reasons each fits', async () => {
    const created = await post({ locale: 'de', answers });
    expect(created.statusCode).toBe(201);
    const { uid } = created.json();
    expect(uid).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const match = (await app.inject({ url: `/api/v1/matches/${uid}?locale=de` })).json();
    expect(match.therapists.map((t: { slug: string }) => t.slug)).toEqual([best.slug, good.slug]);
    expect(match.therapists[0].reasons).toEqual(
      expect.arrayContaining([
        { key: 'speaks', name: 'Türkisch' },
        { key: 'worksWith', name: 'Trauma' },
        { key: 'approach', name: 'EMDR' },
        { key: 'withinBudget', priceMinor: 8000 },
        { key: 'accepting' },
      ]),
    );
    expect(match.therapists[0].score).toBeGreaterThan(match.therapists[1].score);
  });

  it('says how to widen a search that finds too few', async () => {
    const { uid } = (await post({ locale: 'en', answers })).json();
    const match = (await app.inject({ url: `/api/v1/matches/${uid}` })).json();
    expect(match.therapists.length).toBeLessThan(3);
    expect(match.widen).toContainEqual({ widen: 'online', count: expect.any(Number) });
  });

  it('remembers the matches made on this device, and only those', async () => {
    const first = await post({ locale: 'en', answers });
    const cookie = String(first.headers['set-cookie']).split(';')[0] as string;
    const second = await post({ locale: 'en', answers: { ...answers, categories: ['trauma'] } }, cookie);
    const both = String(second.headers['set-cookie']).split(';')[0] as string;

    const mine = (await app.inject({ url: '/api/v1/matches/mine?locale=nl', headers: { cookie: both } })).json();
    expect(mine.matches.map((m: { uid: string }) => m.uid)).toEqual([second.json().uid, first.json().uid]);
    expect(mine.matches[0].categories).toEqual([{ slug: 'trauma', name: 'Trauma' }]);

    expect((await app.inject({ url: '/api/v1/matches/mine' })).json()).toEqual({ matches: [] });
    const forged = `calma_matches=${first.json().uid}`;
    expect((await app.inject({ url: '/api/v1/matches/mine', headers: { cookie: forged } })).json()).toEqual({
      matches: [],
    });
  });

  it('answers 404 for a uid nobody made', async () => {
    const response = await app.inject({ url: '/api/v1/matches/AAAAAAAAAAAAAAAAAAAAAA' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });

  it.each([
    [{ ...answers, categories: [] }, 'VALIDATION_FAILED', 'body.answers.categories'],
    [{ ...answers, languages: ['klingon'] }, 'INVALID_MATCH', 'body.languages'],
    [{ ...answers, location: undefined }, 'INVALID_MATCH', 'body.location'],
    [{ ...answers, budgetMax: -5 }, 'VALIDATION_FAILED', 'body.answers.budgetMax'],
  ])('refuses bad answers with a 400 naming the field (%#)', async (bad, code, field) => {
    const response = await post({ locale: 'en', answers: bad });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
