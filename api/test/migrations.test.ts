import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createDatabase } from '../src/db/database.ts';
import { migrateDownAll, migrateToLatest, pendingMigrations } from '../src/db/migrator.ts';
import { withDatabase } from './helpers/global-setup.ts';

describe('migrations', () => {
  it('run up, down and up again on an empty database', async () => {
    const adminUrl = inject('adminUrl');
    const name = `${inject('templateDatabase')}_migrations`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    const db = createDatabase(withDatabase(adminUrl, name), { maxConnections: 2 });
    try {
      expect((await pendingMigrations(db)).length).toBeGreaterThan(0);
      await migrateToLatest(db);
      expect(await pendingMigrations(db)).toEqual([]);
      const { rows } = await sql<{ extname: string }>`SELECT extname FROM pg_extension`.execute(db);
      expect(rows.map((r) => r.extname)).toEqual(
        expect.arrayContaining(['citext', 'btree_gist', 'pg_trgm', 'cube', 'earthdistance']),
      );

      await migrateDownAll(db);
      expect((await pendingMigrations(db)).length).toBeGreaterThan(0);
      await migrateToLatest(db);
      expect(await pendingMigrations(db)).toEqual([]);
    } finally {
      await db.destroy();
      await admin.query(`DROP DATABASE ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
    }
  });

  it('apply concurrently without conflict (the migrator takes a lock)', async () => {
    const adminUrl = inject('adminUrl');
    const name = `${inject('templateDatabase')}_migrations_lock`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    const first = createDatabase(withDatabase(adminUrl, name), { maxConnections: 2 });
    const second = createDatabase(withDatabase(adminUrl, name), { maxConnections: 2 });
    try {
      const results = await Promise.all([migrateToLatest(first), migrateToLatest(second)]);
      expect(results.flat().length).toBe(
        (
          await first
            .selectFrom('kysely_migration' as never)
            .selectAll()
            .execute()
        ).length,
      );
      expect(await pendingMigrations(first)).toEqual([]);
    } finally {
      await first.destroy();
      await second.destroy();
      await admin.query(`DROP DATABASE ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await admin.end();
    }
  });
});
