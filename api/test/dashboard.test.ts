import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { dayAround } from '../src/dashboard/day.ts';
import type { Database } from '../src/db/database.ts';
import type { DashboardOverview } from '../src/schemas/dashboard.ts';
import { testApp } from './helpers/app.ts';
import { createAppointment, createTherapist } from './helpers/factories.ts';
import { call, practiceOwner, signedInAccount } from './helpers/sessions.ts';

const URL = '/api/v1/dashboard/overview';
const HOUR = 3_600_000;

/** A client record of the practice, linked to `userId` when given. */
async function createClient(db: Database, therapistId: string, name: string, userId: string | null = null) {
  const suffix = randomBytes(4).toString('hex');
  return db
    .insertInto('client')
    .values({ therapistId, userId, name: `${name} ${suffix}`, email: `${suffix}@example.test` })
    .returning(['id', 'name'])
    .executeTakeFirstOrThrow();
}

async function unreadMessages(db: Database, clientId: string, sender: 'client' | 'therapist', count: number) {
  await db
    .insertInto('message')
    .values(Array.from({ length: count }, () => ({ clientId, sender, bodySealed: 'sealed' })))
    .execute();
}

describe('the dashboard overview', async () => {
  const { app, db } = await testApp();

  it("shows a therapist today's sessions in their zone, open requests, unread messages and who waits", async () => {
    const practice = await practiceOwner(app, db);
    const mara = await createClient(db, practice.id, 'Mara');
    const jon = await createClient(db, practice.id, 'Jon');
    const today = dayAround(new Date(), 'Europe/Berlin');
    const noon = new Date(today.start.getTime() + 12 * HOUR);
    const held = await createAppointment(db, {
      therapistId: practice.id,
      clientId: mara.id,
      status: 'confirmed',
      startsAt: noon,
    });
    // Declined today, and confirmed tomorrow: neither is among today's sessions.
    await createAppointment(db, {
      therapistId: practice.id,
      clientId: jon.id,
      status: 'declined',
      startsAt: new Date(noon.getTime() + 2 * HOUR),
    });
    await createAppointment(db, {
      therapistId: practice.id,
      clientId: jon.id,
      status: 'confirmed',
      startsAt: new Date(today.end.getTime() + 10 * HOUR),
    });
    const requests = [];
    for (let day = 3; day <= 9; day++) {
      requests.push(
        await createAppointment(db, {
          therapistId: practice.id,
          clientId: jon.id,
          status: 'requested',
          startsAt: new Date(today.end.getTime() + day * 24 * HOUR),
        }),
      );
    }
    await unreadMessages(db, mara.id, 'client', 2);
    await unreadMessages(db, jon.id, 'therapist', 1);
    await db
      .insertInto('waitingEntry')
      .values({ therapistId: practice.id, clientId: mara.id, name: mara.name, keyHash: randomUUID() })
      .execute();
    // Another practice's sessions and messages do not count.
    const other = await createTherapist(db);
    const theirs = await createClient(db, other.id, 'Theirs');
    await createAppointment(db, { therapistId: other.id, clientId: theirs.id, status: 'confirmed', startsAt: noon });
    await unreadMessages(db, theirs.id, 'client', 3);

    const response = await call(app, 'GET', URL, practice.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const body = response.json() as DashboardOverview;
    expect(body.role).toBe('therapist');
    expect(body.client).toBeNull();
    expect(body.therapist).toMatchObject({
      timeZone: 'Europe/Berlin',
      today: [
        {
          uid: held.uid,
          status: 'confirmed',
          start: noon.toISOString(),
          clientName: mara.name,
          clientId: mara.id,
          modality: 'online',
          programCompany: null,
        },
      ],
      unreadMessages: 2,
      waiting: 1,
      profile: { slug: practice.slug, verificationStatus: 'verified', listed: true, public: true },
    });
    expect(body.therapist?.today).toHaveLength(1);
    expect(body.therapist?.requests.count).toBe(7);
    expect(body.therapist?.requests.first.map((r) => r.uid)).toEqual(requests.slice(0, 5).map((r) => r.uid));
    expect(body.therapist?.awaitingEmail).toEqual({ count: 0, first: [] });
  });

  it('keeps bookings waiting for a guest to confirm their address apart from requests the therapist can answer', async () => {
    const practice = await practiceOwner(app, db);
    const client = await createClient(db, practice.id, 'Ines');
    const soon = (days: number) => new Date(Date.now() + days * 24 * HOUR);
    const request = await createAppointment(db, {
      therapistId: practice.id,
      clientId: client.id,
      status: 'requested',
      startsAt: soon(3),
    });
    const waiting = await createAppointment(db, {
      therapistId: practice.id,
      clientId: client.id,
      status: 'pending_email',
      startsAt: soon(4),
    });
    const lapsed = await createAppointment(db, {
      therapistId: practice.id,
      clientId: client.id,
      status: 'pending_email',
      startsAt: soon(5),
    });
    await db
      .updateTable('appointment')
      .set({ holdExpiresAt: soon(1) })
      .where('id', '=', waiting.id)
      .execute();
    await db
      .updateTable('appointment')
      .set({ holdExpiresAt: soon(-1) })
      .where('id', '=', lapsed.id)
      .execute();

    const body = (await call(app, 'GET', URL, practice.cookie)).json() as DashboardOverview;
    expect(body.therapist?.requests).toMatchObject({ count: 1, first: [{ uid: request.uid, status: 'requested' }] });
    expect(body.therapist?.awaitingEmail).toMatchObject({
      count: 1,
      first: [{ uid: waiting.uid, status: 'pending_email' }],
    });
  });

  it('answers a therapist account without a profile with an empty overview', async () => {
    const account = await signedInAccount(app, db, 'therapist');
    const response = await call(app, 'GET', URL, account.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().therapist).toMatchObject({ today: [], requests: { count: 0 }, profile: null });
  });

  it('shows a client their next appointment, unread messages, saved self-tests and favourites', async () => {
    const account = await signedInAccount(app, db, 'client');
    const therapist = await createTherapist(db, { firstName: 'Lena', lastName: 'Brandt' });
    const hidden = await createTherapist(db, { listed: false });
    const record = await createClient(db, therapist.id, 'Me', account.userId);
    const soon = new Date(Date.now() + 30 * HOUR);
    const next = await createAppointment(db, {
      therapistId: therapist.id,
      clientId: record.id,
      status: 'confirmed',
      startsAt: soon,
    });
    await createAppointment(db, {
      therapistId: therapist.id,
      clientId: record.id,
      status: 'requested',
      startsAt: new Date(soon.getTime() + 48 * HOUR),
    });
    // Earlier, but cancelled or over: not the next one.
    await createAppointment(db, {
      therapistId: therapist.id,
      clientId: record.id,
      status: 'cancelled',
      startsAt: new Date(Date.now() + 2 * HOUR),
    });
    await createAppointment(db, {
      therapistId: therapist.id,
      clientId: record.id,
      status: 'confirmed',
      startsAt: new Date(Date.now() - 48 * HOUR),
    });
    await unreadMessages(db, record.id, 'therapist', 3);
    await unreadMessages(db, record.id, 'client', 1);
    await db
      .insertInto('savedSelfTest')
      .values([
        { userId: account.userId, testSlug: 'phq-9', resultSealed: 'sealed' },
        { userId: account.userId, testSlug: 'gad-7', resultSealed: 'sealed' },
      ])
      .execute();
    await db
      .insertInto('favourite')
      .values([
        { userId: account.userId, therapistId: therapist.id },
        { userId: account.userId, therapistId: hidden.id },
      ])
      .execute();

    const response = await call(app, 'GET', URL, account.cookie);
    expect(response.statusCode).toBe(200);
    const body = response.json() as DashboardOverview;
    expect(body).toMatchObject({
      role: 'client',
      therapist: null,
      client: {
        nextAppointment: {
          uid: next.uid,
          status: 'confirmed',
          start: soon.toISOString(),
          modality: 'online',
          therapistName: 'Lena Brandt',
          therapistSlug: therapist.slug,
        },
        unreadMessages: 3,
        savedSelfTests: 2,
        favourites: 1,
      },
    });
  });

  it('answers a new client with nothing yet', async () => {
    const account = await signedInAccount(app, db, 'client');
    const response = await call(app, 'GET', URL, account.cookie);
    expect(response.json().client).toEqual({
      nextAppointment: null,
      unreadMessages: 0,
      savedSelfTests: 0,
      favourites: 0,
    });
  });

  it('refuses visitors and administrators', async () => {
    expect((await call(app, 'GET', URL)).statusCode).toBe(401);
    const admin = await signedInAccount(app, db, 'admin');
    const response = await call(app, 'GET', URL, admin.cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});
