import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { Type } from 'typebox';
import type WebSocket from 'ws';
import type { Config } from '../config.ts';
import { type Database, observeQueries, poolOf } from '../db/database.ts';
import type { SocketPlaces } from '../live/places.ts';
import { ErrorSchema } from '../schemas/common.ts';
import { observeFallbacks } from '../search/engines/fallback.ts';
import type { SearchEngine } from '../search/types.ts';

// Route patterns, never raw URLs: ids and capability tokens (pay links, call addresses) stay out of
// the labels, and the number of series stays bounded whatever is requested.
const UNMATCHED = 'unmatched';
// A scrape must answer even while the database does not: the job-queue readings give up after this.
const DATABASE_READ_TIMEOUT_MS = 2_000;
// Sockets per client address: one tab, a few, a household or office, a crowd behind one NAT.
const SOCKETS_PER_ADDRESS_BUCKETS = [1, 2, 5, 10, 20, 50, 100, 500];

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Prometheus metrics (docs/operations.md): requests per route pattern, errors, the database pool and
 * query times, pg-boss queues, open WebSockets, and Node's own (event loop, memory, CPU). Each app has
 * a registry of its own, so several apps in one process (the tests) never share a series.
 *
 * Served at `/metrics` on the app's port to a caller with the bearer token, and/or on a listener of
 * its own on 127.0.0.1; without either, nothing is collected and `/metrics` answers 404. The route is
 * outside `/api`: it is not part of the API (not in the OpenAPI document) and its rule is the token,
 * checked here, not a session, so the access plugin's route table does not list it.
 */
