import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { eraseDueAccounts } from '../src/account/deletion.ts';
import { issueEmailToken } from '../src/auth/email-tokens.ts';
import { MESSAGE_PURPOSE } from '../src/booking/appointments.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser, firstService, TEST_PASSWORD } from './helpers/factories.ts';
import { mp4, multipart } from './helpers/media-files.ts';

type Jar = Record<string, string>;

/** Cookies a browser would keep from a response. */
function keep(response: { headers: Record<string, unknown> }, jar: Jar = {}): Jar {
  for (const line of [response.headers['set-cookie'] ?? []].flat() as string[]) {
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

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const NEW_PASSWORD = 'lantern orchard velvet 42';

let address = 0;
/** Each request from its own address, so the per-address rate limits stay out of the way. */
function call(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  { body, jar, userAgent = FIREFOX }: { body?: unknown; jar?: Jar; userAgent?: string } = {},
) {
  address += 1;
  return app.inject({
    method,
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers: { 'user-agent': userAgent, ...(jar ? { cookie: cookie(jar) } : {}) },
    remoteAddress: `203.0.113.${address % 250}`,
  });
}

const newEmail = () => `reg-${randomBytes(5).toString('hex')}@example.test`;
const tokenIn = (text: string, page: string) =>
  text.match(new RegExp(`${page}\\?token=([A-Za-z0-9_-]{43})`))?.[1] as string;

describe('registering and verifying the email address', async () => {
  const { app, db, outbox } = await testApp();

  it('creates the account, mails a link in the chosen language, and the link signs that browser in', async () => {
    const email = newEmail();
    const registered = await call(app, 'POST', '/api/v1/auth/register', {
      body: { email, password: NEW_PASSWORD, displayName: 'Lena Vogel', role: 'therapist', locale: 'de' },
    });
    expect(registered.statusCode).toBe(202);
    expect(registered.json()).toEqual({ status: 'check-your-email' });
    const browser = keep(registered);
    expect(browser.calma_access).toBeUndefined();

    const [mail] = await outbox(email);
    expect(mail?.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse für Calma');
    expect(mail?.text).toContain('/de/auth/verify-email?token=');
    const token = tokenIn(mail?.text ?? '', '/de/auth/verify-email');

    const verified = await call(app, 'POST', '/api/v1/auth/verify-email', { body: { token }, jar: browser });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ emailVerified: true, signedIn: true });
    keep(verified, browser);
    const me = await call(app, 'GET', '/api/v1/auth/me', { jar: browser });
    expect(me.json()).toMatchObject({ email, role: 'therapist', displayName: 'Lena Vogel', emailVerified: true });

    const again = await call(app, 'POST', '/api/v1/auth/verify-email', { body: { token }, jar: browser });
    expect(again.statusCode).toBe(400);
    expect(again.json().code).toBe('TOKEN_USED');
  });

  it('verifies but does not sign in when the link is opened in another browser', async () => {
    const email = newEmail();
    await call(app, 'POST', '/api/v1/auth/register', {
      body: { email, password: NEW_PASSWORD, displayName: 'Sam', role: 'client', locale: 'en' },
    });
    const token = tokenIn((await outbox(email))[0]?.text ?? '', '/auth/verify-email');
    const elsewhere = await call(app, 'POST', '/api/v1/auth/verify-email', { body: { token } });
    expect(elsewhere.json()).toEqual({ emailVerified: true, signedIn: false });
    expect(keep(elsewhere).calma_access).toBeUndefined();
    const signIn = await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email, password: NEW_PASSWORD } });
    expect(signIn.json()).toMatchObject({ emailVerified: true });
  });

  it('answers a registered email exactly as a new one, and tells only the owner', async () => {
    const owner = await createUser(db);
    const fresh = newEmail();
    const body = (email: string) => ({
      email,
      password: NEW_PASSWORD,
      displayName: 'Someone',
      role: 'client',
      locale: 'en',
    });
    const forNew = await call(app, 'POST', '/api/v1/auth/register', { body: body(fresh) });
    const forExisting = await call(app, 'POST', '/api/v1/auth/register', { body: body(owner.email) });

    const shape = (response: typeof forNew) => ({
      status: response.statusCode,
      body: response.body,
      cookies: ([response.headers['set-cookie'] ?? []].flat() as string[]).map((c) => c.replace(/=[^;]*/, '=…')),
      headers: Object.keys(response.headers)
        .filter((h) => !['date', 'x-request-id', 'set-cookie'].includes(h) && !h.startsWith('x-ratelimit'))
        .sort(),
    });
    expect(shape(forExisting)).toEqual(shape(forNew));

    const [notice] = await outbox(owner.email);
    expect(notice?.subject).toBe('Someone tried to create a Calma account with your email address');
    expect(notice?.text).toContain('/auth/forgot-password');
    // The account is untouched: the old password still works, the typed one does not.
    expect(
      (await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: owner.email, password: NEW_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: owner.email, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses weak passwords with the field and the reason, and creates nothing', async () => {
    const email = newEmail();
    const cases = [
      ['short-one', 'too_short'],
      ['password1234', 'too_guessable'],
      [`${email.split('@')[0]}-lantern-velvet`, 'contains_email'],
    ] as const;
    for (const [password, reason] of cases) {
      const response = await call(app, 'POST', '/api/v1/auth/register', {
        body: { email, password, displayName: 'Weak', role: 'client', locale: 'en' },
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'WEAK_PASSWORD',
        details: [{ field: 'body.password', reason }],
      });
    }
    expect(await db.selectFrom('userAccount').select('id').where('email', '=', email).execute()).toEqual([]);
    expect(await outbox(email)).toEqual([]);
  });

  it('refuses an admin role and a blank name as invalid input', async () => {
    for (const body of [
      { email: newEmail(), password: NEW_PASSWORD, displayName: 'A', role: 'admin', locale: 'en' },
      { email: newEmail(), password: NEW_PASSWORD, displayName: '   ', role: 'client', locale: 'en' },
      { email: newEmail(), password: NEW_PASSWORD, displayName: 'Tab\tName', role: 'client', locale: 'fr' },
    ]) {
      const response = await call(app, 'POST', '/api/v1/auth/register', { body });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('sends the link again to a signed-in person who has not verified yet', async () => {
    const email = newEmail();
    await call(app, 'POST', '/api/v1/auth/register', {
      body: { email, password: NEW_PASSWORD, displayName: 'Ana', role: 'client', locale: 'es' },
    });
    const jar = keep(await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email, password: NEW_PASSWORD } }));
    const resent = await call(app, 'POST', '/api/v1/auth/resend-verification', { jar });
    expect(resent.statusCode).toBe(202);
    const mails = await outbox(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text).toContain('/es/auth/verify-email?token=');

    const verified = await createUser(db);
    const other = keep(
      await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: verified.email, password: TEST_PASSWORD } }),
    );
    expect((await call(app, 'POST', '/api/v1/auth/resend-verification', { jar: other })).json().code).toBe(
      'ALREADY_VERIFIED',
    );
  });
});

