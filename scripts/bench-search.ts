// `npm run bench:search [-- 2500 100000] [--cold 540]` — the search endpoint on the embedded default,
// for each directory size, each figure beside /api/health measured in the same run:
// - cached: autocannon, 32 connections, 10 s, the few searches of SEARCH_QUERIES again and again,
//   with the result cache on (SEARCH_CACHE_SECONDS as configured);
// - cold: the cache off (SEARCH_CACHE_SECONDS=0) and a fixed, seeded list of distinct searches as
//   visitors combine them (visitorSearches), each sent once at 1 client and once at 4 concurrent
//   clients: p50/p95/p99 and throughput; then the five slowest query shapes with the plans
//   (EXPLAIN ANALYZE) of their slowest search, as the PostgreSQL engine sends it.
// Each size gets its own data directory (seeded once, reused by later runs). Asserts nothing.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { loadConfig, repoRoot } from '../api/src/config.ts';
import { isLocale } from '../api/src/contract/locales.ts';
import { embeddedUrl } from '../api/src/db/embedded.ts';
import type { DB } from '../api/src/db/schema.ts';
import { postgresEngine } from '../api/src/search/engines/postgres.ts';
import { parseSearch, type SearchParams } from '../api/src/search/service.ts';
import {
  availabilitySearches,
  cpuReader,
  percentile,
  SEARCH_QUERIES,
  stopServer,
  untilReady,
  visitorSearches,
} from './bench-support.ts';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { cold: { type: 'string', default: '540' } },
});
const sizes = positionals.map(Number).filter(Boolean);
const COLD = Number(values.cold);
/** How many searches the availability comparison sends without and with the filter. */
const AVAILABILITY_PAIRS = 200;
/** The cold list's seed: change it only together with the figures it is compared with. */
const SEED = 32;
const PORT = 3198;
const PG_PORT = 54359;
const base = `http://127.0.0.1:${PORT}`;
const say = (line = '') => process.stdout.write(`${line}\n`);
const ms = (n: number) => `${n.toFixed(1)} ms`;

// The measured list, and a warm-up list of other searches (PostgreSQL's buffers, the JIT, the
// connection pool) that never repeats one of the measured ones.
// The visitors' list as measured before search knew availability (issue #32), then a ninth as many
// asking who can see them soon.
const visitors = visitorSearches(COLD, SEED);
const cold = [...visitors, ...availabilitySearches(Math.round(COLD / 9), SEED + 2, visitors)];
const filtersOf = (query: string) => query.replace(/&?locale=[a-z]+/, '');
const measured = new Set(cold.map(filtersOf));
const warmUp = visitorSearches(COLD, SEED + 1)
  .filter((q) => !measured.has(filtersOf(q)))
  .slice(0, 100);

/** 10 s at 32 connections; percentiles from every response time, not autocannon's fixed buckets. */
async function hammer(url: string, requests?: { path: string }[]) {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url, connections: 32, duration: 10, ...(requests ? { requests } : {}) },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    rps: result.requests.average,
    errors: result.errors + result.non2xx,
  };
}

/**
 * One GET over a kept-alive connection, read to the end: its status, or 0 when nothing came. Plain
 * `node:http` rather than `fetch`: the load generator shares the machine's two cores with the
 * server and PostgreSQL, and fetch cost it a third more CPU per search answer (0.37–0.89 ms against
 * 0.28–0.53 ms, three rounds of 300 searches each).
 */
