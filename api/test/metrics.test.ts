import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createTherapist } from './helpers/factories.ts';
import { call, signedInAccount } from './helpers/sessions.ts';
import { openSocket } from './helpers/sockets.ts';

const TOKEN = randomBytes(24).toString('base64url');
// A queue no worker takes from, so its job keeps waiting while the test reads its age.
const IDLE_QUEUE = 'metrics-test-idle';

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

const scrape = (app: FastifyInstance, authorization?: string) =>
  app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('metrics, not configured', async () => {
  const { app } = await testApp();

  it('answers 404 at /metrics, as for any unknown address', async () => {
    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});

// A database of its own: this app runs pg-boss, whose workers take every queued job they find.
describe('metrics behind a token', async () => {
  const { db } = await isolatedDatabase();
  const { app } = await testApp({ metrics: { token: TOKEN, port: undefined }, runJobs: true }, { db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const metrics = async () => {
    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('refuses a missing or wrong token with 401 and says which scheme to use', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN]) {
      const response = await scrape(app, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(response.json().code).toBe('UNAUTHENTICATED');
      expect(response.body).not.toMatch(/http_request/);
    }
  });

  it('answers the right token in the Prometheus text format', async () => {
    const response = await scrape(app, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toMatch(/^# HELP /m);
  });

  it('counts requests by route pattern, never by the address with its ids and tokens', async () => {
    const therapist = await createTherapist(db);
    const uid = randomBytes(16).toString('base64url');
    const payToken = randomBytes(48).toString('base64url');
    expect((await call(app, 'GET', `/api/v1/therapists/${therapist.slug}`)).statusCode).toBe(200);
    expect((await call(app, 'GET', `/api/v1/matches/${uid}`)).statusCode).toBe(404);
    expect((await call(app, 'GET', `/api/v1/invoices/pay/${payToken}`)).statusCode).toBeGreaterThanOrEqual(400);
    expect((await call(app, 'GET', `/no/such/page/${payToken}`)).statusCode).toBe(404);

    const exposition = await metrics();
    const ok = { method: 'GET', route: '/api/v1/therapists/:slug', status_class: '2xx' };
    expect(sample(exposition, 'http_requests_total', ok)).toBeGreaterThanOrEqual(1);
    expect(sample(exposition, 'http_request_duration_seconds_count', ok)).toBeGreaterThanOrEqual(1);
    expect(sample(exposition, 'http_request_duration_seconds_bucket', { ...ok, le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(exposition, 'http_requests_total', { route: '/api/v1/matches/:uid', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(exposition, 'http_requests_total', { route: '/api/v1/invoices/pay/:token' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      sample(exposition, 'http_requests_total', { route: 'unmatched', status_class: '4xx' }),
    ).toBeGreaterThanOrEqual(1);
    for (const secret of [therapist.slug, uid, payToken, '/no/such/page']) expect(exposition).not.toContain(secret);
  });

  it('reports the database pool and query times', async () => {
    const exposition = await metrics();
    expect(sample(exposition, 'db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sample(exposition, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(exposition, 'db_pool_max_connections')).toBe(4);
    expect(sample(exposition, 'db_pool_waiting_requests')).toBe(0);
    expect(sample(exposition, 'db_query_duration_seconds_count', { outcome: 'ok' })).toBeGreaterThan(0);
  });

  it('reports each job queue with its depth and the age of its oldest waiting job', async () => {
    const boss = app.jobs;
    if (!boss) throw new Error('this app runs pg-boss');
    await boss.createQueue(IDLE_QUEUE);
    await boss.send(IDLE_QUEUE, { n: 1 });
    const exposition = await metrics();
    expect(sample(exposition, 'job_queue_jobs', { queue: 'email', state: 'ready' })).toBe(0);
    expect(sample(exposition, 'job_queue_jobs', { queue: IDLE_QUEUE, state: 'ready' })).toBeGreaterThanOrEqual(0);
    expect(sample(exposition, 'job_queue_oldest_ready_age_seconds', { queue: 'email' })).toBe(0);
    expect(sample(exposition, 'job_queue_oldest_ready_age_seconds', { queue: IDLE_QUEUE })).toBeGreaterThan(0);
  });

  it('counts open WebSocket connections by route, and lets them go when they close', async () => {
    const route = { route: '/api/v1/live' };
    expect(sample(await metrics(), 'websocket_connections', route)).toBe(0);
    // A socket opens for someone with something to hear: a signed-in client.
    const { cookie } = await signedInAccount(app, db);
    const socket = await openSocket(address.replace(/^http/, 'ws'), '/api/v1/live', { cookie });
    await socket.next((m) => m.type === 'ready');
    expect(sample(await metrics(), 'websocket_connections', route)).toBe(1);
    socket.socket.close();
    await socket.closed;
    await expect.poll(async () => sample(await metrics(), 'websocket_connections', route)).toBe(0);
  });

  it('reports the event loop, memory and CPU of the process', async () => {
    const exposition = await metrics();
    for (const name of [
      'nodejs_eventloop_lag_p99_seconds',
      'nodejs_heap_size_used_bytes',
      'process_resident_memory_bytes',
      'process_cpu_seconds_total',
    ])
      expect(sample(exposition, name), name).toBeGreaterThanOrEqual(0);
  });
});

describe('metrics on an internal port', async () => {
  const port = await freePort();
  const { app } = await testApp({ metrics: { token: undefined, port } });
  await app.ready();

  it('serves them on 127.0.0.1 at that port without a token', async () => {
    await app.inject({ url: '/api/health' });
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const exposition = await response.text();
    expect(sample(exposition, 'http_requests_total', { route: '/api/health', status_class: '2xx' })).toBe(1);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
  });

  it('does not serve them on the public app', async () => {
    expect((await scrape(app)).statusCode).toBe(404);
    expect((await scrape(app, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it('refuses to start a second app on a port that is taken', async () => {
    const { app: second } = await testApp({ metrics: { token: undefined, port } });
    await expect(second.ready()).rejects.toThrow(/EADDRINUSE/);
  });
});
