import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { CookieJar } from './helpers/cookies.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';
import { signInAtProvider, startTestProvider } from './helpers/oidc-provider.ts';

// Against a real OpenID Connect provider (oidc-provider on a loopback port): discovery, PKCE,
// state, nonce, ID token signatures and UserInfo all happen for real. Nothing is mocked.

const PUBLIC_URL = 'http://localhost:3000';
const CALLBACK = `${PUBLIC_URL}/api/v1/auth/oidc/callback`;

describe('signing in with an OpenID Connect provider', async () => {
  const provider = await startTestProvider({ redirectUri: CALLBACK });
  afterAll(() => provider.close());
  const { app, db } = await testApp({
    publicUrl: PUBLIC_URL,
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      name: 'Test ID',
    },
  });

  const newProviderAccount = (email: string, verified = true) => {
    const login = `person-${randomBytes(4).toString('hex')}`;
    provider.accounts.set(login, { email, email_verified: verified, name: 'Ana Tester' });
    return login;
  };

  /** Start → provider pages → callback, as a browser; answers where the callback sent it and its cookies. */
  const roundTrip = async (login: string, query = '') => {
    const jar = new CookieJar();
    const start = await app.inject({ url: `/api/v1/auth/oidc/start${query}`, headers: { 'user-agent': 'Vitest' } });
    expect(start.statusCode).toBe(302);
    jar.update(start);
    const authorization = new URL(start.headers.location as string);
    expect(authorization.origin).toBe(provider.issuer);
    expect(authorization.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorization.searchParams.get('state')).toBeTruthy();
    expect(authorization.searchParams.get('nonce')).toBeTruthy();
    const back = await signInAtProvider(authorization.href, login, CALLBACK);
    const callback = await app.inject({
      url: back.pathname + back.search,
      headers: { cookie: jar.header, 'user-agent': 'Vitest' },
    });
    expect(callback.statusCode).toBe(303);
    jar.update(callback);
    return { location: callback.headers.location as string, jar };
  };
  const me = (jar: CookieJar) => app.inject({ url: '/api/v1/auth/me', headers: { cookie: jar.header } });
  const identities = (userId: string) =>
    db.selectFrom('oidcIdentity').select(['issuer', 'email']).where('userId', '=', userId).execute();

  it('names the provider for the sign-in page', async () => {
    const response = await app.inject({ url: '/api/v1/auth/providers' });
    expect(response.json()).toEqual({
      providers: [{ id: 'oidc', name: 'Test ID', startUrl: '/api/v1/auth/oidc/start' }],
    });
  });

  it('creates a client account for a new person with a verified email, and signs them in', async () => {
    const email = `new-${randomBytes(4).toString('hex')}@example.test`;
    const { location, jar } = await roundTrip(newProviderAccount(email), '?next=/matching&locale=de');
    expect(location).toBe('/matching');
    const account = (await me(jar)).json();
    expect(account).toMatchObject({
      email,
      role: 'client',
      emailVerified: true,
      locale: 'de',
      displayName: 'Ana Tester',
    });
    expect(await identities(account.id)).toEqual([{ issuer: provider.issuer, email }]);
    const row = await db
      .selectFrom('userAccount')
      .select('passwordHash')
      .where('id', '=', account.id)
      .executeTakeFirst();
    expect(row?.passwordHash).toBeNull();
  });

  it('signs a returning person in to the same account', async () => {
    const email = `back-${randomBytes(4).toString('hex')}@example.test`;
    const login = newProviderAccount(email);
    const first = await roundTrip(login);
    expect(first.location).toBe('/dashboard');
    const id = (await me(first.jar)).json().id;
    const second = await roundTrip(login);
    expect((await me(second.jar)).json().id).toBe(id);
    expect(await identities(id)).toHaveLength(1);
  });

  it('returns to a page on this site with its query (a booking’s slot), never to another origin', async () => {
    const login = newProviderAccount(`next-${randomBytes(4).toString('hex')}@example.test`);
    const booking = '/de/book/anna-berg?service=1f0c&start=2026-12-01T09%3A00%3A00.000Z&step=details';
    const back = await roundTrip(login, `?next=${encodeURIComponent(booking)}`);
    expect(back.location).toBe(booking);
    for (const elsewhere of ['//evil.example', '/\\evil.example', 'https://evil.example', '/\t/evil.example']) {
      expect((await roundTrip(login, `?next=${encodeURIComponent(elsewhere)}`)).location).toBe('/dashboard');
    }
  });

  it('links to an existing account only after its password is proven', async () => {
    const user = await createUser(db);
    const { location, jar } = await roundTrip(newProviderAccount(user.email.toUpperCase()), '?locale=nl');
    expect(location).toBe('/nl/auth/link-accounts');
    // Not signed in yet, and nothing linked.
    expect((await me(jar)).statusCode).toBe(401);
    expect(await identities(user.id)).toEqual([]);

    const pending = await app.inject({ url: '/api/v1/auth/oidc/link', headers: { cookie: jar.header } });
    expect(pending.json()).toEqual({ email: user.email.toUpperCase(), provider: 'Test ID', twoFactor: false });

    const link = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/oidc/link',
        headers: { cookie: jar.header },
        payload: { password },
      });
    const wrong = await link('not the password');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS');
    expect(await identities(user.id)).toEqual([]);

    const right = await link(TEST_PASSWORD);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id: user.id });
    jar.update(right);
    expect((await me(jar)).json().id).toBe(user.id);
    expect(await identities(user.id)).toHaveLength(1);
    // The pending link is used up.
    expect((await link(TEST_PASSWORD)).statusCode).toBe(404);
  });

  it('asks for the two-factor code too when the existing account has it on', async () => {
    const user = await createUser(db);
    const jar = new CookieJar();
    const post = (url: string, payload?: object) =>
      app.inject({ method: 'POST', url, headers: { cookie: jar.header }, payload });
    jar.update(await post('/api/v1/auth/sign-in', { email: user.email, password: TEST_PASSWORD }));
    const { secret } = (await post('/api/v1/auth/two-factor/setup')).json();
    const totp = new TOTP({ secret: Secret.fromBase32(secret) });
    expect((await post('/api/v1/auth/two-factor/enable', { code: totp.generate() })).statusCode).toBe(200);

    const login = newProviderAccount(user.email);
    const trip = await roundTrip(login);
    expect(trip.location).toBe('/auth/link-accounts');
    const pending = await app.inject({ url: '/api/v1/auth/oidc/link', headers: { cookie: trip.jar.header } });
    expect(pending.json().twoFactor).toBe(true);
    const link = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/auth/oidc/link', headers: { cookie: trip.jar.header }, payload });
    const withoutCode = await link({ password: TEST_PASSWORD });
    expect(withoutCode.statusCode).toBe(400);
    expect(withoutCode.json().code).toBe('TWO_FACTOR_CODE_REQUIRED');
    const nextCode = totp.generate({ timestamp: Date.now() + 30_000 });
    const linked = await link({ password: TEST_PASSWORD, code: nextCode });
    expect(linked.statusCode).toBe(200);

    // From now on the provider signs in to this account, and the code is still asked for.
    const again = await roundTrip(login);
    expect(again.location).toBe('/auth/sign-in?step=two-factor');
    expect(again.jar.cookies.has('calma_access')).toBe(false);
    expect(again.jar.cookies.has('calma_two_factor')).toBe(true);
  });

  it('never links or creates anything for an unverified email', async () => {
    const user = await createUser(db);
    const matching = await roundTrip(newProviderAccount(user.email, false));
    expect(matching.location).toBe('/auth/sign-in?error=OIDC_EMAIL_UNVERIFIED');
    expect(matching.jar.cookies.has('calma_oidc_link')).toBe(false);
    expect(await identities(user.id)).toEqual([]);

    const stranger = `unverified-${randomBytes(4).toString('hex')}@example.test`;
    const unknown = await roundTrip(newProviderAccount(stranger, false));
    expect(unknown.location).toBe('/auth/sign-in?error=OIDC_EMAIL_UNVERIFIED');
    expect(await db.selectFrom('userAccount').select('id').where('email', '=', stranger).execute()).toEqual([]);
  });

  it('ends a popup round trip at /auth/close, which tells the opener', async () => {
    const { location } = await roundTrip(
      newProviderAccount(`popup-${randomBytes(4).toString('hex')}@example.test`),
      '?popup=1&next=/dashboard/settings/account&locale=es',
    );
    expect(location).toBe('/es/auth/close?result=signed-in&next=%2Fdashboard%2Fsettings%2Faccount');
  });

  it('refuses a callback without its flow cookie, or with a state that does not match', async () => {
    const start = await app.inject({ url: '/api/v1/auth/oidc/start' });
    const back = await signInAtProvider(
      start.headers.location as string,
      newProviderAccount('nobody@example.test'),
      CALLBACK,
    );
    const noCookie = await app.inject({ url: back.pathname + back.search });
    expect(noCookie.headers.location).toBe('/auth/sign-in?error=OIDC_EXPIRED');

    // Another flow's cookie (another tab, or an attacker's own round trip) does not fit this answer.
    const other = new CookieJar().update(await app.inject({ url: '/api/v1/auth/oidc/start' }));
    const mismatched = await app.inject({ url: back.pathname + back.search, headers: { cookie: other.header } });
    expect(mismatched.headers.location).toBe('/auth/sign-in?error=OIDC_FAILED');
    expect(new CookieJar().update(mismatched).cookies.has('calma_access')).toBe(false);
  });

  it('does not offer a provider that is not configured', async () => {
    const { app: plain } = await testApp();
    expect((await plain.inject({ url: '/api/v1/auth/providers' })).json()).toEqual({ providers: [] });
    expect((await plain.inject({ url: '/api/v1/auth/oidc/start' })).statusCode).toBe(404);
  });
});
