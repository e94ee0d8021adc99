import { type Kysely, sql } from 'kysely';

// What visitors send through the public forms: a recommendation to their employer, a partnership
// or a press enquiry. The fields differ per form, so they are one JSON object; the address the
// request came from is kept only as a keyed hash, enough to limit how often one address sends.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('form_submission')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind IN ('recommend_employer', 'partnership', 'press')`))
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale IN ('en', 'de', 'nl', 'es', 'pt')`))
    .addColumn('fields', 'jsonb', (c) => c.notNull().check(sql`jsonb_typeof(fields) = 'object'`))
    .addColumn('ip_hash', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('handled_at', 'timestamptz')
    .addColumn('email_sent_at', 'timestamptz')
    .execute();
  // The admins' list: one kind, newest first.
  await db.schema
    .createIndex('form_submission_kind_idx')
    .on('form_submission')
    .columns(['kind', 'created_at'])
    .execute();
  // How many messages one address had sent in the last hour.
  await db.schema
    .createIndex('form_submission_ip_idx')
    .on('form_submission')
    .columns(['ip_hash', 'email_sent_at'])
    .where('ip_hash', 'is not', null)
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('form_submission').execute();
}
