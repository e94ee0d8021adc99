// What the benchmarks that run the API in its own process share: a free port, percentiles, waiting
// for the server, and the CPU time the server, its PostgreSQL and the benchmark itself spent.
import { type ChildProcess, spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

/** Searches as visitors make them: places, languages, categories, free text, sorting, pages. */
export const SEARCH_QUERIES = [
  'location=berlin',
  'location=berlin/kreuzberg&language=turkish',
  'location=germany&category=anxiety&sort=price',
  'q=angst&locale=de',
  'q=schmidt',
  'location=online-therapy&language=english&page=2',
  'location=london&sort=distance&acceptingNewClients=true',
  'category=trauma&approach=emdr',
  '',
];

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const round = (value: number, digits = 2) => Math.round(value * 10 ** digits) / 10 ** digits;
/** The value at `p` percent of an ascending list (nearest rank). */
export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Waits until `url`/api/ready answers 200; throws if `server` exits first or `ms` pass. */
export async function untilReady(url: string, server: ChildProcess, ms = 120_000) {
  const deadline = performance.now() + ms;
  while (performance.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`the server exited (${server.exitCode ?? server.signalCode}) while starting`);
    const ready = await fetch(`${url}/api/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return;
    await sleep(100);
  }
  throw new Error(`the server was not ready within ${ms / 1000} s`);
}

/** Stops a server started by a benchmark: SIGINT (a clean close), SIGKILL if it hangs. */
export async function stopServer(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  const timer = setTimeout(() => server.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

const ticks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

/**
 * A process's parent, its CPU time (user + system) so far, and that of its children that have
 * exited and been waited for, in ms (Linux /proc; clock ticks).
 */
export function processStat(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ms = (...at: number[]) => (at.reduce((sum, i) => sum + Number(fields[i]), 0) * 1000) / ticks;
  return { ppid: Number(fields[1]), ms: ms(11, 12), exitedChildrenMs: ms(13, 14) };
}

export type CpuReading = { server: number; postgres: number; clients: number };

/**
 * Reads the CPU time, in ms, of the server process, of the embedded PostgreSQL (the postmaster and
 * its backends, whose parent it is, those still running and those gone: a closed connection's
 * backend or an autovacuum worker) under `pgDataDir`, and of this process (the clients).
 */
export function cpuReader(serverPid: () => number, pgDataDir: string): () => CpuReading {
  const postmaster = Number(readFileSync(path.join(pgDataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  return () => {
    const master = processStat(postmaster);
    let postgres = master.ms + master.exitedChildrenMs;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = processStat(Number(entry));
        if (stat.ppid === postmaster) postgres += stat.ms;
      } catch {} // the process has gone
    }
    const own = process.cpuUsage();
    return { server: processStat(serverPid()).ms, postgres, clients: (own.user + own.system) / 1000 };
  };
}
