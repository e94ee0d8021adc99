import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { CookieJar } from './helpers/cookies.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { startTestProvider } from './helpers/oidc-provider.ts';

// Generated bad input against the two-factor and OpenID Connect endpoints: never a 5xx, never a
// session, and two-factor never switched on or off by garbage.

const RUNS = 150;
const text = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ minLength: 300, maxLength: 3000 }),
  fc.constantFrom('', ' ', '\u0000', '000000', '12345 6', 'abcd-efgh-jkmn', "' OR 1=1 --", '💥'.repeat(50)),
);
const value = fc.oneof(fc.anything({ maxDepth: 3 }), text, fc.integer(), fc.boolean(), fc.constant(null));
const body = fc.oneof(
  value,
  fc.record({ code: value, recoveryCode: value, password: value }, { requiredKeys: [] }),
  fc.record({ code: fc.stringMatching(/^\d{6}$/) }),
  fc.record({ password: fc.string({ minLength: 1, maxLength: 60 }), code: fc.stringMatching(/^\d{6}$/) }),
  fc.record({ recoveryCode: fc.stringMatching(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/) }),
);
const cookieValue = fc.oneof(
  text,
  fc.stringMatching(/^s1\.[a-z]{1,9}\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{0,80}\.[A-Za-z0-9_-]{22}$/),
);

describe('fuzzing two-factor and provider sign-in', { timeout: 180_000 }, async () => {
  const provider = await startTestProvider({ redirectUri: 'http://localhost:3000/api/v1/auth/oidc/callback' });
  afterAll(() => provider.close());
  const { app, db } = await testApp({
    oidc: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, name: 'Test' },
  });
  const statuses: Record<string, Record<number, number>> = {};
  let address = 0;
  const send = async (name: string, method: 'GET' | 'POST', url: string, payload: unknown, cookie = '') => {
    address += 1;
    const response = await app.inject({
      method,
      url,
      ...(method === 'POST' ? { payload: JSON.stringify(payload) ?? 'null' } : {}),
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      remoteAddress: `10.9.${(address >> 8) & 255}.${address & 255}`,
    });
    statuses[name] ??= {};
    const counts = statuses[name];
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    expect(response.statusCode, `${method} ${url} → ${response.body.slice(0, 200)}`).toBeLessThan(500);
    expect(response.headers['set-cookie'] ?? '').not.toMatch(/calma_access=[^;]/);
    return response;
  };
  afterAll(() => {
    // The figures for the report: runs and answers per endpoint.
    console.info(JSON.stringify(statuses));
  });

  it('the code step, with garbage and with a real half-done sign-in', async () => {
    const user = await createUser(db);
    const signedIn = new CookieJar().update(
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: user.email, password: TEST_PASSWORD },
      }),
    );
    const { secret } = (
      await app.inject({ method: 'POST', url: '/api/v1/auth/two-factor/setup', headers: { cookie: signedIn.header } })
    ).json();
    const { TOTP, Secret } = await import('otpauth');
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/two-factor/enable',
      headers: { cookie: signedIn.header },
      payload: { code: new TOTP({ secret: Secret.fromBase32(secret) }).generate() },
    });
    const pending = new CookieJar().update(
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: user.email, password: TEST_PASSWORD },
      }),
    );
    expect(pending.cookies.has('calma_two_factor')).toBe(true);

    await fc.assert(
      fc.asyncProperty(body, cookieValue, fc.boolean(), async (payload, forged, real) => {
        const cookie = real ? pending.header : `calma_two_factor=${encodeURIComponent(forged)}`;
        const response = await send(
          'POST /sign-in/two-factor',
          'POST',
          '/api/v1/auth/sign-in/two-factor',
          payload,
          cookie,
        );
        expect([400, 401, 429]).toContain(response.statusCode);
      }),
      { numRuns: RUNS },
    );
  });

  it('the settings, signed in, leave two-factor as it was', async () => {
    const user = await createUser(db);
    const jar = new CookieJar().update(
      await app.inject({
        method: 'POST',
        url: '/api/v1/auth/sign-in',
        payload: { email: user.email, password: TEST_PASSWORD },
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('enable', 'disable', 'recovery-codes'), body, async (endpoint, payload) => {
        await send(`POST /two-factor/${endpoint}`, 'POST', `/api/v1/auth/two-factor/${endpoint}`, payload, jar.header);
      }),
      { numRuns: RUNS },
    );
    const row = await db.selectFrom('twoFactor').select('enabledAt').where('userId', '=', user.id).executeTakeFirst();
    expect(row?.enabledAt ?? null).toBeNull();
  });

  it('linking and the provider callback', async () => {
    const before = await db
      .selectFrom('oidcIdentity')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await fc.assert(
      fc.asyncProperty(body, cookieValue, async (payload, forged) => {
        await send(
          'POST /oidc/link',
          'POST',
          '/api/v1/auth/oidc/link',
          payload,
          `calma_oidc_link=${encodeURIComponent(forged)}`,
        );
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('code', 'state', 'iss', 'error', 'x'), text, { maxKeys: 4 }),
        cookieValue,
        async (query, forged) => {
          const url = `/api/v1/auth/oidc/callback?${new URLSearchParams(query)}`;
          const response = await send(
            'GET /oidc/callback',
            'GET',
            url,
            undefined,
            `calma_oidc=${encodeURIComponent(forged)}`,
          );
          expect(response.statusCode).toBe(303);
        },
      ),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('next', 'popup', 'locale'), text, { maxKeys: 3 }),
        async (query) => {
          await send('GET /oidc/start', 'GET', `/api/v1/auth/oidc/start?${new URLSearchParams(query)}`, undefined);
        },
      ),
      { numRuns: RUNS },
    );
    const after = await db
      .selectFrom('oidcIdentity')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
