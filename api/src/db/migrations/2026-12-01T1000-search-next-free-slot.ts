import { type Kysely, sql } from 'kysely';

/**
 * Searches filter on the next free slot ("available within N days") and count how many therapists
 * each choice of it would give, from bit strings like every other filter (decisions 033, 034): per
 * way of meeting (`free_any`, `free_online`, `free_in_person`), one value per UTC day on which a
 * therapist's next free slot starts. "Within N days" is the OR of the days before the one where the
 * N days end, plus that day's therapists whose slot starts before the end, read from
 * next_free_slot's index (a day's worth at most).
 *
 * A document's values now include its therapist's free days, so indexing, removing and the full
 * rebuild (search_rederive) derive them as before; a trigger on next_free_slot moves a therapist's
 * bit when the refresher moves their slot, under the index's one-writer lock.
 *
 * The sort keys carry each way of meeting's next free start too (`free_any_at`…), with an index per
 * way, so that "soonest first" walks an index that holds the document numbers, as price does, and
 * the day where "within N days" ends is a range of that index.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`SET LOCAL statement_timeout = 0`.execute(db);
  await sql`
    CREATE FUNCTION search_free_value(modality text, starts_at timestamptz) RETURNS text
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT 'free_' || modality || ':' || to_char(starts_at AT TIME ZONE 'UTC', 'YYYY-MM-DD')
    $$`.execute(db);
  // STABLE, no longer IMMUTABLE: it reads next_free_slot.
  await sql`
    CREATE OR REPLACE FUNCTION search_filter_values(d search_document) RETURNS TABLE (facet text, value text)
    LANGUAGE sql STABLE PARALLEL SAFE AS $$
      SELECT split_part(v, ':', 1), substr(v, strpos(v, ':') + 1)
      FROM unnest(d.facets || d.places
        || CASE WHEN d.facets @> ARRAY['modality:online'] THEN ARRAY['online:'] ELSE '{}' END
        || ARRAY['all:', 'accepting:' || d.accepting_new_clients]
        || CASE WHEN d.price_minor IS NULL THEN '{}' ELSE ARRAY['price:' || d.price_minor] END
        || ARRAY(SELECT search_free_value(n.modality, n.starts_at) FROM next_free_slot AS n WHERE n.therapist_id = d.therapist_id)) AS v
    $$`.execute(db);

  await sql`
    ALTER TABLE search_sort_key
      ADD COLUMN free_any_at timestamptz,
      ADD COLUMN free_online_at timestamptz,
      ADD COLUMN free_in_person_at timestamptz`.execute(db);
  // These therapists' sort keys take their next free starts as next_free_slot holds them now.
  await sql`
    CREATE FUNCTION search_sort_key_free(ids uuid[]) RETURNS void LANGUAGE sql AS $$
      UPDATE search_sort_key AS k
      SET free_any_at = s.any_at, free_online_at = s.online_at, free_in_person_at = s.in_person_at
      FROM (
        SELECT i.id,
               min(n.starts_at) FILTER (WHERE n.modality = 'any') AS any_at,
               min(n.starts_at) FILTER (WHERE n.modality = 'online') AS online_at,
               min(n.starts_at) FILTER (WHERE n.modality = 'in_person') AS in_person_at
        FROM unnest(ids) AS i(id) LEFT JOIN next_free_slot AS n ON n.therapist_id = i.id
        GROUP BY i.id
      ) AS s
      WHERE k.therapist_id = s.id
        AND (k.free_any_at, k.free_online_at, k.free_in_person_at) IS DISTINCT FROM (s.any_at, s.online_at, s.in_person_at)
    $$`.execute(db);
  for (const way of ['any', 'online', 'in_person']) {
    await sql`CREATE INDEX ${sql.id(`search_sort_key_free_${way}_idx`)} ON search_sort_key (${sql.id(`free_${way}_at`)} ASC NULLS LAST, therapist_id) INCLUDE (doc_no)`.execute(
      db,
    );
  }
  // A document indexed one by one gets its starts after its keys are made (the trigger before this
  // one by name); a full rebuild gets them in search_rederive.
  await sql`
    CREATE FUNCTION search_document_free() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('calma.search_rebuild', true) = 'on' THEN
        RETURN NULL;
      END IF;
      PERFORM search_sort_key_free(array_agg(therapist_id)) FROM new_rows;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER search_document_inserted_free AFTER INSERT ON search_document
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_document_free()`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION search_rederive() RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_advisory_xact_lock(hashtext('search-index'));
      DELETE FROM search_sort_key;
      DELETE FROM search_bitmap;
      INSERT INTO search_sort_key (therapist_id, doc_no, accepting_new_clients, price_minor, earth)
      SELECT therapist_id, (row_number() OVER (ORDER BY therapist_id))::integer - 1, accepting_new_clients, price_minor,
             ll_to_earth(lat, lon)
      FROM search_document;
      PERFORM search_sort_key_free(ARRAY(SELECT therapist_id FROM search_sort_key));
      INSERT INTO search_bitmap (facet, value, chunk, bits)
      SELECT f.facet, f.value, k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192))
      FROM search_document AS d JOIN search_sort_key AS k USING (therapist_id), search_filter_values(d) AS f
      GROUP BY 1, 2, 3;
      -- Writes after this one in the same transaction are derived one by one again.
      PERFORM set_config('calma.search_rebuild', 'off', true);
    END $$`.execute(db);

  await sql`
    CREATE FUNCTION next_free_slot_search_bits() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF current_setting('calma.search_rebuild', true) = 'on' THEN
        RETURN NULL;
      END IF;
      PERFORM pg_advisory_xact_lock(hashtext('search-index'));
      -- An update clears the old day and sets the new one (the same day: cleared, then set again).
      IF TG_OP IN ('DELETE', 'UPDATE') THEN
        PERFORM search_bitmap_write(false, array_agg(k.doc_no), array_agg(split_part(v, ':', 1)), array_agg(split_part(v, ':', 2)))
        FROM old_rows AS o JOIN search_sort_key AS k USING (therapist_id), search_free_value(o.modality, o.starts_at) AS v;
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM search_bitmap_write(true, array_agg(k.doc_no), array_agg(split_part(v, ':', 1)), array_agg(split_part(v, ':', 2)))
        FROM new_rows AS n JOIN search_sort_key AS k USING (therapist_id), search_free_value(n.modality, n.starts_at) AS v;
        PERFORM search_sort_key_free(array_agg(DISTINCT therapist_id)) FROM new_rows;
      ELSE
        PERFORM search_sort_key_free(array_agg(DISTINCT therapist_id)) FROM old_rows;
      END IF;
      RETURN NULL;
    END $$`.execute(db);
  await sql`CREATE TRIGGER next_free_slot_search_inserted AFTER INSERT ON next_free_slot
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION next_free_slot_search_bits()`.execute(db);
  await sql`CREATE TRIGGER next_free_slot_search_updated AFTER UPDATE ON next_free_slot
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION next_free_slot_search_bits()`.execute(
    db,
  );
  await sql`CREATE TRIGGER next_free_slot_search_deleted AFTER DELETE ON next_free_slot
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION next_free_slot_search_bits()`.execute(db);

  // The slots stored so far, for the documents indexed so far.
  await sql`SELECT search_sort_key_free(ARRAY(SELECT therapist_id FROM search_sort_key))`.execute(db);
  await sql`
    SELECT search_bitmap_write(true, array_agg(k.doc_no), array_agg(split_part(v, ':', 1)), array_agg(split_part(v, ':', 2)))
    FROM next_free_slot AS n JOIN search_sort_key AS k USING (therapist_id), search_free_value(n.modality, n.starts_at) AS v`.execute(
    db,
  );
  await sql`ANALYZE search_bitmap, search_sort_key`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  for (const trigger of ['inserted', 'updated', 'deleted']) {
    await sql`DROP TRIGGER ${sql.id(`next_free_slot_search_${trigger}`)} ON next_free_slot`.execute(db);
  }
  await sql`DROP FUNCTION next_free_slot_search_bits()`.execute(db);
  await sql`DROP TRIGGER search_document_inserted_free ON search_document`.execute(db);
  await sql`DROP FUNCTION search_document_free()`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION search_rederive() RETURNS void LANGUAGE plpgsql AS $$
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
      PERFORM set_config('calma.search_rebuild', 'off', true);
    END $$`.execute(db);
  await sql`DROP FUNCTION search_sort_key_free(uuid[])`.execute(db);
  await sql`ALTER TABLE search_sort_key DROP COLUMN free_any_at, DROP COLUMN free_online_at, DROP COLUMN free_in_person_at`.execute(
    db,
  );
  await sql`DELETE FROM search_bitmap WHERE facet LIKE 'free\\_%'`.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION search_filter_values(d search_document) RETURNS TABLE (facet text, value text)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT split_part(v, ':', 1), substr(v, strpos(v, ':') + 1)
      FROM unnest(d.facets || d.places
        || CASE WHEN d.facets @> ARRAY['modality:online'] THEN ARRAY['online:'] ELSE '{}' END
        || ARRAY['all:', 'accepting:' || d.accepting_new_clients]
        || CASE WHEN d.price_minor IS NULL THEN '{}' ELSE ARRAY['price:' || d.price_minor] END) AS v
    $$`.execute(db);
  await sql`DROP FUNCTION search_free_value(text, timestamptz)`.execute(db);
}
