import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { createTherapist, firstService, openEveryDay } from '../helpers/factories.ts';
import { freePort } from '../helpers/global-setup.ts';

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** What the process wrote, for a failure's message. */
  output(): string;
}

/** A data directory of the test's own (the file outbox lives in it), removed afterwards. */
export async function dataDirectory(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'calma-faults-'));
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * The real server (`api/src/server.ts`) in a process of its own on `databaseUrl`, API only, jobs
 * on, email into `dataDir`'s outbox; resolves once /api/ready answers 200. Killed after the file
 * if it is still running.
 */
export async function startServer(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const server = await spawnServer(databaseUrl, dataDir, env);
  afterAll(() => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  });
  return server;
}

/**
 * `startServer` without the test runner, for the drills that `npm run fault:*` also runs: the
 * caller stops the process.
 */
export async function spawnServer(
  databaseUrl: string,
  dataDir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const inherited = { ...process.env };
  // Whatever the suite runs with, this process mails into its outbox and uses the database's search.
  for (const key of ['SMTP_URL', 'REDIS_URL', 'MEILISEARCH_HOST', 'METRICS_PORT', 'PUBLIC_URL', 'SENTRY_DSN'])
    delete inherited[key];
  const child = spawn(process.execPath, [path.join(repoRoot, 'api/src/server.ts')], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SERVE_SITE: 'false',
      SEARCH_INDEXER: 'external',
      LOG_LEVEL: 'warn',
      // Every request of the test comes from one address.
      RATE_LIMIT_PER_MINUTE: '1000000',
      RATE_LIMIT_SCALE: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const server: ServerProcess = { child, baseUrl, exited, output: () => output };
  let running = true;
  void exited.then(() => {
    running = false;
  });
  // Two minutes: a fresh database is migrated first, on a machine the rest of the suite keeps busy.
  for (const started = Date.now(); Date.now() - started < 120_000; ) {
    if (!running) throw new Error(`the server exited while starting:\n${output}`);
    const ready = await fetch(`${baseUrl}/api/ready`).catch(() => undefined);
    if (ready?.status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`the server was not ready after 120 s:\n${output}`);
}

/** A listed therapist open every day, bookable without notice, and their first service. */
export async function bookableTherapist(db: Database) {
  const therapist = await createTherapist(db);
  await openEveryDay(db, therapist.id);
  await db.insertInto('bookingPolicy').values({ therapistId: therapist.id, minimumNoticeMinutes: 0 }).execute();
  const service = await firstService(db, therapist.id);
  return { therapist, service };
}

/**
 * Free start times of the therapist from the server itself, two hours apart so that no two bookings
 * of them overlap (the service is 50 minutes; slots are offered every 15).
 */
export async function startTimes(baseUrl: string, slug: string, serviceId: string, count: number): Promise<string[]> {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  const response = await fetch(
    `${baseUrl}/api/v1/therapists/${slug}/slots?serviceId=${serviceId}&from=${day(3)}&to=${day(12)}`,
  );
  const { slots } = (await response.json()) as { slots: { start: string }[] };
  const apart = slots.filter((_, i) => i % 8 === 0).map((slot) => slot.start);
  if (apart.length < count) throw new Error(`only ${apart.length} start times offered`);
  return apart.slice(0, count);
}

/** A guest's booking of `start`; the address names the request, so the test can find what it made. */
export const bookingRequest = (slug: string, serviceId: string, start: string, email: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ therapistSlug: slug, serviceId, start, client: { name: 'Guest Person', email } }),
});
