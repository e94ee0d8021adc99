import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { savedSelfTestsFor } from '../src/self-tests/saved.ts';
import { testApp } from './helpers/app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';

// What a browser sends with a request from the site itself (the cross-site check reads it).
const sameSite = { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' };

let address = 0;
/** Signs a new user of the role in and answers the Cookie header a browser would send. */
async function signedIn(app: FastifyInstance, db: Parameters<typeof createUser>[0], role: 'client' | 'therapist') {
  const user = await createUser(db, { role });
  address += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: user.email, password: TEST_PASSWORD },
    remoteAddress: `198.51.100.${address % 250}`,
  });
  expect(response.statusCode).toBe(200);
  const cookies = [response.headers['set-cookie'] ?? []].flat() as string[];
  return { id: user.id, cookie: cookies.map((line) => line.split(';')[0]).join('; ') };
}

/** PHQ-9 answers: positions 0-3 are 0-3 points. Total 16 (moderately severe), item 9 at 1. */
const phq9 = { '1': 3, '2': 3, '3': 2, '4': 2, '5': 2, '6': 1, '7': 1, '8': 1, '9': 1 };

describe('saved self-test results', async () => {
  const { app, db } = await testApp();

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, cookie: string | undefined, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...sameSite },
      ...(payload ? { payload } : {}),
    });

  it('scores the answers itself, ignoring any score the browser sends', async () => {
    const { cookie } = await signedIn(app, db, 'client');
    const saved = await call('POST', '/api/v1/self-tests/results?locale=de', cookie, {
      test: 'depression',
      answers: phq9,
      functional: 2,
      score: 0,
      band: 'minimal',
    });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({
      test: 'depression',
      name: 'Selbsttest Depression',
      scoring: 'sum',
      score: 16,
      max: 27,
      band: { key: 'moderately_severe', level: 3 },
      safety: true,
    });
    expect(saved.json().band.title).not.toBe('moderately_severe');

    const adhd = await call('POST', '/api/v1/self-tests/results', cookie, {
      test: 'adhd',
      // Part A (items 1-6) all at "Sometimes" (2 points): shaded for items 1-3 only, so 3 of 6.
      answers: Object.fromEntries(Array.from({ length: 18 }, (_, i) => [String(i + 1), i < 6 ? 2 : 4])),
    });
    expect(adhd.statusCode).toBe(201);
    expect(adhd.json()).toMatchObject({ scoring: 'asrs-part-a', score: 3, max: 6, safety: false });
    expect(adhd.json().band.key).toBe('not_consistent');
  });

  it('keeps the result sealed at rest: the row holds no answers, score or band', async () => {
    const client = await signedIn(app, db, 'client');
    const saved = await call('POST', '/api/v1/self-tests/results', client.cookie, {
      test: 'depression',
      answers: phq9,
    });
    const row = await db
      .selectFrom('savedSelfTest')
      .selectAll()
      .where('id', '=', saved.json().id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ userId: client.id, testSlug: 'depression' });
    expect(row.resultSealed).toMatch(/^s1\./);
    for (const clear of ['answers', 'moderately_severe', '"score"', '"16"', 'phq9']) {
      expect(row.resultSealed).not.toContain(clear);
    }

    const exported = await savedSelfTestsFor(db, app.sealer, client.id);
    expect(exported).toEqual([
      expect.objectContaining({
        test: 'depression',
        instrument: 'phq9',
        instrumentVersion: expect.stringMatching(/^[0-9a-f]{16}$/),
        answers: phq9,
        functional: null,
        score: 16,
        band: 'moderately_severe',
      }),
    ]);
  });

  it('lists and deletes only the client’s own results', async () => {
    const anna = await signedIn(app, db, 'client');
    const ben = await signedIn(app, db, 'client');
    const first = (
      await call('POST', '/api/v1/self-tests/results', anna.cookie, { test: 'depression', answers: phq9 })
    ).json();
    const anxiety = { '1': 0, '2': 0, '3': 1, '4': 0, '5': 0, '6': 0, '7': 0 };
    const second = (
      await call('POST', '/api/v1/self-tests/results', anna.cookie, { test: 'anxiety', answers: anxiety })
    ).json();
    const bens = (
      await call('POST', '/api/v1/self-tests/results', ben.cookie, { test: 'anxiety', answers: anxiety })
    ).json();

    const list = await call('GET', '/api/v1/self-tests/results?locale=en', anna.cookie);
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.json().results.map((r: { id: string }) => r.id)).toEqual([second.id, first.id]);
    expect(list.json().results[0]).toMatchObject({
      name: 'Anxiety self-test',
      score: 1,
      band: { key: 'minimal', title: expect.any(String) },
      safety: false,
    });
    expect(list.json().results[1]).toMatchObject({ safety: true });

    const notAnnas = await call('DELETE', `/api/v1/self-tests/results/${bens.id}`, anna.cookie);
    expect(notAnnas.statusCode).toBe(404);
    expect(notAnnas.json().code).toBe('NOT_FOUND');
    expect((await call('GET', '/api/v1/self-tests/results', ben.cookie)).json().results).toHaveLength(1);

    expect((await call('DELETE', `/api/v1/self-tests/results/${first.id}`, anna.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/v1/self-tests/results/${first.id}`, anna.cookie)).statusCode).toBe(404);
    const after = (await call('GET', '/api/v1/self-tests/results', anna.cookie)).json();
    expect(after.results.map((r: { id: string }) => r.id)).toEqual([second.id]);
  });

  it('refuses visitors with 401 and therapists with 403', async () => {
    const body = { test: 'depression', answers: phq9 };
    for (const [method, url] of [
      ['POST', '/api/v1/self-tests/results'],
      ['GET', '/api/v1/self-tests/results'],
      ['DELETE', '/api/v1/self-tests/results/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const visitor = await call(method, url, undefined, method === 'POST' ? body : undefined);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.json().code).toBe('UNAUTHENTICATED');
    }
    const therapist = await signedIn(app, db, 'therapist');
    const refused = await call('POST', '/api/v1/self-tests/results', therapist.cookie, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await call('GET', '/api/v1/self-tests/results', therapist.cookie)).statusCode).toBe(403);
  });

  it.each([
    ['an unknown test', { test: 'happiness', answers: phq9 }, 'INVALID_SELF_TEST', 'body.test'],
    [
      'a missing item',
      { test: 'depression', answers: { ...phq9, '9': undefined } },
      'INVALID_SELF_TEST',
      'body.answers.9',
    ],
    [
      'an option that does not exist',
      { test: 'depression', answers: { ...phq9, '4': 4 } },
      'INVALID_SELF_TEST',
      'body.answers.4',
    ],
    [
      'an item the test does not have',
      { test: 'depression', answers: { ...phq9, '10': 0 } },
      'INVALID_SELF_TEST',
      'body.answers.10',
    ],
    [
      'a functional answer where there is none',
      { test: 'self-esteem', answers: {}, functional: 1 },
      'INVALID_SELF_TEST',
      'body.functional',
    ],
    [
      'an answer that is not a number',
      { test: 'depression', answers: { ...phq9, '1': 'often' } },
      'VALIDATION_FAILED',
      'body.answers.1',
    ],
  ])('refuses %s with a 400 naming the field', async (_, payload, code, field) => {
    const { cookie } = await signedIn(app, db, 'client');
    const response = await call('POST', '/api/v1/self-tests/results', cookie, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
