import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/database.ts';
import { readOutbox } from '../../src/mail/mailer.ts';
import { EMAIL_QUEUE } from '../../src/mail/outbox.ts';
import { postgresEngine } from '../../src/search/engines/postgres.ts';
import { withDatabase } from './global-setup.ts';

let workerDatabase: Promise<string> | undefined;

/** This worker's own database, cloned from the migrated template on first use. */
function workerDatabaseUrl(): Promise<string> {
  workerDatabase ??= (async () => {
    const adminUrl = inject('adminUrl');
    const template = inject('templateDatabase');
    const name = `${template}_w${process.env.VITEST_POOL_ID ?? '0'}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!rowCount)
        await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`);
    } finally {
      await admin.end();
    }
    return withDatabase(adminUrl, name);
  })();
  return workerDatabase;
}

export async function testDatabaseUrl(): Promise<string> {
  return workerDatabaseUrl();
}

/**
 * A database of this test file's own, cloned from the template and dropped afterwards: for tests
 * that read global state such as the whole search index.
 */
export async function isolatedDatabase(): Promise<{ db: Database; url: string }> {
  const adminUrl = inject('adminUrl');
  const name = `${inject('templateDatabase')}_f${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(
    `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(inject('templateDatabase'))}`,
  );
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = createDatabase(url, { maxConnections: 4 });
  afterAll(async () => {
    await db.destroy();
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await cleanup.end();
  });
  return { db, url };
}

/** A database handle for this test file, closed after it. */
export async function testDatabase(): Promise<Database> {
  const db = createDatabase(await workerDatabaseUrl(), { maxConnections: 4 });
  afterAll(() => db.destroy());
  return db;
}

/** The API as production builds it, on this worker's database, without the site or a port. */
export async function testApp(overrides: Partial<Config> = {}, options: { db?: Database } = {}) {
  const db = options.db ?? (await testDatabase());
  const base = loadConfig({ LOG_LEVEL: 'silent', SEARCH_CACHE_SECONDS: '0' });
  // Each app writes email into an outbox of its own, so a test reads only what it caused.
  const outboxDir = await mkdtemp(path.join(tmpdir(), 'calma-outbox-'));
  const config: Config = {
    ...base,
    mail: { ...base.mail, outboxDir },
    runJobs: false,
    serveSite: false,
    // Rate-limit counts live in the database, which many apps share (decision 024): each app counts
    // under a name of its own, as if it were alone, unless a test gives several apps one name.
    rateLimitNamespace: randomBytes(6).toString('hex'),
    // Many apps start in a few busy workers here, and compiling one can hold the event loop for
    // seconds, which the pressure check would answer with 503 for the next second. platform.test.ts
    // tests the check itself.
    maxEventLoopDelayMs: 0,
    ...overrides,
  };
  const app = await buildApp(config, { db, search: postgresEngine(db) });
  afterAll(async () => {
    await app.close();
    await rm(outboxDir, { recursive: true, force: true });
  });
  /**
   * Waits for the work that follows an answer: background tasks and, where the app runs jobs, the
   * emails queued so far (not those waiting for a retry).
   */
  const settled = async () => {
    await app.settled();
    if (!config.runJobs) return;
    for (let waited = 0; waited < 15_000; waited += 50) {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pgboss.job
         WHERE name = ${EMAIL_QUEUE} AND state IN ('created', 'active')`.execute(db);
      if (rows[0]?.waiting === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('emails were still queued after 15 s');
  };
  /** Emails sent so far, newest first; `to` narrows them to one recipient. */
  const outbox = async (to?: string) => {
    // Emails are sent after the answer: wait for them.
    await settled();
    return (await readOutbox(config.mail.outboxDir)).filter((m) => to === undefined || m.to === to);
  };
  return { app, db, config, outbox, settled };
}
