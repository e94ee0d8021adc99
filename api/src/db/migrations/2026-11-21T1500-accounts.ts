import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('user_account')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('email', sql`citext`, (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role IN ('client', 'therapist', 'admin')`))
    .addColumn('display_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('locale', 'text', (c) =>
      c.notNull().defaultTo('en').check(sql`locale IN ('en', 'de', 'nl', 'es', 'pt')`),
    )
    .addColumn('email_verified_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .alterTable('therapist')
    .addColumn('user_id', 'uuid', (c) => c.references('user_account.id').onDelete('set null').unique())
    .execute();

  // A signed-in device: a family of refresh tokens, each used once; reusing one revokes the family.
  await db.schema
    .createTable('auth_session')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('auth_session_user_idx').on('auth_session').column('user_id').execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('session_id', 'uuid', (c) => c.notNull().references('auth_session.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('refresh_token_session_idx').on('refresh_token').column('session_id').execute();

  // Failed sign-ins per email (known or not, so the answer never tells which).
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('email_hash', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('locked_until', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('sign_in_throttle').execute();
  await db.schema.dropTable('refresh_token').execute();
  await db.schema.dropTable('auth_session').execute();
  await db.schema.alterTable('therapist').dropColumn('user_id').execute();
  await db.schema.dropTable('user_account').execute();
}
