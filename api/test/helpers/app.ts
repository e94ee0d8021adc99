import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/database.ts';
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

/** A database handle for this test file, closed after it. */
export async function testDatabase(): Promise<Database> {
  const db = createDatabase(await workerDatabaseUrl(), { maxConnections: 4 });
  afterAll(() => db.destroy());
  return db;
}

/** The API as production builds it, on this worker's database, without the site or a port. */
export async function testApp(overrides: Partial<Config> = {}) {
  const db = await testDatabase();
  const config: Config = { ...loadConfig({ LOG_LEVEL: 'silent' }), serveSite: false, ...overrides };
  const app = await buildApp(config, { db });
  afterAll(() => app.close());
  return { app, db, config };
}
