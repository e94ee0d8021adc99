// `npm run bench:startup` — how long `npm start` takes until /api/ready answers 200:
//   first start after install: empty data directory and no site build (initdb, migrations,
//   demo data, astro build), and warm start: data and build reused.
// Baselines measured in the same run, on the same machine: a bare Node process, and the embedded
// PostgreSQL starting on its own. Reports medians and ratios; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from '../api/src/config.ts';
import { startEmbeddedPostgres } from '../api/src/db/embedded.ts';

const runs = Number(process.argv[2] ?? 5);
const coldRuns = Number(process.argv[3] ?? 2);
const PORT = 3199;
const dataDir = path.join(repoRoot, '.data/bench');
const env = { ...process.env, PORT: String(PORT), DATA_DIR: dataDir, EMBEDDED_PG_PORT: '54349', LOG_LEVEL: 'warn' };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function timeToReady(): Promise<{ ready: number; stop: number }> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['api/src/server.ts'], { cwd: repoRoot, env, stdio: 'ignore' });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const ok = await fetch(`http://127.0.0.1:${PORT}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    await sleep(25);
  }
  const ready = performance.now() - started;
  const stopping = performance.now();
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  child.kill('SIGINT');
  const code = await exited;
  if (code !== 0) throw new Error(`server exited with ${code} after SIGINT`);
  return { ready, stop: performance.now() - stopping };
}

async function bareNode(): Promise<number> {
  const started = performance.now();
  await new Promise((resolve) => spawn(process.execPath, ['-e', '0']).on('exit', resolve));
  return performance.now() - started;
}

async function postgresAlone(): Promise<number> {
  const started = performance.now();
  const server = await startEmbeddedPostgres({ dataDir, port: 54349 });
  const elapsed = performance.now() - started;
  await server.stop();
  return elapsed;
}

const cold: number[] = [];
for (let i = 0; i < coldRuns; i++) {
  await rm(dataDir, { recursive: true, force: true });
  await rm(path.join(repoRoot, 'site/dist'), { recursive: true, force: true });
  cold.push((await timeToReady()).ready);
}
const warm: number[] = [];
const stops: number[] = [];
const node: number[] = [];
const pg: number[] = [];
for (let i = 0; i < runs; i++) {
  const result = await timeToReady();
  warm.push(result.ready);
  stops.push(result.stop);
  node.push(await bareNode());
  pg.push(await postgresAlone());
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
console.log(`startup benchmark (${runs} warm runs, ${coldRuns} first starts)`);
console.log(`  baseline bare node process          median ${s(median(node))}`);
console.log(`  baseline embedded PostgreSQL alone  median ${s(median(pg))}`);
console.log(`  first start (initdb, seed, build)   median ${s(median(cold))}  runs ${cold.map(s).join(', ')}`);
console.log(
  `  warm start                          median ${s(median(warm))}  = ${(median(warm) / median(pg)).toFixed(1)}× PostgreSQL alone, ${(median(warm) / median(node)).toFixed(1)}× bare node`,
);
console.log(`  clean shutdown after SIGINT         median ${s(median(stops))}`);
await rm(dataDir, { recursive: true, force: true });
