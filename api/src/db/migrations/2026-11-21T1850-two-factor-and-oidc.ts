import { type Kysely, sql } from 'kysely';

// Two-factor sign-in and accounts linked to an OpenID Connect provider. Everything belongs to one
// account and goes with it.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  // One TOTP secret per account, sealed (AES-256-GCM, key id inside the value). A row without
  // enabled_at is a set-up that was started and not yet confirmed with a code.
  await db.schema
    .createTable('two_factor')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('user_account.id').onDelete('cascade'))
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'timestamptz')
    // The 30-second step of the last accepted code: a code works once, even within its window.
    .addColumn('last_used_step', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // One-time recovery codes, hashed like passwords; a used code keeps its row with used_at.
  await db.schema
    .createTable('two_factor_recovery_code')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('two_factor_recovery_code_user_idx')
    .on('two_factor_recovery_code')
    .column('user_id')
    .execute();

  // A provider's account (issuer + subject, stable) signs in as one of ours. The email is what the
  // provider said when the link was made, for the person's own overview.
  await db.schema
    .createTable('oidc_identity')
    .addColumn('issuer', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('email', sql`citext`, (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('oidc_identity_pkey', ['issuer', 'subject'])
    .execute();
  await db.schema.createIndex('oidc_identity_user_idx').on('oidc_identity').column('user_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_identity').execute();
  await db.schema.dropTable('two_factor_recovery_code').execute();
  await db.schema.dropTable('two_factor').execute();
}