describe('forgetting and resetting the password', async () => {
  const { app, db, outbox } = await testApp();
  const resetLink = async (email: string) => {
    await vi.waitFor(async () => expect(await outbox(email)).not.toEqual([]), { timeout: 5000 });
    return tokenIn((await outbox(email))[0]?.text ?? '', '/auth/reset-password');
  };

  it('mails a link that sets a new password once and signs out every device', async () => {
    const user = await createUser(db);
    const laptop = keep(
      await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: user.email, password: TEST_PASSWORD } }),
    );
    const asked = await call(app, 'POST', '/api/v1/auth/forgot-password', {
      body: { email: user.email.toUpperCase(), locale: 'nl' },
    });
    expect(asked.statusCode).toBe(202);
    expect(asked.json()).toEqual({ status: 'check-your-email' });
    const token = await resetLink(user.email);
    expect((await outbox(user.email))[0]?.text).toContain('/nl/auth/reset-password?token=');

    const weak = await call(app, 'POST', '/api/v1/auth/reset-password', { body: { token, password: 'qwertyuiop1' } });
    expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', details: [{ field: 'body.password' }] });

    const reset = await call(app, 'POST', '/api/v1/auth/reset-password', { body: { token, password: NEW_PASSWORD } });
    expect(reset.statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/v1/auth/me', { jar: laptop })).statusCode).toBe(401);
    expect(
      (await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: user.email, password: TEST_PASSWORD } }))
        .statusCode,
    ).toBe(401);
    const signedIn = await call(app, 'POST', '/api/v1/auth/sign-in', {
      body: { email: user.email, password: NEW_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    expect((await outbox(user.email))[0]?.subject).toBe('Your Calma password was changed');

    const reused = await call(app, 'POST', '/api/v1/auth/reset-password', {
      body: { token, password: 'another fine passphrase 7' },
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('TOKEN_USED');

    const events = await call(app, 'GET', '/api/v1/auth/security-events', { jar: keep(signedIn) });
    expect(events.json().events.map((e: { kind: string }) => e.kind)).toContain('password_reset');
  });

  it('refuses an expired link and an unknown one', async () => {
    const user = await createUser(db);
    const expired = await issueEmailToken(db, { userId: user.id, purpose: 'reset_password', validForMs: -1000 });
    const late = await call(app, 'POST', '/api/v1/auth/reset-password', {
      body: { token: expired, password: NEW_PASSWORD },
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('TOKEN_EXPIRED');
    const unknown = await call(app, 'POST', '/api/v1/auth/reset-password', {
      body: { token: 'A'.repeat(43), password: NEW_PASSWORD },
    });
    expect(unknown.json().code).toBe('TOKEN_INVALID');
    // A verification link is not a reset link.
    const verify = await issueEmailToken(db, { userId: user.id, purpose: 'verify_email', validForMs: 60_000 });
    const wrongKind = await call(app, 'POST', '/api/v1/auth/reset-password', {
      body: { token: verify, password: NEW_PASSWORD },
    });
    expect(wrongKind.json().code).toBe('TOKEN_INVALID');
  });

  it('answers an unknown email the same way and sends nothing', async () => {
    const email = newEmail();
    const response = await call(app, 'POST', '/api/v1/auth/forgot-password', { body: { email, locale: 'en' } });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ status: 'check-your-email' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox(email)).toEqual([]);
  });

  it('sends at most three links an hour to one address, answering the same', async () => {
    const user = await createUser(db);
    for (let i = 0; i < 5; i++) {
      const response = await call(app, 'POST', '/api/v1/auth/forgot-password', {
        body: { email: user.email, locale: 'en' },
      });
      expect(response.statusCode).toBe(202);
    }
    await vi.waitFor(async () => expect(await outbox(user.email)).toHaveLength(3), { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await outbox(user.email)).toHaveLength(3);
  });

  it('limits requests per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/forgot-password',
        payload: { email: newEmail(), locale: 'en' },
        remoteAddress: '192.0.2.77',
      });
      codes.push(response.statusCode);
    }
    expect(codes).toEqual([202, 202, 202, 202, 202, 429]);
  });
});

