import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../../src/config.ts';
import { ensureDatabase } from '../../src/db/database.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { postgresEngine } from '../../src/search/engines/postgres.ts';
import { followChanges } from '../../src/search/indexer.ts';
import { isolatedDatabase } from '../helpers/app.ts';
import { createTherapist } from '../helpers/factories.ts';
import { freePort } from '../helpers/global-setup.ts';
import { describeAnswers, restartDrill, unexpectedAnswers, until } from './drill.ts';

// `npm run fault:postgres` runs the same drill against the machine's PostgreSQL (pg_ctlcluster).
describe('PostgreSQL restarting under load (embedded)', () => {
  const dataDir = path.join(repoRoot, '.data/test', `fault-db-${randomBytes(4).toString('hex')}`);
  let postgres: EmbeddedServer | undefined;

  afterAll(async () => {
    await postgres?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('answers 503 DATABASE_UNAVAILABLE while it is down, never 500, and recovers without a restart', async () => {
    const port = await freePort();
    postgres = await startEmbeddedPostgres({ dataDir, port });
    await ensureDatabase(postgres.adminUrl, 'calma');

    const result = await restartDrill({
      databaseUrl: postgres.urlFor('calma'),
      dataDir,
      stopDatabase: async () => {
        await postgres?.stop();
        postgres = undefined;
      },
      startDatabase: async () => {
        postgres = await startEmbeddedPostgres({ dataDir, port });
      },
    });

    // Each call settled (ask gives up after the pool's connection timeout plus margin) with a 503
    // the site can explain, saying when to try again.
    expect(describeAnswers(result.whileDown)).toEqual(
      result.whileDown.map((a) => `${a.label}: 503 DATABASE_UNAVAILABLE`),
    );
    expect(result.whileDown.map((a) => a.retryAfter)).toEqual(result.whileDown.map(() => '5'));
    expect(result.writeAfter.status).toBe(202);
    // Under load from before the outage to after the recovery: successes and explained 503s only.
    expect(describeAnswers(unexpectedAnswers(result.load))).toEqual([]);
    expect(result.load.some((a) => a.status === 503)).toBe(true);
    expect(result.unavailableCount).toBeGreaterThan(0);
    expect(result.serverAlive).toBe(true);
  }, 240_000);
});

describe('the search listener losing its connection', async () => {
  // A database of its own: the catch-up rebuilds the whole index.
  const { db, url } = await isolatedDatabase();
  const engine = postgresEngine(db);
  const lines: string[] = [];
  const follower = await followChanges({
    databaseUrl: url,
    db,
    engine,
    publicUrl: (key) => `/uploads/${key}`,
    log: (message) => lines.push(message),
  });
  afterAll(() => follower.stop());

  it('reconnects and indexes a change announced while it was not listening', async () => {
    const word = `missed${randomBytes(4).toString('hex')}`;
    await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
               WHERE datname = current_database() AND query = 'LISTEN search_index'`.execute(db);
    // Announced at commit, straight away: the listener reconnects only after a pause.
    const therapist = await db
      .transaction()
      .execute((trx) => createTherapist(trx, { texts: [{ locale: 'en', about: `Ask me about ${word}.` }] }));
    const found = async () =>
      (await engine.search({ locale: 'en', q: word, sort: 'relevance', page: 1, perPage: 5 })).hits.some(
        (hit) => hit.document.slug === therapist.slug,
      );
    await until('the missed change to reach search', found, 20_000);
    expect(lines.some((line) => line.startsWith('search listener reconnected; re-indexed'))).toBe(true);
  });
});
