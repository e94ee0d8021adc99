import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { up as joinEarlierRecords } from '../src/db/migrations/2026-12-01T1100-guest-records-join-accounts.ts';
import type { MyAppointments } from '../src/schemas/booking.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { CookieJar } from './helpers/cookies.ts';
import { createTherapist, createUser, firstService, openEveryDay } from './helpers/factories.ts';
import { signInAtProvider, startTestProvider } from './helpers/oidc-provider.ts';
import { call, nextAddress, signIn } from './helpers/sessions.ts';

// Decision 035: a guest's booking joins a client account once both sides proved the same address —
// the guest confirmed it through the emailed link, and the account verified it.

const PASSWORD = 'lantern orchard velvet 42';
const MINE = '/api/v1/me/appointments';

type Outbox = (to?: string) => Promise<{ to: string; text: string }[]>;

/** A listed practice open every day, booked without minimum notice; requests wait for the therapist. */
async function practice(db: Database) {
  const user = await createUser(db, { role: 'therapist' });
  const therapist = await createTherapist(db, { place: 'berlin/kreuzberg' });
  await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
  await openEveryDay(db, therapist.id);
  await db.insertInto('bookingPolicy').values({ therapistId: therapist.id, minimumNoticeMinutes: 0 }).execute();
  return { ...therapist, service: await firstService(db, therapist.id) };
}

const newEmail = () => `guest-${randomBytes(5).toString('hex')}@example.test`;

/** Books the practice's first free slot five days out as a guest typing `email`; answers the uid. */
async function guestBooks(app: FastifyInstance, t: Awaited<ReturnType<typeof practice>>, email: string) {
  const day = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  const slots = await app.inject({
    url: `/api/v1/therapists/${t.slug}/slots?serviceId=${t.service.id}&from=${day}&to=${day}`,
  });
  const [slot] = (slots.json() as { slots: { start: string }[] }).slots;
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/bookings',
    remoteAddress: nextAddress(),
    payload: {
      therapistSlug: t.slug,
      serviceId: t.service.id,
      start: slot?.start,
      locale: 'en',
      client: { name: 'Ana Guest', email },
    },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().status).toBe('pending_email');
  return created.json().uid as string;
}

/** The guest acts on the emailed link: confirms the booking `uid`. */
async function guestConfirms(app: FastifyInstance, outbox: Outbox, uid: string) {
  const mails = await outbox();
  const link = mails
    .map((m) => m.text.match(new RegExp(`https?://\\S+/appointment/${uid}\\?key=([\\w-]+)`)))
    .find(Boolean);
  expect(link).toBeTruthy();
  const confirmed = await app.inject({
    method: 'POST',
    url: `/api/v1/appointments/${uid}/confirm-email`,
    remoteAddress: nextAddress(),
    payload: { key: link?.[1] },
  });
  expect(confirmed.statusCode).toBe(200);
  expect(confirmed.json().status).toBe('requested');
}

/** Registers a client account for `email`; answers the verification link's token, not yet used. */
async function registers(app: FastifyInstance, outbox: Outbox, email: string) {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    remoteAddress: nextAddress(),
    payload: { email, password: PASSWORD, displayName: 'Ana Guest', role: 'client', locale: 'en' },
  });
  expect(registered.statusCode).toBe(202);
  const mails = await outbox();
  const token = mails
    .filter((m) => m.to.toLowerCase() === email.toLowerCase())
    .map((m) => m.text.match(/\/auth\/verify-email\?token=([\w-]{43})/)?.[1])
    .find(Boolean);
  expect(token).toBeTruthy();
  return token as string;
}

async function verifies(app: FastifyInstance, token: string) {
  const verified = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/verify-email',
    remoteAddress: nextAddress(),
    payload: { token },
  });
  expect(verified.statusCode).toBe(200);
}

/** The uids of the account's list, upcoming, as its owner signs in with `password`. */
async function listed(app: FastifyInstance, email: string, password = PASSWORD) {
  const signedIn = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    remoteAddress: nextAddress(),
    payload: { email, password },
  });
  expect(signedIn.statusCode).toBe(200);
  const cookie = new CookieJar().update(signedIn).header;
  const response = await call(app, 'GET', MINE, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<MyAppointments>().appointments.map((a) => a.uid);
}

/** Whose account the appointment's client record is linked to, if any. */
const holderOf = async (db: Database, uid: string) =>
  (
    await db
      .selectFrom('appointment as a')
      .leftJoin('client as c', 'c.id', 'a.clientId')
      .select(['c.userId', 'a.clientId'])
      .where('a.uid', '=', uid)
      .executeTakeFirstOrThrow()
  ).userId ?? null;

