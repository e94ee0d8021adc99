import { type Kysely, sql } from 'kysely';

const extensions = ['citext', 'btree_gist', 'pg_trgm', 'cube', 'earthdistance'];

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of extensions) await sql`CREATE EXTENSION IF NOT EXISTS ${sql.id(name)}`.execute(db);
  await db.schema
    .createTable('app_setting')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_setting').execute();
  for (const name of [...extensions].reverse()) await sql`DROP EXTENSION IF EXISTS ${sql.id(name)}`.execute(db);
}