describe('changing the password', async () => {
  const { app, db, outbox } = await testApp();

  it('asks for the current password, refuses a weak one, and signs out the other devices', async () => {
    const user = await createUser(db);
    const signIn = () =>
      call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: user.email, password: TEST_PASSWORD } });
    const here = keep(await signIn());
    const phone = keep(await signIn());

    const wrong = await call(app, 'POST', '/api/v1/auth/change-password', {
      jar: here,
      body: { currentPassword: 'not it at all', newPassword: NEW_PASSWORD },
    });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', details: [{ field: 'body.currentPassword' }] });
    const weak = await call(app, 'POST', '/api/v1/auth/change-password', {
      jar: here,
      body: { currentPassword: TEST_PASSWORD, newPassword: 'abc' },
    });
    expect(weak.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      details: [{ field: 'body.newPassword', reason: 'too_short' }],
    });

    const changed = await call(app, 'POST', '/api/v1/auth/change-password', {
      jar: here,
      body: { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.statusCode).toBe(204);
    expect((await call(app, 'GET', '/api/v1/auth/me', { jar: here })).statusCode).toBe(200);
    expect((await call(app, 'GET', '/api/v1/auth/me', { jar: phone })).statusCode).toBe(401);
    expect(
      (await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: user.email, password: NEW_PASSWORD } }))
        .statusCode,
    ).toBe(200);
    expect((await outbox(user.email))[0]?.subject).toBe('Your Calma password was changed');
  });

  it('is only for a signed-in person', async () => {
    const response = await call(app, 'POST', '/api/v1/auth/change-password', {
      body: { currentPassword: 'x', newPassword: 'y' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the security history', async () => {
  const { app, db } = await testApp();

  it('records sign-ins, failures and new devices, and shows each person only their own', async () => {
    const alice = await createUser(db);
    const bob = await createUser(db);
    await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: alice.email, password: TEST_PASSWORD } });
    await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: alice.email, password: 'wrong guess!' } });
    const phone = keep(
      await call(app, 'POST', '/api/v1/auth/sign-in', {
        body: { email: alice.email, password: TEST_PASSWORD },
        userAgent: SAFARI_IPHONE,
      }),
    );
    // Same browser and system again: not a new device.
    await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: alice.email, password: TEST_PASSWORD } });
    const bobs = keep(
      await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: bob.email, password: TEST_PASSWORD } }),
    );

    const list = (await call(app, 'GET', '/api/v1/auth/security-events', { jar: phone })).json();
    expect(list.events.map((e: { kind: string }) => e.kind)).toEqual([
      'sign_in',
      'new_device',
      'sign_in',
      'sign_in_failed',
      'sign_in',
    ]);
    expect(list.total).toBe(5);
    expect(list.events[1].device).toBe('Safari · iOS');
    expect(JSON.stringify(list)).not.toMatch(/203\.0\.113/);

    const page = (await call(app, 'GET', '/api/v1/auth/security-events?page=2&perPage=2', { jar: phone })).json();
    expect(page.events.map((e: { kind: string }) => e.kind)).toEqual(['sign_in', 'sign_in_failed']);

    const own = (await call(app, 'GET', '/api/v1/auth/security-events', { jar: bobs })).json();
    expect(own.events.map((e: { kind: string }) => e.kind)).toEqual(['sign_in']);
    const ids = new Set(list.events.map((e: { id: string }) => e.id));
    expect(own.events.some((e: { id: string }) => ids.has(e.id))).toBe(false);
  });
});

