import { randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appointmentKey } from '../src/booking/links.ts';
import type { Database } from '../src/db/database.ts';
import { testApp } from './helpers/app.ts';
import { firstService } from './helpers/factories.ts';
import { nextAddress, practiceOwner, SAME_SITE, signedInAccount } from './helpers/sessions.ts';
import { openSocket } from './helpers/sockets.ts';

const LINK_SECRET = 'live-sockets-test-link-secret';
const METRICS_TOKEN = randomBytes(24).toString('base64url');
const refusal = (status: number) => `Unexpected server response: ${status}`;

/** An online appointment of the practice starting in 5 minutes, with its emailed link's query. */
async function appointmentOf(db: Database, therapistId: string) {
  const suffix = randomBytes(4).toString('hex');
  const client = await db
    .insertInto('client')
    .values({ therapistId, name: `Mara ${suffix}`, email: `mara-${suffix}@example.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const service = await firstService(db, therapistId);
  const startsAt = new Date(Date.now() + 5 * 60_000);
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
  return { uid, key: appointmentKey(LINK_SECRET, uid) };
}

/** The value of the sample `name{labels}` in a Prometheus text exposition, if it is there. */
function sample(exposition: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of exposition.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, value]) => given[key] === value)) return Number(match[3]);
  }
  return undefined;
}

describe('live sockets', async () => {
  // Behind the README's balancer (TRUST_PROXY=true): each socket says which address it comes from.
  const { app, db } = await testApp({
    twoFactorRoles: [],
    appointmentLinkSecret: LINK_SECRET,
    trustedProxies: 1,
    liveSockets: { perAccount: 2, perAddress: 3 },
    metrics: { token: METRICS_TOKEN, port: undefined },
  });
  const address = (await app.listen({ port: 0, host: '127.0.0.1' })).replace(/^http/, 'ws');
  // Building the app is long synchronous work; on a loaded machine the event-loop sample after it
  // may hold no reading, which @fastify/under-pressure takes for overload (503 for a second).
  for (let waited = 0; waited < 10_000 && (await app.inject({ url: '/api/health' })).statusCode !== 200; waited += 100)
    await new Promise((resolve) => setTimeout(resolve, 100));
  /** A live socket over a real connection (so the server sees it close), ready, from `from`. */
  const live = async (from: string, query = '', cookie?: string) => {
    const socket = await openSocket(address, `/api/v1/live${query ? `?${query}` : ''}`, {
      'x-forwarded-for': from,
      ...(cookie ? { cookie } : {}),
    });
    await socket.next((m) => m.type === 'ready');
    return socket;
  };
  const metrics = async () => {
    const response = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    return response.body;
  };
  const closeAll = async (sockets: Awaited<ReturnType<typeof live>>[]) => {
    for (const socket of sockets) socket.socket.close();
    await Promise.all(sockets.map((socket) => socket.closed));
  };

  describe('with nothing to listen to', () => {
    it('are refused before the upgrade: 401 signed out without a link', async () => {
      await expect(openSocket(address, '/api/v1/live', { 'x-forwarded-for': nextAddress() })).rejects.toThrow(
        refusal(401),
      );
      // The refusal says why, for a client that can read it.
      const response = await app.inject({ url: '/api/v1/live', headers: SAME_SITE, remoteAddress: nextAddress() });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('NOTHING_TO_HEAR');
      // A link whose key does not hold gives nothing to hear either (404, as before).
      await expect(live(nextAddress(), `waiting=${randomUUID()}&waitingKey=x`)).rejects.toThrow(refusal(404));
    });

    it('open for whoever has something to hear: any signed-in account, or a guest with a link', async () => {
      const client = await signedInAccount(app, db);
      // An admin, like a therapist before their practice exists, hears only their own account: still
      // a signed-in page, which must not be refused into reconnecting forever.
      const admin = await signedInAccount(app, db, 'admin');
      const owner = await practiceOwner(app, db);
      const booking = await appointmentOf(db, owner.id);
      const sockets = [
        await live(nextAddress(), '', client.cookie),
        await live(nextAddress(), '', admin.cookie),
        await live(nextAddress(), `appointment=${booking.uid}&key=${booking.key}`),
      ];
      await closeAll(sockets);
    });
  });

  it('are capped per account: the next is refused with 429 until one closes', async () => {
    const client = await signedInAccount(app, db);
    // From addresses of their own, so only the account's cap counts.
    const first = await live(nextAddress(), '', client.cookie);
    const second = await live(nextAddress(), '', client.cookie);
    await expect(live(nextAddress(), '', client.cookie)).rejects.toThrow(refusal(429));
    // Another account is not held back by this one.
    const other = await live(nextAddress(), '', (await signedInAccount(app, db)).cookie);
    second.socket.close();
    await second.closed;
    // The place is given back as the server sees the socket close.
    let third: Awaited<ReturnType<typeof live>> | undefined;
    await expect
      .poll(async () => {
        third = await live(nextAddress(), '', client.cookie).catch(() => undefined);
        return third;
      })
      .toBeDefined();
    await closeAll([first, other, third as Awaited<ReturnType<typeof live>>]);
  });

  it('are capped per client address, an IPv6 /64 counting as one, with the count per address in /metrics', async () => {
    const accounts = await Promise.all([1, 2, 3, 4].map(() => signedInAccount(app, db)));
    // Every socket of the tests before has been let go.
    await expect
      .poll(async () => sample(await metrics(), 'websocket_sockets_per_address_bucket', { le: '+Inf' }))
      .toBe(0);
    const refusedBefore = sample(await metrics(), 'websocket_refused_total', { cap: 'address' }) ?? 0;
    // Three sockets of three accounts from three addresses of one /64 fill its places.
    const held = [];
    for (const [n, account] of accounts.slice(0, 3).entries())
      held.push(await live(`2001:db8:aa:bb::${n + 1}`, '', account.cookie));
    const exposition = await metrics();
    expect(sample(exposition, 'websocket_sockets_per_address_max')).toBe(3);
    expect(sample(exposition, 'websocket_sockets_per_address_bucket', { le: '2' })).toBe(0);
    expect(sample(exposition, 'websocket_sockets_per_address_bucket', { le: '5' })).toBe(1);
    expect(sample(exposition, 'websocket_sockets_per_address_bucket', { le: '+Inf' })).toBe(1);
    // No address appears in the metrics, only counts.
    expect(exposition).not.toMatch(/2001:db8/);

    const fourth = accounts[3]?.cookie as string;
    await expect(live('2001:db8:aa:bb:ffff:ffff:ffff:ffff', '', fourth)).rejects.toThrow(refusal(429));
    expect(sample(await metrics(), 'websocket_refused_total', { cap: 'address' })).toBe(refusedBefore + 1);
    // The next /64 is another client.
    const neighbour = await live('2001:db8:aa:bc::1', '', fourth);
    await closeAll([neighbour]);

    // A socket that closes frees its place.
    const [closing] = held.splice(0, 1);
    closing?.socket.close();
    await closing?.closed;
    await expect.poll(async () => sample(await metrics(), 'websocket_sockets_per_address_max')).toBe(2);
    held.push(await live('2001:db8:aa:bb::9', '', fourth));
    await closeAll(held);
    await expect
      .poll(async () => sample(await metrics(), 'websocket_sockets_per_address_bucket', { le: '+Inf' }))
      .toBe(0);
  });

  it('count a call’s signalling socket in the same places', async () => {
    const owner = await practiceOwner(app, db);
    const booking = await appointmentOf(db, owner.id);
    const headers = { ...SAME_SITE };
    const entered = await app.inject({
      method: 'POST',
      url: `/api/v1/rooms/${owner.slug}/waiting`,
      headers,
      remoteAddress: nextAddress(),
      payload: { appointment: booking.uid, key: booking.key },
    });
    expect(entered.statusCode, entered.body).toBe(201);
    const admitted = await app.inject({
      method: 'POST',
      url: `/api/v1/waiting-room/${entered.json().id}/admit`,
      headers: { ...headers, cookie: owner.cookie },
      remoteAddress: nextAddress(),
    });
    expect(admitted.statusCode, admitted.body).toBe(200);
    const signal = `/api/v1/calls/${admitted.json().call}/signal`;
    const from = '2001:db8:cc:dd::1';
    const cookie = owner.cookie;
    // The therapist's dashboard socket and two tabs of the call: the account's two places.
    const dashboard = await live(from, '', cookie);
    const call = await openSocket(address, signal, { 'x-forwarded-for': from, cookie });
    await call.next((m) => m.type === 'welcome');
    await expect(openSocket(address, signal, { 'x-forwarded-for': '2001:db8:cc:ee::1', cookie })).rejects.toThrow(
      refusal(429),
    );
    call.socket.close();
    await call.closed;
    dashboard.socket.close();
    await dashboard.closed;
  });
});
