import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { THERAPIST_DAILY_EMAILS } from '../src/contract/booking.ts';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import {
  createAppointment,
  createTherapist,
  createUser,
  firstService,
  openEveryDay,
  TEST_PASSWORD,
} from './helpers/factories.ts';

// Like a non-browser caller: no Origin header (browsers' same-site requests are covered in access.test.ts).
const ORIGIN = {};

/** A listed therapist with an account, open every day 08:00–20:00 Berlin time, no minimum notice. */
async function bookableTherapist(db: Database, policy: { requiresConfirmation?: boolean } = {}) {
  const user = await createUser(db, { role: 'therapist' });
  const therapist = await createTherapist(db, { place: 'berlin/kreuzberg' });
  await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
  await openEveryDay(db, therapist.id);
  await db
    .insertInto('bookingPolicy')
    .values({
      therapistId: therapist.id,
      minimumNoticeMinutes: 0,
      bufferAfterMinutes: 10,
      cancellationNoticeHours: 24,
      requiresConfirmation: policy.requiresConfirmation ?? true,
    })
    .execute();
  const service = await firstService(db, therapist.id);
  return { ...therapist, user, service };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function signIn(app: FastifyInstance, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/sign-in',
    payload: { email, password: TEST_PASSWORD },
    headers: ORIGIN,
  });
  expect(response.statusCode).toBe(200);
  return [response.headers['set-cookie']]
    .flat()
    .map((c) => String(c).split(';')[0])
    .join('; ');
}

async function firstSlot(app: FastifyInstance, slug: string, serviceId: string, day = inDays(5)) {
  const response = await app.inject({
    url: `/api/v1/therapists/${slug}/slots?serviceId=${serviceId}&from=${day}&to=${day}`,
  });
  expect(response.statusCode).toBe(200);
  const { slots } = response.json() as { slots: { start: string }[] };
  expect(slots.length).toBeGreaterThan(0);
  return slots;
}

