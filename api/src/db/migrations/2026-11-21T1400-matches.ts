import { type Kysely, sql } from 'kysely';

// A match: the survey answers and the therapists chosen for them, reachable by an unguessable uid.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('match')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('uid', 'text', (c) => c.notNull().unique())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addColumn('results', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('match').execute();
}
