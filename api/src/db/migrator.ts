import { promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Kysely } from 'kysely';
import { FileMigrationProvider, type MigrationResultSet, Migrator } from 'kysely/migration';

const migrationFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

// Kysely's Migrator holds a PostgreSQL advisory lock while it runs, so concurrent starts are safe.
// biome-ignore lint/suspicious/noExplicitAny: migrations are written against an untyped database.
export function createMigrator(db: Kysely<any>): Migrator {
  return new Migrator({ db, provider: new FileMigrationProvider({ fs, path, migrationFolder }) });
}

function unwrap({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).map((r) => `${r.direction === 'Up' ? '↑' : '↓'} ${r.migrationName}`);
}

// biome-ignore lint/suspicious/noExplicitAny: see createMigrator.
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return unwrap(await createMigrator(db).migrateToLatest());
}

/** Pending migrations: what `/api/ready` reports and start-up applies. */
// biome-ignore lint/suspicious/noExplicitAny: see createMigrator.
export async function pendingMigrations(db: Kysely<any>): Promise<string[]> {
  const all = await createMigrator(db).getMigrations();
  return all.filter((m) => !m.executedAt).map((m) => m.name);
}

// biome-ignore lint/suspicious/noExplicitAny: see createMigrator.
export async function migrateDownAll(db: Kysely<any>): Promise<string[]> {
  const { NO_MIGRATIONS } = await import('kysely/migration');
  return unwrap(await createMigrator(db).migrateTo(NO_MIGRATIONS));
}
