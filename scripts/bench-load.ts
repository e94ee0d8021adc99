// `npm run bench:load [-- --rates 25,50,100 --seconds 30 --therapists 2500]` and
// `npm run bench:load -- --soak [--minutes 10] [--rate R]` — the whole app (API and site) under an
// open-loop load of mixed traffic on the embedded PostgreSQL with the demo data.
//
// Open loop: requests leave on a Poisson schedule at the step's rate whether or not earlier ones have
// answered, as people arrive on a site, so a slow server meets a growing queue rather than a politely
// waiting client. Each latency runs from the time the request was due, so a generator that falls
// behind shows as latency too (and its lag is reported). Connections: a keep-alive agent without a
// socket limit, so requests never queue in the client.
//
// Each rate runs twice, for the same time: `GET /api/health` alone (the baseline) and then the mix.
// Per endpoint: count, p50/p95/p99 ms, errors (timeouts, connection errors, any status but 2xx, except
// a booking's 409: another visitor took the slot first, an answer the site expects and shows, counted
// apart). CPU time per request of the app, of PostgreSQL (the postmaster and its backends) and of this
// generator, from /proc before and after each step. The answer: the highest rate at which every
// endpoint kept p95 < 100 ms with no errors. The ramp stops early after a step that lost more than 5 %
// of its requests: beyond that, the queue only grows.
//
// The soak runs the mix at half that rate (or --rate) and samples the app's RSS (/proc) and V8 heap
// (/metrics) every 10 s: first vs last minute medians and a least-squares slope in MB/min.
//
// Rate limits are raised (every request comes from this machine; each carries its own
// X-Forwarded-For address), METRICS_TOKEN is set (as in production, where metrics are scraped).
// The site is served as last built (site/dist; `npm run build` first), not rebuilt.
// Writes .reports/bench-load.json. Asserts nothing.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { repoRoot } from '../api/src/config.ts';
import { createDatabase, type Database } from '../api/src/db/database.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from '../api/src/db/embedded.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../api/src/seed/index.ts';
import {
  type CpuReading,
  cpuReader,
  freePort,
  percentile,
  round,
  SEARCH_QUERIES,
  sleep,
  stopServer,
  untilReady,
} from './bench-support.ts';

const { values: options } = parseArgs({
  options: {
    rates: { type: 'string', default: '25,50,100,150,200,300' },
    seconds: { type: 'string', default: '30' },
    therapists: { type: 'string', default: '2500' },
    timeout: { type: 'string', default: '5000' },
    soak: { type: 'boolean', default: false },
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string' },
  },
});
const RATES = options.rates
  .split(',')
  .map(Number)
  .filter((n) => Number.isFinite(n) && n > 0);
const SECONDS = Number(options.seconds);
const THERAPISTS = Number(options.therapists);
const TIMEOUT_MS = Number(options.timeout);
const SOAK_MINUTES = Number(options.minutes);
const SOAK_RATE = options.rate === undefined ? undefined : Number(options.rate);
if (
  RATES.length === 0 ||
  !(SECONDS > 0 && SECONDS <= 3600) ||
  !(THERAPISTS >= 100 && THERAPISTS <= 100_000) ||
  !(TIMEOUT_MS >= 100) ||
  !(SOAK_MINUTES >= 1 && SOAK_MINUTES <= 240) ||
  (SOAK_RATE !== undefined && !(SOAK_RATE > 0))
) {
  process.stderr.write(
    'usage: bench-load.ts [--rates 25,50,100] [--seconds 1..3600] [--therapists 100..100000] [--timeout ms]\n' +
      '                     [--soak [--minutes 1..240] [--rate R]]\n',
  );
  process.exit(2);
}
/** Every endpoint under this p95, with no errors, for a rate to count as sustained. */
const P95_LIMIT_MS = 100;
/** A step that loses more than this share of its requests ends the ramp. */
const GIVE_UP_ERROR_SHARE = 0.05;
const WARM_UP_SECONDS = 5;
const IDLE_SECONDS = 5;
const SAMPLE_EVERY_MS = 10_000;
const RATE_LIMITS = { RATE_LIMIT_PER_MINUTE: '100000000', RATE_LIMIT_SCALE: '1000' };

