import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { appointmentKey } from '../src/booking/links.ts';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import { createTherapist, createUser, firstService } from './helpers/factories.ts';
import { nextAddress, SAME_SITE, signIn } from './helpers/sessions.ts';

const LINK_SECRET = 'online-sessions-test-link-secret';

/** A verified, listed therapist with an account, signed in. */
async function therapist(app: FastifyInstance, db: Database) {
  const profile = await createTherapist(db, { firstName: 'Lena' });
  const user = await createUser(db, { role: 'therapist' });
  await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', profile.id).execute();
  return { ...profile, userId: user.id, cookie: await signIn(app, user.email) };
}

/** A client record with an online appointment starting `inMinutes` from now (negative: running). */
async function appointmentOf(db: Database, therapistId: string, inMinutes: number, userId?: string) {
  const suffix = randomBytes(4).toString('hex');
  const client = await db
    .insertInto('client')
    .values({ therapistId, userId: userId ?? null, name: `Mara ${suffix}`, email: `mara-${suffix}@example.test` })
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
      status: 'confirmed',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 50 * 60_000),
      modality: 'online',
      priceMinor: service.priceMinor,
      currency: service.currency,
    })
    .execute();
  return { clientId: client.id, name: `Mara ${suffix}`, uid, key: appointmentKey(LINK_SECRET, uid) };
}

type Json = Record<string, unknown>;

/**
 * A WebSocket into the app with every message it receives kept from the first, so a test can wait
 * for one that arrived before it asked.
 */
async function openSocket(app: FastifyInstance, path: string, headers: Record<string, string> = {}) {
  const inbox: Json[] = [];
  const waiters = new Set<() => void>();
  const socket: WebSocket = await app.injectWS(
    path,
    { headers },
    {
      onInit: (ws: WebSocket) =>
        ws.on('message', (data) => {
          inbox.push(JSON.parse(String(data)) as Json);
          for (const wake of waiters) wake();
        }),
    },
  );
  /** The first message not taken yet that passes `match`, waiting up to 5 s for it. */
  const next = <T = Json>(match: (m: Json) => boolean = () => true) =>
    new Promise<T>((resolve, reject) => {
      const look = () => {
        const index = inbox.findIndex(match);
        if (index === -1) return false;
        const [found] = inbox.splice(index, 1);
        waiters.delete(look);
        clearTimeout(timer);
        resolve(found as T);
        return true;
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error(`no matching message within 5 s; received ${JSON.stringify(inbox)}`));
      }, 5000);
      if (!look()) waiters.add(look);
    });
  return { socket, next, send: (message: Json) => socket.send(JSON.stringify(message)) };
}

describe('online sessions', async () => {
  const { app, db } = await testApp({ twoFactorRoles: [], appointmentLinkSecret: LINK_SECRET });
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { ...(cookie ? { cookie } : {}), ...SAME_SITE },
      remoteAddress: nextAddress(),
      ...(payload ? { payload } : {}),
    });

  it('lets the client of a session that starts soon wait, the therapist admit them, and both signal', async () => {
    const owner = await therapist(app, db);
    const booking = await appointmentOf(db, owner.id, 5);
    const link = `appointment=${booking.uid}&key=${booking.key}`;

    const room = await call('GET', `/api/v1/rooms/${owner.slug}?${link}`);
    expect(room.statusCode, room.body).toBe(200);
    expect(room.json().access).toBe('appointment');

    const entered = await call('POST', `/api/v1/rooms/${owner.slug}/waiting`, undefined, {
      appointment: booking.uid,
      key: booking.key,
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const entry = entered.json() as { id: string; key: string };

    const list = await call('GET', '/api/v1/waiting-room', owner.cookie);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().entries).toEqual([expect.objectContaining({ id: entry.id, name: booking.name })]);

    const waiter = await openSocket(app, `/api/v1/live?waiting=${entry.id}&waitingKey=${entry.key}`);
    await waiter.next((m) => m.type === 'ready');
    const admitted = await call('POST', `/api/v1/waiting-room/${entry.id}/admit`, owner.cookie);
    expect(admitted.statusCode, admitted.body).toBe(200);
    expect(await waiter.next((m) => m.type === 'waiting')).toEqual({ type: 'waiting', status: 'admitted' });
    waiter.socket.terminate();

    const status = (await call('GET', `/api/v1/waiting/${entry.id}?key=${entry.key}`)).json();
    expect(status.status).toBe('admitted');
    const clientToken = status.call as string;
    const therapistToken = admitted.json().call as string;

    type Welcome = { self: { id: string }; peers: { id: string }[] };
    const host = await openSocket(app, `/api/v1/calls/${therapistToken}/signal`, { cookie: owner.cookie });
    const hostWelcome = await host.next<Welcome>((m) => m.type === 'welcome');
    expect(hostWelcome.peers).toEqual([]);
    const guest = await openSocket(app, `/api/v1/calls/${clientToken}/signal`);
    const guestWelcome = await guest.next<Welcome>((m) => m.type === 'welcome');
    expect(guestWelcome.peers.map((p) => p.id)).toEqual([hostWelcome.self.id]);
    expect(await host.next((m) => m.type === 'joined')).toMatchObject({ peer: { id: guestWelcome.self.id } });
    guest.send({ type: 'signal', to: hostWelcome.self.id, description: { type: 'offer', sdp: 'v=0' } });
    expect(await host.next((m) => m.type === 'signal')).toMatchObject({
      from: guestWelcome.self.id,
      description: { type: 'offer', sdp: 'v=0' },
    });
    host.send({ type: 'end' });
    await guest.next((m) => m.type === 'ended');
    host.socket.terminate();
    guest.socket.terminate();
    expect((await call('GET', `/api/v1/calls/${clientToken}`)).json().code).toBe('CALL_ENDED');
  });
});
