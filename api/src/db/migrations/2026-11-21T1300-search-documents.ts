import { type Kysely, sql } from 'kysely';

const locales = ['en', 'de', 'nl', 'es', 'pt'];
// Tables whose changes can change a therapist's search document.
const announcing = [
  'therapist',
  'therapist_text',
  'therapist_location',
  'therapist_language',
  'therapist_category',
  'therapist_approach',
  'therapist_specialization',
  'service',
];

/**
 * The PostgreSQL search engine's index: one row per listed, verified therapist, written by the
 * indexer (never by request handlers), with a tsvector per locale, trigram-searchable names and an
 * earth point for distance. A trigger announces changed therapists so the indexer can follow.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  let table = db.schema
    .createTable('search_document')
    .addColumn('therapist_id', 'uuid', (c) => c.primaryKey().references('therapist.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('hit', 'jsonb', (c) => c.notNull())
    // Filterable values as 'kind:slug' ('language:german', 'modality:online', 'gender:female'):
    // one GIN index answers any combination of filters, and one pass counts every facet.
    .addColumn('facets', sql`text[]`, (c) => c.notNull())
    // 'country:germany', 'city:berlin', 'district:kreuzberg'.
    .addColumn('places', sql`text[]`, (c) => c.notNull())
    .addColumn('price_minor', 'integer')
    .addColumn('accepting_new_clients', 'boolean', (c) => c.notNull())
    .addColumn('lat', 'double precision')
    .addColumn('lon', 'double precision')
    .addColumn('indexed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`));
  for (const locale of locales) table = table.addColumn(`tsv_${locale}`, sql`tsvector`, (c) => c.notNull());
  await table.execute();

  await sql`CREATE INDEX search_document_facets_idx ON search_document USING gin (facets)`.execute(db);
  await sql`CREATE INDEX search_document_places_idx ON search_document USING gin (places)`.execute(db);
  for (const locale of locales) {
    await sql`CREATE INDEX ${sql.id(`search_document_tsv_${locale}_idx`)} ON search_document USING gin (${sql.id(`tsv_${locale}`)})`.execute(
      db,
    );
  }
  await sql`CREATE INDEX search_document_name_trgm_idx ON search_document USING gin (lower(name) gin_trgm_ops)`.execute(
    db,
  );
  await sql`CREATE INDEX search_document_earth_idx ON search_document USING gist (ll_to_earth(lat, lon)) WHERE lat IS NOT NULL`.execute(
    db,
  );

  // Any change to a therapist or their profile rows notifies 'search_index' with the therapist id
  // (PostgreSQL delivers one notification per distinct id per transaction).
  await sql`
    CREATE FUNCTION notify_search_index() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed uuid;
    BEGIN
      -- Bulk writers (the seed) rebuild the whole index afterwards and switch this off locally.
      IF current_setting('calma.bulk_load', true) = 'on' THEN
        RETURN NULL;
      END IF;
      IF TG_TABLE_NAME = 'therapist' THEN
        changed := COALESCE(NEW.id, OLD.id);
      ELSIF TG_OP = 'DELETE' THEN
        changed := OLD.therapist_id;
      ELSE
        changed := NEW.therapist_id;
      END IF;
      PERFORM pg_notify('search_index', changed::text);
      RETURN NULL;
    END $$`.execute(db);
  for (const source of announcing) {
    await sql`CREATE TRIGGER ${sql.id(`${source}_search_index`)} AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(source)}
      FOR EACH ROW EXECUTE FUNCTION notify_search_index()`.execute(db);
  }
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  for (const source of announcing) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${source}_search_index`)} ON ${sql.id(source)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS notify_search_index()`.execute(db);
  await db.schema.dropTable('search_document').execute();
}
