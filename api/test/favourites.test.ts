import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser, TEST_PASSWORD } from './helpers/factories.ts';

// What a browser sends with a request from the site itself (the cross-site check reads it).
const sameSite = { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' };

let address = 0;
/** Signs a new user of the role in and answers the Cookie header a browser would send. */
async function signedIn(
  app: FastifyInstance,
  db: Parameters<typeof createUser>[0],
  role: 'client' | 'therapist' | 'admin',
) {
  const user = await createUser(db, { role });
  address += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: `203.0.113.${address % 250}`,
  });
  expect(response.statusCode).toBe(200);
  const cookies = [response.headers['set-cookie'] ?? []].flat() as string[];
  return cookies.map((line) => line.split(';')[0]).join('; ');
}

const slugsOf = (response: { json: () => { therapists: { slug: string }[] } }) =>
  response.json().therapists.map((t) => t.slug);

describe('favourites', async () => {
  const { app, db } = await testApp();
  const anna = await createTherapist(db, { firstName: 'Anna', lastName: 'Müller', place: 'berlin/kreuzberg' });
  const ben = await createTherapist(db, { firstName: 'Ben', lastName: 'Okafor' });
  const hidden = await createTherapist(db, { firstName: 'Hidden', listed: false });

  const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, cookie: string, payload?: object) =>
    app.inject({ method, url, headers: { cookie, ...sameSite }, ...(payload ? { payload } : {}) });

  it('lets a client save, list and remove therapists, most recent first', async () => {
    const client = await signedIn(app, db, 'client');
    expect((await call('PUT', `/api/v1/favourites/${anna.slug}`, client)).statusCode).toBe(204);
    expect((await call('PUT', `/api/v1/favourites/${ben.slug}`, client)).statusCode).toBe(204);

    const list = await call('GET', '/api/v1/favourites?locale=de', client);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(slugsOf(list)).toEqual([ben.slug, anna.slug]);
    expect(list.json().therapists[1]).toMatchObject({
      slug: anna.slug,
      name: 'Anna Müller',
      title: 'Psychotherapist',
      photo: null,
      url: `/find-a-therapist/berlin/${anna.slug}`,
      district: { slug: 'kreuzberg', name: 'Kreuzberg' },
    });

    expect((await call('DELETE', `/api/v1/favourites/${ben.slug}`, client)).statusCode).toBe(204);
    expect(slugsOf(await call('GET', '/api/v1/favourites', client))).toEqual([anna.slug]);
  });

  it('treats saving twice and removing what is not saved as done', async () => {
    const client = await signedIn(app, db, 'client');
    for (let i = 0; i < 2; i++) {
      expect((await call('PUT', `/api/v1/favourites/${anna.slug}`, client)).statusCode).toBe(204);
    }
    expect(slugsOf(await call('GET', '/api/v1/favourites', client))).toEqual([anna.slug]);
    for (let i = 0; i < 2; i++) {
      expect((await call('DELETE', `/api/v1/favourites/${anna.slug}`, client)).statusCode).toBe(204);
    }
    expect(slugsOf(await call('GET', '/api/v1/favourites', client))).toEqual([]);
  });

  it('answers 404 for a profile that does not exist or is not listed', async () => {
    const client = await signedIn(app, db, 'client');
    for (const slug of ['nobody-here', hidden.slug]) {
      for (const method of ['PUT', 'DELETE'] as const) {
        const response = await call(method, `/api/v1/favourites/${slug}`, client);
        expect(response.statusCode).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
      }
    }
    expect((await call('PUT', '/api/v1/favourites/Not_A_Slug', client)).statusCode).toBe(400);
  });

  it('leaves out a favourite whose profile is no longer listed', async () => {
    const client = await signedIn(app, db, 'client');
    const leaving = await createTherapist(db, { firstName: 'Leaving' });
    await call('PUT', `/api/v1/favourites/${leaving.slug}`, client);
    await call('PUT', `/api/v1/favourites/${anna.slug}`, client);
    await db.updateTable('therapist').set({ listed: false }).where('id', '=', leaving.id).execute();
    expect(slugsOf(await call('GET', '/api/v1/favourites', client))).toEqual([anna.slug]);
  });

  it("merges a device's favourites into the account, ignoring unknown slugs", async () => {
    const client = await signedIn(app, db, 'client');
    await call('PUT', `/api/v1/favourites/${anna.slug}`, client);
    const merged = await call('POST', '/api/v1/favourites/merge', client, {
      slugs: [ben.slug, 'gone-since', hidden.slug, anna.slug, ben.slug],
    });
    expect(merged.statusCode).toBe(200);
    expect(slugsOf(merged)).toEqual([ben.slug, anna.slug]);
    expect(slugsOf(await call('GET', '/api/v1/favourites', client))).toEqual([ben.slug, anna.slug]);

    const tooMany = Array.from({ length: 101 }, (_, i) => `someone-${i}`);
    expect((await call('POST', '/api/v1/favourites/merge', client, { slugs: tooMany })).statusCode).toBe(400);
  });

  it("keeps one client's favourites from another", async () => {
    const first = await signedIn(app, db, 'client');
    const second = await signedIn(app, db, 'client');
    await call('PUT', `/api/v1/favourites/${anna.slug}`, first);
    expect(slugsOf(await call('GET', '/api/v1/favourites', second))).toEqual([]);
    await call('DELETE', `/api/v1/favourites/${anna.slug}`, second);
    expect(slugsOf(await call('GET', '/api/v1/favourites', first))).toEqual([anna.slug]);
  });

  it('lets a therapist keep colleagues to refer clients to', async () => {
    const therapist = await signedIn(app, db, 'therapist');
    await call('PUT', `/api/v1/favourites/${anna.slug}`, therapist);
    expect(slugsOf(await call('GET', '/api/v1/favourites', therapist))).toEqual([anna.slug]);
  });

  it('refuses admins with 403', async () => {
    const admin = await signedIn(app, db, 'admin');
    const attempts = [
      await call('GET', '/api/v1/favourites', admin),
      await call('PUT', `/api/v1/favourites/${anna.slug}`, admin),
      await call('DELETE', `/api/v1/favourites/${anna.slug}`, admin),
      await call('POST', '/api/v1/favourites/merge', admin, { slugs: [anna.slug] }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    }
  });

  it('gives anyone public cards by slug, in the order asked', async () => {
    const response = await app.inject({
      url: `/api/v1/therapists/cards?slugs=${ben.slug},nobody-here,${hidden.slug},${anna.slug}`,
    });
    expect(response.statusCode).toBe(200);
    expect(slugsOf(response)).toEqual([ben.slug, anna.slug]);

    const tooMany = Array.from({ length: 101 }, (_, i) => `s${i}`).join(',');
    const refused = await app.inject({ url: `/api/v1/therapists/cards?slugs=${tooMany}` });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('VALIDATION_FAILED');
    expect((await app.inject({ url: '/api/v1/therapists/cards?slugs=a,,b' })).statusCode).toBe(400);
  });
});
