import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers/app.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';

type Jar = Record<string, string>;
const setCookies = (response: { headers: Record<string, unknown> }) =>
  [response.headers['set-cookie'] ?? []].flat() as string[];
function keep(response: { headers: Record<string, unknown> }, jar: Jar = {}): Jar {
  for (const line of setCookies(response)) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=');
    if (value === '') delete jar[name];
    else jar[name] = value;
  }
  return jar;
}
const cookie = (jar: Jar) =>
  Object.entries(jar)
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');

let address = 0;
const post = (app: FastifyInstance, url: string, jar: Jar, payload?: object) => {
  address += 1;
  return app.inject({
    method: 'POST',
    url,
    headers: { cookie: cookie(jar) },
    remoteAddress: `192.0.2.${address % 250}`,
    ...(payload ? { payload } : {}),
  });
};

describe('the session hint and signing out with a stale access token', async () => {
  const { app, db } = await testApp();
  const signIn = async () => {
    const user = await createUser(db);
    const response = await post(app, '/api/v1/auth/sign-in', {}, { email: user.email, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    return { user, response, jar: keep(response) };
  };

  it('tells the site’s scripts that a session may exist, for as long as the refresh cookie lives', async () => {
    const { response, jar } = await signIn();
    const hint = setCookies(response).find((line) => line.startsWith('calma_signed_in='));
    expect(hint).toMatch(/^calma_signed_in=1; Max-Age=2592000; Path=\/; SameSite=Lax$/);
    expect(hint).not.toMatch(/HttpOnly/i);

    // Renewed with every refresh, and gone with the session.
    delete jar.calma_access;
    const refreshed = await post(app, '/api/v1/auth/refresh', jar);
    expect(refreshed.statusCode).toBe(204);
    expect(setCookies(refreshed).some((line) => line.startsWith('calma_signed_in=1;'))).toBe(true);
    keep(refreshed, jar);
    const out = await post(app, '/api/v1/auth/sign-out', jar);
    expect(keep(out, jar)).toEqual({});
  });

  it('clears the hint when a refresh fails, so the site stops trying', async () => {
    const { jar } = await signIn();
    const failed = await post(app, '/api/v1/auth/refresh', { calma_refresh: 'not-a-token', calma_signed_in: '1' });
    expect(failed.statusCode).toBe(401);
    expect(keep(failed, { ...jar })).not.toHaveProperty('calma_signed_in');
  });

  it('ends the session on sign-out although the access token has run out', async () => {
    const { user, jar } = await signIn();
    delete jar.calma_access;
    expect((await post(app, '/api/v1/auth/sign-out', jar)).statusCode).toBe(204);
    const session = await db
      .selectFrom('authSession')
      .select('revokedAt')
      .where('userId', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(session.revokedAt).not.toBeNull();
    // The refresh token of the ended session buys nothing any more.
    expect((await post(app, '/api/v1/auth/refresh', jar)).json().code).toBe('SESSION_EXPIRED');
  });
});
