// `npm run bench:search [-- 2500 100000]` — latency and throughput of the search endpoint on the
// embedded default, beside /api/health measured in the same run, for each directory size.
// Each size gets its own data directory (seeded once, reused by later runs). Asserts nothing.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { repoRoot } from '../api/src/config.ts';
import { percentile, SEARCH_QUERIES, sleep } from './bench-support.ts';

const sizes = process.argv.slice(2).map(Number).filter(Boolean);
const PORT = 3198;
const queries = SEARCH_QUERIES;

/** 10 s at 32 connections; percentiles from every response time, not autocannon's fixed buckets. */
async function run(url: string, requests?: { path: string }[]) {
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

for (const size of sizes.length > 0 ? sizes : [2500, 100_000]) {
  const dataDir = path.join(repoRoot, `.data/bench-search-${size}`);
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: '54359',
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

  const server: ChildProcess = spawn(process.execPath, ['scripts/bench-api-server.ts'], {
    cwd: repoRoot,
    env,
    stdio: 'inherit',
  });
  const base = `http://127.0.0.1:${PORT}`;
  while (
    !(await fetch(`${base}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false))
  )
    await sleep(100);

  const health = await run(`${base}/api/health`);
  const search = await run(
    base,
    queries.map((q) => ({ path: `/api/v1/therapists/search?${q}` })),
  );
  server.kill('SIGINT');
  await new Promise((resolve) => server.on('exit', resolve));

  const f = (n: number) => `${n.toFixed(1)} ms`;
  console.log(
    `\n${size.toLocaleString('en')} therapists — 32 connections, 10 s each, ${queries.length} rotating queries`,
  );
  console.log(
    `  /api/health                p50 ${f(health.p50)}  p95 ${f(health.p95)}  p99 ${f(health.p99)}  ${health.rps.toFixed(0)} req/s  errors ${health.errors}`,
  );
  console.log(
    `  /api/v1/therapists/search  p50 ${f(search.p50)}  p95 ${f(search.p95)}  p99 ${f(search.p99)}  ${search.rps.toFixed(0)} req/s  errors ${search.errors}`,
  );
  console.log(
    `  search ÷ health            p95 ×${(search.p95 / Math.max(health.p95, 0.01)).toFixed(1)}  throughput ×${(search.rps / health.rps).toFixed(2)}`,
  );
}
