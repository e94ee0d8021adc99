import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { appointmentKey } from '../src/booking/links.ts';
import { MAX_PARTICIPANTS, SOCKET_CLOSE, WAITING_PRESENCE_SECONDS } from '../src/contract/online-sessions.ts';
import type { Database } from '../src/db/database.ts';
import type { AppointmentStatus } from '../src/db/schema.ts';
import { callToken } from '../src/online-sessions/tokens.ts';
import { testApp } from './helpers/app.ts';
import { firstService, openEveryDay } from './helpers/factories.ts';
import { nextAddress, practiceOwner, SAME_SITE, signedInAccount } from './helpers/sessions.ts';
import { type Json, openSocket } from './helpers/sockets.ts';

const LINK_SECRET = 'online-sessions-test-link-secret';

/**
 * A client record with an appointment starting `inMinutes` from now (negative: running) and lasting
 * 50 minutes; online and confirmed unless said otherwise. `userId` links the record to an account.
 */
async function appointmentOf(
  db: Database,
  therapistId: string,
  inMinutes: number,
  options: { userId?: string; modality?: 'online' | 'in_person'; status?: AppointmentStatus } = {},
) {
  const suffix = randomBytes(4).toString('hex');
  const client = await db
    .insertInto('client')
    .values({
      therapistId,
      userId: options.userId ?? null,
      name: `Mara ${suffix}`,
      email: `mara-${suffix}@example.test`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const service = await firstService(db, therapistId);
  const startsAt = new Date(Date.now() + inMinutes * 60_000);
  const uid = randomBytes(16).toString('base64url');
  await db
    .insertInto('appointment')
    .values({
      uid,
      therapistId,
      serviceId: service.id,
      clientId: client.id,
      status: options.status ?? 'confirmed',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
      modality: options.modality ?? 'online',
      priceMinor: service.priceMinor,
      currency: service.currency,
    })
    .execute();
  const key = appointmentKey(LINK_SECRET, uid);
  return { clientId: client.id, name: `Mara ${suffix}`, uid, key, link: `appointment=${uid}&key=${key}` };
}

type Peer = { id: string; role: string; name: string };
type Welcome = { type: 'welcome'; self: Peer; peers: Peer[] };

/** What a call token says (its body is readable base64url JSON; only the signature is secret). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString('utf8')) as {
    r: string;
    p: string;
    o: string;
    x: number;
  };

const ofType = (type: string) => (m: Json) => m.type === type;
/** `joined` for one peer. */
const joinedBy = (id: string) => (m: Json) => m.type === 'joined' && (m.peer as Peer).id === id;

describe('online sessions', async () => {
  const { app, db } = await testApp({ twoFactorRoles: [], appointmentLinkSecret: LINK_SECRET });
  await app.ready();
  /** Where the app listens, for sockets that need a real connection (see openSocket). */
  const address = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  // Call addresses are signed with the appointment-link secret (their HMAC input is prefixed, so
  // neither kind passes for the other): a test signs tokens with it to show what the server refuses.
  const callSecret = LINK_SECRET;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
    on: FastifyInstance = app,
  ) =>
    on.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...SAME_SITE },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

  /** Enters the room as `body` and `cookie` say; answers the entry. */
  const enter = async (slug: string, body: Json, cookie?: string, on: FastifyInstance = app) => {
    const response = await call('POST', `/api/v1/rooms/${slug}/waiting`, cookie, body, on);
    expect(response.statusCode, response.body).toBe(201);
    return response.json() as { id: string; key: string };
  };
  const viaLink = (booking: { uid: string; key: string }) => ({ appointment: booking.uid, key: booking.key });

  const listOf = async (owner: { cookie: string }) => {
    const list = await call('GET', '/api/v1/waiting-room', owner.cookie);
    expect(list.statusCode, list.body).toBe(200);
    return (list.json().entries as { id: string; name: string; note: string | null }[]).map((e) => e.id);
  };

  const statusOf = async (entry: { id: string; key: string }) => {
    const response = await call('GET', `/api/v1/waiting/${entry.id}?key=${entry.key}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { status: string; note: string | null; call: string | null };
  };

  /** Admits the entry; answers the therapist's token and the admitted person's. */
  const admit = async (owner: { cookie: string }, entry: { id: string; key: string }, on: FastifyInstance = app) => {
    const admitted = await call('POST', `/api/v1/waiting-room/${entry.id}/admit`, owner.cookie, undefined, on);
    expect(admitted.statusCode, admitted.body).toBe(200);
    const status = await statusOf(entry);
    expect(status.status).toBe('admitted');
    return { host: admitted.json().call as string, guest: status.call as string };
  };

  /**
   * A call for one appointment: its therapist and `people` who came with the appointment's link,
   * admitted into the same call (a couple, a family).
   */
  const callWith = async (people: number) => {
    const owner = await practiceOwner(app, db, { firstName: 'Lena' });
    const booking = await appointmentOf(db, owner.id, 5);
    const tokens: string[] = [];
    let host = '';
    for (let i = 0; i < people; i++) {
      const admitted = await admit(owner, await enter(owner.slug, viaLink(booking)));
      host = admitted.host;
      tokens.push(admitted.guest);
    }
    return { owner, booking, host, guests: tokens };
  };

  const signalPath = (token: string) => `/api/v1/calls/${token}/signal`;
  const refusal = (status: number) => `Unexpected server response: ${status}`;

  it('lets the client of a session that starts soon wait, the therapist admit them, and both signal', async () => {
    const owner = await practiceOwner(app, db, { firstName: 'Lena' });
    const booking = await appointmentOf(db, owner.id, 5);

    const room = await call('GET', `/api/v1/rooms/${owner.slug}?${booking.link}`);
    expect(room.statusCode, room.body).toBe(200);
    expect(room.json().access).toBe('appointment');

    const entry = await enter(owner.slug, viaLink(booking));

    const list = await call('GET', '/api/v1/waiting-room', owner.cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().entries).toEqual([expect.objectContaining({ id: entry.id, name: booking.name })]);

    const waiter = await openSocket(app, `/api/v1/live?waiting=${entry.id}&waitingKey=${entry.key}`);
    await waiter.next(ofType('ready'));
    const admitted = await call('POST', `/api/v1/waiting-room/${entry.id}/admit`, owner.cookie);
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(await waiter.next(ofType('waiting'))).toEqual({ type: 'waiting', status: 'admitted' });
    waiter.socket.terminate();

    const status = await statusOf(entry);
    expect(status.status).toBe('admitted');
    const clientToken = status.call as string;
    const therapistToken = admitted.json().call as string;

    const host = await openSocket(app, signalPath(therapistToken), { cookie: owner.cookie });
    const hostWelcome = await host.next<Welcome>(ofType('welcome'));
    expect(hostWelcome.peers).toEqual([]);
    const guest = await openSocket(app, signalPath(clientToken));
    const guestWelcome = await guest.next<Welcome>(ofType('welcome'));
    expect(guestWelcome.peers.map((p) => p.id)).toEqual([hostWelcome.self.id]);
    expect(await host.next(ofType('joined'))).toMatchObject({ peer: { id: guestWelcome.self.id } });
    guest.send({ type: 'signal', to: hostWelcome.self.id, description: { type: 'offer', sdp: 'v=0' } });
    expect(await host.next(ofType('signal'))).toMatchObject({
      from: guestWelcome.self.id,
      description: { type: 'offer', sdp: 'v=0' },
    });
    host.send({ type: 'end' });
    await guest.next(ofType('ended'));
    host.socket.terminate();
    guest.socket.terminate();
    expect((await call('GET', `/api/v1/calls/${clientToken}`)).json().code).toBe('CALL_ENDED');
  });

  describe('who may wait', () => {
    it('lets a signed-in client whose record is linked to their account wait, shown by their record’s name', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const client = await signedInAccount(app, db);
      const booking = await appointmentOf(db, owner.id, 10, { userId: client.userId });

      const room = await call('GET', `/api/v1/rooms/${owner.slug}`, client.cookie);
      expect(room.statusCode, room.body).toBe(200);
      expect(room.json()).toMatchObject({
        therapist: { slug: owner.slug, name: owner.name },
        access: 'appointment',
        appointment: { uid: booking.uid },
        nextSlot: null,
      });
      // A name the client types does not stand in for the one on their record.
      const entry = await enter(owner.slug, { name: 'Someone else' }, client.cookie);
      const list = (await call('GET', '/api/v1/waiting-room', owner.cookie)).json();
      expect(list.entries).toEqual([
        expect.objectContaining({
          id: entry.id,
          name: booking.name,
          appointment: expect.objectContaining({ uid: booking.uid, service: 'Individual session' }),
        }),
      ]);
    });

    it('lets the client in with the appointment’s emailed link while the session is running', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const booking = await appointmentOf(db, owner.id, -30);
      const room = await call('GET', `/api/v1/rooms/${owner.slug}?${booking.link}`);
      expect(room.json().access).toBe('appointment');
      await enter(owner.slug, viaLink(booking));
    });

    it('turns away a client whose session starts more than 15 minutes from now, saying when it is', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const client = await signedInAccount(app, db);
      const signedIn = await appointmentOf(db, owner.id, 20, { userId: client.userId });
      const byLink = await appointmentOf(db, owner.id, 120);

      for (const [cookie, query, booking] of [
        [client.cookie, '', signedIn],
        [undefined, `?${byLink.link}`, byLink],
      ] as const) {
        const room = await call('GET', `/api/v1/rooms/${owner.slug}${query}`, cookie);
        expect(room.statusCode, room.body).toBe(200);
        expect(room.json()).toMatchObject({ access: 'early', appointment: { uid: booking.uid } });
        const refused = await call(
          'POST',
          `/api/v1/rooms/${owner.slug}/waiting`,
          cookie,
          query ? viaLink(booking) : { name: 'Mara' },
        );
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json().code).toBe('ROOM_CLOSED');
      }
    });

    it.each([
      ['after the session ended', -60, {}],
      ['for an in-person session', 5, { modality: 'in_person' as const }],
      ['for a cancelled session', 5, { status: 'cancelled' as const }],
      ['for a session still only requested', 5, { status: 'requested' as const }],
    ])('turns the client away %s', async (_, inMinutes, options) => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const client = await signedInAccount(app, db);
      const booking = await appointmentOf(db, owner.id, inMinutes, { ...options, userId: client.userId });

      for (const [cookie, query, body] of [
        [client.cookie, '', { name: 'Mara' }],
        [undefined, `?${booking.link}`, viaLink(booking)],
      ] as const) {
        const room = await call('GET', `/api/v1/rooms/${owner.slug}${query}`, cookie);
        expect(room.statusCode, room.body).toBe(200);
        expect(room.json()).toMatchObject({ access: 'closed', appointment: null });
        const refused = await call('POST', `/api/v1/rooms/${owner.slug}/waiting`, cookie, body);
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json().code).toBe('ROOM_CLOSED');
      }
    });

    it('turns away strangers: a visitor, a signed-in client of nobody here, another therapist’s client', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const other = await practiceOwner(app, db, { firstName: 'Lena' });
      const stranger = await signedInAccount(app, db);
      const othersClient = await signedInAccount(app, db);
      const othersBooking = await appointmentOf(db, other.id, 5, { userId: othersClient.userId });

      for (const [cookie, body] of [
        [undefined, { name: 'Visitor' }],
        [stranger.cookie, { name: 'Stranger' }],
        [othersClient.cookie, { name: 'Mara' }],
        // The link of an appointment with another therapist proves nothing here.
        [undefined, viaLink(othersBooking)],
      ] as const) {
        const refused = await call('POST', `/api/v1/rooms/${owner.slug}/waiting`, cookie, body);
        expect(refused.statusCode, refused.body).toBe(403);
        expect(refused.json().code).toBe('ROOM_CLOSED');
      }
      const room = await call('GET', `/api/v1/rooms/${owner.slug}?${othersBooking.link}`);
      expect(room.json()).toMatchObject({ access: 'closed', appointment: null });
      expect(await listOf(owner)).toEqual([]);
    });

    it('lets anyone with a name wait while the therapist has opened the room', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const opened = await call('PUT', '/api/v1/waiting-room/settings', owner.cookie, { open: true });
      expect(opened.statusCode, opened.body).toBe(200);
      expect(opened.json()).toEqual({ open: true });
      expect((await call('GET', '/api/v1/waiting-room', owner.cookie)).json().open).toBe(true);

      expect((await call('GET', `/api/v1/rooms/${owner.slug}`)).json()).toMatchObject({
        access: 'open',
        nextSlot: null,
      });
      const entry = await enter(owner.slug, { name: '  Sam  ' });
      const list = (await call('GET', '/api/v1/waiting-room', owner.cookie)).json();
      expect(list.entries).toEqual([expect.objectContaining({ id: entry.id, name: 'Sam', appointment: null })]);

      for (const body of [{}, { name: '   ' }, { name: '' }]) {
        const refused = await call('POST', `/api/v1/rooms/${owner.slug}/waiting`, undefined, body);
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(refused.json().code).toBe('VALIDATION_FAILED');
        expect(refused.json().details).toEqual(
          expect.arrayContaining([expect.objectContaining({ field: 'body.name' })]),
        );
      }

      const closed = await call('PUT', '/api/v1/waiting-room/settings', owner.cookie, { open: false });
      expect(closed.json()).toEqual({ open: false });
      const refused = await call('POST', `/api/v1/rooms/${owner.slug}/waiting`, undefined, { name: 'Sam' });
      expect(refused.json().code).toBe('ROOM_CLOSED');
    });

    it('answers 404 for an appointment link whose key does not hold', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const booking = await appointmentOf(db, owner.id, 5);
      const forged = { appointment: booking.uid, key: appointmentKey('another-secret', booking.uid) };
      for (const link of [forged, { appointment: booking.uid }, { appointment: booking.uid, key: '' }]) {
        const query = new URLSearchParams(link).toString();
        const room = await call('GET', `/api/v1/rooms/${owner.slug}?${query}`);
        expect(room.statusCode, query).toBe(404);
        const refused = await call('POST', `/api/v1/rooms/${owner.slug}/waiting`, undefined, link);
        expect(refused.statusCode, query).toBe(404);
      }
      expect(await listOf(owner)).toEqual([]);
    });

    it('answers 404 for the room of an unknown, unlisted or unverified therapist', async () => {
      const unlisted = await practiceOwner(app, db, { firstName: 'Lena', listed: false });
      const unverified = await practiceOwner(app, db, { firstName: 'Lena', verified: false });
      // Even a room opened to anyone.
      await call('PUT', '/api/v1/waiting-room/settings', unlisted.cookie, { open: true });
      await call('PUT', '/api/v1/waiting-room/settings', unverified.cookie, { open: true });
      for (const slug of ['nobody-here', unlisted.slug, unverified.slug]) {
        const room = await call('GET', `/api/v1/rooms/${slug}`);
        expect(room.statusCode, slug).toBe(404);
        const refused = await call('POST', `/api/v1/rooms/${slug}/waiting`, undefined, { name: 'Sam' });
        expect(refused.statusCode, slug).toBe(404);
      }
    });

    it('shows a closed room’s next free online time when the therapist has online availability', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      expect((await call('GET', `/api/v1/rooms/${owner.slug}`)).json()).toMatchObject({
        access: 'closed',
        nextSlot: null,
      });
      await openEveryDay(db, owner.id);
      const room = (await call('GET', `/api/v1/rooms/${owner.slug}`)).json();
      expect(room.access).toBe('closed');
      expect(Date.parse(room.nextSlot)).toBeGreaterThan(Date.now());
      expect(Date.parse(room.nextSlot)).toBeLessThan(Date.now() + 28 * 86_400_000);
    });
  });

  describe('waiting entries', () => {
    const openRoom = async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      await call('PUT', '/api/v1/waiting-room/settings', owner.cookie, { open: true });
      return owner;
    };

    it('need their own key to be read, left or listened to', async () => {
      const owner = await openRoom();
      const entry = await enter(owner.slug, { name: 'Sam' });
      const other = await enter(owner.slug, { name: 'Alex' });
      for (const query of ['', '?key=', `?key=${other.key}`, '?key=not-the-key']) {
        for (const method of ['GET', 'DELETE'] as const) {
          const response = await call(method, `/api/v1/waiting/${entry.id}${query}`);
          expect(response.statusCode, `${method} ${query}`).toBe(404);
        }
      }
      await expect(openSocket(app, `/api/v1/live?waiting=${entry.id}&waitingKey=${other.key}`)).rejects.toThrow(
        refusal(404),
      );
      await expect(openSocket(app, `/api/v1/live?waiting=${entry.id}`)).rejects.toThrow(refusal(404));
      expect(await statusOf(entry)).toEqual({ status: 'waiting', note: null, call: null });
      expect(await listOf(owner)).toEqual([entry.id, other.id]);
    });

    it('can be left: the entry says so and leaves the therapist’s list', async () => {
      const owner = await openRoom();
      const entry = await enter(owner.slug, { name: 'Sam' });
      const practice = await openSocket(app, '/api/v1/live', { cookie: owner.cookie });
      await practice.next(ofType('ready'));
      const left = await call('DELETE', `/api/v1/waiting/${entry.id}?key=${entry.key}`);
      expect(left.statusCode, left.body).toBe(204);
      await practice.next(ofType('waiting-room'));
      practice.socket.terminate();
      expect((await statusOf(entry)).status).toBe('left');
      expect(await listOf(owner)).toEqual([]);
      expect((await call('GET', '/api/v1/waiting-room/count', owner.cookie)).json()).toEqual({ waiting: 0 });
      // Someone who left cannot be let in.
      const admitted = await call('POST', `/api/v1/waiting-room/${entry.id}/admit`, owner.cookie);
      expect(admitted.statusCode).toBe(404);
    });

    it(`drop off the therapist’s list when not heard from for ${WAITING_PRESENCE_SECONDS} s, and come back when heard`, async () => {
      const owner = await openRoom();
      const gone = await enter(owner.slug, { name: 'Sam' });
      const here = await enter(owner.slug, { name: 'Alex' });
      expect((await call('GET', '/api/v1/waiting-room/count', owner.cookie)).json()).toEqual({ waiting: 2 });
      await db
        .updateTable('waitingEntry')
        .set({ updatedAt: sql`now() - make_interval(secs => ${WAITING_PRESENCE_SECONDS + 1})` })
        .where('id', '=', gone.id)
        .execute();
      expect(await listOf(owner)).toEqual([here.id]);
      expect((await call('GET', '/api/v1/waiting-room/count', owner.cookie)).json()).toEqual({ waiting: 1 });
      // The waiting page asks for its status while it is open: that is what keeps it listed.
      expect((await statusOf(gone)).status).toBe('waiting');
      expect(await listOf(owner)).toEqual([gone.id, here.id]);
    });

    it('are replaced when a signed-in person enters again (another tab): the earlier page hears so', async () => {
      const owner = await openRoom();
      const person = await signedInAccount(app, db);
      const first = await enter(owner.slug, { name: 'Sam' }, person.cookie);
      const firstPage = await openSocket(app, `/api/v1/live?waiting=${first.id}&waitingKey=${first.key}`);
      await firstPage.next(ofType('ready'));
      const second = await enter(owner.slug, { name: 'Sam' }, person.cookie);
      expect(await firstPage.next(ofType('waiting'))).toEqual({ type: 'waiting', status: 'replaced' });
      firstPage.socket.terminate();
      expect((await statusOf(first)).status).toBe('replaced');
      expect((await statusOf(second)).status).toBe('waiting');
      expect(await listOf(owner)).toEqual([second.id]);
      // Guests are not told apart: two of them are two people.
      const guestA = await enter(owner.slug, { name: 'Guest' });
      const guestB = await enter(owner.slug, { name: 'Guest' });
      expect(await listOf(owner)).toEqual([second.id, guestA.id, guestB.id]);
    });
  });

  describe('the therapist’s waiting room', () => {
    const routes = (id: string) =>
      [
        ['GET', '/api/v1/waiting-room', undefined],
        ['GET', '/api/v1/waiting-room/count', undefined],
        ['PUT', '/api/v1/waiting-room/settings', { open: true }],
        ['POST', `/api/v1/waiting-room/${id}/admit`, undefined],
        ['POST', `/api/v1/waiting-room/${id}/note`, { note: 'Five minutes' }],
        ['POST', `/api/v1/waiting-room/${id}/decline`, {}],
      ] as const;

    it('is the therapist’s only: 401 for visitors, 403 for clients and admins', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const booking = await appointmentOf(db, owner.id, 5);
      const entry = await enter(owner.slug, viaLink(booking));
      const client = await signedInAccount(app, db, 'client');
      const admin = await signedInAccount(app, db, 'admin');
      for (const [method, url, body] of routes(entry.id)) {
        const visitor = await call(method, url, undefined, body);
        expect(visitor.statusCode, `${method} ${url}`).toBe(401);
        expect(visitor.json().code).toBe('UNAUTHENTICATED');
        for (const cookie of [client.cookie, admin.cookie]) {
          const refused = await call(method, url, cookie, body);
          expect(refused.statusCode, `${method} ${url}`).toBe(403);
          expect(refused.json().code).toBe('FORBIDDEN');
        }
      }
      expect((await statusOf(entry)).status).toBe('waiting');
      expect((await call('GET', `/api/v1/rooms/${owner.slug}`)).json().access).toBe('closed');
    });

    it('says whether relays are configured: to the therapist in their list, to admins in the console', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const admin = await signedInAccount(app, db, 'admin');
      expect((await call('GET', '/api/v1/waiting-room', owner.cookie)).json()).toMatchObject({ relays: false });
      const answer = await call('GET', '/api/v1/admin/relays', admin.cookie);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ relays: false, stunServers: 0 });
      expect((await call('GET', '/api/v1/admin/relays', owner.cookie)).statusCode).toBe(403);
      expect((await call('GET', '/api/v1/admin/relays')).statusCode).toBe(401);
    });

    it('answers 404 for another therapist’s entry, which stays untouched', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const other = await practiceOwner(app, db, { firstName: 'Lena' });
      const booking = await appointmentOf(db, owner.id, 5);
      const entry = await enter(owner.slug, viaLink(booking));
      for (const [method, url, body] of routes(entry.id).slice(3)) {
        const refused = await call(method, url, other.cookie, body);
        expect(refused.statusCode, `${method} ${url}`).toBe(404);
      }
      expect(await listOf(other)).toEqual([]);
      expect(await statusOf(entry)).toEqual({ status: 'waiting', note: null, call: null });
    });

    it('tells the person waiting the therapist’s note, and that they were declined', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      await call('PUT', '/api/v1/waiting-room/settings', owner.cookie, { open: true });
      const entry = await enter(owner.slug, { name: 'Sam' });
      const page = await openSocket(app, `/api/v1/live?waiting=${entry.id}&waitingKey=${entry.key}`);
      await page.next(ofType('ready'));

      const noted = await call('POST', `/api/v1/waiting-room/${entry.id}/note`, owner.cookie, {
        note: 'I’ll be with you in 5 minutes',
      });
      expect(noted.statusCode, noted.body).toBe(204);
      expect(await page.next(ofType('waiting'))).toEqual({ type: 'waiting', status: 'waiting' });
      expect(await statusOf(entry)).toEqual({ status: 'waiting', note: 'I’ll be with you in 5 minutes', call: null });
      expect((await call('GET', '/api/v1/waiting-room', owner.cookie)).json().entries).toEqual([
        expect.objectContaining({ id: entry.id, note: 'I’ll be with you in 5 minutes' }),
      ]);

      const declined = await call('POST', `/api/v1/waiting-room/${entry.id}/decline`, owner.cookie, {
        note: 'Please book a time instead',
      });
      expect(declined.statusCode, declined.body).toBe(204);
      expect(await page.next(ofType('waiting'))).toEqual({ type: 'waiting', status: 'declined' });
      page.socket.terminate();
      expect(await statusOf(entry)).toEqual({ status: 'declined', note: 'Please book a time instead', call: null });
      expect(await listOf(owner)).toEqual([]);
      // Declined is final: no second note, no admission.
      expect((await call('POST', `/api/v1/waiting-room/${entry.id}/admit`, owner.cookie)).statusCode).toBe(404);
      expect(
        (await call('POST', `/api/v1/waiting-room/${entry.id}/note`, owner.cookie, { note: 'Sorry' })).statusCode,
      ).toBe(404);
    });

    it('puts people waiting for the same appointment in one call, up to four people', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const booking = await appointmentOf(db, owner.id, 5);
      type Entry = { id: string; key: string };
      const entries: Entry[] = [];
      for (let i = 0; i < MAX_PARTICIPANTS; i++) entries.push(await enter(owner.slug, viaLink(booking)));
      const [first, second, third, fourth] = entries as [Entry, Entry, Entry, Entry];

      const a = await admit(owner, first);
      const b = await admit(owner, second);
      expect(claimsOf(b.guest).r).toBe(claimsOf(a.guest).r);
      expect(claimsOf(b.host)).toMatchObject({ r: claimsOf(a.guest).r, p: claimsOf(a.host).p, o: 'therapist' });
      expect(claimsOf(a.guest)).toMatchObject({ o: 'client' });
      expect(claimsOf(b.guest).p).not.toBe(claimsOf(a.guest).p);
      const c = await admit(owner, third);
      expect(claimsOf(c.guest).r).toBe(claimsOf(a.guest).r);

      const full = await call('POST', `/api/v1/waiting-room/${fourth.id}/admit`, owner.cookie);
      expect(full.statusCode, full.body).toBe(409);
      expect(full.json().code).toBe('ROOM_FULL');
      expect((await statusOf(fourth)).status).toBe('waiting');
      expect(await listOf(owner)).toEqual([fourth.id]);

      // Someone waiting without an appointment gets a call of their own.
      await call('PUT', '/api/v1/waiting-room/settings', owner.cookie, { open: true });
      const walkIn = await admit(owner, await enter(owner.slug, { name: 'Sam' }));
      expect(claimsOf(walkIn.guest)).toMatchObject({ o: 'guest' });
      expect(claimsOf(walkIn.guest).r).not.toBe(claimsOf(a.guest).r);
    });
  });

  describe('the call', () => {
    it('opens for the address’s participant: a client by the bearer link, the therapist in their account', async () => {
      const { owner, host, guests } = await callWith(1);
      const [guest] = guests as [string];
      const asGuest = await call('GET', `/api/v1/calls/${guest}`);
      expect(asGuest.statusCode, asGuest.body).toBe(200);
      expect(asGuest.headers['cache-control']).toContain('no-store');
      expect(asGuest.json()).toMatchObject({
        self: { id: claimsOf(guest).p, role: 'client' },
        therapistSlug: owner.slug,
        iceServers: [],
        relays: false,
      });
      expect(Date.parse(asGuest.json().expires)).toBe(claimsOf(guest).x * 1000);
      // The address lasts until an hour after the appointment's end.
      expect(Date.parse(asGuest.json().expires)).toBeGreaterThan(Date.parse(asGuest.json().scheduledEnd));

      const asHost = await call('GET', `/api/v1/calls/${host}`, owner.cookie);
      expect(asHost.statusCode, asHost.body).toBe(200);
      expect(asHost.json().self).toEqual({ id: claimsOf(host).p, role: 'therapist', name: owner.name });
    });

    it('answers 404 for a forged address', async () => {
      const { host, guests } = await callWith(1);
      const [guest] = guests as [string];
      const [body, mac] = guest.split('.') as [string, string];
      const [hostBody] = host.split('.') as [string];
      const claims = claimsOf(guest);
      const alteredBody = Buffer.from(JSON.stringify({ ...claims, x: claims.x + 86_400 })).toString('base64url');
      const flipped = `${mac.slice(0, -2)}${mac.endsWith('AA') ? 'BB' : 'AA'}`;
      const forgeries = [
        `${alteredBody}.${mac}`,
        `${hostBody}.${mac}`,
        `${body}.${flipped}`,
        `${body}.${mac.slice(0, -1)}`,
        'this-is-no-token-at-all',
        // Properly signed, but for a participant or room that does not exist, or the wrong role.
        callToken(callSecret, { room: claims.r, participant: randomUUID(), role: 'client', expires: claims.x }),
        callToken(callSecret, { room: randomUUID(), participant: claims.p, role: 'client', expires: claims.x }),
        callToken(callSecret, { room: claims.r, participant: claims.p, role: 'guest', expires: claims.x }),
      ];
      for (const token of forgeries) {
        const response = await call('GET', `/api/v1/calls/${token}`);
        expect(response.statusCode, token).toBe(404);
        expect(response.json().code).toBe('NOT_FOUND');
        await expect(openSocket(app, signalPath(token)), token).rejects.toThrow(refusal(404));
      }
    });

    it('answers 410 LINK_EXPIRED for an address past its expiry', async () => {
      const { guests } = await callWith(1);
      const claims = claimsOf(guests[0] as string);
      const expired = callToken(callSecret, {
        room: claims.r,
        participant: claims.p,
        role: 'client',
        expires: Math.floor(Date.now() / 1000) - 60,
      });
      const response = await call('GET', `/api/v1/calls/${expired}`);
      expect(response.statusCode, response.body).toBe(410);
      // Authentic though out of date: the page can lead back to the therapist's room.
      expect(response.json()).toMatchObject({ code: 'LINK_EXPIRED', details: { therapistSlug: expect.any(String) } });
      await expect(openSocket(app, signalPath(expired))).rejects.toThrow(refusal(410));
    });

    it('answers 410 CALL_ENDED once the therapist has ended it; only the therapist may', async () => {
      const { owner, host, guests } = await callWith(1);
      const [guest] = guests as [string];
      const byClient = await call('POST', `/api/v1/calls/${guest}/end`);
      expect(byClient.statusCode, byClient.body).toBe(403);
      expect((await call('GET', `/api/v1/calls/${guest}`)).statusCode).toBe(200);

      const ended = await call('POST', `/api/v1/calls/${host}/end`, owner.cookie);
      expect(ended.statusCode, ended.body).toBe(204);
      expect((await call('GET', `/api/v1/calls/${guest}`)).json().details).toEqual({ therapistSlug: owner.slug });
      for (const [token, cookie] of [
        [guest, undefined],
        [host, owner.cookie],
      ] as const) {
        const response = await call('GET', `/api/v1/calls/${token}`, cookie);
        expect(response.statusCode, response.body).toBe(410);
        expect(response.json().code).toBe('CALL_ENDED');
        await expect(openSocket(app, signalPath(token), cookie ? { cookie } : {})).rejects.toThrow(refusal(410));
      }
    });

    it('lets the therapist’s address in only in their account: 401 signed out, 403 for another account', async () => {
      const { host } = await callWith(1);
      const other = await practiceOwner(app, db, { firstName: 'Lena' });
      const client = await signedInAccount(app, db);
      const signedOut = await call('GET', `/api/v1/calls/${host}`);
      expect(signedOut.statusCode, signedOut.body).toBe(401);
      await expect(openSocket(app, signalPath(host))).rejects.toThrow(refusal(401));
      for (const cookie of [other.cookie, client.cookie]) {
        const refused = await call('GET', `/api/v1/calls/${host}`, cookie);
        expect(refused.statusCode, refused.body).toBe(403);
        await expect(openSocket(app, signalPath(host), { cookie })).rejects.toThrow(refusal(403));
        expect((await call('POST', `/api/v1/calls/${host}/end`, cookie)).statusCode).toBe(403);
      }
    });

    it('lets a client who waited signed in join only in their account', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const client = await signedInAccount(app, db);
      await appointmentOf(db, owner.id, 5, { userId: client.userId });
      const { guest } = await admit(owner, await enter(owner.slug, {}, client.cookie));
      expect((await call('GET', `/api/v1/calls/${guest}`)).statusCode).toBe(401);
      expect((await call('GET', `/api/v1/calls/${guest}`, owner.cookie)).statusCode).toBe(403);
      const joined = await call('GET', `/api/v1/calls/${guest}`, client.cookie);
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().self.role).toBe('client');
    });

    it('refuses socket upgrades from other sites’ pages (403)', async () => {
      const { owner, host, guests } = await callWith(1);
      const foreign = { origin: 'https://elsewhere.example' };
      await expect(openSocket(address, signalPath(guests[0] as string), foreign)).rejects.toThrow(refusal(403));
      await expect(openSocket(address, signalPath(host), { ...foreign, cookie: owner.cookie })).rejects.toThrow(
        refusal(403),
      );
      await expect(openSocket(address, '/api/v1/live', { ...foreign, cookie: owner.cookie })).rejects.toThrow(
        refusal(403),
      );
      // The site's own pages are let in.
      const own = await openSocket(address, signalPath(guests[0] as string), {
        origin: address.replace(/^ws/, 'http'),
      });
      await own.next(ofType('welcome'));
      own.socket.close();
    });
  });

  describe('signalling', () => {
    /** Everyone in a call with a therapist and two clients, connected in that order. */
    const threeInACall = async () => {
      const { owner, host: hostToken, guests } = await callWith(2);
      const host = await openSocket(address, signalPath(hostToken), { cookie: owner.cookie });
      const hostSelf = (await host.next<Welcome>(ofType('welcome'))).self;
      const first = await openSocket(address, signalPath(guests[0] as string));
      const firstSelf = (await first.next<Welcome>(ofType('welcome'))).self;
      const second = await openSocket(address, signalPath(guests[1] as string));
      const secondWelcome = await second.next<Welcome>(ofType('welcome'));
      expect(secondWelcome.peers.map((p) => p.id)).toEqual([hostSelf.id, firstSelf.id]);
      await host.next(joinedBy(firstSelf.id));
      await host.next(joinedBy(secondWelcome.self.id));
      await first.next(joinedBy(secondWelcome.self.id));
      const all = [host, first, second];
      return {
        owner,
        hostToken,
        guests,
        host: { ...host, self: hostSelf },
        first: { ...first, self: firstSelf },
        second: { ...second, self: secondWelcome.self },
        hangUp: () => {
          for (const peer of all) peer.socket.terminate();
        },
      };
    };

    it('tells those present who joins, and the newcomer who is there', async () => {
      const { host, first, second, hangUp } = await threeInACall();
      expect(host.self.role).toBe('therapist');
      expect(first.self.role).toBe('client');
      expect(second.self.role).toBe('client');
      expect(host.held(ofType('joined'))).toEqual([]);
      hangUp();
    });

    it('tells two people who join at the same moment of each other exactly once', async () => {
      for (let round = 0; round < 5; round++) {
        const { owner, host: hostToken, guests } = await callWith(1);
        // Neither waits for the other: the client's welcome may or may not list the therapist yet.
        const [host, guest] = await Promise.all([
          openSocket(address, signalPath(hostToken), { cookie: owner.cookie }),
          openSocket(address, signalPath(guests[0] as string)),
        ]);
        const [hostWelcome, guestWelcome] = await Promise.all([
          host.next<Welcome>(ofType('welcome')),
          guest.next<Welcome>(ofType('welcome')),
        ]);
        // Each one's messages are handled after its own `joined` went out, so once each has heard
        // the other's state, any `joined` between them has arrived.
        host.send({ type: 'state', audio: true, video: true, screen: false });
        guest.send({ type: 'state', audio: true, video: true, screen: false });
        await host.next(ofType('state'));
        await guest.next(ofType('state'));
        const heardOf = (welcome: Welcome, socket: typeof host, id: string) =>
          welcome.peers.filter((p) => p.id === id).length + socket.held(joinedBy(id)).length;
        expect(heardOf(guestWelcome, guest, hostWelcome.self.id), `round ${round}`).toBe(1);
        expect(heardOf(hostWelcome, host, guestWelcome.self.id), `round ${round}`).toBe(1);
        host.socket.terminate();
        guest.socket.terminate();
      }
    });

    it('delivers a signal only to the peer it is addressed to', async () => {
      const { host, first, second, hangUp } = await threeInACall();
      const candidate = { candidate: 'candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host', sdpMid: '0' };
      host.send({ type: 'signal', to: first.self.id, description: { type: 'offer', sdp: 'v=0 for first' } });
      host.send({ type: 'signal', to: second.self.id, candidate });
      // Events travel in order, so the second's first signal is the one meant for them.
      expect(await second.next(ofType('signal'))).toEqual({ type: 'signal', from: host.self.id, candidate });
      expect(await first.next(ofType('signal'))).toEqual({
        type: 'signal',
        from: host.self.id,
        description: { type: 'offer', sdp: 'v=0 for first' },
      });
      first.send({ type: 'signal', to: host.self.id, description: { type: 'answer', sdp: 'v=0 answer' } });
      expect(await host.next(ofType('signal'))).toMatchObject({ from: first.self.id });
      expect(second.held(ofType('signal'))).toEqual([]);
      expect(first.held(ofType('signal'))).toEqual([]);
      hangUp();
    });

    it('passes microphone, camera and screen state to everyone else', async () => {
      const { host, first, second, hangUp } = await threeInACall();
      first.send({ type: 'state', audio: false, video: true, screen: true });
      const state = { type: 'state', from: first.self.id, audio: false, video: true, screen: true };
      expect(await host.next(ofType('state'))).toEqual(state);
      expect(await second.next(ofType('state'))).toEqual(state);
      // The sender's own listener ran with the others' (one delivery per event on an instance).
      expect(first.held(ofType('state'))).toEqual([]);
      first.send({ type: 'ping' });
      expect(await first.next()).toEqual({ type: 'pong' });
      hangUp();
    });

    it.each([
      ['an unknown type', { type: 'shout', text: 'hello' }],
      ['a signal to no one', { type: 'signal', to: 'everyone', description: { type: 'offer', sdp: 'v=0' } }],
      ['a state without its fields', { type: 'state', audio: true }],
      ['a description of an unknown kind', { type: 'signal', to: randomUUID(), description: { type: 'x', sdp: '' } }],
    ])('closes the socket with 4400 on %s', async (_, message) => {
      const { host, first, hangUp } = await threeInACall();
      first.send(message);
      expect(await first.next(ofType('error'))).toEqual({ type: 'error', code: 'INVALID_MESSAGE' });
      expect((await first.closed).code).toBe(SOCKET_CLOSE.invalid);
      expect(await host.next(ofType('left'))).toEqual({ type: 'left', id: first.self.id });
      hangUp();
    });

    it('closes the socket with 4400 on text that is not JSON', async () => {
      const { owner, host: hostToken } = await callWith(1);
      const host = await openSocket(address, signalPath(hostToken), { cookie: owner.cookie });
      await host.next(ofType('welcome'));
      host.socket.send('{ not json');
      expect(await host.next(ofType('error'))).toEqual({ type: 'error', code: 'INVALID_MESSAGE' });
      expect((await host.closed).code).toBe(SOCKET_CLOSE.invalid);
    });

    it('refuses "end" from a client and keeps the call going', async () => {
      const { host, first, hangUp } = await threeInACall();
      first.send({ type: 'end' });
      expect(await first.next(ofType('error'))).toEqual({ type: 'error', code: 'FORBIDDEN' });
      first.send({ type: 'state', audio: true, video: true, screen: false });
      await host.next(ofType('state'));
      expect(host.held(ofType('ended'))).toEqual([]);
      hangUp();
    });

    it('replaces a participant’s older tab when they join again, without telling the others they left', async () => {
      const { owner, hostToken, host, first, second, guests, hangUp } = await threeInACall();
      const again = await openSocket(address, signalPath(guests[0] as string));
      const welcome = await again.next<Welcome>(ofType('welcome'));
      expect(welcome.self).toEqual(first.self);
      expect(welcome.peers.map((p) => p.id).sort()).toEqual([host.self.id, second.self.id].sort());

      expect(await first.next(ofType('replaced'))).toEqual({ type: 'replaced' });
      expect((await first.closed).code).toBe(SOCKET_CLOSE.replaced);
      // The others hear that the participant joined (anew), so they negotiate with the new tab.
      expect(await host.next(joinedBy(first.self.id))).toEqual({ type: 'joined', peer: first.self });
      expect(await second.next(joinedBy(first.self.id))).toEqual({ type: 'joined', peer: first.self });

      // A message sent after the old tab closed arrives after anything its closing caused.
      again.send({ type: 'state', audio: true, video: false, screen: false });
      await host.next(ofType('state'));
      await second.next(ofType('state'));
      expect(host.held(ofType('left'))).toEqual([]);
      expect(second.held(ofType('left'))).toEqual([]);

      // The participant still counts as present for whoever comes next.
      // (Here the therapist reloads their page.)
      const hostAgain = await openSocket(address, signalPath(hostToken), { cookie: owner.cookie });
      const hostWelcome = await hostAgain.next<Welcome>(ofType('welcome'));
      expect(hostWelcome.peers.map((p) => p.id).sort()).toEqual([first.self.id, second.self.id].sort());
      again.send({ type: 'signal', to: host.self.id, candidate: { candidate: 'candidate:new-tab' } });
      expect(await hostAgain.next(ofType('signal'))).toMatchObject({ from: first.self.id });
      hostAgain.socket.terminate();
      again.socket.terminate();
      hangUp();
    });

    it('tells the others when someone closes or leaves', async () => {
      const { host, first, second, hangUp } = await threeInACall();
      second.send({ type: 'leave' });
      expect((await second.closed).code).toBe(1000);
      expect(await host.next(ofType('left'))).toEqual({ type: 'left', id: second.self.id });
      expect(await first.next(ofType('left'))).toEqual({ type: 'left', id: second.self.id });

      first.socket.close(1000);
      expect(await host.next(ofType('left'))).toEqual({ type: 'left', id: first.self.id });
      hangUp();
    });

    it('keeps a sender’s signals in order, a large description before the candidates that follow it', async () => {
      const { host, first, hangUp } = await threeInACall();
      // A browser sends its offer, then trickles candidates: a candidate before its description fails.
      const sdp = `v=0 ${'a=candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host\r\n'.repeat(160)}`;
      host.send({ type: 'signal', to: first.self.id, description: { type: 'offer', sdp } });
      for (let i = 0; i < 30; i++) {
        host.send({ type: 'signal', to: first.self.id, candidate: { candidate: `candidate:${i}` } });
      }
      const received: string[] = [];
      for (let i = 0; i <= 30; i++) {
        const signal = await first.next<{ description?: { type: string }; candidate?: { candidate: string } }>(
          ofType('signal'),
        );
        received.push(signal.description?.type ?? signal.candidate?.candidate ?? '?');
      }
      expect(received).toEqual(['offer', ...Array.from({ length: 30 }, (_, i) => `candidate:${i}`)]);
      hangUp();
    });

    it('closes the socket with 4400 when a browser sends more than 300 messages in 10 seconds', async () => {
      const { host, first, hangUp } = await threeInACall();
      for (let i = 0; i < 301; i++) first.send({ type: 'ping' });
      expect(await first.next(ofType('error'))).toEqual({ type: 'error', code: 'INVALID_MESSAGE' });
      expect(first.held(ofType('pong'))).toHaveLength(300);
      expect((await first.closed).code).toBe(SOCKET_CLOSE.invalid);
      expect(await host.next(ofType('left'))).toEqual({ type: 'left', id: first.self.id });
      hangUp();
    });

    it('ends the call for everyone when the therapist ends it', async () => {
      const { host, first, second, guests } = await threeInACall();
      host.send({ type: 'end' });
      for (const peer of [first, second, host]) {
        expect(await peer.next(ofType('ended'))).toEqual({ type: 'ended' });
        expect((await peer.closed).code).toBe(SOCKET_CLOSE.ended);
      }
      expect((await call('GET', `/api/v1/calls/${guests[0]}`)).json().code).toBe('CALL_ENDED');
    });
  });

  describe('two app instances on one database', async () => {
    const { app: other } = await testApp({ twoFactorRoles: [], appointmentLinkSecret: LINK_SECRET }, { db });
    await other.ready();
    const otherAddress = (await other.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');

    it('carry the waiting room and a call between a therapist on one and a client on the other', async () => {
      const owner = await practiceOwner(app, db, { firstName: 'Lena' });
      const booking = await appointmentOf(db, owner.id, 5);
      const practice = await openSocket(app, '/api/v1/live', { cookie: owner.cookie });
      await practice.next(ofType('ready'));

      // The client waits through the other instance; the therapist hears of it on theirs.
      const entry = await enter(owner.slug, viaLink(booking), undefined, other);
      await practice.next(ofType('waiting-room'));
      const page = await openSocket(other, `/api/v1/live?waiting=${entry.id}&waitingKey=${entry.key}`);
      await page.next(ofType('ready'));
      const admitted = await call('POST', `/api/v1/waiting-room/${entry.id}/admit`, owner.cookie);
      expect(admitted.statusCode, admitted.body).toBe(200);
      expect(await page.next(ofType('waiting'))).toEqual({ type: 'waiting', status: 'admitted' });
      page.socket.terminate();
      practice.socket.terminate();
      const status = await call('GET', `/api/v1/waiting/${entry.id}?key=${entry.key}`, undefined, undefined, other);
      const guestToken = status.json().call as string;

      const host = await openSocket(address, signalPath(admitted.json().call), { cookie: owner.cookie });
      const hostSelf = (await host.next<Welcome>(ofType('welcome'))).self;
      const guest = await openSocket(otherAddress, signalPath(guestToken));
      const guestWelcome = await guest.next<Welcome>(ofType('welcome'));
      expect(guestWelcome.peers).toEqual([hostSelf]);
      expect(await host.next(ofType('joined'))).toEqual({ type: 'joined', peer: guestWelcome.self });

      guest.send({ type: 'signal', to: hostSelf.id, description: { type: 'offer', sdp: 'v=0 offer' } });
      expect(await host.next(ofType('signal'))).toEqual({
        type: 'signal',
        from: guestWelcome.self.id,
        description: { type: 'offer', sdp: 'v=0 offer' },
      });
      host.send({ type: 'signal', to: guestWelcome.self.id, description: { type: 'answer', sdp: 'v=0 answer' } });
      expect(await guest.next(ofType('signal'))).toMatchObject({ from: hostSelf.id, description: { type: 'answer' } });
      host.send({ type: 'state', audio: true, video: false, screen: false });
      expect(await guest.next(ofType('state'))).toEqual({
        type: 'state',
        from: hostSelf.id,
        audio: true,
        video: false,
        screen: false,
      });

      // A description with many candidates is too large for a notification: it travels by reference.
      const marker = randomBytes(8).toString('hex');
      const sdp = `v=0 ${marker} ${'a=candidate:1 1 udp 2122260223 192.0.2.1 54321 typ host\r\n'.repeat(160)}`;
      expect(sdp.length).toBeGreaterThan(8 * 1024);
      guest.send({ type: 'signal', to: hostSelf.id, description: { type: 'offer', sdp } });
      guest.send({ type: 'signal', to: hostSelf.id, candidate: { candidate: 'candidate:after-the-offer' } });
      expect(await host.next(ofType('signal'))).toEqual({
        type: 'signal',
        from: guestWelcome.self.id,
        description: { type: 'offer', sdp },
      });
      expect(await host.next(ofType('signal'))).toMatchObject({
        candidate: { candidate: 'candidate:after-the-offer' },
      });
      const stored = await db.selectFrom('liveEvent').select('payload').execute();
      expect(stored.some((row) => JSON.stringify(row.payload).includes(marker))).toBe(true);

      host.send({ type: 'end' });
      expect(await guest.next(ofType('ended'))).toEqual({ type: 'ended' });
      expect((await guest.closed).code).toBe(SOCKET_CLOSE.ended);
      expect((await host.closed).code).toBe(SOCKET_CLOSE.ended);
      expect((await call('GET', `/api/v1/calls/${guestToken}`, undefined, undefined, other)).json().code).toBe(
        'CALL_ENDED',
      );
    });

    it('tell the therapist on one instance that a client on the other left', async () => {
      const { owner, host: hostToken, guests } = await callWith(1);
      const host = await openSocket(address, signalPath(hostToken), { cookie: owner.cookie });
      await host.next(ofType('welcome'));
      const guest = await openSocket(otherAddress, signalPath(guests[0] as string));
      const self = (await guest.next<Welcome>(ofType('welcome'))).self;
      await host.next(ofType('joined'));
      guest.send({ type: 'leave' });
      expect(await host.next(ofType('left'))).toEqual({ type: 'left', id: self.id });
      host.socket.terminate();
    });
  });

  describe('where therapists must use two-factor sign-in', async () => {
    const { app: strict } = await testApp({ appointmentLinkSecret: LINK_SECRET }, { db });

    it('keeps the waiting room closed to a therapist without it (403 TWO_FACTOR_REQUIRED)', async () => {
      const owner = await practiceOwner(strict, db, { firstName: 'Lena' });
      const booking = await appointmentOf(db, owner.id, 5);
      const entry = await enter(owner.slug, viaLink(booking), undefined, strict);
      for (const [method, url, body] of [
        ['GET', '/api/v1/waiting-room', undefined],
        ['PUT', '/api/v1/waiting-room/settings', { open: true }],
        ['POST', `/api/v1/waiting-room/${entry.id}/admit`, undefined],
        ['POST', `/api/v1/waiting-room/${entry.id}/note`, { note: 'Soon' }],
        ['POST', `/api/v1/waiting-room/${entry.id}/decline`, {}],
      ] as const) {
        const refused = await call(method, url, owner.cookie, body, strict);
        expect(refused.statusCode, `${method} ${url}`).toBe(403);
        expect(refused.json().code).toBe('TWO_FACTOR_REQUIRED');
      }
      // The header's count names no one.
      const count = await call('GET', '/api/v1/waiting-room/count', owner.cookie, undefined, strict);
      expect(count.json()).toEqual({ waiting: 1 });

      // With two-factor sign-in on, the same session may let the client in.
      await db
        .insertInto('twoFactor')
        .values({ userId: owner.userId, secretSealed: 'not-used-here', enabledAt: new Date() })
        .execute();
      const admitted = await call('POST', `/api/v1/waiting-room/${entry.id}/admit`, owner.cookie, undefined, strict);
      expect(admitted.statusCode, admitted.body).toBe(200);
    });
  });
});