export default fp(async function metrics(
  app: FastifyInstance,
  { config, db, search, places }: { config: Config; db: Database; search: SearchEngine; places: SocketPlaces },
) {
  const { token, port } = config.metrics;
  if (token === undefined && port === undefined) return;

  const register = new Registry();
  collectDefaultMetrics({ register });

  const httpLabels = ['method', 'route', 'status_class'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: httpLabels,
    registers: [register],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its answer, by method, route pattern and status class',
    labelNames: httpLabels,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [register],
  });
  const serverErrors = new Counter({
    name: 'http_server_errors_total',
    help: 'Requests answered with a 5xx status, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [register],
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? UNMATCHED;
    const status = reply.statusCode;
    const labels = { method: request.method, route, status_class: `${Math.floor(status / 100)}xx` };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    if (status >= 500) serverErrors.inc({ method: request.method, route, status: String(status) });
  });

  const databaseUnavailable = new Counter({
    name: 'db_unavailable_responses_total',
    help: 'Requests answered 503 DATABASE_UNAVAILABLE because the database could not be reached',
    registers: [register],
  });
  app.addHook('onResponse', async (request) => {
    if (request.databaseUnavailable) databaseUnavailable.inc();
  });

  const fallbacks = new Counter({
    name: 'search_fallbacks_total',
    help: 'Searches answered by the database because the configured search engine (Meilisearch) did not answer',
    labelNames: ['engine'] as const,
    registers: [register],
  });
  fallbacks.inc({ engine: search.name }, 0);
  const stopObservingFallbacks = observeFallbacks(search, () => fallbacks.inc({ engine: search.name }));

  const pool = poolOf(db);
  new Gauge({
    name: 'db_pool_connections',
    help: 'Connections of the database pool: in_use (running a query or a transaction) and idle',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
      this.set({ state: 'idle' }, pool.idleCount);
    },
  });
  new Gauge({
    name: 'db_pool_max_connections',
    help: 'The most connections the database pool opens',
    registers: [register],
    collect() {
      this.set(pool.options.max ?? 10);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a connection because every connection of the pool is in use',
    registers: [register],
    collect() {
      this.set(pool.waitingCount);
    },
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time of each database query, by outcome (ok or error), including the wait for a connection',
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  const stopObserving = observeQueries(db, (seconds, failed) =>
    queries.observe({ outcome: failed ? 'error' : 'ok' }, seconds),
  );

  const readQueues = async () => {
    const boss = app.jobs;
    if (!boss) return undefined;
    const [queues, ages] = await withTimeout(
      Promise.all([
        boss.getQueues(),
        // Since when the oldest job that could run has been waiting (not since it was made: a
        // reminder is made days before it is due). The partial index pg-boss fetches with covers it.
        sql<{ name: string; age: number }>`
          SELECT name, extract(epoch FROM now() - min(start_after))::float8 AS age
            FROM pgboss.job
           WHERE state < 'active' AND NOT blocked AND start_after <= now()
           GROUP BY name`.execute(db),
      ]),
      DATABASE_READ_TIMEOUT_MS,
    );
    return { queues, ages: new Map(ages.rows.map((row) => [row.name, row.age])) };
  };
  // Both gauges read the queues once per scrape.
  let reading: ReturnType<typeof readQueues> | undefined;
  const queuesOnce = () => {
    reading ??= readQueues().finally(() => {
      reading = undefined;
    });
    return reading;
  };
  const queueFailed = (error: unknown) => app.log.warn({ err: error }, 'metrics: the job queues could not be read');
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs of each pg-boss queue by state (ready, deferred, active, failed), as pg-boss last counted them (about once a minute)',
    labelNames: ['queue', 'state'] as const,
    registers: [register],
    async collect() {
      this.reset();
      const read = await queuesOnce().catch(queueFailed);
      for (const queue of read?.queues ?? []) {
        this.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
        this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
        this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
        this.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
      }
    },
  });
  new Gauge({
    name: 'job_queue_oldest_ready_age_seconds',
    help: 'Seconds the oldest job of each pg-boss queue has been ready to run without being picked up (0: none waiting)',
    labelNames: ['queue'] as const,
    registers: [register],
    async collect() {
      this.reset();
      // One failure is logged once, by the gauge above.
      const read = await queuesOnce().catch(() => undefined);
      for (const queue of read?.queues ?? []) this.set({ queue: queue.name }, read?.ages.get(queue.name) ?? 0);
    },
  });

  // Counted where @fastify/websocket hands the socket to the route, so this hook must be added before
  // that plugin's own onRoute (registered by the live plugin) turns the handler into its wrapper.
  const sockets = new Gauge({
    name: 'websocket_connections',
    help: 'Open WebSocket connections, by route pattern',
    labelNames: ['route'] as const,
    registers: [register],
  });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.websocket || route.method === 'HEAD') return;
    const labels = { route: route.url };
    sockets.set(labels, 0);
    const handler = route.handler as unknown as (this: unknown, socket: WebSocket, request: FastifyRequest) => unknown;
    route.handler = function counted(this: unknown, socket: WebSocket, request: FastifyRequest) {
      sockets.inc(labels);
      socket.once('close', () => sockets.dec(labels));
      return handler.call(this, socket, request);
    } as unknown as RouteOptions['handler'];
  });

  // How many sockets each client address holds, as a gauge histogram: the number of addresses
  // holding at most `le` sockets now. Addresses themselves never become labels: they would make a
  // series per visitor and put personal data into the metrics (decision 031).
  new Gauge({
    name: 'websocket_sockets_per_address_bucket',
    help: 'Client addresses (an IPv6 /64 counts as one) holding open WebSockets on this instance, by how many they hold: at most `le` (cumulative)',
    labelNames: ['le'] as const,
    registers: [register],
    collect() {
      const counts = places.perAddress();
      for (const le of SOCKETS_PER_ADDRESS_BUCKETS) this.set({ le: String(le) }, counts.filter((n) => n <= le).length);
      this.set({ le: '+Inf' }, counts.length);
    },
  });
  new Gauge({
    name: 'websocket_sockets_per_address_max',
    help: `The most open WebSockets any one client address holds on this instance (refused beyond ${places.caps.perAddress})`,
    registers: [register],
    collect() {
      this.set(places.perAddress().reduce((most, count) => Math.max(most, count), 0));
    },
  });
  const refusedSockets = new Counter({
    name: 'websocket_refused_total',
    help: 'WebSockets refused because their account or client address already held its most open ones, by cap',
    labelNames: ['cap'] as const,
    registers: [register],
  });
  refusedSockets.inc({ cap: 'account' }, 0);
  refusedSockets.inc({ cap: 'address' }, 0);
  const stopObservingRefusals = places.onRefused((cap) => refusedSockets.inc({ cap }));

  if (token !== undefined) {
    app.get(
      '/metrics',
      {
        schema: {
          hide: true,
          tags: ['platform'],
          summary: 'Metrics for Prometheus',
          description:
            'The Prometheus text format, to a caller that sends `Authorization: Bearer` with METRICS_TOKEN; 401 otherwise.',
          response: { 200: Type.String(), 401: ErrorSchema },
        },
        onRequest: async (request, reply) => {
          if (bearerMatches(request.headers.authorization, token)) return;
          // Answered here rather than thrown: the error handler would answer a page URL with the site's
          // HTML status page, and a scraper reads the body.
          return reply
            .status(401)
            .header('www-authenticate', 'Bearer realm="metrics"')
            .send({ code: 'UNAUTHENTICATED', message: 'Send the metrics token as a bearer token' });
        },
      },
      async (_request, reply) =>
        reply
          .type(register.contentType)
          .header('cache-control', 'no-store')
          .send(await register.metrics()),
    );
  }

  const internal =
    port === undefined
      ? undefined
      : createServer((req, res) => {
          if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
            res.writeHead(404).end();
            return;
          }
          register.metrics().then(
            (body) => res.writeHead(200, { 'content-type': register.contentType }).end(body),
            (error: unknown) => {
              app.log.error({ err: error }, 'metrics: collecting failed');
              res.writeHead(500).end();
            },
          );
        });
  if (internal) {
    // On 127.0.0.1 only: whoever can reach it is on this machine. A port that is taken stops the start.
    app.addHook(
      'onReady',
      () =>
        new Promise<void>((resolve, reject) => {
          internal.once('error', reject);
          internal.listen(port, '127.0.0.1', () => {
            internal.off('error', reject);
            resolve();
          });
        }),
    );
  }

  app.addHook('onClose', async () => {
    stopObserving();
    stopObservingFallbacks();
    stopObservingRefusals();
    if (internal?.listening) {
      internal.closeAllConnections();
      await new Promise((resolve) => internal.close(resolve));
    }
    register.clear();
  });
});