describe('downloading my data', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'calma-export-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const { app, db } = await testApp({ dataDir, twoFactorRoles: [] });
  const sameSite = { origin: 'http://localhost:80', host: 'localhost:80', 'sec-fetch-site': 'same-origin' };

  const signedIn = async (email: string) =>
    keep(await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email, password: TEST_PASSWORD } }));
  const download = async (jar: Jar) => {
    const response = await call(app, 'GET', '/api/v1/account/export', { jar });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="calma-data-export.zip"');
    expect(response.headers['cache-control']).toBe('private, no-store');
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = (name: string) => JSON.parse(new TextDecoder().decode(files[name]));
    return { files, json, names: Object.keys(files).sort() };
  };
  /** A confirmed appointment `hours` from now; answers its uid. */
  const appointment = async (
    therapistId: string,
    clientId: string,
    hours: number,
    messageSealed: string | null = null,
  ) => {
    const service = await firstService(db, therapistId);
    const startsAt = new Date(Date.now() + hours * 3_600_000);
    const uid = randomBytes(16).toString('base64url');
    await db
      .insertInto('appointment')
      .values({
        uid,
        therapistId,
        serviceId: service.id,
        clientId,
        status: 'confirmed',
        startsAt,
        endsAt: new Date(startsAt.getTime() + 50 * 60_000),
        modality: 'online',
        priceMinor: service.priceMinor,
        currency: service.currency,
        messageSealed,
      })
      .execute();
    return uid;
  };
  /** A message in the conversation of a client record, sealed as the API seals it. */
  const message = async (clientId: string, sender: 'client' | 'therapist', body: string, minutesAgo: number) => {
    const id = randomUUID();
    await db
      .insertInto('message')
      .values({
        id,
        clientId,
        sender,
        bodySealed: app.sealer.seal(body, `message:${id}`),
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      })
      .execute();
  };

  it('answers a zip with the account, devices, history, favourites and a client’s appointments, without secrets', async () => {
    const user = await createUser(db);
    const therapist = await createTherapist(db, { firstName: 'Ines' });
    await db.insertInto('favourite').values({ userId: user.id, therapistId: therapist.id }).execute();
    // Booked with two practices: one as this account, one by a stranger who is not in the file.
    const other = await createTherapist(db, { firstName: 'Mara' });
    const mine = await db
      .insertInto('client')
      .values({ therapistId: therapist.id, userId: user.id, name: 'Kim Client', email: user.email })
      .returning('id')
      .executeTakeFirstOrThrow();
    const alsoMine = await db
      .insertInto('client')
      .values({ therapistId: other.id, userId: user.id, name: 'Kim Client', email: user.email })
      .returning('id')
      .executeTakeFirstOrThrow();
    const stranger = await db
      .insertInto('client')
      .values({ therapistId: therapist.id, name: 'Someone Else', email: 'else@example.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const first = await appointment(
      therapist.id,
      mine.id,
      30,
      app.sealer.seal('I would like to talk about sleep.', MESSAGE_PURPOSE),
    );
    await appointment(other.id, alsoMine.id, 60);
    await appointment(therapist.id, stranger.id, 90);
    await message(mine.id, 'client', 'Is the room on the ground floor?', 30);
    await message(mine.id, 'therapist', 'Yes, with a ramp at the side door.', 20);
    await message(stranger.id, 'client', 'A stranger’s question', 10);

    const jar = await signedIn(user.email);
    const { files, json, names } = await download(jar);
    expect(names).toEqual([
      'account.json',
      'appointments.json',
      'favourites.json',
      'intake-questionnaires.json',
      'matches.json',
      'messages.json',
      'questionnaires.json',
      'security-events.json',
      'self-test-results.json',
      'sessions.json',
      'signed-agreements.json',
      'waitlist.json',
    ]);
    expect(json('self-test-results.json')).toEqual([]);
    expect(json('account.json')).toMatchObject({
      format: 'calma-data-export/2',
      account: { id: user.id, email: user.email, role: 'client' },
      signInProviders: [],
    });
    expect(json('favourites.json')).toEqual([
      { slug: therapist.slug, therapist: therapist.name, savedAt: expect.any(String) },
    ]);
    expect(json('sessions.json')).toHaveLength(1);
    expect(json('security-events.json').map((e: { kind: string }) => e.kind)).toEqual(['data_export', 'sign_in']);
    const appointments = json('appointments.json');
    expect(appointments.map((a: { therapist: { slug: string } }) => a.therapist.slug)).toEqual([
      other.slug,
      therapist.slug,
    ]);
    expect(appointments[1]).toMatchObject({
      reference: first,
      therapist: { name: therapist.name },
      status: 'confirmed',
      yourMessage: 'I would like to talk about sleep.',
      price: { minor: expect.any(Number), currency: 'EUR' },
    });
    // Only the conversations with this account: the one with Mara has no messages yet.
    expect(json('messages.json')).toEqual([
      {
        therapist: { name: therapist.name, slug: therapist.slug },
        messages: [
          { sender: 'client', body: 'Is the room on the ground floor?', sentAt: expect.any(String), readAt: null },
          { sender: 'therapist', body: 'Yes, with a ramp at the side door.', sentAt: expect.any(String), readAt: null },
        ],
      },
    ]);
    const everything = Object.values(files)
      .map((bytes) => new TextDecoder().decode(bytes))
      .join('\n');
    expect(everything).not.toMatch(/argon2|passwordHash|tokenHash|Someone Else|stranger’s question|s1\./);

    const events = (await call(app, 'GET', '/api/v1/auth/security-events', { jar })).json();
    expect(events.events[0].kind).toBe('data_export');
  });

  it('gives a therapist their profile, practice, clients with opened notes, and their files', async () => {
    const user = await createUser(db, { role: 'therapist' });
    const profile = await createTherapist(db, { firstName: 'Jonas', place: 'berlin', verified: false });
    await db
      .updateTable('therapist')
      .set({ userId: user.id, verificationStatus: 'draft' })
      .where('id', '=', profile.id)
      .execute();
    const jar = await signedIn(user.email);
    const send = (url: string, payload: { payload: Buffer; headers: Record<string, string> } | object) =>
      app.inject({
        method: 'POST',
        url,
        headers: { cookie: cookie(jar), ...sameSite, ...('headers' in payload ? payload.headers : {}) },
        payload: 'payload' in payload ? payload.payload : payload,
      });
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#7a9' } })
      .jpeg()
      .toBuffer();
    expect(
      (await send('/api/v1/profile/photo', multipart({ name: 'me.jpg', type: 'image/jpeg', data: photo }))).statusCode,
    ).toBe(200);
    const video = mp4(20);
    expect(
      (await send('/api/v1/profile/video', multipart({ name: 'hello.mp4', type: 'video/mp4', data: video })))
        .statusCode,
    ).toBe(200);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    const uploaded = await send(
      '/api/v1/verification/documents?kind=qualification',
      multipart({ name: 'Approbation.pdf', type: 'application/pdf', data: pdf }),
    );
    expect(uploaded.statusCode).toBe(200);

    const client = await send('/api/v1/clients', { name: 'Ada Client', email: 'ada@example.test' });
    expect(client.statusCode).toBe(201);
    const clientId = client.json().id as string;
    const fields = {
      subjective: 'Sleeps badly since the move.',
      objective: 'Calm.',
      assessment: 'Adjustment.',
      plan: 'Diary.',
    };
    expect((await send(`/api/v1/clients/${clientId}/notes`, { template: 'soap', fields })).statusCode).toBe(201);
    await appointment(profile.id, clientId, 48);
    await message(clientId, 'therapist', 'Here is the diary template we discussed.', 5);
    // Not confirmed by its sender, so not shown to the therapist: not in their file either.
    const waitingId = randomUUID();
    await db
      .insertInto('pendingContact')
      .values({
        therapistId: profile.id,
        name: 'Ada Client',
        email: 'ada@example.test',
        messageId: waitingId,
        messageSealed: app.sealer.seal('Unconfirmed widget message', `message:${waitingId}`),
      })
      .execute();

    const { files, json, names } = await download(jar);
    expect(names).toEqual([
      'account.json',
      'favourites.json',
      'files/profile-photo.jpg',
      'files/verification-documents/01-Approbation.pdf',
      'files/video.mp4',
      'security-events.json',
      'sessions.json',
      'therapist/appointments.json',
      'therapist/availability.json',
      'therapist/clients.json',
      'therapist/intake-questionnaires.json',
      'therapist/messages.json',
      'therapist/profile.json',
      'therapist/questionnaires.json',
      'therapist/session-notes.json',
      'therapist/signed-agreements.json',
      'therapist/verification.json',
      'waitlist.json',
    ]);
    expect(json('therapist/profile.json')).toMatchObject({
      slug: profile.slug,
      firstName: 'Jonas',
      texts: [expect.objectContaining({ locale: 'en' })],
      services: [expect.objectContaining({ currency: 'EUR' })],
      media: expect.arrayContaining([
        expect.objectContaining({ kind: 'photo', file: 'files/profile-photo.jpg' }),
        expect.objectContaining({ kind: 'video', file: 'files/video.mp4' }),
      ]),
    });
    expect(json('therapist/profile.json')).not.toHaveProperty('userId');
    expect(json('therapist/availability.json')).toMatchObject({ timeZone: 'Europe/Berlin', externalCalendars: [] });
    expect(json('therapist/verification.json').documents).toEqual([
      expect.objectContaining({
        kind: 'qualification',
        name: 'Approbation.pdf',
        file: 'files/verification-documents/01-Approbation.pdf',
      }),
    ]);
    expect(json('therapist/clients.json')).toEqual([expect.objectContaining({ id: clientId, name: 'Ada Client' })]);
    expect(json('therapist/appointments.json')).toEqual([
      expect.objectContaining({ client: { id: clientId, name: 'Ada Client' }, status: 'confirmed' }),
    ]);
    expect(json('therapist/messages.json')).toEqual([
      {
        client: { id: clientId, name: 'Ada Client' },
        messages: [
          {
            sender: 'therapist',
            body: 'Here is the diary template we discussed.',
            sentAt: expect.any(String),
            readAt: null,
          },
        ],
      },
    ]);
    expect(json('therapist/session-notes.json')).toEqual([
      expect.objectContaining({
        client: { id: clientId, name: 'Ada Client' },
        template: 'soap',
        fields,
        signedAt: null,
      }),
    ]);

    // The files are the stored ones: the photo as a JPEG, the video and the document byte for byte.
    expect((await sharp(Buffer.from(files['files/profile-photo.jpg'] as Uint8Array)).metadata()).format).toBe('jpeg');
    expect(Buffer.from(files['files/video.mp4'] as Uint8Array).equals(video)).toBe(true);
    expect(Buffer.from(files['files/verification-documents/01-Approbation.pdf'] as Uint8Array).equals(pdf)).toBe(true);

    // Opening every record for the file is a read of each, and the record's log says so.
    const log = await db.selectFrom('clientAccessLog').select('action').where('clientId', '=', clientId).execute();
    expect(log.map((row) => row.action)).toContain('records.export');
  });
});

