import { type Kysely, sql } from 'kysely';

// Self-test results a client chose to keep, and matches that belong to an account.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  // Only the test's slug is in the clear (to name the row); answers, score and band are sealed
  // together (AES-256-GCM, key id inside the value), so a copy of the database reveals no result.
  await db.schema
    .createTable('saved_self_test')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('test_slug', 'text', (c) => c.notNull())
    .addColumn('result_sealed', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('saved_self_test_user_idx')
    .on('saved_self_test')
    .columns(['user_id', 'created_at'])
    .execute();

  // A match made by a signed-in client, or claimed from the device at sign-in, is theirs alone.
  // Erased with the account rather than orphaned: an orphan would be readable by uid again.
  await db.schema
    .alterTable('match')
    .addColumn('user_id', 'uuid', (c) => c.references('user_account.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('match_user_idx').on('match').columns(['user_id', 'created_at']).execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('match_user_idx').execute();
  await db.schema.alterTable('match').dropColumn('user_id').execute();
  await db.schema.dropTable('saved_self_test').execute();
}
