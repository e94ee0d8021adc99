import { type Kysely, sql } from 'kysely';

/**
 * Searches that read only what they need (issue #32, decision 034). Every indexed therapist gets a
 * small document number. For every filterable value, `search_bitmap` holds the set of documents
 * that have it as bit strings, one row per value and block of 8192 numbers: a search ANDs the bit
 * strings of its filters and counts every facet value with bit_count(value AND filter), a few
 * thousand rows of 1 KB at 100,000 therapists however many documents match. `search_sort_key` is a
 * narrow copy of each document's number and sort keys: the page of hits walks its indexes in order
 * and keeps the documents whose bit is set, without reading the wide documents.
 *
 * Triggers on search_document keep both exact whoever writes it, in the writer's transaction, so a
 * search (one statement) sees documents, bits and keys alike: one writer at a time (an advisory
 * lock), numbers given to new documents after the highest one, bits set and cleared for the values
 * a statement's rows gained and lost. Numbers freed by removed documents are not reused until the
 * next full rebuild, which empties the index and numbers from 0 again.
 *
 * The values of a document are `search_filter_values`: its facets and places, `online`, `all`
 * (every document), `accepting` and `price`. A filter on another column adds values there, in a
 * migration that replaces the function and rebuilds the bit strings; a new order adds a column and
 * an index to search_sort_key.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  // Numbering and the first bit strings read the whole index once.
  await sql`SET LOCAL statement_timeout = 0`.execute(db);

  await sql`
    CREATE TABLE search_sort_key (
      -- No foreign key: its cascade would remove a document's keys before the trigger below reads them.
      therapist_id uuid PRIMARY KEY,
      doc_no integer NOT NULL UNIQUE CHECK (doc_no >= 0),
      accepting_new_clients boolean NOT NULL,
      price_minor integer,
      -- ll_to_earth(lat, lon), kept so that ordering by distance computes nothing per document.
      earth earth
    )`.execute(db);
  await sql`
    CREATE TABLE search_bitmap (
      facet text NOT NULL,
      value text NOT NULL,
      -- Documents chunk * 8192 to chunk * 8192 + 8191; bit i (from the left) is doc_no chunk * 8192 + i.
      chunk integer NOT NULL,
      bits bit varying(8192) NOT NULL CHECK (length(bits) = 8192),
      PRIMARY KEY (facet, value, chunk)
    )`.execute(db);

  // The filterable values of a document, as (facet, value) pairs. (One unnest: PostgreSQL 18 fails
  // to plan a UNION ALL body inlined beside a GROUP BY, "variable not found in subplan target list".)
  await sql`
    CREATE FUNCTION search_filter_values(d search_document) RETURNS TABLE (facet text, value text)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT split_part(v, ':', 1), substr(v, strpos(v, ':') + 1)
      FROM unnest(d.facets || d.places
        || CASE WHEN d.facets @> ARRAY['modality:online'] THEN ARRAY['online:'] ELSE '{}' END
        || ARRAY['all:', 'accepting:' || d.accepting_new_clients]
        || CASE WHEN d.price_minor IS NULL THEN '{}' ELSE ARRAY['price:' || d.price_minor] END) AS v
    $$`.execute(db);

  // One block's bit string with the bits at these positions (0..8191) set, the rest clear.
  await sql`
    CREATE FUNCTION search_chunk_mask(positions integer[]) RETURNS bit varying
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT ('x' || string_agg(repeat('00', byte - previous - 1) || lpad(to_hex(bits), 2, '0'), '' ORDER BY byte)
              || repeat('00', 1023 - max(byte)))::bit varying
      FROM (SELECT byte, bits, lag(byte, 1, -1) OVER (ORDER BY byte) AS previous
            FROM (SELECT p / 8 AS byte, bit_or(128 >> (p % 8)) AS bits FROM unnest(positions) AS p GROUP BY 1) AS b) AS g
    $$`.execute(db);

  // Sets (turn_on) or clears the bits of these (doc_no, facet, value) triples.
  await sql`
    CREATE FUNCTION search_bitmap_write(turn_on boolean, doc_nos integer[], facets text[], vals text[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      IF turn_on THEN
        INSERT INTO search_bitmap AS b (facet, value, chunk, bits)
        SELECT facet, value, doc_no / 8192, search_chunk_mask(array_agg(doc_no % 8192))
        FROM unnest(doc_nos, facets, vals) AS c(doc_no, facet, value) GROUP BY 1, 2, 3
        ON CONFLICT (facet, value, chunk) DO UPDATE SET bits = b.bits | excluded.bits;
      ELSE
        WITH masks AS (
          SELECT facet, value, doc_no / 8192 AS chunk, search_chunk_mask(array_agg(doc_no % 8192)) AS mask
          FROM unnest(doc_nos, facets, vals) AS c(doc_no, facet, value) GROUP BY 1, 2, 3
        )
        UPDATE search_bitmap AS b SET bits = b.bits & ~m.mask
        FROM masks AS m WHERE (b.facet, b.value, b.chunk) = (m.facet, m.value, m.chunk);
        -- Bit strings left empty go, so that counting reads only values some document has.
        DELETE FROM search_bitmap AS b
        WHERE (b.facet, b.value, b.chunk) IN (SELECT facet, value, doc_no / 8192 FROM unnest(facets, vals, doc_nos) AS c(facet, value, doc_no))
          AND bit_count(b.bits) = 0;
      END IF;
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION search_document_lock() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      -- Numbering takes the highest number so far, and bit strings are read, changed and written.
      PERFORM pg_advisory_xact_lock(hashtext('search-index'));
      RETURN NULL;
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION search_document_derive() RETURNS trigger LANGUAGE plpgsql AS $$
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

  await sql`CREATE TRIGGER search_document_lock BEFORE INSERT OR UPDATE OR DELETE OR TRUNCATE ON search_document
    FOR EACH STATEMENT EXECUTE FUNCTION search_document_lock()`.execute(db);
  await sql`CREATE TRIGGER search_document_inserted AFTER INSERT ON search_document
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_document_derive()`.execute(db);
  await sql`CREATE TRIGGER search_document_updated AFTER UPDATE ON search_document
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_document_derive()`.execute(
    db,
  );
  await sql`CREATE TRIGGER search_document_deleted AFTER DELETE ON search_document
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_document_derive()`.execute(db);
  await sql`CREATE TRIGGER search_document_truncated AFTER TRUNCATE ON search_document
    FOR EACH STATEMENT EXECUTE FUNCTION search_document_derive()`.execute(db);

  // The documents indexed so far, numbered and counted.
  await sql`
    INSERT INTO search_sort_key (therapist_id, doc_no, accepting_new_clients, price_minor, earth)
    SELECT therapist_id, (row_number() OVER (ORDER BY therapist_id))::integer - 1, accepting_new_clients, price_minor,
           ll_to_earth(lat, lon)
    FROM search_document`.execute(db);
  await sql`
    INSERT INTO search_bitmap (facet, value, chunk, bits)
    SELECT f.facet, f.value, k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192))
    FROM search_document AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f
    GROUP BY 1, 2, 3`.execute(db);

  // The orders a page walks; each carries the number, so the walk never reads the table.
  await sql`CREATE INDEX search_sort_key_relevance_idx ON search_sort_key (accepting_new_clients DESC, therapist_id) INCLUDE (doc_no)`.execute(
    db,
  );
  await sql`CREATE INDEX search_sort_key_price_idx ON search_sort_key (price_minor ASC NULLS LAST, therapist_id) INCLUDE (doc_no)`.execute(
    db,
  );
  await sql`CREATE INDEX search_sort_key_earth_idx ON search_sort_key USING gist (earth) WHERE earth IS NOT NULL`.execute(
    db,
  );
  // Documents without a place come after the others by distance.
  await sql`CREATE INDEX search_sort_key_no_place_idx ON search_sort_key (therapist_id) INCLUDE (doc_no) WHERE earth IS NULL`.execute(
    db,
  );
  await sql`ANALYZE search_sort_key, search_bitmap`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['lock', 'inserted', 'updated', 'deleted', 'truncated']) {
    await sql`DROP TRIGGER ${sql.id(`search_document_${trigger}`)} ON search_document`.execute(db);
  }
  await sql`DROP FUNCTION search_document_derive()`.execute(db);
  await sql`DROP FUNCTION search_document_lock()`.execute(db);
  await sql`DROP FUNCTION search_bitmap_write(boolean, integer[], text[], text[])`.execute(db);
  await sql`DROP FUNCTION search_chunk_mask(integer[])`.execute(db);
  await sql`DROP FUNCTION search_filter_values(search_document)`.execute(db);
  await sql`DROP TABLE search_bitmap`.execute(db);
  await sql`DROP TABLE search_sort_key`.execute(db);
}