const say = (line = '') => process.stdout.write(`${line}\n`);
const clientDir = path.join(repoRoot, 'site/dist/client');
if (!existsSync(path.join(repoRoot, 'site/dist/server/entry.mjs'))) {
  say('The site is not built: run `npm run build` first (this benchmark serves it as built, never rebuilds it).');
  process.exit(1);
}

// A seeded generator: the same schedule and mix on every run.
let seed = 0x5eed;
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

// Everything started here is stopped in `cleanUp`, on success, failure or Ctrl-C.
const dataDir = path.join(repoRoot, '.data', `bench-load-${process.pid}`);
let pg: EmbeddedServer | undefined;
let db: Database | undefined;
let server: ChildProcess | undefined;
let interrupted = false;
let cleaning: Promise<void> | undefined;
const cleanUp = () => {
  cleaning ??= (async () => {
    if (server) await stopServer(server);
    await db?.destroy().catch(() => {});
    await pg?.stop().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  })();
  return cleaning;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    say(`\n${signal}: ending the current step, then stopping the server and the database`);
    interrupted = true;
  });
}

type Call = { method: 'GET' | 'POST'; path: string; body?: string; cookie?: string };
type Outcome = number | 'timeout' | 'connection';

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, maxFreeSockets: 1024 });
let port = 0;
let address = 0;
/** One request; resolves with its status once the whole answer has arrived, or how it failed. */
function send(call: Call): Promise<Outcome> {
  address += 1;
  const headers: Record<string, string> = {
    'x-forwarded-for': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
  };
  if (call.cookie) headers.cookie = call.cookie;
  if (call.body !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(call.body));
  }
  return new Promise((resolve) => {
    let settled = false;
    let timedOut = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(outcome);
    };
    const request = http.request(
      { agent, host: '127.0.0.1', port, method: call.method, path: call.path, headers },
      (response) => {
        response.on('end', () => settle(response.statusCode ?? 0));
        response.on('error', () => settle(timedOut ? 'timeout' : 'connection'));
        response.resume();
      },
    );
    const timer = setTimeout(() => {
      timedOut = true;
      request.destroy();
    }, TIMEOUT_MS);
    request.on('error', () => settle(timedOut ? 'timeout' : 'connection'));
    request.end(call.body);
  });
}

interface Endpoint {
  name: string;
  /** Share of the mix, in percent. */
  weight: number;
  next(): Call;
  /** A status that is an expected answer but not a success (a booking's 409). */
  expected?: number;
}

interface Tally {
  times: number[];
  expected: number;
  errors: Record<string, number>;
}
const summarise = (tally: Tally) => {
  const sorted = [...tally.times].sort((a, b) => a - b);
  const errors = Object.values(tally.errors).reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50), 1),
    p95: round(percentile(sorted, 95), 1),
    p99: round(percentile(sorted, 99), 1),
    expected409: tally.expected,
    errors,
    errorKinds: tally.errors,
  };
};
type Summary = ReturnType<typeof summarise>;

let readCpu: () => CpuReading = () => ({ server: 0, postgres: 0, clients: 0 });
/** CPU busy with no traffic (timers, the job queue's polling), in cores: taken out of the net figures. */
let idle: CpuReading = { server: 0, postgres: 0, clients: 0 };

/**
 * `rate` requests a second for `seconds`, Poisson arrivals, each drawn from `endpoints` by weight;
 * waits for the last answers (bounded by the request timeout).
 */
