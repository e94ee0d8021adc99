import { type Kysely, sql } from 'kysely';

/**
 * Profile onboarding and editing: where a profile stands in verification, how the therapist wants
 * to be contacted, the wizard's draft per therapist account and the bookshelf.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  // 'verified' with verified_at set is listed; a verified profile whose regulated facts change goes
  // back to review while its verified_at (and so its listing) stays.
  await db.schema
    .alterTable('therapist')
    .addColumn('verification_status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(
          sql`verification_status IN ('draft', 'submitted', 'in_review', 'verified', 'changes_requested', 'rejected')`,
        ),
    )
    .addColumn('submitted_at', 'timestamptz')
    // How new clients may reach the therapist first; 'messages' (Calma's own messaging and
    // booking) is open to every profile unless the therapist says otherwise.
    .addColumn('contact_methods', sql`text[]`, (c) =>
      c
        .notNull()
        .defaultTo(sql`'{messages}'`)
        .check(sql`contact_methods <@ ARRAY['messages', 'email', 'phone', 'website']::text[]`),
    )
    .execute();
  await sql`UPDATE therapist SET verification_status = 'verified' WHERE verified_at IS NOT NULL`.execute(db);

  // What a therapist typed into the profile wizard, per step, kept as typed (even when invalid)
  // until they submit it: nothing is lost on reload or bad input.
  await db.schema
    .createTable('profile_draft')
    .addColumn('user_id', 'uuid', (c) => c.primaryKey().references('user_account.id').onDelete('cascade'))
    .addColumn('steps', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('completed_steps', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('current_step', 'text', (c) => c.notNull().defaultTo('general-info'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // Books a therapist recommends, shown on the profile. ISBNs are stored without separators.
  await db.schema
    .createTable('therapist_book')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('therapist_id', 'uuid', (c) => c.notNull().references('therapist.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('isbn', 'text', (c) => c.check(sql`isbn ~ '^([0-9]{9}[0-9X]|[0-9]{13})$'`))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('therapist_book_therapist_idx').on('therapist_book').column('therapist_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('therapist_book').execute();
  await db.schema.dropTable('profile_draft').execute();
  await db.schema
    .alterTable('therapist')
    .dropColumn('contact_methods')
    .dropColumn('submitted_at')
    .dropColumn('verification_status')
    .execute();
}