const guest = (name = 'Maria Silva') => ({
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}.${Math.random().toString(36).slice(2, 8)}@example.test`,
  message: 'I have been feeling anxious at work.',
});

describe('booking a session', async () => {
  const { app, db, outbox } = await testApp();

  it('lists a therapist’s bookable services and their free slots in the therapist’s zone', async () => {
    const t = await bookableTherapist(db);
    const services = await app.inject({ url: `/api/v1/therapists/${t.slug}/services` });
    expect(services.json()).toEqual([
      expect.objectContaining({
        id: t.service.id,
        durationMinutes: 50,
        priceMinor: 9000,
        currency: 'EUR',
        modality: 'both',
      }),
    ]);
    const day = inDays(5);
    const response = await app.inject({
      url: `/api/v1/therapists/${t.slug}/slots?serviceId=${t.service.id}&from=${day}&to=${day}`,
    });
    const body = response.json();
    expect(body.timeZone).toBe('Europe/Berlin');
    const first = new Date(body.slots[0].start);
    expect(
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(first),
    ).toBe('08:00');
  });

  it('lets a guest book, confirm by email, and the therapist confirm; everyone gets the right emails', async () => {
    const t = await bookableTherapist(db);
    const [slot] = await firstSlot(app, t.slug, t.service.id);
    const person = guest();
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: ORIGIN,
      payload: {
        therapistSlug: t.slug,
        serviceId: t.service.id,
        start: slot?.start,
        locale: 'pt',
        timeZone: 'America/Sao_Paulo',
        client: person,
      },
    });
    expect(created.statusCode).toBe(201);
    const { uid, status } = created.json();
    expect(status).toBe('pending_email');
    expect(uid).toMatch(/^[A-Za-z0-9_-]{22}$/);

    // The slot is held: nobody else is offered it.
    const after = await firstSlot(app, t.slug, t.service.id);
    expect(after.map((s) => s.start)).not.toContain(slot?.start);

    const [confirmMail] = await outbox(person.email);
    expect(confirmMail?.subject).toContain('Confirme a sua marcação');
    const link = new URL(/https?:\/\/\S+\/appointment\/\S+/.exec(confirmMail?.text ?? '')?.[0] ?? '');
    expect(link.pathname).toBe(`/pt/appointment/${uid}`);
    const key = link.searchParams.get('key');

    expect((await app.inject({ url: `/api/v1/appointments/${uid}` })).statusCode).toBe(404);
    expect((await app.inject({ url: `/api/v1/appointments/${uid}?key=${'x'.repeat(32)}` })).statusCode).toBe(404);
    const seen = await app.inject({ url: `/api/v1/appointments/${uid}?key=${key}` });
    expect(seen.json()).toMatchObject({ viewer: 'client', status: 'pending_email', message: person.message });

    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${uid}/confirm-email`,
      headers: ORIGIN,
      payload: { key },
    });
    expect(confirmed.json()).toEqual({ uid, status: 'requested' });
    const requestMail = (await outbox(t.user.email))[0];
    // The client is named in the email, not in its subject (decision 029).
    expect(requestMail?.subject).toMatch(/^New booking request for /);
    expect(requestMail?.subject).not.toContain(person.name);
    expect(requestMail?.text).toContain(person.name);
    expect(requestMail?.attachments).toEqual(['appointment.ics']);

    // The message is sealed at rest.
    const row = await db.selectFrom('appointment').select('messageSealed').where('uid', '=', uid).executeTakeFirst();
    expect(row?.messageSealed).not.toContain('anxious');

    const cookie = await signIn(app, t.user.email);
    const sessions = await app.inject({ url: '/api/v1/sessions?scope=requests', headers: { cookie } });
    expect(sessions.json().sessions.map((s: { uid: string }) => s.uid)).toContain(uid);
    const accept = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${uid}/confirm`,
      headers: { cookie, ...ORIGIN },
    });
    expect(accept.json()).toEqual({ uid, status: 'confirmed' });
    const [confirmation] = await outbox(person.email);
    expect(confirmation?.subject).toContain('Confirmada');
    // Shown in the client's own zone, named.
    expect(confirmation?.text).toContain('America/Sao Paulo');
    expect(confirmation?.attachments).toEqual(['appointment.ics']);

    const ics = await app.inject({ url: `/api/v1/appointments/${uid}/calendar.ics?key=${key}` });
    expect(ics.headers['content-type']).toContain('text/calendar');
    expect(ics.body).toContain('BEGIN:VEVENT');
    expect(ics.body).toContain(`DTSTART:${slot?.start.replace(/[-:]/g, '').replace('.000', '')}`);
  });

  it('never double-books: of many clients choosing the same slot at once, exactly one succeeds', async () => {
    const t = await bookableTherapist(db, { requiresConfirmation: false });
    const [slot] = await firstSlot(app, t.slug, t.service.id, inDays(6));
    const attempts = await Promise.all(
      Array.from({ length: 16 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/bookings',
          headers: ORIGIN,
          remoteAddress: `203.0.113.${i + 1}`,
          payload: { therapistSlug: t.slug, serviceId: t.service.id, start: slot?.start, client: guest(`Client ${i}`) },
        }),
      ),
    );
    const codes = attempts.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    const refused = attempts.find((r) => r.statusCode === 409)?.json();
    expect(refused.code).toBe('SLOT_UNAVAILABLE');
    expect(refused.details.slots.length).toBeGreaterThan(0);
    expect(refused.details.slots.map((s: { start: string }) => s.start)).not.toContain(slot?.start);
  });

  it('gives the time of a guest’s unconfirmed, expired hold to the next client', async () => {
    const t = await bookableTherapist(db);
    const [slot] = await firstSlot(app, t.slug, t.service.id, inDays(7));
    const book = (person: ReturnType<typeof guest>) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: ORIGIN,
        remoteAddress: '198.51.100.7',
        payload: { therapistSlug: t.slug, serviceId: t.service.id, start: slot?.start, client: person },
      });
    const first = await book(guest('First Guest'));
    expect(first.json().status).toBe('pending_email');
    expect((await book(guest('Too Early'))).statusCode).toBe(409);

    // The first guest never confirms; their hold runs out.
    await db
      .updateTable('appointment')
      .set({ holdExpiresAt: new Date(Date.now() - 60_000) })
      .where('uid', '=', first.json().uid)
      .execute();
    expect((await firstSlot(app, t.slug, t.service.id, inDays(7))).map((s) => s.start)).toContain(slot?.start);
    const second = await book(guest('Second Guest'));
    expect(second.statusCode).toBe(201);
    const holders = await db
      .selectFrom('appointment')
      .select('uid')
      .where('therapistId', '=', t.id)
      .where('startsAt', '=', new Date(slot?.start ?? ''))
      .execute();
    expect(holders.map((h) => h.uid)).toEqual([second.json().uid]);
  });

  it('refuses what it cannot book with clear errors, never a 500', async () => {
    const t = await bookableTherapist(db);
    const base = { therapistSlug: t.slug, serviceId: t.service.id, client: guest() };
    const book = (payload: object) => app.inject({ method: 'POST', url: '/api/v1/bookings', headers: ORIGIN, payload });
    const bad = await book({ ...base, start: 'tomorrow', client: { name: '', email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .details.map((d: { field: string }) => d.field)
        .sort(),
    ).toEqual(['body.client.email', 'body.client.name', 'body.start']);
    // 03:07 UTC is not on the grid nor in the opening hours.
    expect((await book({ ...base, start: `${inDays(5)}T03:07:00Z` })).json().code).toBe('SLOT_UNAVAILABLE');
    expect((await book({ ...base, start: '2020-01-01T09:00:00Z' })).statusCode).toBe(409);
    const unknown = await book({
      ...base,
      serviceId: '00000000-0000-4000-8000-000000000000',
      start: new Date().toISOString(),
    });
    expect(unknown.statusCode).toBe(404);
    const hidden = await createTherapist(db, { listed: false });
    expect((await app.inject({ url: `/api/v1/therapists/${hidden.slug}/services` })).statusCode).toBe(404);
    const backwards = await app.inject({
      url: `/api/v1/therapists/${t.slug}/slots?serviceId=${t.service.id}&from=${inDays(5)}&to=${inDays(4)}`,
    });
    expect(backwards.statusCode).toBe(400);
  });

  it('lets a signed-in client book directly, cancel within the policy, and not after it', async () => {
    const t = await bookableTherapist(db);
    const client = await createUser(db);
    const cookie = await signIn(app, client.email);
    const [slot] = await firstSlot(app, t.slug, t.service.id);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { cookie, ...ORIGIN },
      payload: {
        therapistSlug: t.slug,
        serviceId: t.service.id,
        start: slot?.start,
        client: { name: 'Ana', email: client.email },
      },
    });
    expect(created.json().status).toBe('requested');
    const { uid } = created.json();
    // The signed-in client sees it without a key; another client does not.
    expect((await app.inject({ url: `/api/v1/appointments/${uid}`, headers: { cookie } })).json().canCancel).toBe(true);
    const other = await signIn(app, (await createUser(db)).email);
    expect((await app.inject({ url: `/api/v1/appointments/${uid}`, headers: { cookie: other } })).statusCode).toBe(404);

    const cancel = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${uid}/cancel`,
      headers: { cookie, ...ORIGIN },
      payload: {},
    });
    expect(cancel.json()).toEqual({ uid, status: 'cancelled' });
    const cancelled = (await outbox(t.user.email))[0];
    expect(cancelled?.subject).toMatch(/^An appointment on .+ was cancelled$/);
    expect(cancelled?.text).toContain('Ana');

    // Within 24 hours of the start, the client can no longer cancel.
    const soon = await firstSlot(app, t.slug, t.service.id, inDays(0)).catch(() => undefined);
    const tomorrow = soon?.find((s) => new Date(s.start).getTime() > Date.now() + 3_600_000);
    if (tomorrow) {
      const late = await app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { cookie, ...ORIGIN },
        payload: {
          therapistSlug: t.slug,
          serviceId: t.service.id,
          start: tomorrow.start,
          client: { name: 'Ana', email: client.email },
        },
      });
      const tooLate = await app.inject({
        method: 'POST',
        url: `/api/v1/appointments/${late.json().uid}/cancel`,
        headers: { cookie, ...ORIGIN },
        payload: {},
      });
      expect(tooLate.statusCode).toBe(409);
      expect(tooLate.json().code).toBe('TOO_LATE');
    }
  });

  it('lets the client move to another offered slot; the old time frees up', async () => {
    const t = await bookableTherapist(db, { requiresConfirmation: false });
    const client = await createUser(db);
    const cookie = await signIn(app, client.email);
    const slots = await firstSlot(app, t.slug, t.service.id);
    // Far enough apart that the sessions' buffers do not touch.
    const [first, third] = [slots[0], slots[12]];
    const { uid } = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: { cookie, ...ORIGIN },
        payload: {
          therapistSlug: t.slug,
          serviceId: t.service.id,
          start: first?.start,
          client: { name: 'Jo', email: client.email },
        },
      })
    ).json();
    const day = inDays(5);
    const options = await app.inject({
      url: `/api/v1/appointments/${uid}/slots?from=${day}&to=${day}`,
      headers: { cookie },
    });
    expect(options.json().slots.map((s: { start: string }) => s.start)).toContain(first?.start);
    const moved = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${uid}/reschedule`,
      headers: { cookie, ...ORIGIN },
      payload: { start: third?.start },
    });
    expect(moved.statusCode).toBe(200);
    const view = await app.inject({ url: `/api/v1/appointments/${uid}`, headers: { cookie } });
    expect(view.json().start).toBe(third?.start);
    expect((await firstSlot(app, t.slug, t.service.id)).map((s) => s.start)).toContain(first?.start);
    expect((await outbox(client.email))[0]?.subject).toContain('New time');
  });

  it('keeps therapists to their own appointments and clients out of therapist actions', async () => {
    const t = await bookableTherapist(db);
    const [slot] = await firstSlot(app, t.slug, t.service.id);
    const { uid } = (
      await app.inject({
        method: 'POST',
        url: '/api/v1/bookings',
        headers: ORIGIN,
        payload: { therapistSlug: t.slug, serviceId: t.service.id, start: slot?.start, client: guest() },
      })
    ).json();
    const stranger = await bookableTherapist(db);
    const strangerCookie = await signIn(app, stranger.user.email);
    for (const action of ['confirm', 'decline']) {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/appointments/${uid}/${action}`,
        headers: { cookie: strangerCookie, ...ORIGIN },
      });
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await app.inject({ url: `/api/v1/appointments/${uid}`, headers: { cookie: strangerCookie } })).statusCode,
    ).toBe(404);
    const clientCookie = await signIn(app, (await createUser(db)).email);
    const asClient = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${uid}/confirm`,
      headers: { cookie: clientCookie, ...ORIGIN },
    });
    expect(asClient.statusCode).toBe(403);
    const therapistBooking = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { cookie: strangerCookie, ...ORIGIN },
      payload: { therapistSlug: t.slug, serviceId: t.service.id, start: slot?.start, client: guest() },
    });
    expect(therapistBooking.statusCode).toBe(403);
  });

  it('keeps a running session marked held or missed in the upcoming list until it ends, so it can be changed back', async () => {
    const t = await bookableTherapist(db);
    const cookie = await signIn(app, t.user.email);
    const client = await db
      .insertInto('client')
      .values({ therapistId: t.id, name: 'Running Now', email: `running.${Date.now()}@example.test` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const running = await createAppointment(db, {
      therapistId: t.id,
      clientId: client.id,
      status: 'confirmed',
      startsAt: new Date(Date.now() - 10 * 60_000),
    });
    const mark = (outcome: 'complete' | 'no-show') =>
      app.inject({
        method: 'POST',
        url: `/api/v1/appointments/${running.uid}/${outcome}`,
        headers: { cookie, ...ORIGIN },
      });
    const listed = async (scope: string) =>
      (await app.inject({ url: `/api/v1/sessions?scope=${scope}`, headers: { cookie } }))
        .json()
        .sessions.filter((s: { clientName: string }) => s.clientName === 'Running Now');

    expect((await mark('complete')).statusCode).toBe(200);
    expect(await listed('upcoming')).toMatchObject([{ status: 'completed' }]);
    expect(await listed('past')).toEqual([]);
    expect((await mark('no-show')).statusCode).toBe(200);
    expect(await listed('upcoming')).toMatchObject([{ status: 'no_show' }]);
  });

  it('makes overlapping active appointments impossible in the database itself', async () => {
    const t = await bookableTherapist(db);
    const client = await db
      .insertInto('client')
      .values({ therapistId: t.id, name: 'X', email: `x${Date.now()}@example.test` })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (uid: string, start: string, end: string, status: 'confirmed' | 'cancelled' = 'confirmed') => ({
      uid,
      therapistId: t.id,
      serviceId: t.service.id,
      clientId: client.id,
      status,
      startsAt: start,
      endsAt: end,
      modality: 'online' as const,
      priceMinor: 9000,
      currency: 'EUR' as const,
    });
    await db
      .insertInto('appointment')
      .values(row('a'.repeat(22), '2030-01-07T09:00:00Z', '2030-01-07T09:50:00Z'))
      .execute();
    await expect(
      db
        .insertInto('appointment')
        .values(row('b'.repeat(22), '2030-01-07T09:30:00Z', '2030-01-07T10:20:00Z'))
        .execute(),
    ).rejects.toMatchObject({ code: '23P01' });
    // Cancelled appointments do not hold their time; back-to-back sessions are fine.
    await db
      .insertInto('appointment')
      .values(row('c'.repeat(22), '2030-01-07T09:30:00Z', '2030-01-07T10:20:00Z', 'cancelled'))
      .execute();
    await db
      .insertInto('appointment')
      .values(row('d'.repeat(22), '2030-01-07T09:50:00Z', '2030-01-07T10:40:00Z'))
      .execute();
  });
});

describe('whose client record a booking reaches', async () => {
  // About bookings, not sign-in: therapists here open their client list without a second factor.
  const { app, db, outbox } = await testApp({ twoFactorRoles: [] });
  const book = (t: { slug: string; service: { id: string } }, start: string, client: object, cookie?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers: { ...(cookie ? { cookie } : {}), ...ORIGIN },
      payload: { therapistSlug: t.slug, serviceId: t.service.id, start, client },
    });

  it("never links someone else's client record to the account of a signed-in client who types their address", async () => {
    const t = await bookableTherapist(db);
    // The therapist already keeps a record (with a conversation) for a person without an account.
    const victim = await db
      .insertInto('client')
      .values({ therapistId: t.id, name: 'Vera Victim', email: 'vera@example.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const attacker = await createUser(db);
    const cookie = await signIn(app, attacker.email);
    const [slot] = await firstSlot(app, t.slug, t.service.id);

    const created = await book(t, slot?.start as string, { name: 'Vera', email: 'VERA@example.test' }, cookie);
    expect(created.statusCode).toBe(201);
    // Not their verified address: confirmed by email first, like a guest's booking.
    expect(created.json().status).toBe('pending_email');
    const record = await db.selectFrom('client').select('userId').where('id', '=', victim.id).executeTakeFirstOrThrow();
    expect(record.userId).toBeNull();
    const threads = await app.inject({ url: '/api/v1/me/messages/threads', headers: { cookie } });
    expect(threads.json()).toEqual({ threads: [] });
    expect(
      (await app.inject({ url: `/api/v1/appointments/${created.json().uid}`, headers: { cookie } })).statusCode,
    ).toBe(404);
    // The confirmation goes to the address's owner, not to the booker.
    expect(await outbox('vera@example.test')).toHaveLength(1);
    expect(await outbox(attacker.email)).toEqual([]);
  });

  it("links a signed-in client's booking to their record only under their verified address", async () => {
    const t = await bookableTherapist(db);
    const unverified = await createUser(db);
    await db.updateTable('userAccount').set({ emailVerifiedAt: null }).where('id', '=', unverified.id).execute();
    const cookie = await signIn(app, unverified.email);
    const [slot] = await firstSlot(app, t.slug, t.service.id);
    const created = await book(t, slot?.start as string, { name: 'Uma', email: unverified.email }, cookie);
    expect(created.json().status).toBe('pending_email');
    expect(await db.selectFrom('client').select('id').where('therapistId', '=', t.id).execute()).toEqual([]);

    // Proving the address (the link in the email) makes the record, linked to the account it belongs to.
    const [mail] = await outbox(unverified.email);
    const key = new URL(/https?:\/\/\S+\/appointment\/\S+/.exec(mail?.text ?? '')?.[0] ?? '').searchParams.get('key');
    const confirmed = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${created.json().uid}/confirm-email`,
      headers: ORIGIN,
      payload: { key },
    });
    expect(confirmed.json().status).toBe('requested');
    const record = await db.selectFrom('client').select('userId').where('therapistId', '=', t.id).executeTakeFirst();
    expect(record?.userId).toBe(unverified.id);
  });

  it('makes no client record for a guest until they confirm; the therapist sees a pending request and emails nobody', async () => {
    const t = await bookableTherapist(db);
    const therapistCookie = await signIn(app, t.user.email);
    const person = guest('Gil Guest');
    const [first, second] = await firstSlot(app, t.slug, t.service.id);

    const held = await book(t, first?.start as string, person);
    expect(held.json().status).toBe('pending_email');
    expect(await db.selectFrom('client').select('id').where('therapistId', '=', t.id).execute()).toEqual([]);
    const clients = await app.inject({ url: '/api/v1/clients', headers: { cookie: therapistCookie } });
    expect(clients.statusCode).toBe(200);
    expect(JSON.stringify(clients.json())).not.toContain('Gil Guest');

    const requests = await app.inject({ url: '/api/v1/sessions?scope=requests', headers: { cookie: therapistCookie } });
    expect(requests.json().sessions).toEqual([
      expect.objectContaining({
        uid: held.json().uid,
        status: 'pending_email',
        clientId: null,
        clientName: 'Gil Guest',
      }),
    ]);

    // Cancelling the hold frees the time and writes nothing to the unconfirmed address.
    const before = (await outbox(person.email)).length;
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${held.json().uid}/cancel`,
      headers: { cookie: therapistCookie, ...ORIGIN },
      payload: {},
    });
    expect(cancelled.json().status).toBe('cancelled');
    const moved = await book(t, second?.start as string, person);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/v1/appointments/${moved.json().uid}/reschedule`,
      headers: { cookie: therapistCookie, ...ORIGIN },
      payload: { start: first?.start },
    });
    expect(refused.statusCode).toBe(409);
    // Only the second booking's own request to confirm reached the guest.
    expect((await outbox(person.email)).length).toBe(before + 1);
    expect(await db.selectFrom('client').select('id').where('therapistId', '=', t.id).execute()).toEqual([]);
  });

  it('lets only verified therapists book sessions that email their clients, and only so many a day', async () => {
    const t = await bookableTherapist(db);
    const cookie = await signIn(app, t.user.email);
    const client = await db
      .insertInto('client')
      .values({ therapistId: t.id, name: 'Typed In', email: `typed.${Date.now()}@example.test` })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    const [first, second] = await firstSlot(app, t.slug, t.service.id);
    const session = (start: string | undefined) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/sessions',
        headers: { cookie, ...ORIGIN },
        payload: { clientId: client.id, serviceId: t.service.id, start, modality: 'online' },
      });

    await db.updateTable('therapist').set({ verifiedAt: null }).where('id', '=', t.id).execute();
    const unverified = await session(first?.start);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe('THERAPIST_NOT_VERIFIED');
    expect(await outbox(client.email)).toEqual([]);

    await db.updateTable('therapist').set({ verifiedAt: new Date() }).where('id', '=', t.id).execute();
    await db
      .insertInto('therapistEmail')
      .values(Array.from({ length: THERAPIST_DAILY_EMAILS - 1 }, () => ({ therapistId: t.id, kind: 'session' })))
      .execute();
    expect((await session(first?.start)).statusCode).toBe(201);
    expect(await outbox(client.email)).toHaveLength(1);
    const over = await session(second?.start);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'DAILY_EMAIL_LIMIT', details: { limit: THERAPIST_DAILY_EMAILS } });
    expect(await outbox(client.email)).toHaveLength(1);
  });
});
