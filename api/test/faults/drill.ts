// The database-restart drill, shared by its test (embedded PostgreSQL) and `npm run fault:postgres`
// (the machine's PostgreSQL): the real server process under steady load while the database goes away.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { CONNECT_TIMEOUT_MS, createDatabase, type Database } from '../../src/db/database.ts';
import { createTherapist, firstService, openEveryDay, TEST_PASSWORD } from '../helpers/factories.ts';
import { spawnServer } from './process.ts';

/** Long enough for any answer while the database is down: the pool's wait for a connection, plus margin. */
export const SETTLE_WITHIN_MS = CONNECT_TIMEOUT_MS + 5_000;

/** Polls `check` until it gives a value (not undefined/false), or fails after `timeoutMs` naming `what`. */
export async function until<T>(what: string, check: () => Promise<T | undefined | false>, timeoutMs: number) {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (performance.now() > deadline) throw new Error(`Gave up waiting for ${what} after ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface Call {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface Answer {
  label: string;
  /** 0: no answer at all (refused, reset, or not within SETTLE_WITHIN_MS). */
  status: number;
  code?: string;
  retryAfter: string | null;
  error?: string;
}

export async function ask(baseUrl: string, call: Call): Promise<Answer> {
  try {
    const response = await fetch(`${baseUrl}${call.path}`, {
      method: call.method ?? 'GET',
      headers: call.body === undefined ? {} : { 'content-type': 'application/json' },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(SETTLE_WITHIN_MS),
    });
    const text = await response.text();
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {
      code = undefined;
    }
    return { label: call.label, status: response.status, code, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { label: call.label, status: 0, retryAfter: null, error: (error as Error).message };
  }
}

/** The real server process (api/src/server.ts) on `databaseUrl`: the API alone, limits raised. */
export async function startServer(options: { databaseUrl: string; dataDir: string; metricsToken: string }) {
  const server = await spawnServer(options.databaseUrl, options.dataDir, {
    SEARCH_INDEXER: 'in-process',
    SEARCH_CACHE_SECONDS: '0',
    SHUTDOWN_DRAIN_SECONDS: '0',
    METRICS_TOKEN: options.metricsToken,
    S3_BUCKET: '',
  });
  let exited = false;
  void server.exited.then(() => {
    exited = true;
  });
  return {
    baseUrl: server.baseUrl,
    /** Everything the process wrote (its log lines). */
    output: server.output,
    alive: () => !exited,
    async stop() {
      if (exited) return;
      server.child.kill('SIGTERM');
      const timer = setTimeout(() => server.child.kill('SIGKILL'), 20_000);
      await server.exited;
      clearTimeout(timer);
    },
  };
}

/** A listed therapist open every day, found in search by a word of their own. */
export async function seedTherapist(db: Database) {
  const word = `drill${randomBytes(4).toString('hex')}`;
  const therapist = await createTherapist(db, { texts: [{ locale: 'en', about: `I am here for ${word} questions.` }] });
  await openEveryDay(db, therapist.id);
  const service = await firstService(db, therapist.id);
  return { ...therapist, serviceId: service.id, word };
}

/** What a visitor does while the database goes away: searches, profile reads, free slots. */
export function visitorCalls(therapist: { slug: string; serviceId: string; word: string }): Call[] {
  const from = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  return [
    { label: 'search', path: `/api/v1/therapists/search?q=${therapist.word}` },
    { label: 'search by place', path: '/api/v1/therapists/search?location=online-therapy' },
    { label: 'profile', path: `/api/v1/therapists/${therapist.slug}` },
    {
      label: 'slots',
      path: `/api/v1/therapists/${therapist.slug}/slots?serviceId=${therapist.serviceId}&from=${from}&to=${to}`,
    },
  ];
}

/** Steady load: `concurrency` callers each asking the calls in turn until stopped; every answer is kept. */
export function steadyLoad(baseUrl: string, calls: Call[], concurrency = 4) {
  const answers: Answer[] = [];
  let running = true;
  const callers = Array.from({ length: concurrency }, async (_, n) => {
    for (let i = n; running; i++) {
      const call = calls[i % calls.length] as Call;
      answers.push(await ask(baseUrl, call));
    }
  });
  return {
    answers,
    async stop() {
      running = false;
      await Promise.all(callers);
      return answers;
    },
  };
}

/** Whether search finds `word` and lists `slug` for it. */
export async function searchFinds(baseUrl: string, word: string, slug: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/v1/therapists/search?q=${word}`).catch(() => undefined);
  if (response?.status !== 200) return false;
  const body = (await response.json()) as { hits: { slug: string }[] };
  return body.hits.some((hit) => hit.slug === slug);
}

