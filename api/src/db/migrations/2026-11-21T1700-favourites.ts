import { type Kysely, sql } from 'kysely';

// A client's saved therapists. Gone with the account or the profile, so nothing dangles.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('favourite')
    .addColumn('user_id', 'uuid', (c) => c.notNull().references('user_account.id').onDelete('cascade'))
    .addColumn('therapist_id', 'uuid', (c) => c.notNull().references('therapist.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('favourite_pkey', ['user_id', 'therapist_id'])
    .execute();
  // The primary key serves "this client's favourites"; deleting a therapist needs its own index.
  await db.schema.createIndex('favourite_therapist_idx').on('favourite').column('therapist_id').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('favourite').execute();
}
