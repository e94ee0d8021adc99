import { type Kysely, sql } from 'kysely';

// Registration, email verification, password reset, the security audit log and account deletion.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  // One-time links sent by email. Only a hash is kept, so a database leak gives no usable link.
  // `browser_hash` ties a verification link to the browser that registered (it may sign that one in).
  await db.schema
    .createTable('email_token')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose IN ('verify_email', 'reset_password')`))
    .addColumn('browser_hash', 'text')
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('email_token_user_idx').on('email_token').columns(['user_id', 'purpose']).execute();

  // Emails sent per address and purpose in a window, so nobody can flood an inbox through our forms.
  await db.schema
    .createTable('email_send_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('window_started_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // What happened to an account's security, shown to its owner. No raw IP address: a keyed hash
  // only tells whether two events came from the same address. The kinds live in the code (auth/audit.ts)
  // so that a new kind needs no migration. A row without user_id records that an account was erased.
  await db.schema
    .createTable('security_event')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.references('user_account.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('ip_hash', 'text')
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('security_event_user_idx')
    .on('security_event')
    .columns(['user_id', 'created_at desc'])
    .execute();

  await db.schema.alterTable('user_account').addColumn('deletion_requested_at', 'timestamptz').execute();
  await db.schema
    .createIndex('user_account_deletion_idx')
    .on('user_account')
    .column('deletion_requested_at')
    .where(sql.ref('deletion_requested_at'), 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('user_account_deletion_idx').execute();
  await db.schema.alterTable('user_account').dropColumn('deletion_requested_at').execute();
  await db.schema.dropTable('security_event').execute();
  await db.schema.dropTable('email_send_throttle').execute();
  await db.schema.dropTable('email_token').execute();
}