function get(agent: http.Agent, target: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${base}${target}`, { agent }, (response) => {
      response.on('data', () => {});
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', () => resolve(0));
    });
    request.on('error', () => resolve(0));
  });
}

/** Sends every path once, `clients` at a time; each path's response time, in the list's order. */
async function sendEach(paths: string[], clients: number) {
  const times: number[] = new Array(paths.length);
  let next = 0;
  const errors: Record<string, number> = {};
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = next++; i < paths.length; i = next++) {
        const sent = performance.now();
        const status = await get(agent, paths[i] as string);
        times[i] = performance.now() - sent;
        if (status < 200 || status > 299) {
          const said = status === 0 ? 'no answer' : String(status);
          errors[said] = (errors[said] ?? 0) + 1;
        }
      }
    }),
  );
  agent.destroy();
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    times,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
    rps: paths.length / seconds,
    errors:
      Object.entries(errors)
        .map(([status, n]) => `${n}×${status}`)
        .join(' ') || '0',
  };
}

/** What kind of search it is: which filters, which kind of place, the order and how deep the page. */
function shapeOf(query: string) {
  const params = new URLSearchParams(query);
  const parts: string[] = [];
  const location = params.get('location');
  if (location) {
    const [first = '', second] = location.split('/');
    parts.push(
      second
        ? 'district'
        : first === 'online-therapy'
          ? 'online'
          : ['germany', 'united-kingdom', 'netherlands', 'spain', 'portugal'].includes(first)
            ? 'country'
            : 'city',
    );
  }
  for (const key of [
    'q',
    'near',
    'language',
    'category',
    'approach',
    'specialization',
    'modality',
    'gender',
    'priceMax',
    'acceptingNewClients',
    'availableWithinDays',
  ])
    if (params.has(key)) parts.push(key);
  const sort = params.get('sort');
  if (sort && sort !== 'relevance') parts.push(`sort=${sort}`);
  const page = Number(params.get('page') ?? 1);
  if (page > 1) parts.push(page <= 5 ? 'page 2–5' : 'page 6+');
  return parts.length > 0 ? parts.join(' + ') : 'unfiltered';
}

/** The statements the PostgreSQL engine runs for `query`, replayed in one transaction with each one's plan. */
async function explain(query: string): Promise<string[]> {
  const pool = new pg.Pool({ connectionString: embeddedUrl(PG_PORT, 'calma'), max: 1 });
  pool.on('error', () => {}); // an idle connection closed by the server stopping
  const captured: { sql: string; parameters: readonly unknown[] }[] = [];
  const logged = new Kysely<DB>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
    log: (event) => {
      if (event.level === 'query') captured.push({ sql: event.query.sql, parameters: event.query.parameters });
    },
  });
  try {
    const { locale, ...raw } = Object.fromEntries(new URLSearchParams(query));
    const numbers = ['page', 'perPage', 'priceMax', 'radiusKm', 'availableWithinDays'];
    const params = Object.fromEntries(
      Object.entries(raw).map(([key, value]) => [
        key,
        numbers.includes(key) ? Number(value) : key === 'acceptingNewClients' ? value === 'true' : value,
      ]),
    ) as SearchParams;
    await postgresEngine(logged).search(parseSearch(params, isLocale(locale) ? locale : 'en'));
    const client = await pool.connect();
    // The search is one call of search_run (decision 042): auto_explain sends the plan of each
    // statement inside it, with its run's figures, as a notice.
    const plan: string[] = [];
    const notice = (message: { message?: string }) => {
      // "duration: … ms  plan:", the statement's text, then the plan: kept without the text.
      const lines = (message.message ?? '').split('\n');
      const start = lines.findIndex((line) => /\(cost=|\(actual /.test(line));
      if (start > 0) plan.push(lines[0]?.replace(/\s*plan:$/, '') ?? '', ...lines.slice(start));
    };
    client.on('notice', notice);
    try {
      await client.query('BEGIN');
      await client.query(`LOAD 'auto_explain'`);
      for (const setting of [
        'log_min_duration = 0',
        'log_analyze = on',
        'log_buffers = on',
        'log_nested_statements = on',
      ]) {
        await client.query(`SET LOCAL auto_explain.${setting}`);
      }
      await client.query('SET LOCAL client_min_messages = log');
      for (const statement of captured) await client.query(statement.sql, [...statement.parameters]);
      await client.query('ROLLBACK');
    } finally {
      client.off('notice', notice);
      client.release();
    }
    return plan;
  } finally {
    await logged.destroy();
  }
}

async function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/bench-api-server.ts'], { cwd: repoRoot, env, stdio: 'inherit' });
  await untilReady(base, server);
  return server;
}

say(
  `bench:search on ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown CPU'}), load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} at start`,
);
for (const size of sizes.length > 0 ? sizes : [2500, 100_000]) {
  const dataDir = path.join(repoRoot, `.data/bench-search-${size}`);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: String(PG_PORT),
    PORT: String(PORT),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '100000000',
  };
  const seeded = spawnSync(process.execPath, ['api/src/cli/db.ts', 'seed', '--therapists', String(size)], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('seeding failed');

  // Cached: the figures the result cache gives to searches asked again and again.
  let server = await startServer(env);
  const health = await hammer(`${base}/api/health`);
  const search = await hammer(
    base,
    SEARCH_QUERIES.map((q) => ({ path: `/api/v1/therapists/search?${q}` })),
  );
  await stopServer(server);

  say(`\n${size.toLocaleString('en')} therapists`);
  say(
    `  cached (SEARCH_CACHE_SECONDS=${loadConfig(env).searchCacheSeconds}) — 32 connections, 10 s each, ${SEARCH_QUERIES.length} rotating searches`,
  );
  say(
    `    /api/health                p50 ${ms(health.p50)}  p95 ${ms(health.p95)}  p99 ${ms(health.p99)}  ${health.rps.toFixed(0)} req/s  errors ${health.errors}`,
  );
  say(
    `    /api/v1/therapists/search  p50 ${ms(search.p50)}  p95 ${ms(search.p95)}  p99 ${ms(search.p99)}  ${search.rps.toFixed(0)} req/s  errors ${search.errors}`,
  );
  say(
    `    search ÷ health            p95 ×${(search.p95 / Math.max(health.p95, 0.01)).toFixed(1)}  throughput ×${(search.rps / health.rps).toFixed(2)}`,
  );

  // Cold: every search is new to the server, as most visitors' combinations are.
  server = await startServer({ ...env, SEARCH_CACHE_SECONDS: '0' });
  try {
    const searchPaths = cold.map((q) => `/api/v1/therapists/search?${q}`);
    const healthPaths = cold.map(() => '/api/health');
    await sendEach(
      warmUp.map((q) => `/api/v1/therapists/search?${q}`),
      2,
    );
    await sendEach(healthPaths.slice(0, 100), 2);
    say(
      `  cold (SEARCH_CACHE_SECONDS=0) — ${cold.length} distinct searches (seed ${SEED}), each sent once per line, after ${warmUp.length} others to warm up`,
    );
    const runs: Record<number, Awaited<ReturnType<typeof sendEach>>> = {};
    // CPU time per search, of the server and of PostgreSQL: steadier than latency on a shared machine.
    const cpu = cpuReader(() => server.pid ?? 0, path.join(dataDir, 'postgres'));
    for (const clients of [1, 4]) {
      const healthRun = await sendEach(healthPaths, clients);
      const before = cpu();
      const run = await sendEach(searchPaths, clients);
      const after = cpu();
      runs[clients] = run;
      const label = `${clients} client${clients > 1 ? 's' : ' '}`;
      say(
        `    ${label}  /api/health  p50 ${ms(healthRun.p50)}  p95 ${ms(healthRun.p95)}  p99 ${ms(healthRun.p99)}  ${healthRun.rps.toFixed(0)} req/s  errors ${healthRun.errors}`,
      );
      say(
        `    ${label}  search       p50 ${ms(run.p50)}  p95 ${ms(run.p95)}  p99 ${ms(run.p99)}  max ${ms(run.max)}  ${run.rps.toFixed(0)} req/s  errors ${run.errors}`,
      );
      const part = (times: number[]) => {
        const sorted = [...times].sort((a, b) => a - b);
        return `p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}`;
      };
      say(
        `    ${label}    of which the ${visitors.length} visitor searches ${part(run.times.slice(0, visitors.length))}; the ${cold.length - visitors.length} asking who can see them soon ${part(run.times.slice(visitors.length))}`,
      );
      say(
        `    ${label}  search ÷ health p95 ×${(run.p95 / Math.max(healthRun.p95, 0.01)).toFixed(1)}  throughput ×${(run.rps / healthRun.rps).toFixed(2)}`,
      );
      say(
        `    ${label}  CPU per search: server ${ms((after.server - before.server) / cold.length)}, PostgreSQL ${ms((after.postgres - before.postgres) / cold.length)}, load generator ${ms((after.clients - before.clients) / cold.length)}`,
      );
    }

    // Who can see me soon (#28): the same searches without and with "within 14 days, soonest
    // first", in turn, twice, at 4 clients.
    const plain = cold
      .filter((q) => !/availableWithinDays|sort=soonest/.test(q))
      .slice(0, AVAILABILITY_PAIRS)
      .map((q) => `/api/v1/therapists/search?${q}`);
    const soon = plain.map((p) => {
      const url = new URL(p, base);
      url.searchParams.set('availableWithinDays', '14');
      url.searchParams.set('sort', 'soonest');
      return `${url.pathname}?${url.searchParams}`;
    });
    const pooled = {
      plain: [] as number[],
      soon: [] as number[],
      plainErrors: [] as string[],
      soonErrors: [] as string[],
    };
    for (let round = 0; round < 2; round++) {
      const a = await sendEach(plain, 4);
      const b = await sendEach(soon, 4);
      pooled.plain.push(...a.times);
      pooled.soon.push(...b.times);
      pooled.plainErrors.push(a.errors);
      pooled.soonErrors.push(b.errors);
    }
    pooled.plain.sort((x, y) => x - y);
    pooled.soon.sort((x, y) => x - y);
    say(
      `  availability — ${plain.length} of the searches above without, then with availableWithinDays=14&sort=soonest, in turn, twice, 4 clients`,
    );
    say(
      `    without  p50 ${ms(percentile(pooled.plain, 50))}  p95 ${ms(percentile(pooled.plain, 95))}  errors ${pooled.plainErrors.join(', ')}`,
    );
    say(
      `    with     p50 ${ms(percentile(pooled.soon, 50))}  p95 ${ms(percentile(pooled.soon, 95))}  errors ${pooled.soonErrors.join(', ')}`,
    );
    say(
      `    with ÷ without  p50 ×${(percentile(pooled.soon, 50) / percentile(pooled.plain, 50)).toFixed(2)}  p95 ×${(percentile(pooled.soon, 95) / percentile(pooled.plain, 95)).toFixed(2)}`,
    );

    // Shapes, slowest first by their slowest search alone (1 client: its own cost, no queueing).
    const shapes = new Map<string, { one: number[]; four: number[]; slowest: string; slowestMs: number }>();
    cold.forEach((query, i) => {
      const shape = shapeOf(query);
      const entry = shapes.get(shape) ?? { one: [], four: [], slowest: query, slowestMs: 0 };
      const one = runs[1]?.times[i] ?? 0;
      entry.one.push(one);
      entry.four.push(runs[4]?.times[i] ?? 0);
      if (one > entry.slowestMs) Object.assign(entry, { slowest: query, slowestMs: one });
      shapes.set(shape, entry);
    });
    const ranked = [...shapes].sort(([, a], [, b]) => b.slowestMs - a.slowestMs);
    const worstFour = Math.max(...[...shapes.values()].map((s) => Math.max(...s.four)));
    say(
      `    ${shapes.size} query shapes; the slowest search of any shape took ${ms(ranked[0]?.[1].slowestMs ?? 0)} alone, ${ms(worstFour)} at 4 clients`,
    );
    say('    five slowest shapes (n, p50 and max alone, max at 4 clients), each with its slowest search’s plan:');
    for (const [shape, entry] of ranked.slice(0, 5)) {
      const sorted = [...entry.one].sort((a, b) => a - b);
      say(
        `    • ${shape}: n ${entry.one.length}, p50 ${ms(percentile(sorted, 50))}, max ${ms(entry.slowestMs)}, max at 4 clients ${ms(Math.max(...entry.four))}`,
      );
      say(`      ${entry.slowest}`);
      for (const line of await explain(entry.slowest)) say(`        ${line}`);
    }
  } finally {
    await stopServer(server);
  }
}
say(
  `\nload average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} at the end`,
);
