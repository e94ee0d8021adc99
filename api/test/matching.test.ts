import { describe, expect, it } from 'vitest';
import { postgresEngine } from '../src/search/engines/postgres.ts';
import { rebuildIndex, reindex } from '../src/search/indexer.ts';
import type { SearchEngine } from '../src/search/types.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist, createUser, TEST_PASSWORD } from './helpers/factories.ts';

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
  await rebuildIndex(db, postgresEngine(db), app.files.publicUrl);

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
  /** The device's cookie as a visitor's browser keeps it after making a match. */
  const deviceOf = (response: { headers: Record<string, unknown> }) =>
    String(response.headers['set-cookie']).split(';')[0] as string;
  /** A match read as a browser asks for it: with the cookies it holds. */
  const read = (uid: string, cookie: string, query = '') =>
    app.inject({ url: `/api/v1/matches/${uid}${query}`, headers: { cookie } });

  it('ranks the therapists who fit, best first, with the reasons each fits', async () => {
    const created = await post({ locale: 'de', answers });
    expect(created.statusCode).toBe(201);
    const { uid } = created.json();
    expect(uid).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const match = (await read(uid, deviceOf(created), '?locale=de')).json();
    expect(match.therapists.map((t: { slug: string }) => t.slug)).toEqual([best.slug, good.slug]);
    // At most three reasons each, what sets each apart first: only Deniz works with trauma, uses
    // EMDR, sees clients in Kreuzberg and speaks Turkish; both work with anxiety, Lea in Mitte.
    expect(match.therapists[0].reasons).toEqual([
      { key: 'worksWith', name: 'Trauma' },
      { key: 'approach', name: 'EMDR' },
      { key: 'nearby', name: 'Kreuzberg' },
    ]);
    expect(match.therapists[1].reasons.length).toBeLessThanOrEqual(3);
    expect(match.therapists[1].reasons).toContainEqual({ key: 'worksWith', name: 'Ängste' });
    expect(match.therapists[1].reasons).toContainEqual({ key: 'nearby', name: 'Mitte' });
    expect(match.therapists[0].score).toBeGreaterThan(match.therapists[1].score);
  });

  it('still matches when Meilisearch answers searches: the database keeps its own documents', async () => {
    await db.deleteFrom('searchDocument').execute();
    const sent: string[] = [];
    const meilisearch: SearchEngine = {
      name: 'meilisearch',
      async replaceAll(batches) {
        for await (const batch of batches) sent.push(...batch.map((d) => d.id));
        return sent.length;
      },
      upsert: async (documents) => void sent.push(...documents.map((d) => d.id)),
      remove: async () => undefined,
      search: async () => {
        throw new Error('matching must not search');
      },
      close: async () => undefined,
    };
    expect(await rebuildIndex(db, meilisearch, app.files.publicUrl)).toBeGreaterThanOrEqual(4);
    expect(sent).toContain(best.id);

    const made = await post({ locale: 'en', answers });
    const match = (await read(made.json().uid, deviceOf(made))).json();
    expect(match.therapists.map((t: { slug: string }) => t.slug)).toEqual([best.slug, good.slug]);

    // A profile change reaches both.
    await db.updateTable('therapist').set({ listed: false }).where('id', '=', good.id).execute();
    await reindex(db, meilisearch, [good.id], app.files.publicUrl);
    const after = await post({ locale: 'en', answers });
    const rematch = (await read(after.json().uid, deviceOf(after))).json();
    expect(rematch.therapists.map((t: { slug: string }) => t.slug)).toEqual([best.slug]);
    await db.updateTable('therapist').set({ listed: true }).where('id', '=', good.id).execute();
    await reindex(db, meilisearch, [good.id], app.files.publicUrl);
  });

  it('says how to widen a search that finds too few', async () => {
    const made = await post({ locale: 'en', answers });
    const match = (await read(made.json().uid, deviceOf(made))).json();
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

    expect((await app.inject({ url: '/api/v1/matches/mine' })).json()).toEqual({ scope: 'device', matches: [] });
    const forged = `calma_matches=${first.json().uid}`;
    expect((await app.inject({ url: '/api/v1/matches/mine', headers: { cookie: forged } })).json()).toEqual({
      scope: 'device',
      matches: [],
    });
  });

  const cookieOf = (response: { headers: Record<string, unknown> }, name: string) =>
    ([response.headers['set-cookie'] ?? []].flat() as string[])
      .map((line) => line.split(';')[0] as string)
      .find((pair) => pair.startsWith(`${name}=`));
  let address = 0;
  /** Signs a new account of the role in on a device that holds `device` cookies; answers its cookies. */
  const signIn = async (role: 'client' | 'therapist', device = '') => {
    const user = await createUser(db, { role });
    address += 1;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: device ? { cookie: device } : {},
      remoteAddress: `192.0.2.${address % 250}`,
    });
    expect(response.statusCode).toBe(200);
    const session = ['calma_access', 'calma_refresh'].map((name) => cookieOf(response, name)).join('; ');
    return { id: user.id, session, response };
  };
  const uidsOf = (response: { json: () => { matches: { uid: string }[] } }) =>
    response.json().matches.map((m) => m.uid);

  it("claims the device's matches into a client's account on sign-in, and forgets them on the device", async () => {
    const made = await post({ locale: 'en', answers });
    const device = cookieOf(made, 'calma_matches') as string;
    const { uid } = made.json();

    const client = await signIn('client', device);
    expect(cookieOf(client.response, 'calma_matches')).toBe('calma_matches=');
    const row = await db.selectFrom('match').select('userId').where('uid', '=', uid).executeTakeFirstOrThrow();
    expect(row.userId).toBe(client.id);

    // Signed in: the account's matches, and a new one is the account's at once (not the device's).
    const another = await post({ locale: 'en', answers: { ...answers, categories: ['trauma'] } }, client.session);
    expect(cookieOf(another, 'calma_matches')).toBeUndefined();
    const mine = await app.inject({ url: '/api/v1/matches/mine', headers: { cookie: client.session } });
    expect(mine.json().scope).toBe('account');
    expect(uidsOf(mine)).toEqual([another.json().uid, uid]);
    expect((await app.inject({ url: `/api/v1/matches/${uid}`, headers: { cookie: client.session } })).statusCode).toBe(
      200,
    );

    // The old device cookie (kept by a copy of it, or signed out) no longer reaches the match.
    const signedOut = await app.inject({ url: '/api/v1/matches/mine', headers: { cookie: device } });
    expect(signedOut.json()).toEqual({ scope: 'device', matches: [] });
    expect((await app.inject({ url: `/api/v1/matches/${uid}` })).statusCode).toBe(404);
  });

  it('shows a match only to the device or the account that made it, not to anyone holding its link', async () => {
    // Made by a visitor: their device's signed cookie lists it.
    const visitor = await post({ locale: 'en', answers });
    const unowned = visitor.json().uid as string;
    expect((await read(unowned, deviceOf(visitor))).statusCode).toBe(200);
    const otherDevice = deviceOf(await post({ locale: 'en', answers: { ...answers, categories: ['trauma'] } }));
    const stranger = await signIn('client');
    for (const cookie of ['', otherDevice, stranger.session]) {
      const response = await read(unowned, cookie);
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
    }

    // Made by a signed-in client: their account's, on any device they sign in on.
    const owner = await signIn('client');
    const owned = (await post({ locale: 'en', answers }, owner.session)).json().uid as string;
    expect((await read(owned, owner.session)).statusCode).toBe(200);
    expect((await read(owned, stranger.session)).statusCode).toBe(404);
    expect((await read(owned, '')).statusCode).toBe(404);
    expect(uidsOf(await app.inject({ url: '/api/v1/matches/mine', headers: { cookie: stranger.session } }))).toEqual(
      [],
    );
  });

  it('leaves the device’s matches alone when a therapist signs in there', async () => {
    const made = await post({ locale: 'en', answers });
    const device = cookieOf(made, 'calma_matches') as string;
    const therapist = await signIn('therapist', device);
    expect(cookieOf(therapist.response, 'calma_matches')).toBeUndefined();
    const row = await db
      .selectFrom('match')
      .select('userId')
      .where('uid', '=', made.json().uid)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBeNull();
    const mine = await app.inject({
      url: '/api/v1/matches/mine',
      headers: { cookie: `${device}; ${therapist.session}` },
    });
    expect(mine.json().scope).toBe('device');
    expect(uidsOf(mine)).toEqual([made.json().uid]);
  });

  it('claims on the list of matches too, for a client who made one in another, signed-out tab', async () => {
    const client = await signIn('client');
    const made = await post({ locale: 'en', answers });
    const device = cookieOf(made, 'calma_matches') as string;
    const mine = await app.inject({ url: '/api/v1/matches/mine', headers: { cookie: `${device}; ${client.session}` } });
    expect(uidsOf(mine)).toEqual([made.json().uid]);
    expect(cookieOf(mine, 'calma_matches')).toBe('calma_matches=');
    const row = await db
      .selectFrom('match')
      .select('userId')
      .where('uid', '=', made.json().uid)
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(client.id);
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
