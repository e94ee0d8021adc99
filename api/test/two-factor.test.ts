import { Secret, TOTP } from 'otpauth';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requireTwoFactor } from '../src/auth/two-factor.ts';
import { testApp } from './helpers/app.ts';
import { CookieJar } from './helpers/cookies.ts';
import { createUser, TEST_PASSWORD } from './helpers/factories.ts';

let address = 0;
const nextAddress = () => `203.0.113.${(address++ % 250) + 1}`;

// Each accepted code must come from a later 30-second step than the last one, so tests move the
// clock on instead of waiting.
afterEach(() => vi.useRealTimers());
const advanceClock = (seconds: number) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.now() + seconds * 1000);
};
const codeFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) }).generate();

describe('two-factor sign-in', async () => {
  // As an operator who requires it of therapists (REQUIRE_TWO_FACTOR=therapist).
  const { app, db, config } = await testApp({ twoFactorRoles: ['therapist'] });
  // A stand-in for the client-record routes that will use the guard.
  app.get(
    '/api/v1/test/client-records',
    { config: { access: ['therapist', 'client'] }, preHandler: requireTwoFactor(config.twoFactorRoles) },
    async () => ({ ok: true }),
  );

  const events = async (userId: string) =>
    (await db.selectFrom('securityEvent').select('kind').where('userId', '=', userId).execute()).map((e) => e.kind);
  const post = (url: string, jar: CookieJar, payload?: object, remoteAddress = nextAddress()) =>
    app.inject({
      method: 'POST',
      url,
      payload,
      headers: { cookie: jar.header, 'user-agent': 'Vitest' },
      remoteAddress,
    });
  const signIn = async (email: string, password = TEST_PASSWORD, remoteAddress = nextAddress()) => {
    const jar = new CookieJar();
    const response = await post('/api/v1/auth/sign-in', jar, { email, password }, remoteAddress);
    jar.update(response);
    return { jar, response };
  };
  /** A signed-in person who has turned two-factor on; answers their secret and recovery codes. */
  const withTwoFactor = async (role: 'client' | 'therapist' = 'client') => {
    const user = await createUser(db, { role });
    const { jar } = await signIn(user.email);
    const setup = (await post('/api/v1/auth/two-factor/setup', jar)).json();
    const enabled = await post('/api/v1/auth/two-factor/enable', jar, { code: codeFor(setup.secret) });
    expect(enabled.statusCode).toBe(200);
    advanceClock(30);
    return { user, jar, secret: setup.secret as string, recoveryCodes: enabled.json().recoveryCodes as string[] };
  };

  it('sets up with a QR code and a secret, and is on only after a right code', async () => {
    const user = await createUser(db);
    const { jar } = await signIn(user.email);
    const setup = await post('/api/v1/auth/two-factor/setup', jar);
    expect(setup.statusCode).toBe(200);
    const { otpauthUrl, qrSvg, secret } = setup.json();
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Calma:/);
    expect(qrSvg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // Sealed at rest: the database holds no trace of the secret.
    const row = await db.selectFrom('twoFactor').selectAll().where('userId', '=', user.id).executeTakeFirstOrThrow();
    expect(row.secretSealed).toMatch(/^s1\./);
    expect(row.secretSealed).not.toContain(secret);
    expect(row.enabledAt).toBeNull();

    const me = async () => (await app.inject({ url: '/api/v1/auth/me', headers: { cookie: jar.header } })).json();
    expect((await me()).twoFactorEnabled).toBe(false);
    const wrong = await post('/api/v1/auth/two-factor/enable', jar, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    const enabled = await post('/api/v1/auth/two-factor/enable', jar, { code: codeFor(secret) });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = enabled.json();
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect((await me()).twoFactorEnabled).toBe(true);
    expect(await events(user.id)).toContain('two_factor_enabled');
    const stored = await db
      .selectFrom('twoFactorRecoveryCode')
      .select('codeHash')
      .where('userId', '=', user.id)
      .execute();
    expect(stored.map((r) => r.codeHash).join()).not.toContain(recoveryCodes[0]);

    // Once on, a new set-up (a stolen session moving it to another phone) is refused.
    expect((await post('/api/v1/auth/two-factor/setup', jar)).statusCode).toBe(409);
    const status = await app.inject({ url: '/api/v1/auth/two-factor', headers: { cookie: jar.header } });
    expect(status.json()).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10, passwordSet: true });
  });

  it('asks for a code after the password, with no session until it is right', async () => {
    const { user, secret } = await withTwoFactor();
    const { jar, response } = await signIn(user.email);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ twoFactorRequired: true });
    expect(jar.cookies.has('calma_access')).toBe(false);
    expect(jar.cookies.has('calma_refresh')).toBe(false);
    expect(jar.cookies.has('calma_two_factor')).toBe(true);
    expect([response.headers['set-cookie']].flat().join()).toMatch(/calma_two_factor=[^;]+;.*HttpOnly/);

    const wrong = await post('/api/v1/auth/sign-in/two-factor', jar, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().code).toBe('INVALID_TWO_FACTOR_CODE');

    const code = codeFor(secret);
    const right = await post('/api/v1/auth/sign-in/two-factor', jar, { code });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ id: user.id, twoFactorEnabled: true });
    jar.update(right);
    expect(jar.cookies.has('calma_access')).toBe(true);
    expect(jar.cookies.has('calma_two_factor')).toBe(false);
    expect((await app.inject({ url: '/api/v1/auth/me', headers: { cookie: jar.header } })).statusCode).toBe(200);

    // The same code again (seen over a shoulder) does not sign in a second time.
    const again = await signIn(user.email);
    expect((await post('/api/v1/auth/sign-in/two-factor', again.jar, { code })).statusCode).toBe(401);
  });

  it('refuses the code step without the half-done sign-in, or with a forged one', async () => {
    const { secret } = await withTwoFactor();
    const none = await post('/api/v1/auth/sign-in/two-factor', new CookieJar(), { code: codeFor(secret) });
    expect(none.statusCode).toBe(401);
    expect(none.json().code).toBe('TWO_FACTOR_EXPIRED');
    const forged = new CookieJar();
    forged.cookies.set('calma_two_factor', 's1.generated.AAAAAAAAAAAAAAAA.AAAA.AAAAAAAAAAAAAAAAAAAAAA');
    expect((await post('/api/v1/auth/sign-in/two-factor', forged, { code: codeFor(secret) })).statusCode).toBe(401);
    const neither = await post('/api/v1/auth/sign-in/two-factor', new CookieJar(), {});
    expect(neither.statusCode).toBe(400);
  });

  it('lets each recovery code sign in once', async () => {
    const { user, recoveryCodes } = await withTwoFactor();
    const [first = '', second = ''] = recoveryCodes;
    const one = await signIn(user.email);
    const used = await post('/api/v1/auth/sign-in/two-factor', one.jar, { recoveryCode: first.toUpperCase() });
    expect(used.statusCode).toBe(200);
    const two = await signIn(user.email);
    expect((await post('/api/v1/auth/sign-in/two-factor', two.jar, { recoveryCode: first })).statusCode).toBe(401);
    expect((await post('/api/v1/auth/sign-in/two-factor', two.jar, { recoveryCode: second })).statusCode).toBe(200);
    const status = await app.inject({
      url: '/api/v1/auth/two-factor',
      headers: { cookie: one.jar.update(used).header },
    });
    expect(status.json().recoveryCodesLeft).toBe(8);
    expect((await events(user.id)).filter((kind) => kind === 'recovery_code_used')).toHaveLength(2);
  });

  it('makes an address that guesses codes wait, while the right code from another address still works', async () => {
    const { user, secret } = await withTwoFactor();
    // Someone who has the password guesses codes from one address.
    const guesser = '192.0.2.50';
    const { jar } = await signIn(user.email, TEST_PASSWORD, guesser);
    const codes: number[] = [];
    for (let i = 0; i < 7; i++) {
      codes.push(
        (await post('/api/v1/auth/sign-in/two-factor', jar, { code: String(100000 + i) }, guesser)).statusCode,
      );
    }
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 429]);
    const refused = await post('/api/v1/auth/sign-in/two-factor', jar, { code: codeFor(secret) }, guesser);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, on their own phone and network, is not locked out by those guesses.
    const owner = await signIn(user.email, TEST_PASSWORD, '192.0.2.51');
    const signedIn = await post('/api/v1/auth/sign-in/two-factor', owner.jar, { code: codeFor(secret) }, '192.0.2.51');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ id: user.id });
  });

  it('replaces the recovery codes with a current code; the old ones stop working', async () => {
    const { user, jar, secret, recoveryCodes } = await withTwoFactor();
    expect((await post('/api/v1/auth/two-factor/recovery-codes', jar, { code: '000000' })).statusCode).toBe(400);
    const replaced = await post('/api/v1/auth/two-factor/recovery-codes', jar, { code: codeFor(secret) });
    expect(replaced.statusCode).toBe(200);
    const fresh = replaced.json().recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(recoveryCodes[0]);
    const { jar: next } = await signIn(user.email);
    expect((await post('/api/v1/auth/sign-in/two-factor', next, { recoveryCode: recoveryCodes[0] })).statusCode).toBe(
      401,
    );
    expect((await post('/api/v1/auth/sign-in/two-factor', next, { recoveryCode: fresh[0] })).statusCode).toBe(200);
  });

  it('turns off only with the password and a code', async () => {
    const { user, jar, secret } = await withTwoFactor();
    const badPassword = await post('/api/v1/auth/two-factor/disable', jar, { password: 'nope', code: codeFor(secret) });
    expect(badPassword.statusCode).toBe(400);
    expect(badPassword.json().code).toBe('INVALID_PASSWORD');
    const noCode = await post('/api/v1/auth/two-factor/disable', jar, { password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    const badCode = await post('/api/v1/auth/two-factor/disable', jar, { password: TEST_PASSWORD, code: '000000' });
    expect(badCode.json().code).toBe('INVALID_TWO_FACTOR_CODE');
    const off = await post('/api/v1/auth/two-factor/disable', jar, { password: TEST_PASSWORD, code: codeFor(secret) });
    expect(off.statusCode).toBe(204);
    const { response } = await signIn(user.email);
    expect(response.json()).toMatchObject({ id: user.id, twoFactorEnabled: false });
    expect(await db.selectFrom('twoFactorRecoveryCode').select('id').where('userId', '=', user.id).execute()).toEqual(
      [],
    );
    expect(await events(user.id)).toContain('two_factor_disabled');
  });

  it('keeps therapists out of client records until two-factor is on', async () => {
    expect(config.twoFactorRoles).toEqual(['therapist']);
    const therapist = await createUser(db, { role: 'therapist' });
    const { jar } = await signIn(therapist.email);
    const blocked = await app.inject({ url: '/api/v1/test/client-records', headers: { cookie: jar.header } });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('TWO_FACTOR_REQUIRED');
    const status = await app.inject({ url: '/api/v1/auth/two-factor', headers: { cookie: jar.header } });
    expect(status.json()).toMatchObject({ enabled: false, required: true });

    const protectedTherapist = await withTwoFactor('therapist');
    const open = await app.inject({
      url: '/api/v1/test/client-records',
      headers: { cookie: protectedTherapist.jar.header },
    });
    expect(open.statusCode).toBe(200);
    // Roles the operator did not name pass.
    const client = await signIn((await createUser(db)).email);
    expect(
      (await app.inject({ url: '/api/v1/test/client-records', headers: { cookie: client.jar.header } })).statusCode,
    ).toBe(200);
  });

  it('is for signed-in people only', async () => {
    for (const url of ['setup', 'enable', 'disable', 'recovery-codes']) {
      const response = await post(`/api/v1/auth/two-factor/${url}`, new CookieJar(), { code: '123456' });
      expect(response.statusCode).toBe(401);
    }
  });
});
