import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';

/** Cookies a browser would keep from a response, as one Cookie header. */
function cookiesFrom(response: { headers: Record<string, unknown> }, jar: Record<string, string> = {}) {
  for (const line of [response.headers['set-cookie'] ?? []].flat() as string[]) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (value === '') delete jar[name];
    else jar[name] = value;
  }
  return jar;
}
const header = (jar: Record<string, string>) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

let address = 0;
/** Each attempt from another address, as an attacker rotating IPs would (the per-IP limit is separate). */
async function signIn(app: FastifyInstance, email: string, password = TEST_PASSWORD) {
  address += 1;
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password },
    headers: { 'user-agent': 'Vitest' },
    remoteAddress: `198.51.100.${address % 250}`,
  });
}

describe('signing in', async () => {
  const { app, db } = await testApp();

  it('sets httpOnly session cookies and answers who is signed in', async () => {
    const user = await createUser(db, { role: 'therapist' });
    const response = await signIn(app, user.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: user.email, role: 'therapist' });
    const cookies = [response.headers['set-cookie']].flat().join('\n');
    expect(cookies).toMatch(/calma_access=[^;]+;.*HttpOnly/);
    expect(cookies).toMatch(/calma_refresh=[^;]+;.*Path=\/api\/v1\/auth/);
    expect(cookies).toMatch(/SameSite=Lax/);

    const me = await app.inject({ url: '/api/v1/auth/me', headers: { cookie: header(cookiesFrom(response)) } });
    expect(me.json()).toMatchObject({ id: user.id, role: 'therapist' });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const user = await createUser(db);
    const wrong = await signIn(app, user.email, 'not the password');
    const unknown = await signIn(app, 'nobody@example.test', 'not the password');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  /** One sign-in from a given address, for tests about who is throttled where. */
  const signInFrom = (remoteAddress: string, email: string, password = TEST_PASSWORD) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password }, remoteAddress });

  it('makes an address that keeps guessing at an email wait, while the owner signs in from another', async () => {
    const owner = await createUser(db);
    for (const [email, attacker] of [
      [owner.email, '192.0.2.10'],
      ['ghost@example.test', '192.0.2.11'],
    ] as const) {
      const codes = [];
      for (let i = 0; i < 7; i++) codes.push((await signInFrom(attacker, email, `guess-${i}`)).statusCode);
      expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
    }
    // The guessing address waits even with the right password: it may have just found it.
    const guesser = await signInFrom('192.0.2.10', owner.email);
    expect(guesser.statusCode).toBe(429);
    expect(guesser.json().code).toBe('TOO_MANY_ATTEMPTS');
    expect(Number(guesser.headers['retry-after'])).toBeGreaterThan(0);
    const fromHome = await signInFrom('192.0.2.12', owner.email);
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json()).toMatchObject({ id: owner.id });
  });

  it('lets the right password through a lock that guesses from many addresses caused', async () => {
    const owner = await createUser(db);
    // Each guess from an address of its own: no address fails often enough to wait on its own.
    for (let i = 0; i < 5; i++) {
      expect((await signInFrom(`192.0.2.${20 + i}`, owner.email, `guess-${i}`)).statusCode).toBe(401);
    }
    // Under attack now: a further address gets one wrong guess before it waits.
    expect((await signInFrom('192.0.2.30', owner.email, 'guess-5')).statusCode).toBe(401);
    expect((await signInFrom('192.0.2.31', owner.email, 'guess-6')).statusCode).toBe(401);
    expect((await signInFrom('192.0.2.31', owner.email, 'guess-7')).statusCode).toBe(429);
    expect((await signInFrom('192.0.2.31', owner.email)).statusCode).toBe(429);
    // The owner, who never guessed wrong, is not turned away.
    const fromHome = await signInFrom('192.0.2.32', owner.email);
    expect(fromHome.statusCode).toBe(200);
    expect(fromHome.json()).toMatchObject({ id: owner.id });
  });

  it('counts an IPv6 /64 as one address', async () => {
    const owner = await createUser(db);
    for (let i = 1; i <= 6; i++) {
      expect((await signInFrom(`2001:db8:7:7::${i}`, owner.email, `guess-${i}`)).statusCode).toBe(401);
    }
    expect((await signInFrom('2001:db8:7:7::99', owner.email)).statusCode).toBe(429);
    expect((await signInFrom('2001:db8:7:8::1', owner.email)).statusCode).toBe(200);
  });

  it('refuses bad input with a 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    expect(
      response
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['body.email', 'body.password']);
  });
});

