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

  it('locks an email after repeated failures, whether or not it has an account', async () => {
    for (const email of [(await createUser(db)).email, 'ghost@example.test']) {
      const codes = [];
      for (let i = 0; i < 7; i++) codes.push((await signIn(app, email, `guess-${i}`)).statusCode);
      expect(codes.slice(0, 6)).toEqual([401, 401, 401, 401, 401, 401]);
      expect(codes[6]).toBe(429);
    }
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
