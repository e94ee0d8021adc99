import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { AppointmentStatus } from '../src/db/schema.ts';
import type { MyAppointments } from '../src/schemas/booking.ts';
import { testApp } from './helpers/app.ts';
import { createAppointment, createTherapist } from './helpers/factories.ts';
import { call, practiceOwner, signedInAccount } from './helpers/sessions.ts';

const URL = '/api/v1/me/appointments';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A client record of the practice, linked to `userId` when given. */
async function createClient(db: Database, therapistId: string, userId: string | null = null) {
  const suffix = randomBytes(4).toString('hex');
  return db
    .insertInto('client')
    .values({ therapistId, userId, name: `Client ${suffix}`, email: `${suffix}@example.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('GET /api/v1/me/appointments', async () => {
  const { app, db } = await testApp();

  /** A client account with a record at two practices: one in Munich that reads messages here, one online only without an account. */
  async function clientWithTwoPractices() {
    const client = await signedInAccount(app, db, 'client');
    const munich = await practiceOwner(app, db, { firstName: 'Mira', place: 'munich' });
    const online = await createTherapist(db, { firstName: 'Olaf', listed: false });
    const atMunich = await createClient(db, munich.id, client.userId);
    const atOnline = await createClient(db, online.id, client.userId);
    const at = async (
      practice: { id: string },
      record: { id: string },
      status: AppointmentStatus,
      startsAt: Date,
      extra: { cancelledBy?: 'client' | 'therapist'; inPerson?: boolean } = {},
    ) => {
      const made = await createAppointment(db, { therapistId: practice.id, clientId: record.id, status, startsAt });
      if (extra.cancelledBy || extra.inPerson) {
        const place = extra.inPerson
          ? await db
              .selectFrom('therapistLocation')
              .select('id')
              .where('therapistId', '=', practice.id)
              .executeTakeFirstOrThrow()
          : undefined;
        await db
          .updateTable('appointment')
          .set({
            cancelledBy: extra.cancelledBy ?? null,
            ...(place ? { modality: 'in_person', locationId: place.id } : {}),
          })
          .where('id', '=', made.id)
          .execute();
      }
      return made.uid;
    };
    return { client, munich, online, atMunich, atOnline, at };
  }

  it('lists only the caller’s appointments, upcoming soonest first and past latest first, cancelled ones as cancelled', async () => {
    const { client, munich, online, atMunich, atOnline, at } = await clientWithTwoPractices();
    const now = Date.now();
    const inPerson = await at(munich, atMunich, 'confirmed', new Date(now + 2 * DAY), { inPerson: true });
    const cancelled = await at(online, atOnline, 'cancelled', new Date(now + 3 * DAY), { cancelledBy: 'therapist' });
    const requested = await at(online, atOnline, 'requested', new Date(now + 5 * DAY));
    // Started ten minutes ago and not over: still to come, so it can be joined.
    const running = await at(online, atOnline, 'confirmed', new Date(now - 10 * 60_000));
    const held = await at(munich, atMunich, 'completed', new Date(now - 7 * DAY));
    const declined = await at(online, atOnline, 'declined', new Date(now - 2 * DAY));

    // Someone else's appointment at the same practice, and a record of the practice that is not linked to an account.
    const other = await signedInAccount(app, db, 'client');
    const theirs = await at(munich, await createClient(db, munich.id, other.userId), 'confirmed', new Date(now + DAY));
    await at(munich, await createClient(db, munich.id), 'confirmed', new Date(now + 4 * DAY));

    const upcoming = await call(app, 'GET', URL, client.cookie);
    expect(upcoming.statusCode).toBe(200);
    expect(upcoming.headers['cache-control']).toBe('private, no-store');
    const coming = upcoming.json<MyAppointments>();
    expect(coming).toMatchObject({ scope: 'upcoming', page: 1, perPage: 20, total: 4 });
    expect(coming.appointments.map((a) => a.uid)).toEqual([running, inPerson, cancelled, requested]);
    expect(coming.appointments.map((a) => a.status)).toEqual(['confirmed', 'confirmed', 'cancelled', 'requested']);

    const [, atPractice, called] = coming.appointments;
    expect(atPractice).toMatchObject({
      modality: 'in_person',
      cancelledBy: null,
      service: { name: 'Individual session', durationMinutes: 50 },
      therapist: {
        slug: munich.slug,
        name: munich.name,
        url: `/find-a-therapist/munich/${munich.slug}`,
        timeZone: 'Europe/Berlin',
      },
      address: 'Teststraße 1, 10999 Munich',
      conversation: atMunich.id,
    });
    expect(Date.parse(atPractice?.end ?? '') - Date.parse(atPractice?.start ?? '')).toBe(50 * 60_000);
    // An unlisted profile has no link, and a therapist without an account reads no messages.
    expect(called).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'therapist',
      modality: 'online',
      address: null,
      therapist: { name: online.name, url: null },
      conversation: null,
    });

    const past = (await call(app, 'GET', `${URL}?scope=past`, client.cookie)).json<MyAppointments>();
    expect(past).toMatchObject({ scope: 'past', total: 2 });
    expect(past.appointments.map((a) => [a.uid, a.status])).toEqual([
      [declined, 'declined'],
      [held, 'completed'],
    ]);

    // The other client sees theirs alone.
    const others = (await call(app, 'GET', URL, other.cookie)).json<MyAppointments>();
    expect(others.appointments.map((a) => a.uid)).toEqual([theirs]);
  });

  it('names the city in the language asked for', async () => {
    const { client, munich, atMunich, at } = await clientWithTwoPractices();
    await at(munich, atMunich, 'confirmed', new Date(Date.now() + DAY), { inPerson: true });
    const german = (await call(app, 'GET', `${URL}?locale=de`, client.cookie)).json<MyAppointments>();
    expect(german.appointments[0]?.address).toBe('Teststraße 1, 10999 München');
  });

  it('answers a page at a time, with the total', async () => {
    const { client, online, atOnline, at } = await clientWithTwoPractices();
    const uids = [];
    for (let day = 1; day <= 3; day++)
      uids.push(await at(online, atOnline, 'confirmed', new Date(Date.now() + day * DAY)));
    const second = (await call(app, 'GET', `${URL}?perPage=2&page=2`, client.cookie)).json<MyAppointments>();
    expect(second).toMatchObject({ page: 2, perPage: 2, total: 3 });
    expect(second.appointments.map((a) => a.uid)).toEqual([uids[2]]);
  });

  it('is empty for a client without appointments', async () => {
    const client = await signedInAccount(app, db, 'client');
    const response = await call(app, 'GET', URL, client.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ scope: 'upcoming', appointments: [], page: 1, perPage: 20, total: 0 });
  });

  it('refuses visitors with 401, and therapists and admins with 403', async () => {
    const visitor = await call(app, 'GET', URL);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().code).toBe('UNAUTHENTICATED');
    // The therapist of a practice does not read their clients' lists here, even with a client's appointment booked.
    const { munich, atMunich, at } = await clientWithTwoPractices();
    await at(munich, atMunich, 'confirmed', new Date(Date.now() + DAY));
    const therapist = await call(app, 'GET', URL, munich.cookie);
    expect(therapist.statusCode).toBe(403);
    expect(therapist.json().code).toBe('FORBIDDEN');
    const admin = await signedInAccount(app, db, 'admin');
    expect((await call(app, 'GET', URL, admin.cookie)).statusCode).toBe(403);
  });

  it.each(['scope=soon', 'page=0', 'page=abc', 'perPage=0', 'perPage=51', 'locale=fr'])(
    'answers 400 for %s',
    async (query) => {
      const client = await signedInAccount(app, db, 'client');
      const response = await call(app, 'GET', `${URL}?${query}`, client.cookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    },
  );
});