async function step(rate: number, seconds: number, endpoints: Endpoint[], during?: () => void) {
  const tallies = new Map<string, Tally>(endpoints.map((e) => [e.name, { times: [], expected: 0, errors: {} }]));
  const total = endpoints.reduce((sum, e) => sum + e.weight, 0);
  const choose = () => {
    let at = random() * total;
    for (const endpoint of endpoints) {
      at -= endpoint.weight;
      if (at < 0) return endpoint;
    }
    return endpoints[endpoints.length - 1] as Endpoint;
  };
  const lags: number[] = [];
  const inFlight = new Set<Promise<void>>();
  const before = readCpu();
  const started = performance.now();
  const end = started + seconds * 1000;
  let due = started;
  let sent = 0;
  for (;;) {
    due += (-Math.log(1 - random()) * 1000) / rate;
    if (due >= end || interrupted) break;
    const wait = due - performance.now();
    if (wait >= 1) await sleep(wait);
    during?.();
    const endpoint = choose();
    const tally = tallies.get(endpoint.name) as Tally;
    const scheduled = due;
    lags.push(performance.now() - scheduled);
    sent += 1;
    const answer = send(endpoint.next()).then((outcome) => {
      tally.times.push(performance.now() - scheduled);
      if (typeof outcome === 'number' && outcome >= 200 && outcome < 300) return;
      if (outcome === endpoint.expected) tally.expected += 1;
      else tally.errors[String(outcome)] = (tally.errors[String(outcome)] ?? 0) + 1;
    });
    inFlight.add(answer);
    void answer.finally(() => inFlight.delete(answer));
  }
  const sendingSeconds = (performance.now() - started) / 1000;
  await Promise.all(inFlight);
  const after = readCpu();
  const per = (ms: number) => (sent > 0 ? round(ms / sent) : 0);
  const wall = (performance.now() - started) / 1000;
  const net = (key: keyof CpuReading) => per(Math.max(0, after[key] - before[key] - idle[key] * wall * 1000));
  lags.sort((a, b) => a - b);
  return {
    rate,
    sent,
    // Other work on the machine shows here: the 1-minute load average at the end of the step.
    loadAverage: round(loadavg()[0] ?? 0, 1),
    achievedRate: round(sent / sendingSeconds, 1),
    generatorLagP99Ms: round(percentile(lags, 99), 1),
    endpoints: Object.fromEntries([...tallies].map(([name, tally]) => [name, summarise(tally)])),
    cpuMsPerRequest: {
      app: per(after.server - before.server),
      postgres: per(after.postgres - before.postgres),
      generator: per(after.clients - before.clients),
    },
    cpuMsPerRequestNetOfIdle: { app: net('server'), postgres: net('postgres'), generator: net('clients') },
    cpuCoresBusy: {
      app: round((after.server - before.server) / 1000 / wall),
      postgres: round((after.postgres - before.postgres) / 1000 / wall),
      generator: round((after.clients - before.clients) / 1000 / wall),
    },
  };
}
type Step = Awaited<ReturnType<typeof step>>;

const sustained = (result: Step) =>
  Object.values(result.endpoints).every((e: Summary) => e.errors === 0 && (e.count === 0 || e.p95 < P95_LIMIT_MS));
const lostShare = (result: Step) =>
  Object.values(result.endpoints).reduce((sum, e: Summary) => sum + e.errors, 0) / Math.max(1, result.sent);

// Tables.
const pad = (value: string | number, width: number) => String(value).padStart(width);
const header = `  ${'endpoint'.padEnd(22)}${pad('count', 7)}${pad('p50', 8)}${pad('p95', 8)}${pad('p99', 8)}${pad('409', 6)}${pad('errors', 8)}`;
function printStep(title: string, result: Step, baseline?: Step) {
  say(
    `${title}: ${result.sent} requests, ${result.achievedRate} req/s sent, generator lag p99 ${result.generatorLagP99Ms} ms, machine load ${result.loadAverage}`,
  );
  say(header);
  const healthP95 = baseline?.endpoints.health?.p95;
  for (const [name, e] of Object.entries(result.endpoints)) {
    const kinds = Object.entries(e.errorKinds)
      .map(([kind, n]) => `${kind}×${n}`)
      .join(' ');
    const ratio = healthP95 && e.count > 0 ? `  p95 ×${round(e.p95 / Math.max(healthP95, 0.1), 1)} health` : '';
    say(
      `  ${name.padEnd(22)}${pad(e.count, 7)}${pad(e.p50, 8)}${pad(e.p95, 8)}${pad(e.p99, 8)}${pad(e.expected409, 6)}${pad(e.errors, 8)}${kinds ? ` (${kinds})` : ''}${ratio}`,
    );
  }
  const c = result.cpuMsPerRequestNetOfIdle;
  const b = baseline?.cpuMsPerRequestNetOfIdle;
  const times = (x: number, y: number | undefined) => (y ? ` (×${round(x / Math.max(y, 0.001), 1)} health)` : '');
  say(
    `  CPU ms/request (net of idle): app ${c.app}${times(c.app, b?.app)}, PostgreSQL ${c.postgres}${times(c.postgres, b?.postgres)}, generator ${c.generator}` +
      `  — cores busy: app ${result.cpuCoresBusy.app}, PostgreSQL ${result.cpuCoresBusy.postgres}, generator ${result.cpuCoresBusy.generator}`,
  );
}

