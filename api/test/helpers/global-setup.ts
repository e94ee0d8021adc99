import { createServer } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { repoRoot } from '../../src/config.ts';
import { createDatabase } from '../../src/db/database.ts';
import { startEmbeddedPostgres } from '../../src/db/embedded.ts';
import { migrateToLatest } from '../../src/db/migrator.ts';
import { postgresTools, serverMajorVersion } from '../../src/db/postgres-tools.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
  }
}

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/**
 * One PostgreSQL for the run: the embedded server (fresh data directory), or DATABASE_URL's when
 * set. Migrations run once into a template; each test worker clones it (see database.ts).
 */
export default async function setup(project: TestProject) {
  const external = process.env.DATABASE_URL;
  const embedded = external
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: path.join(repoRoot, '.data/test', String(process.pid)),
        port: await freePort(),
      });
  const adminUrl = external ?? embedded?.adminUrl ?? '';
  // backup.test.ts runs pg_dump and pg_restore of the server's version. Where the machine lacks them
  // they are built once from PostgreSQL's source (minutes): here, before any test starts, so that no
  // test shares the two cores with a compiler and times out.
  await postgresTools(await serverMajorVersion(adminUrl), (line) => process.stdout.write(`${line}\n`));
  const templateDatabase = `calma_test_${process.pid}`;

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${templateDatabase}`);
  await admin.query(`CREATE DATABASE ${templateDatabase}`);
  const template = createDatabase(withDatabase(adminUrl, templateDatabase), { maxConnections: 1 });
  await migrateToLatest(template);
  await template.destroy();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [
      `${templateDatabase}%`,
    ]);
    for (const { datname } of rows)
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(datname)} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
  };
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.href;
}