/** The value of an unlabelled counter on /metrics. */
export async function counter(baseUrl: string, token: string, name: string): Promise<number> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  const line = (await response.text()).split('\n').find((l) => l.startsWith(`${name} `));
  return Number(line?.split(' ')[1] ?? Number.NaN);
}

/** What the drill saw; the test and `npm run fault:postgres` judge it. */
export interface DrillResult {
  /** Answers to one of each call while the database was down. */
  whileDown: Answer[];
  /** The registration made after the database came back. */
  writeAfter: Answer;
  /** Every answer of the steady load, from before the outage to after the recovery. */
  load: Answer[];
  /** db_unavailable_responses_total at the end. */
  unavailableCount: number;
  serverAlive: boolean;
  /** Milliseconds from the database stopping to /api/ready saying 503, and from it starting to every call answering 200. */
  timings: { notReadyMs: number; recoveredMs: number; searchCaughtUpMs: number };
}

/**
 * The real server on `databaseUrl` (a database of its own, empty) under steady load; `stopDatabase`
 * and `startDatabase` take the PostgreSQL server away and bring it back. Throws when a bounded wait
 * runs out (never ready, never recovers, a change never reaches search); everything else is returned.
 */
export async function restartDrill(options: {
  databaseUrl: string;
  dataDir: string;
  stopDatabase: () => Promise<void>;
  startDatabase: () => Promise<void>;
  log?: (line: string) => void;
}): Promise<DrillResult> {
  const log = options.log ?? (() => {});
  const metricsToken = randomBytes(24).toString('hex');
  const server = await startServer({ databaseUrl: options.databaseUrl, dataDir: options.dataDir, metricsToken });
  const db = createDatabase(options.databaseUrl, { maxConnections: 2 });
  try {
    const { baseUrl } = server;
    const therapist = await seedTherapist(db);
    await until(
      'the new therapist to reach search',
      () => searchFinds(baseUrl, therapist.word, therapist.slug),
      30_000,
    );
    const calls = visitorCalls(therapist);
    const load = steadyLoad(baseUrl, calls);
    await until('some answers under load', async () => load.answers.length >= 40, 30_000);

    log('stopping PostgreSQL');
    const stoppedAt = performance.now();
    await options.stopDatabase();
    const ready = () => ask(baseUrl, { label: 'ready', path: '/api/ready' });
    await until('/api/ready to answer 503', async () => (await ready()).status === 503, 15_000);
    const notReadyMs = performance.now() - stoppedAt;
    const whileDown = await Promise.all(calls.map((call) => ask(baseUrl, call)));

    log('starting PostgreSQL');
    await options.startDatabase();
    const startedAt = performance.now();
    await until('/api/ready to answer 200', async () => (await ready()).status === 200, 60_000);
    await until(
      'every call to succeed again',
      async () => (await Promise.all(calls.map((call) => ask(baseUrl, call)))).every((a) => a.status === 200),
      30_000,
    );
    const recoveredMs = performance.now() - startedAt;

    const writeAfter = await ask(baseUrl, {
      label: 'register',
      method: 'POST',
      path: '/api/v1/auth/register',
      body: {
        email: `after-restart-${therapist.word}@example.com`,
        password: TEST_PASSWORD,
        displayName: 'After Restart',
        role: 'client',
        locale: 'en',
      },
    });
    // A change made right after the restart reaches search: the listener reconnected (and re-indexed
    // whatever was announced while it could not listen).
    const renamed = `renamed${therapist.word}`;
    await sql`UPDATE therapist_text SET about = ${`Now also ${renamed}.`} WHERE therapist_id = ${therapist.id}`.execute(
      db,
    );
    await until('the change to reach search', () => searchFinds(baseUrl, renamed, therapist.slug), 30_000);
    const searchCaughtUpMs = performance.now() - startedAt;

    return {
      whileDown,
      writeAfter,
      load: await load.stop(),
      unavailableCount: await counter(baseUrl, metricsToken, 'db_unavailable_responses_total'),
      serverAlive: server.alive(),
      timings: { notReadyMs, recoveredMs, searchCaughtUpMs },
    };
  } finally {
    await server.stop();
    await db.destroy();
  }
}

/** Lines naming each answer, for failure messages that say what was answered. */
export const describeAnswers = (answers: Answer[]) =>
  answers.map((a) => `${a.label}: ${a.status}${a.code ? ` ${a.code}` : ''}${a.error ? ` (${a.error})` : ''}`);

/** The load's answers that are neither a success nor the 503 the site can explain. */
export const unexpectedAnswers = (answers: Answer[]) =>
  answers.filter((a) => a.status !== 200 && !(a.status === 503 && a.code === 'DATABASE_UNAVAILABLE'));
