import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';

// Generated bad input against every auth endpoint: whatever arrives, the answer is never a 5xx and
// nothing is stored that a valid request would have stored.

const RUNS = 200;
const counts: Record<string, { runs: number; statuses: Record<number, number> }> = {};

/** Text of every kind: printable, any code point (lone surrogates included), long. */
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  fc.string({ minLength: 300, maxLength: 5000 }),
  fc.constantFrom('', ' ', '\u0000', 'a@b', '"><script>', "' OR 1=1 --", '💥'.repeat(300), 'x'.repeat(70_000)),
);
/** Any JSON value, with the edge cases fc.anything rarely reaches. */
const value = fc.oneof(fc.anything({ maxDepth: 3 }), text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const excluding = (words: string[]) =>
  value.filter((v) => {
    const json = JSON.stringify(v) ?? '';
    return !words.some((w) => json.includes(w));
  });

/** A request body: any JSON at all, a record of the endpoint's fields with wrong values, or not JSON. */
function bodies(fields: Record<string, fc.Arbitrary<unknown>>) {
  return fc.oneof(
    fc.record({ kind: fc.constant('json' as const), body: value }),
    fc.record({ kind: fc.constant('json' as const), body: fc.record(fields, { requiredKeys: [] }) }),
    fc.record({ kind: fc.constant('raw' as const), body: fc.oneof(text, fc.constant('{"email":')) }),
  );
}

/** A body of the right shape whose values are hostile: deeper code runs, not only validation. */
const shaped = (fields: Record<string, fc.Arbitrary<unknown>>) =>
  fc.record({ kind: fc.constant('json' as const), body: fc.record(fields) });
const SHAPED_RUNS = 100;
const wellFormedToken = fc.stringMatching(/^[A-Za-z0-9_-]{43}$/);
const locale = fc.constantFrom('en', 'de', 'nl', 'es', 'pt');
const email = fc.emailAddress().filter((e) => e.length <= 254);

let address = 0;
async function send(
  app: FastifyInstance,
  url: string,
  input: { kind: 'json' | 'raw'; body: unknown },
  name: string,
  cookie?: string,
) {
  address += 1;
  const response = await app.inject({
    method: 'POST',
    url,
    payload: input.kind === 'raw' ? String(input.body) : (JSON.stringify(input.body) ?? 'null'),
    headers: { 'content-type': 'application/json', 'user-agent': 'fuzz', ...(cookie ? { cookie } : {}) },
    // Each from its own address: the point is validation, not the per-address limit.
    remoteAddress: `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  });
  counts[name] ??= { runs: 0, statuses: {} };
  const entry = counts[name];
  entry.runs += 1;
  entry.statuses[response.statusCode] = (entry.statuses[response.statusCode] ?? 0) + 1;
  return response;
}

const rowCount = async (app: FastifyInstance, table: 'userAccount' | 'authSession' | 'emailToken') =>
  Number(
    (
      await app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('fuzzing the auth endpoints', { timeout: 180_000 }, async () => {
  const { app, db } = await testApp();
  const owner = await createUser(db);
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email: owner.email, password: TEST_PASSWORD },
  });
  const session = [signIn.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
  const hashOf = async () =>
    (await db.selectFrom('userAccount').select('passwordHash').where('id', '=', owner.id).executeTakeFirstOrThrow())
      .passwordHash;
  const ownerHash = await hashOf();

  afterAll(() => {
    // The figures for the record: how many generated requests each endpoint answered, by status.
    console.info(`auth fuzz runs: ${JSON.stringify(counts)}`);
  });

  it('sign-in: never a 5xx, never a session', async () => {
    const sessions = await rowCount(app, 'authSession');
    await fc.assert(
      fc.asyncProperty(bodies({ email: value, password: value }), async (input) => {
        const response = await send(app, '/api/v1/auth/sign-in', input, 'sign-in');
        expect(response.statusCode).toBeLessThan(500);
        expect(response.statusCode).not.toBe(200);
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(shaped({ email, password: text }), async (input) => {
        const response = await send(app, '/api/v1/auth/sign-in', input, 'sign-in (well-formed)');
        expect([400, 401, 429]).toContain(response.statusCode);
      }),
      { numRuns: SHAPED_RUNS },
    );
    expect(await rowCount(app, 'authSession')).toBe(sessions);
  });

  it('register: never a 5xx, never an account', async () => {
    const accounts = await rowCount(app, 'userAccount');
    const validEmail = fc.emailAddress().filter((e) => e.length <= 254);
    // Each body is invalid by construction: an impossible email, a role that is not offered, or a
    // password too short to be accepted, alongside anything else in the other fields.
    const invalid = fc.oneof(
      bodies({ email: excluding(['@']), password: value, displayName: value, role: value, locale: value }),
      bodies({
        email: validEmail,
        password: value,
        displayName: value,
        role: excluding(['client', 'therapist']),
        locale: value,
      }),
      fc.record({
        kind: fc.constant('json' as const),
        body: fc.record({
          email: validEmail,
          password: fc.string({ maxLength: 9 }),
          displayName: text,
          role: fc.constantFrom('client', 'therapist'),
          locale: fc.constantFrom('en', 'de', 'nl', 'es', 'pt'),
        }),
      }),
    );
    await fc.assert(
      fc.asyncProperty(invalid, async (input) => {
        const response = await send(app, '/api/v1/auth/register', input, 'register');
        expect(response.statusCode).toBeLessThan(500);
        expect(response.statusCode).not.toBe(202);
      }),
      { numRuns: RUNS },
    );
    expect(await rowCount(app, 'userAccount')).toBe(accounts);
  });

  it('register, well-formed with hostile values: never a 5xx, an account only when accepted', async () => {
    await fc.assert(
      fc.asyncProperty(
        shaped({ email, password: text, displayName: text, role: fc.constantFrom('client', 'therapist'), locale }),
        async (input) => {
          const body = input.body as { email: string };
          const before = await rowCount(app, 'userAccount');
          const response = await send(app, '/api/v1/auth/register', input, 'register (well-formed)');
          expect([202, 400]).toContain(response.statusCode);
          const stored = await db
            .selectFrom('userAccount')
            .select('id')
            .where('email', '=', body.email.toLowerCase())
            .executeTakeFirst();
          if (response.statusCode === 400) {
            expect(stored).toBeUndefined();
            expect(await rowCount(app, 'userAccount')).toBe(before);
          } else {
            expect(stored).toBeDefined();
          }
        },
      ),
      { numRuns: SHAPED_RUNS },
    );
  });

  it('verify-email: never a 5xx, nothing verified', async () => {
    await fc.assert(
      fc.asyncProperty(bodies({ token: value }), async (input) => {
        const response = await send(app, '/api/v1/auth/verify-email', input, 'verify-email');
        expect(response.statusCode).toBeLessThan(500);
        expect(response.statusCode).not.toBe(200);
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(shaped({ token: wellFormedToken }), async (input) => {
        const response = await send(app, '/api/v1/auth/verify-email', input, 'verify-email (well-formed)');
        expect(response.json().code).toBe('TOKEN_INVALID');
      }),
      { numRuns: SHAPED_RUNS },
    );
  });

  it('forgot-password: never a 5xx, no link for the account', async () => {
    const tokens = await rowCount(app, 'emailToken');
    await fc.assert(
      fc.asyncProperty(bodies({ email: excluding([owner.email]), locale: value }), async (input) => {
        const response = await send(app, '/api/v1/auth/forgot-password', input, 'forgot-password');
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(shaped({ email: email.filter((e) => e !== owner.email), locale }), async (input) => {
        const response = await send(app, '/api/v1/auth/forgot-password', input, 'forgot-password (well-formed)');
        expect([202, 400]).toContain(response.statusCode);
      }),
      { numRuns: SHAPED_RUNS },
    );
    expect(await rowCount(app, 'emailToken')).toBe(tokens);
  });

  it('reset-password: never a 5xx, no password changed', async () => {
    await fc.assert(
      fc.asyncProperty(bodies({ token: value, password: value }), async (input) => {
        const response = await send(app, '/api/v1/auth/reset-password', input, 'reset-password');
        expect(response.statusCode).toBeLessThan(500);
        expect(response.statusCode).not.toBe(204);
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(shaped({ token: wellFormedToken, password: text }), async (input) => {
        const response = await send(app, '/api/v1/auth/reset-password', input, 'reset-password (well-formed)');
        expect(response.statusCode).toBe(400);
      }),
      { numRuns: SHAPED_RUNS },
    );
    expect(await hashOf()).toBe(ownerHash);
  });

  it('change-password (signed in): never a 5xx, no password changed', async () => {
    await fc.assert(
      fc.asyncProperty(bodies({ currentPassword: excluding([TEST_PASSWORD]), newPassword: value }), async (input) => {
        const response = await send(app, '/api/v1/auth/change-password', input, 'change-password', session);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.statusCode).not.toBe(204);
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        shaped({ currentPassword: text.filter((t) => t !== TEST_PASSWORD), newPassword: text }),
        async (input) => {
          const response = await send(
            app,
            '/api/v1/auth/change-password',
            input,
            'change-password (well-formed)',
            session,
          );
          expect([400, 429]).toContain(response.statusCode);
        },
      ),
      { numRuns: SHAPED_RUNS },
    );
    expect(await hashOf()).toBe(ownerHash);
  });

  it('ran every endpoint the planned number of times', () => {
    for (const name of [
      'sign-in',
      'register',
      'verify-email',
      'forgot-password',
      'reset-password',
      'change-password',
    ]) {
      expect(counts[name]?.runs, name).toBe(RUNS);
      expect(counts[`${name} (well-formed)`]?.runs, name).toBe(SHAPED_RUNS);
    }
  });
});