const report: Record<string, unknown> = {
  startedAt: new Date().toISOString(),
  options: { rates: RATES, seconds: SECONDS, therapists: THERAPISTS, timeoutMs: TIMEOUT_MS, soak: options.soak },
  cpus: cpus().length,
  rateLimits: RATE_LIMITS,
  p95LimitMs: P95_LIMIT_MS,
};

try {
  // 1. The database with the demo data, then the app in its own process.
  say(`Embedded PostgreSQL with ${THERAPISTS} demo therapists in ${path.relative(repoRoot, dataDir)}…`);
  pg = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort() });
  const env = {
    ...process.env,
    DATABASE_URL: pg.adminUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'true',
    ...RATE_LIMITS,
    METRICS_TOKEN: randomBytes(24).toString('hex'),
  };
  const seeded = spawnSync(process.execPath, ['api/src/cli/db.ts', 'seed', '--therapists', String(THERAPISTS)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error('seeding the demo data failed');
  db = createDatabase(pg.adminUrl, { maxConnections: 2 });

  port = await freePort();
  server = spawn(process.execPath, ['scripts/bench-api-server.ts', '--site'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...env, PORT: String(port) },
  });
  const url = `http://127.0.0.1:${port}`;
  await untilReady(url, server);
  const appPid = server.pid ?? 0;
  readCpu = cpuReader(() => appPid, path.join(dataDir, 'pg', 'postgres'));
  say(
    `App (API + site as built) on ${url}, pid ${appPid}; rate limits raised: ${Object.entries(RATE_LIMITS)
      .map(([k, v]) => `${k}=${v}`)
      .join(', ')}`,
  );

  // 2. What the traffic reads and books, found as a visitor would: through search.
  const json = async <T>(target: string, init?: RequestInit): Promise<T> => {
    const response = await fetch(url + target, init);
    if (!response.ok) throw new Error(`${target} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  const searches = [
    ...SEARCH_QUERIES,
    'location=amsterdam&locale=nl',
    'location=madrid&category=depression&locale=es',
    'location=lisbon&locale=pt',
    'modality=online&priceMax=90',
  ];
  type Hit = { slug: string; url: string };
  const hits = new Map<string, Hit>();
  for (const query of searches) {
    const found = await json<{ hits: Hit[] }>(`/api/v1/therapists/search?perPage=50&${query}`);
    for (const hit of found.hits) hits.set(hit.slug, hit);
  }
  const profiles = [...hits.values()];
  if (profiles.length === 0) throw new Error('search found no therapists');

  // Bookings: offers across many practices and days, taken in turn across practices; each practice's
  // slots 90 minutes apart at least, so one booking never takes the time of the next offer.
  type Offer = { slug: string; serviceId: string; start: string };
  const bookable: { slug: string; serviceId: string }[] = [];
  const perPractice: Offer[][] = [];
  for (const { slug } of profiles.slice(0, 80)) {
    const services = await json<{ id: string }[]>(`/api/v1/therapists/${slug}/services`).catch(() => []);
    const service = services[0];
    if (!service) continue;
    bookable.push({ slug, serviceId: service.id });
    const { slots } = await json<{ slots: { start: string }[] }>(
      `/api/v1/therapists/${slug}/slots?serviceId=${service.id}&from=${day(1)}&to=${day(60)}`,
    );
    const spaced: Offer[] = [];
    let last = Number.NEGATIVE_INFINITY;
    for (const slot of slots) {
      const at = Date.parse(slot.start);
      if (at - last < 90 * 60_000) continue;
      spaced.push({ slug, serviceId: service.id, start: slot.start });
      last = at;
    }
    perPractice.push(spaced);
  }
  const offers: Offer[] = [];
  for (let i = 0; perPractice.some((list) => list[i]); i++)
    for (const list of perPractice) if (list[i]) offers.push(list[i] as Offer);
  if (bookable.length === 0 || offers.length === 0) throw new Error('no bookable practice found');

  // The signed-in people: the demo therapist (password and authenticator code) and the demo client.
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
  const therapistEmail = DEMO_ACCOUNTS.find((a) => a.role === 'therapist')?.email ?? '';
  const clientEmail = DEMO_ACCOUNTS.find((a) => a.role === 'client')?.email ?? '';
  const totp = new TOTP({ secret: Secret.fromBase32(DEMO_TOTP_SECRET), algorithm: 'SHA1', digits: 6, period: 30 });
  let lastStep = -1;
  const signInTherapist = async () => {
    // A code counts once: wait for the next 30-second step after the last one used.
    while (Math.floor(Date.now() / 30_000) <= lastStep) await sleep(500);
    lastStep = Math.floor(Date.now() / 30_000);
    const first = await fetch(`${url}/api/v1/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: therapistEmail, password: DEMO_PASSWORD }),
    });
    if (!first.ok) throw new Error(`the therapist's sign-in answered ${first.status}`);
    const second = await fetch(`${url}/api/v1/auth/sign-in/two-factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookiesOf(first) },
      body: JSON.stringify({ code: totp.generate() }),
    });
    if (!second.ok) throw new Error(`the therapist's second step answered ${second.status}: ${await second.text()}`);
    return cookiesOf(second);
  };
  let therapistCookie = await signInTherapist();
  // Access tokens last 15 minutes: a soak signs the therapist in again every 10.
  let signedInAt = performance.now();
  const keepSignedIn = () => {
    if (performance.now() - signedInAt < 600_000) return;
    signedInAt = performance.now();
    void signInTherapist().then(
      (cookie) => {
        therapistCookie = cookie;
      },
      (error: unknown) => say(`signing the therapist in again failed: ${String(error)}`),
    );
  };
  const clients = await db
    .selectFrom('client')
    .innerJoin('therapist', 'therapist.id', 'client.therapistId')
    .innerJoin('userAccount', 'userAccount.id', 'therapist.userId')
    .select('client.id')
    .where('userAccount.email', '=', therapistEmail)
    .execute();
  if (clients.length === 0) throw new Error('the demo therapist has no clients to write to');

  const landingCandidates = [
    '/',
    '/de',
    '/nl',
    '/es',
    '/pt',
    '/find-a-therapist',
    '/find-a-therapist/berlin',
    '/de/find-a-therapist/berlin',
    '/de/find-a-therapist/berlin/kreuzberg',
    '/find-a-therapist/berlin/neukolln',
    '/find-a-therapist/london',
    '/find-a-therapist/amsterdam',
    '/nl/find-a-therapist/amsterdam',
    '/es/find-a-therapist/madrid',
    '/pt/find-a-therapist/lisbon',
    '/find-a-therapist/online-therapy',
    '/find-help-with/anxiety',
    '/de/find-help-with/depression',
    '/self-tests',
    '/for-therapists',
  ];
  const landings = landingCandidates.filter((page) => existsSync(path.join(clientDir, page, 'index.html')));
  if (landings.length === 0) throw new Error('none of the landing pages is in the built site');

  let booked = 0;
  let message = 0;
  // Weights: a directory's traffic is mostly visitors reading (landing pages, search, profiles);
  // a few in a hundred book; signed-in therapists and clients are the smaller part; sign-ins rare.
  const mix: Endpoint[] = [
    { name: 'landing page', weight: 28, next: () => ({ method: 'GET', path: pick(landings) }) },
    { name: 'profile page (SSR)', weight: 10, next: () => ({ method: 'GET', path: pick(profiles).url }) },
    {
      name: 'search',
      weight: 20,
      next: () => ({ method: 'GET', path: `/api/v1/therapists/search?${pick(searches)}` }),
    },
    {
      name: 'profile',
      weight: 12,
      next: () => ({ method: 'GET', path: `/api/v1/therapists/${pick(profiles).slug}` }),
    },
    {
      name: 'slots',
      weight: 11,
      next: () => {
        const { slug, serviceId } = pick(bookable);
        return {
          method: 'GET',
          path: `/api/v1/therapists/${slug}/slots?serviceId=${serviceId}&from=${day(1)}&to=${day(14)}`,
        };
      },
    },
    {
      name: 'booking',
      weight: 3,
      expected: 409,
      next: () => {
        // Past the last offer the run starts again from the first: those answer 409, counted apart.
        const offer = offers[booked % offers.length] as Offer;
        booked += 1;
        return {
          method: 'POST',
          path: '/api/v1/bookings',
          body: JSON.stringify({
            therapistSlug: offer.slug,
            serviceId: offer.serviceId,
            start: offer.start,
            client: { name: `Load Client ${booked}`, email: `load-client-${booked}@example.test` },
          }),
        };
      },
    },
    {
      name: 'sign-in',
      weight: 1,
      next: () => ({
        method: 'POST',
        path: '/api/v1/auth/sign-in',
        body: JSON.stringify({ email: clientEmail, password: DEMO_PASSWORD }),
      }),
    },
    {
      name: 'dashboard overview',
      weight: 5,
      next: () => ({ method: 'GET', path: '/api/v1/dashboard/overview', cookie: therapistCookie }),
    },
    {
      name: 'dashboard sessions',
      weight: 4,
      next: () => ({ method: 'GET', path: '/api/v1/sessions?scope=upcoming', cookie: therapistCookie }),
    },
    {
      name: 'message threads',
      weight: 4,
      next: () => ({ method: 'GET', path: '/api/v1/messages/threads', cookie: therapistCookie }),
    },
    {
      name: 'message send',
      weight: 2,
      next: () => {
        message += 1;
        return {
          method: 'POST',
          path: `/api/v1/messages/threads/${pick(clients).id}`,
          body: JSON.stringify({ body: `Load test message ${message}` }),
          cookie: therapistCookie,
        };
      },
    },
  ];
  const health: Endpoint[] = [{ name: 'health', weight: 1, next: () => ({ method: 'GET', path: '/api/health' }) }];
  say(
    `Mix (% of requests): ${mix.map((e) => `${e.name} ${e.weight}`).join(', ')}; ${landings.length} landing pages, ` +
      `${profiles.length} profiles, ${bookable.length} bookable practices with ${offers.length} free slots.`,
  );
  say(`Open loop, Poisson arrivals; latency from when each request was due; timeout ${TIMEOUT_MS} ms.`);

  // 3. The app at rest (before any booking, whose emails are sent afterwards by the job queue),
  // then a warm-up: the optimiser has seen every path.
  await sleep(2000);
  const quietFrom = readCpu();
  const quietStarted = performance.now();
  await sleep(IDLE_SECONDS * 1000);
  const quietTo = readCpu();
  const quietMs = performance.now() - quietStarted;
  idle = {
    server: (quietTo.server - quietFrom.server) / quietMs,
    postgres: (quietTo.postgres - quietFrom.postgres) / quietMs,
    clients: (quietTo.clients - quietFrom.clients) / quietMs,
  };
  report.idleCoresBusy = {
    app: round(idle.server, 3),
    postgres: round(idle.postgres, 3),
    generator: round(idle.clients, 3),
  };
  say(
    `Idle, no traffic for ${IDLE_SECONDS} s: cores busy app ${round(idle.server, 3)}, PostgreSQL ${round(idle.postgres, 3)}, generator ${round(idle.clients, 3)}`,
  );
  await step(RATES[0] as number, WARM_UP_SECONDS, mix);

  // 4. The ramp (skipped by a soak that is given its rate).
  const steps: { rate: number; health: Step; mix: Step }[] = [];
  let maxRate: number | undefined;
  if (!(options.soak && SOAK_RATE !== undefined)) {
    for (const rate of RATES) {
      if (interrupted) break;
      say();
      const baseline = await step(rate, SECONDS, health);
      const result = await step(rate, SECONDS, mix);
      steps.push({ rate, health: baseline, mix: result });
      printStep(`${rate} req/s, GET /api/health alone (baseline)`, baseline);
      printStep(`${rate} req/s, mixed traffic`, result, baseline);
      if (sustained(result) && (maxRate === undefined || rate > maxRate)) maxRate = rate;
      if (lostShare(result) > GIVE_UP_ERROR_SHARE) {
        say(`More than ${GIVE_UP_ERROR_SHARE * 100} % of the requests failed: the ramp ends here.`);
        break;
      }
      await sleep(2000);
    }
    say();
    say(
      maxRate === undefined
        ? `No rate tried kept every endpoint's p95 under ${P95_LIMIT_MS} ms without errors.`
        : `Highest rate tried with every endpoint at p95 < ${P95_LIMIT_MS} ms and no errors: ${maxRate} req/s.`,
    );
    report.steps = steps;
    report.maxRate = maxRate ?? null;
  }

  // 5. The soak.
  if (options.soak && !interrupted) {
    const rate = SOAK_RATE ?? (maxRate === undefined ? undefined : maxRate / 2);
    if (rate === undefined) {
      say('No soak: no sustained rate was found; give one with --rate.');
    } else {
      say();
      say(`Soak: ${rate} req/s for ${SOAK_MINUTES} min, memory sampled every ${SAMPLE_EVERY_MS / 1000} s…`);
      const metricsToken = env.METRICS_TOKEN;
      const samples: { minute: number; rssMb: number; heapUsedMb: number }[] = [];
      const soakStart = performance.now();
      const sample = async () => {
        const status = readFileSync(`/proc/${appPid}/status`, 'utf8');
        const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        const metrics = await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
          .then((r) => r.text())
          .catch(() => '');
        const heap = Number(/^nodejs_heap_size_used_bytes (\S+)$/m.exec(metrics)?.[1] ?? Number.NaN);
        samples.push({
          minute: round((performance.now() - soakStart) / 60_000, 3),
          rssMb: round(rssKb / 1024, 1),
          heapUsedMb: round(heap / 1024 / 1024, 1),
        });
      };
      await sample();
      const sampler = setInterval(() => void sample(), SAMPLE_EVERY_MS);
      let soak: Step;
      try {
        soak = await step(rate, SOAK_MINUTES * 60, mix, keepSignedIn);
      } finally {
        clearInterval(sampler);
      }
      await sample();
      const median = (values: number[]) => {
        const sorted = [...values].sort((a, b) => a - b);
        return sorted.length === 0 ? 0 : (sorted[Math.floor(sorted.length / 2)] as number);
      };
      // The first minute fills caches and pools: from a soak of 3 minutes or more, the slope leaves it out.
      const settled = SOAK_MINUTES >= 3 ? samples.filter((s) => s.minute >= 1) : samples;
      /** Least-squares slope of `y` over minutes, MB/min. */
      const slope = (y: (s: (typeof samples)[number]) => number) => {
        const n = settled.length;
        const mx = settled.reduce((a, s) => a + s.minute, 0) / n;
        const my = settled.reduce((a, s) => a + y(s), 0) / n;
        const sxy = settled.reduce((a, s) => a + (s.minute - mx) * (y(s) - my), 0);
        const sxx = settled.reduce((a, s) => a + (s.minute - mx) ** 2, 0);
        return sxx === 0 ? 0 : round(sxy / sxx, 3);
      };
      const lastMinute = (samples.at(-1)?.minute ?? 0) - 1;
      const first = samples.filter((s) => s.minute <= 1);
      const last = samples.filter((s) => s.minute >= lastMinute);
      const memory = {
        samples: samples.length,
        slopeFromMinute: settled[0]?.minute ?? 0,
        rssMb: {
          firstMinuteMedian: median(first.map((s) => s.rssMb)),
          lastMinuteMedian: median(last.map((s) => s.rssMb)),
          slopeMbPerMinute: slope((s) => s.rssMb),
        },
        heapUsedMb: {
          firstMinuteMedian: median(first.map((s) => s.heapUsedMb)),
          lastMinuteMedian: median(last.map((s) => s.heapUsedMb)),
          slopeMbPerMinute: slope((s) => s.heapUsedMb),
        },
      };
      printStep(`Soak, ${rate} req/s, ${SOAK_MINUTES} min`, soak);
      say(
        `  memory: RSS ${memory.rssMb.firstMinuteMedian} → ${memory.rssMb.lastMinuteMedian} MB (first vs last minute median), slope ${memory.rssMb.slopeMbPerMinute} MB/min; ` +
          `heap used ${memory.heapUsedMb.firstMinuteMedian} → ${memory.heapUsedMb.lastMinuteMedian} MB, slope ${memory.heapUsedMb.slopeMbPerMinute} MB/min`,
      );
      report.soak = { rate, minutes: SOAK_MINUTES, result: soak, memory, memorySamples: samples };
    }
  }

  const reportFile = path.join(repoRoot, '.reports', 'bench-load.json');
  await mkdir(path.dirname(reportFile), { recursive: true });
  await writeFile(reportFile, `${JSON.stringify(report, null, 2)}\n`);
  say();
  say(`Written: ${path.relative(repoRoot, reportFile)}`);
} finally {
  agent.destroy();
  await cleanUp();
}