describe('deleting my account', async () => {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'calma-erasure-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const { app, db, outbox } = await testApp({ dataDir });
  const DAY = 86_400_000;
  const exists = async (id: string) =>
    Boolean(await db.selectFrom('userAccount').select('id').where('id', '=', id).executeTakeFirst());
  const onDisk = (store: 'uploads' | 'private', key: string) => existsSync(path.join(dataDir, store, key));

  /** A profile photo, a practice photo, the video with poster and captions, and a verification document, as stored. */
  const giveFiles = async (therapistId: string) => {
    const media = `media/${therapistId}`;
    const image = (name: string) => [
      { format: 'jpeg' as const, width: 160, height: 160, key: `${media}/${name}-160.jpg` },
      { format: 'webp' as const, width: 160, height: 160, key: `${media}/${name}-160.webp` },
    ];
    const rows = [
      { kind: 'photo' as const, variants: image('photo'), fileKey: null, mimeType: 'image/jpeg' },
      { kind: 'practice_photo' as const, variants: image('room'), fileKey: null, mimeType: 'image/jpeg' },
      { kind: 'video' as const, variants: [], fileKey: `${media}/intro.mp4`, mimeType: 'video/mp4' },
      { kind: 'video_poster' as const, variants: image('poster'), fileKey: null, mimeType: 'image/jpeg' },
      { kind: 'video_captions' as const, variants: [], fileKey: `${media}/intro.vtt`, mimeType: 'text/vtt' },
    ];
    const publicKeys = rows.flatMap((r) => [...r.variants.map((v) => v.key), ...(r.fileKey ? [r.fileKey] : [])]);
    for (const key of publicKeys) await app.files.public.put(key, Buffer.from('x'));
    await db
      .insertInto('therapistMedia')
      .values(rows.map((r) => ({ ...r, therapistId, variants: JSON.stringify(r.variants), bytes: 1 })))
      .execute();
    await db
      .updateTable('therapist')
      .set({ photoPath: `${media}/photo-160.jpg` })
      .where('id', '=', therapistId)
      .execute();
    const document = `verification/${therapistId}/${randomBytes(8).toString('hex')}.pdf`;
    await app.files.private.put(document, Buffer.from('%PDF-1.4'));
    await db
      .insertInto('verificationDocument')
      .values({
        therapistId,
        kind: 'qualification',
        fileKey: document,
        fileName: 'Approbation.pdf',
        mimeType: 'application/pdf',
        bytes: 8,
      })
      .execute();
    return { publicKeys, document };
  };

  it('asks for the password, signs out everywhere, and a sign-in during the grace period cancels it', async () => {
    const user = await createUser(db);
    const signIn = () =>
      call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: user.email, password: TEST_PASSWORD } });
    const jar = keep(await signIn());
    const other = keep(await signIn());

    const wrong = await call(app, 'POST', '/api/v1/account/deletion', { jar, body: { password: 'nope nope' } });
    expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD', details: [{ field: 'body.password' }] });

    const requested = await call(app, 'POST', '/api/v1/account/deletion', { jar, body: { password: TEST_PASSWORD } });
    expect(requested.statusCode).toBe(202);
    const erasureAt = new Date(requested.json().erasureAt).getTime();
    expect(erasureAt - Date.now()).toBeGreaterThan(13.9 * DAY);
    expect((await call(app, 'GET', '/api/v1/auth/me', { jar: other })).statusCode).toBe(401);
    expect((await outbox(user.email))[0]?.subject).toMatch(/^Your Calma account will be deleted on /);

    const back = await signIn();
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ id: user.id, deletionCancelled: true });
    expect((await outbox(user.email))[0]?.subject).toBe('Your Calma account will not be deleted');
    const after = await signIn();
    expect(after.json().deletionCancelled).toBeUndefined();

    expect(await eraseDueAccounts(db, app.files, new Date(Date.now() + 15 * DAY))).toBe(0);
    expect(await exists(user.id)).toBe(true);
    const kinds = (await call(app, 'GET', '/api/v1/auth/security-events', { jar: keep(after) }))
      .json()
      .events.map((e: { kind: string }) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['account_deletion_requested', 'account_deletion_cancelled']));
  });

  it('erases the account and what is only the person’s once the grace period is over', async () => {
    const user = await createUser(db);
    const therapist = await createTherapist(db);
    await db.insertInto('favourite').values({ userId: user.id, therapistId: therapist.id }).execute();
    const jar = keep(
      await call(app, 'POST', '/api/v1/auth/sign-in', { body: { email: user.email, password: TEST_PASSWORD } }),
    );
    await call(app, 'POST', '/api/v1/account/deletion', { jar, body: { password: TEST_PASSWORD } });

    const erasedBefore = await db
      .selectFrom('securityEvent')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('userId', 'is', null)
      .where('kind', '=', 'account_deleted')
      .executeTakeFirstOrThrow();
    await eraseDueAccounts(db, app.files, new Date(Date.now() + 13 * DAY));
    expect(await exists(user.id)).toBe(true);
    await eraseDueAccounts(db, app.files, new Date(Date.now() + 15 * DAY));
    expect(await exists(user.id)).toBe(false);
    for (const table of ['authSession', 'favourite', 'securityEvent', 'emailToken'] as const) {
      const rows = await db.selectFrom(table).select('userId').where('userId', '=', user.id).execute();
      expect(rows, table).toEqual([]);
    }
    const erasedAfter = await db
      .selectFrom('securityEvent')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('userId', 'is', null)
      .where('kind', '=', 'account_deleted')
      .executeTakeFirstOrThrow();
    expect(Number(erasedAfter.n)).toBe(Number(erasedBefore.n) + 1);
    // The therapist the client saved is, of course, still there.
    expect(
      await db.selectFrom('therapist').select('id').where('id', '=', therapist.id).executeTakeFirst(),
    ).toBeTruthy();
  });

  it('removes a therapist’s profile, but keeps one that holds client records, unlisted and without an account', async () => {
    const due = new Date(Date.now() - 15 * DAY);
    const withoutClients = await createUser(db, { role: 'therapist' });
    const withClients = await createUser(db, { role: 'therapist' });
    const emptyProfile = await createTherapist(db);
    const busyProfile = await createTherapist(db);
    await db.updateTable('therapist').set({ userId: withoutClients.id }).where('id', '=', emptyProfile.id).execute();
    await db.updateTable('therapist').set({ userId: withClients.id }).where('id', '=', busyProfile.id).execute();
    await db
      .insertInto('client')
      .values({ therapistId: busyProfile.id, name: 'A. Client', email: newEmail() })
      .execute();
    const emptyFiles = await giveFiles(emptyProfile.id);
    const busyFiles = await giveFiles(busyProfile.id);
    for (const key of [...emptyFiles.publicKeys, ...busyFiles.publicKeys])
      expect(onDisk('uploads', key), key).toBe(true);
    await db
      .updateTable('userAccount')
      .set({ deletionRequestedAt: due })
      .where('id', 'in', [withoutClients.id, withClients.id])
      .execute();

    expect(await eraseDueAccounts(db, app.files)).toBeGreaterThanOrEqual(2);
    expect(await exists(withoutClients.id)).toBe(false);
    expect(await exists(withClients.id)).toBe(false);
    expect(await db.selectFrom('therapist').select('id').where('id', '=', emptyProfile.id).executeTakeFirst()).toBe(
      undefined,
    );
    // The removed profile leaves no file behind, public or private.
    for (const key of emptyFiles.publicKeys) expect(onDisk('uploads', key), key).toBe(false);
    expect(onDisk('private', emptyFiles.document)).toBe(false);
    const kept = await db
      .selectFrom('therapist')
      .select(['listed', 'userId', 'photoPath'])
      .where('id', '=', busyProfile.id)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ listed: false, userId: null, photoPath: null });
    // The kept profile is shown to nobody: its photos and video go, its verification documents stay.
    for (const key of busyFiles.publicKeys) expect(onDisk('uploads', key), key).toBe(false);
    expect(
      await db.selectFrom('therapistMedia').select('id').where('therapistId', '=', busyProfile.id).execute(),
    ).toEqual([]);
    expect(onDisk('private', busyFiles.document)).toBe(true);
    expect(
      await db.selectFrom('verificationDocument').select('fileKey').where('therapistId', '=', busyProfile.id).execute(),
    ).toEqual([{ fileKey: busyFiles.document }]);
    expect(await db.selectFrom('client').select('id').where('therapistId', '=', busyProfile.id).execute()).toHaveLength(
      1,
    );
  });
});