const accountId = async (db: Database, email: string) =>
  (await db.selectFrom('userAccount').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

describe('guest bookings join the account of the same proven address', async () => {
  const { app, db, outbox } = await testApp();

  it('a confirmed guest booking joins the account registered later once its address is verified', async () => {
    const t = await practice(db);
    const email = newEmail();
    const uid = await guestBooks(app, t, email);
    await guestConfirms(app, outbox, uid);
    expect(await holderOf(db, uid)).toBeNull();

    const token = await registers(app, outbox, email);
    await verifies(app, token);
    expect(await listed(app, email)).toEqual([uid]);
    expect(await holderOf(db, uid)).toBe(await accountId(db, email));
  });

  it('a guest booking under the address of a verified account joins it when the guest confirms', async () => {
    const t = await practice(db);
    const account = await createUser(db);
    // Not signed in: a signed-in client with this verified address books as themselves, linked at once.
    const uid = await guestBooks(app, t, account.email);
    expect(await holderOf(db, uid)).toBeNull();
    await guestConfirms(app, outbox, uid);
    expect(await holderOf(db, uid)).toBe(account.id);
    const cookie = await signIn(app, account.email);
    const mine = (await call(app, 'GET', MINE, cookie)).json<MyAppointments>();
    expect(mine.appointments.map((a) => a.uid)).toEqual([uid]);
  });

  it('an account that never verified its address gets nothing, until it does', async () => {
    const t = await practice(db);
    const email = newEmail();
    const token = await registers(app, outbox, email);
    const before = await guestBooks(app, t, email);
    await guestConfirms(app, outbox, before);
    expect(await holderOf(db, before)).toBeNull();
    expect(await listed(app, email)).toEqual([]);

    await verifies(app, token);
    expect(await listed(app, email)).toEqual([before]);
  });

  it('a guest booking never confirmed stays out of the account, and joins when the guest confirms it', async () => {
    const t = await practice(db);
    const email = newEmail();
    const uid = await guestBooks(app, t, email);
    await verifies(app, await registers(app, outbox, email));
    expect(await listed(app, email)).toEqual([]);
    // No client record exists for an address nobody confirmed (decision 014).
    const unconfirmed = await db
      .selectFrom('client')
      .select('id')
      .where('therapistId', '=', t.id)
      .where('email', '=', email)
      .execute();
    expect(unconfirmed).toEqual([]);

    await guestConfirms(app, outbox, uid);
    expect(await listed(app, email)).toEqual([uid]);
  });

  it('matches addresses whatever their case', async () => {
    const t = await practice(db);
    const account = await createUser(db);
    const shouted = account.email.toUpperCase();
    await db.updateTable('userAccount').set({ email: shouted }).where('id', '=', account.id).execute();
    const uid = await guestBooks(
      app,
      t,
      account.email.replace(/^./, (c) => c.toUpperCase()),
    );
    await guestConfirms(app, outbox, uid);
    expect(await holderOf(db, uid)).toBe(account.id);

    // And the other way round: confirmed first in one case, the account registered in another.
    const other = newEmail();
    const later = await guestBooks(app, await practice(db), other);
    await guestConfirms(app, outbox, later);
    await verifies(app, await registers(app, outbox, other.toUpperCase()));
    expect(await listed(app, other)).toEqual([later]);
  });

  it('leaves a record linked to another account with that account', async () => {
    const t = await practice(db);
    const email = newEmail();
    const holder = await createUser(db);
    await db
      .insertInto('client')
      .values({ therapistId: t.id, userId: holder.id, name: 'Kept by the practice', email })
      .execute();
    // The account of the address verifies first, then the guest confirms into the existing record.
    await verifies(app, await registers(app, outbox, email));
    const uid = await guestBooks(app, t, email);
    await guestConfirms(app, outbox, uid);
    expect(await holderOf(db, uid)).toBe(holder.id);
    expect(await listed(app, email)).toEqual([]);
  });

  it('a password reset link proves the address as well', async () => {
    const t = await practice(db);
    const email = newEmail();
    await registers(app, outbox, email);
    const uid = await guestBooks(app, t, email);
    await guestConfirms(app, outbox, uid);
    expect(await holderOf(db, uid)).toBeNull();

    const asked = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      remoteAddress: nextAddress(),
      payload: { email, locale: 'en' },
    });
    expect(asked.statusCode).toBe(202);
    const token = (await outbox(email))
      .map((m) => m.text.match(/\/auth\/reset-password\?token=([\w-]{43})/)?.[1])
      .find(Boolean);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/reset-password',
      remoteAddress: nextAddress(),
      payload: { token, password: 'quiet harbour lantern 7' },
    });
    expect(reset.statusCode).toBe(204);
    expect(await listed(app, email, 'quiet harbour lantern 7')).toEqual([uid]);
  });

  it('never joins a record the therapist typed in, nor one to a therapist’s account', async () => {
    const t = await practice(db);
    const email = newEmail();
    const typed = await db
      .insertInto('client')
      .values({ therapistId: t.id, name: 'Typed by the therapist', email })
      .returning('id')
      .executeTakeFirstOrThrow();
    await verifies(app, await registers(app, outbox, email));
    const record = await db.selectFrom('client').select('userId').where('id', '=', typed.id).executeTakeFirstOrThrow();
    expect(record.userId).toBeNull();

    const colleague = await createUser(db, { role: 'therapist' });
    const uid = await guestBooks(app, t, colleague.email);
    await guestConfirms(app, outbox, uid);
    expect(await holderOf(db, uid)).toBeNull();
  });

  it('joins the records of every practice the guest confirmed', async () => {
    const [first, second] = [await practice(db), await practice(db)];
    const email = newEmail();
    const one = await guestBooks(app, first, email);
    const two = await guestBooks(app, second, email);
    await guestConfirms(app, outbox, one);
    await guestConfirms(app, outbox, two);
    await verifies(app, await registers(app, outbox, email));
    expect((await listed(app, email)).sort()).toEqual([one, two].sort());
  });
});

