import { type Kysely, sql } from 'kysely';

/**
 * A full rebuild of the search index derives the sort keys and bit strings once, at its end,
 * instead of after every batch of 500 documents (decision 034): per batch, the triggers rewrote
 * every bit string the batch touched, which made each batch half as slow again and left
 * search_bitmap about 15 times its size (until a VACUUM FULL), all of which every search's
 * counting then read.
 *
 * `search_rederive()` numbers the documents from 0 and derives everything from search_document;
 * the engine's replaceAll sets `calma.search_rebuild` for its transaction, which the triggers skip,
 * and calls it last, so that what commits is exact. Every other write is derived as before.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION search_rederive() RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('search-index'));
      DELETE FROM search_sort_key;
      DELETE FROM search_bitmap;
      INSERT INTO search_sort_key (therapist_id, doc_no, accepting_new_clients, price_minor, earth)
      SELECT therapist_id, (row_number() OVER (ORDER BY therapist_id))::integer - 1, accepting_new_clients, price_minor,
             ll_to_earth(lat, lon)
      FROM search_document;
      INSERT INTO search_bitmap (facet, value, chunk, bits)
      SELECT f.facet, f.value, k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192))
      FROM search_document AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f
      GROUP BY 1, 2, 3;
      -- Writes after this one in the same transaction are derived one by one again.
      PERFORM set_config('calma.search_rebuild', 'off', true);
    END $$`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION search_document_derive() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      first_free integer;
    BEGIN
      IF current_setting('calma.search_rebuild', true) = 'on' THEN
        -- A full rebuild derives everything once at its end (search_rederive).
        RETURN NULL;
      END IF;
      IF TG_OP = 'TRUNCATE' OR (TG_OP = 'DELETE' AND NOT EXISTS (SELECT FROM search_document)) THEN
        -- The whole index was emptied (a full rebuild starts so): nothing is left to count.
        DELETE FROM search_sort_key;
        DELETE FROM search_bitmap;
      ELSIF TG_OP = 'INSERT' THEN
        SELECT coalesce(max(doc_no) + 1, 0) INTO first_free FROM search_sort_key;
        INSERT INTO search_sort_key (therapist_id, doc_no, accepting_new_clients, price_minor, earth)
        SELECT therapist_id, first_free + (row_number() OVER (ORDER BY therapist_id))::integer - 1,
               accepting_new_clients, price_minor, ll_to_earth(lat, lon)
        FROM new_rows;
        PERFORM search_bitmap_write(true, array_agg(k.doc_no), array_agg(f.facet), array_agg(f.value))
        FROM new_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f;
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM search_bitmap_write(false, array_agg(k.doc_no), array_agg(f.facet), array_agg(f.value))
        FROM old_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f;
        DELETE FROM search_sort_key AS k USING old_rows AS d WHERE k.therapist_id = d.therapist_id;
      ELSE
        -- An update: the values each document lost, then those it gained, then its keys.
        PERFORM search_bitmap_write(false, array_agg(doc_no), array_agg(facet), array_agg(value))
        FROM (SELECT k.doc_no, f.facet, f.value FROM old_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f
              EXCEPT SELECT k.doc_no, f.facet, f.value FROM new_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f) AS lost;
        PERFORM search_bitmap_write(true, array_agg(doc_no), array_agg(facet), array_agg(value))
        FROM (SELECT k.doc_no, f.facet, f.value FROM new_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f
              EXCEPT SELECT k.doc_no, f.facet, f.value FROM old_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f) AS gained;
        UPDATE search_sort_key AS k
        SET accepting_new_clients = d.accepting_new_clients, price_minor = d.price_minor, earth = ll_to_earth(d.lat, d.lon)
        FROM new_rows AS d
        WHERE k.therapist_id = d.therapist_id
          AND (k.accepting_new_clients, k.price_minor, k.earth::cube)
            IS DISTINCT FROM (d.accepting_new_clients, d.price_minor, ll_to_earth(d.lat, d.lon)::cube);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION search_document_derive() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      first_free integer;
    BEGIN
      IF TG_OP = 'TRUNCATE' OR (TG_OP = 'DELETE' AND NOT EXISTS (SELECT FROM search_document)) THEN
        -- The whole index was emptied (a full rebuild starts so): nothing is left to count.
        DELETE FROM search_sort_key;
        DELETE FROM search_bitmap;
      ELSIF TG_OP = 'INSERT' THEN
        SELECT coalesce(max(doc_no) + 1, 0) INTO first_free FROM search_sort_key;
        INSERT INTO search_sort_key (therapist_id, doc_no, accepting_new_clients, price_minor, earth)
        SELECT therapist_id, first_free + (row_number() OVER (ORDER BY therapist_id))::integer - 1,
               accepting_new_clients, price_minor, ll_to_earth(lat, lon)
        FROM new_rows;
        PERFORM search_bitmap_write(true, array_agg(k.doc_no), array_agg(f.facet), array_agg(f.value))
        FROM new_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f;
      ELSIF TG_OP = 'DELETE' THEN
        PERFORM search_bitmap_write(false, array_agg(k.doc_no), array_agg(f.facet), array_agg(f.value))
        FROM old_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f;
        DELETE FROM search_sort_key AS k USING old_rows AS d WHERE k.therapist_id = d.therapist_id;
      ELSE
        -- An update: the values each document lost, then those it gained, then its keys.
        PERFORM search_bitmap_write(false, array_agg(doc_no), array_agg(facet), array_agg(value))
        FROM (SELECT k.doc_no, f.facet, f.value FROM old_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f
              EXCEPT SELECT k.doc_no, f.facet, f.value FROM new_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f) AS lost;
        PERFORM search_bitmap_write(true, array_agg(doc_no), array_agg(facet), array_agg(value))
        FROM (SELECT k.doc_no, f.facet, f.value FROM new_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f
              EXCEPT SELECT k.doc_no, f.facet, f.value FROM old_rows AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f) AS gained;
        UPDATE search_sort_key AS k
        SET accepting_new_clients = d.accepting_new_clients, price_minor = d.price_minor, earth = ll_to_earth(d.lat, d.lon)
        FROM new_rows AS d
        WHERE k.therapist_id = d.therapist_id
          AND (k.accepting_new_clients, k.price_minor, k.earth::cube)
            IS DISTINCT FROM (d.accepting_new_clients, d.price_minor, ll_to_earth(d.lat, d.lon)::cube);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`DROP FUNCTION search_rederive()`.execute(db);
}