describe('signing in from one address that tries many emails', async () => {
  // The route's own per-minute limit is raised (each test app counts it under its own name) so
  // that only the sign-in throttle, which every instance shares, answers here.
  const { app, db } = await testApp({ rateLimitScale: 100 });
  const { app: otherInstance } = await testApp({ rateLimitScale: 100 }, { db });
  const signInFrom = (instance: FastifyInstance, remoteAddress: string, email: string, password = TEST_PASSWORD) =>
    instance.inject({ method: 'POST', url: '/api/v1/auth/sign-in', payload: { email, password }, remoteAddress });

  it('makes it wait for every email, on every instance, and no one else', async () => {
    const user = await createUser(db);
    const sprayer = '192.0.2.40';
    // One guess per email, so no email is tried often enough from here to wait on its own.
    for (let i = 0; i < 51; i++) {
      expect((await signInFrom(app, sprayer, `sprayed-${i}@example.test`, 'Summer2026!')).statusCode).toBe(401);
    }
    for (const instance of [app, otherInstance]) {
      const refused = await signInFrom(instance, sprayer, user.email);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    }
    expect((await signInFrom(otherInstance, '192.0.2.41', user.email)).statusCode).toBe(200);
  });
});

describe('sessions', async () => {
  const { app, db } = await testApp();

  it('rotates the refresh token, and a reused one ends the session for everyone', async () => {
    const user = await createUser(db);
    const jar = cookiesFrom(await signIn(app, user.email));
    const stolen = jar.calma_refresh;

    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { cookie: header(jar) },
    });
    expect(refreshed.statusCode).toBe(204);
    cookiesFrom(refreshed, jar);
    expect(jar.calma_refresh).not.toBe(stolen);

    const replay = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { cookie: `calma_refresh=${stolen}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('SESSION_REVOKED');
    // The owner's fresh tokens died with the family.
    expect((await app.inject({ url: '/api/v1/auth/me', headers: { cookie: header(jar) } })).statusCode).toBe(401);
  });

  it('lists the devices signed in and signs out of one or all', async () => {
    const user = await createUser(db);
    const laptop = cookiesFrom(await signIn(app, user.email));
    const phone = cookiesFrom(await signIn(app, user.email));
    const list = (await app.inject({ url: '/api/v1/auth/sessions', headers: { cookie: header(laptop) } })).json();
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);

    const out = await app.inject({ method: 'POST', url: '/api/v1/auth/sign-out', headers: { cookie: header(laptop) } });
    expect(out.statusCode).toBe(204);
    expect((await app.inject({ url: '/api/v1/auth/me', headers: { cookie: header(laptop) } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/v1/auth/me', headers: { cookie: header(phone) } })).statusCode).toBe(200);

    const tablet = cookiesFrom(await signIn(app, user.email));
    await app.inject({ method: 'POST', url: '/api/v1/auth/sign-out-everywhere', headers: { cookie: header(tablet) } });
    expect((await app.inject({ url: '/api/v1/auth/me', headers: { cookie: header(phone) } })).statusCode).toBe(401);
  });

  it('rejects a forged access token', async () => {
    const forged = 'calma_access=eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwicm9sZSI6ImFkbWluIiwic2lkIjoieCJ9.c2lnbmF0dXJl';
    const response = await app.inject({ url: '/api/v1/auth/me', headers: { cookie: forged } });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('cross-site requests', async () => {
  const { app, db } = await testApp();

  it('refuses a state-changing request sent from another site', async () => {
    const user = await createUser(db);
    const fromElsewhere = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.json().code).toBe('CROSS_SITE_REQUEST');

    const sameSite = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sign-in',
      payload: { email: user.email, password: TEST_PASSWORD },
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});