describe('a provider that vouches for the address', async () => {
  const PUBLIC_URL = 'http://localhost:3000';
  const CALLBACK = `${PUBLIC_URL}/api/v1/auth/oidc/callback`;
  const provider = await startTestProvider({ redirectUri: CALLBACK });
  afterAll(() => provider.close());
  const { app, db, outbox } = await testApp({
    publicUrl: PUBLIC_URL,
    oidc: {
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      name: 'Test ID',
    },
  });

  it('joins confirmed guest bookings to the account it creates', async () => {
    const t = await practice(db);
    const email = newEmail();
    const uid = await guestBooks(app, t, email);
    await guestConfirms(app, outbox, uid);

    const login = `person-${randomBytes(4).toString('hex')}`;
    provider.accounts.set(login, { email, email_verified: true, name: 'Ana Guest' });
    const jar = new CookieJar();
    const start = await app.inject({ url: '/api/v1/auth/oidc/start', headers: { 'user-agent': 'Vitest' } });
    jar.update(start);
    const back = await signInAtProvider(start.headers.location as string, login, CALLBACK);
    const callback = await app.inject({
      url: back.pathname + back.search,
      headers: { cookie: jar.header, 'user-agent': 'Vitest' },
    });
    expect(callback.statusCode).toBe(303);
    jar.update(callback);

    const mine = (await call(app, 'GET', MINE, jar.header)).json<MyAppointments>();
    expect(mine.appointments.map((a) => a.uid)).toEqual([uid]);
  });
});

describe('records proven on both sides before the rule', async () => {
  // The migration updates every record of the database: one of this file's own.
  const { db: isolated } = await isolatedDatabase();
  const { app, db, outbox } = await testApp({}, { db: isolated });

  /** A verified client account of `email` that joined nothing, as accounts verified before the rule. */
  const accountOf = async (email: string) => {
    const account = await createUser(db);
    await db.updateTable('userAccount').set({ email }).where('id', '=', account.id).execute();
    return account.id;
  };

  it('join their accounts by the same rule when the migration runs', async () => {
    const t = await practice(db);
    const [proven, typed] = [newEmail(), newEmail()];
    const uid = await guestBooks(app, t, proven);
    await guestConfirms(app, outbox, uid);
    const typedRecord = await db
      .insertInto('client')
      .values({ therapistId: t.id, name: 'Typed by the therapist', email: typed })
      .returning('id')
      .executeTakeFirstOrThrow();
    const [provenAccount] = [await accountOf(proven), await accountOf(typed)];
    expect(await holderOf(db, uid)).toBeNull();

    await joinEarlierRecords(db);
    expect(await holderOf(db, uid)).toBe(provenAccount);
    const untouched = await db
      .selectFrom('client')
      .select('userId')
      .where('id', '=', typedRecord.id)
      .executeTakeFirstOrThrow();
    expect(untouched.userId).toBeNull();
  });
});
