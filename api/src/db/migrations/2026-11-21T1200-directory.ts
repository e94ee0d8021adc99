import { type Kysely, sql } from 'kysely';

const taxonomyLinks = ['therapist_language', 'therapist_category', 'therapist_approach', 'therapist_specialization'];
const linkColumn: Record<string, string> = {
  therapist_language: 'language',
  therapist_category: 'category',
  therapist_approach: 'approach',
  therapist_specialization: 'specialization',
};

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('therapist')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', sql`citext`, (c) => c.notNull().unique())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pronouns', 'text')
    .addColumn('gender', 'text', (c) => c.check(sql`gender IN ('female', 'male', 'non_binary')`))
    .addColumn('email', sql`citext`)
    .addColumn('phone', 'text')
    .addColumn('website', 'text')
    .addColumn('photo_path', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency IN ('EUR', 'GBP')`))
    .addColumn('offers_online', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('offers_in_person', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('accepting_new_clients', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('show_prices', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('listed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified_at', 'timestamptz')
    .addColumn('years_experience', 'integer', (c) => c.check(sql`years_experience BETWEEN 0 AND 70`))
    .addColumn('education', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('qualifications', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('memberships', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  // The profile texts a therapist writes, per locale ("localised profile").
  await db.schema
    .createTable('therapist_text')
    .addColumn('therapist_id', 'uuid', (c) => c.notNull().references('therapist.id').onDelete('cascade'))
    .addColumn('locale', 'text', (c) => c.notNull().check(sql`locale IN ('en', 'de', 'nl', 'es', 'pt')`))
    .addColumn('about', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('approach', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('client_focus', 'text', (c) => c.notNull().defaultTo(''))
    .addPrimaryKeyConstraint('therapist_text_pk', ['therapist_id', 'locale'])
    .execute();

  await db.schema
    .createTable('therapist_location')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('therapist_id', 'uuid', (c) => c.notNull().references('therapist.id').onDelete('cascade'))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('district', 'text')
    .addColumn('street', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('postal_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lon', 'double precision', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('therapist_location_therapist_idx')
    .on('therapist_location')
    .column('therapist_id')
    .execute();

  for (const table of taxonomyLinks) {
    const column = linkColumn[table] as string;
    await db.schema
      .createTable(table)
      .addColumn('therapist_id', 'uuid', (c) => c.notNull().references('therapist.id').onDelete('cascade'))
      .addColumn(column, 'text', (c) => c.notNull())
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint(`${table}_pk`, ['therapist_id', column])
      .execute();
  }

  // What clients book: managed by the therapist, archived rather than deleted once booked.
  await db.schema
    .createTable('service')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('therapist_id', 'uuid', (c) => c.notNull().references('therapist.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull().check(sql`duration_minutes BETWEEN 5 AND 480`))
    .addColumn('price_minor', 'integer', (c) => c.notNull().check(sql`price_minor >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency IN ('EUR', 'GBP')`))
    .addColumn('modality', 'text', (c) => c.notNull().check(sql`modality IN ('online', 'in_person', 'both')`))
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('archived_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('service_therapist_idx').on('service').column('therapist_id').execute();

  // Weekly hours in the therapist's time zone (ISO weekday 1 = Monday).
  await db.schema
    .createTable('availability_rule')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('therapist_id', 'uuid', (c) => c.notNull().references('therapist.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull().check(sql`weekday BETWEEN 1 AND 7`))
    .addColumn('start_time', 'time', (c) => c.notNull())
    .addColumn('end_time', 'time', (c) => c.notNull())
    .addColumn('modality', 'text', (c) => c.notNull().check(sql`modality IN ('online', 'in_person', 'both')`))
    .addColumn('location_id', 'uuid', (c) => c.references('therapist_location.id').onDelete('cascade'))
    .addCheckConstraint('availability_rule_order', sql`start_time < end_time`)
    .execute();
  await db.schema
    .createIndex('availability_rule_therapist_idx')
    .on('availability_rule')
    .column('therapist_id')
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'availability_rule',
    'service',
    ...taxonomyLinks,
    'therapist_location',
    'therapist_text',
    'therapist',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
