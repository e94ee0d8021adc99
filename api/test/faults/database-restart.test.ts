import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { createDatabase, ensureDatabase } from '../../src/db/database.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { TEST_PASSWORD } from '../helpers/factories.ts';
import {
  type Answer,
  ask,
  counter,
  freePort,
  searchFinds,
  seedTherapist,
  startServer,
  steadyLoad,
  until,
  visitorCalls,
} from './drill.ts';

const summary = (answers: Answer[]) =>
  answers.map((a) => `${a.label}: ${a.status}${a.code ? ` ${a.code}` : ''}${a.error ? ` (${a.error})` : ''}`);

describe('PostgreSQL restarting under load', () => {
  const dataDir = path.join(repoRoot, '.data/test', `fault-db-${randomBytes(4).toString('hex')}`);
  const metricsToken = randomBytes(24).toString('hex');
  let postgres: EmbeddedServer | undefined;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  let db: ReturnType<typeof createDatabase> | undefined;

  afterAll(async () => {
    await server?.stop();
    await db?.destroy();
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 DATABASE_UNAVAILABLE quickly while it is down, never 500, and recovers without a restart', async () => {
    const port = await freePort();
    const startPostgres = () => startEmbeddedPostgres({ dataDir, port });
    postgres = await startPostgres();
    await ensureDatabase(postgres.adminUrl, 'calma');
    const url = postgres.urlFor('calma');
    server = await startServer({ databaseUrl: url, dataDir, metricsToken });
    const { baseUrl } = server;

    db = createDatabase(url, { maxConnections: 2 });
    const therapist = await seedTherapist(db);
    await until(
      'the new therapist to reach search',
      () => searchFinds(baseUrl, therapist.word, therapist.slug),
      30_000,
    );
    const calls = visitorCalls(therapist);

    const load = steadyLoad(baseUrl, calls);
    await until('some answers under load', async () => load.answers.length >= 40, 30_000);
    expect(summary(load.answers.filter((a) => a.status !== 200))).toEqual([]);

    await postgres.stop();
    postgres = undefined;
    await until(
      '/api/ready to answer 503',
      async () => (await ask(baseUrl, { label: 'ready', path: '/api/ready' })).status === 503,
      15_000,
    );
    // Every call settles (ask gives up after the pool's connection timeout plus margin) with a 503
    // the site can explain, and says when to try again.
    const down = await Promise.all(calls.map((call) => ask(baseUrl, call)));
    expect(summary(down)).toEqual(calls.map((call) => `${call.label}: 503 DATABASE_UNAVAILABLE`));
    expect(down.map((a) => a.retryAfter)).toEqual(calls.map(() => '5'));

    postgres = await startPostgres();
    await until(
      '/api/ready to answer 200',
      async () => (await ask(baseUrl, { label: 'ready', path: '/api/ready' })).status === 200,
      60_000,
    );
    await until(
      'every call to succeed again',
      async () => (await Promise.all(calls.map((call) => ask(baseUrl, call)))).every((a) => a.status === 200),
      30_000,
    );

    // A write goes through, and a change made after the restart reaches search (the search
    // listener reconnected, and re-indexed what it missed).
    const registered = await ask(baseUrl, {
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
    expect(registered.status).toBe(202);
    const renamed = `renamed${therapist.word}`;
    await sql`UPDATE therapist_text SET about = ${`Now also ${renamed}.`} WHERE therapist_id = ${therapist.id}`.execute(
      db,
    );
    await until('the change to reach search', () => searchFinds(baseUrl, renamed, therapist.slug), 30_000);

    const answers = await load.stop();
    const unexpected = answers.filter(
      (a) => a.status !== 200 && !(a.status === 503 && a.code === 'DATABASE_UNAVAILABLE'),
    );
    expect(summary(unexpected)).toEqual([]);
    expect(answers.some((a) => a.status === 503)).toBe(true);
    expect(server.alive()).toBe(true);
    expect(await counter(baseUrl, metricsToken, 'db_unavailable_responses_total')).toBeGreaterThan(0);
  }, 240_000);
});
