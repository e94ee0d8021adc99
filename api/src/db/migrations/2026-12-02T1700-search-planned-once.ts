import { type Kysely, sql } from 'kysely';

/**
 * One search, one function, planned once per connection (decision 042, issue #32). The engine used
 * to write a statement per search whose text followed the filters chosen: 600 visitor searches gave
 * about 300 texts, and PostgreSQL planned each one afresh, about as long as it then took to run it.
 * `search_run` holds every statement of a search as fixed text, with the filters as arguments
 * (the values' facets, values and groups as arrays; price, radius, "available within" and free text
 * as arguments that are NULL when not chosen, whose parts the plan skips), so PL/pgSQL keeps each
 * statement's plan for the connection, and `plan_cache_mode` makes that plan the generic one from the
 * first call instead of planning the first five again.
 *
 * What it computes is unchanged (decision 034): per block of 8,192 documents, the AND of every
 * filter's bits and, per facet, of all filters but the facet's own; every facet value's count as
 * bit_count(value AND filters-but-its-own); the page from an order's index (walking it, keeping
 * documents whose bit is set) or from the matches' numbers (reading them off the bits and sorting
 * them), whichever costs less; only the page's documents are read.
 *
 * Arguments:
 * - p_facets, p_values, p_groups: the value filters (`all` always), each with the facet group whose
 *   counts leave it out (`base` for none);
 * - p_need: how many filters each AND must see per block: [all of them, without place, available,
 *   language, category, approach, specialization, modality, gender] (counted by the caller from
 *   every filter, the argument-driven ones included);
 * - p_price: the highest price in minor units; p_radius (metres), p_lat, p_lon: the radius filter;
 *   p_lat, p_lon alone: where distances are measured from;
 * - p_modality: the way of meeting whose next free slot counts (`any`, `online`, `in_person`);
 *   p_available_day, p_available_start, p_available_end: "available within", as the UTC day on
 *   which it ends, that day's start and the end itself;
 * - p_choice_days, p_choice_day, p_choice_start, p_choice_end: the same for every "available within"
 *   choice, counted for the filter's choices;
 * - p_locale, p_text: free text; p_sort (`relevance`, `price`, `soonest`, `distance`), p_offset,
 *   p_size: the page; p_way (`auto`, `read`, `walk`): how to find it (tests force one).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION search_run(
      p_facets text[], p_values text[], p_groups text[], p_need integer[],
      p_price integer, p_radius float8, p_lat float8, p_lon float8,
      p_modality text, p_available_day text, p_available_start timestamptz, p_available_end timestamptz,
      p_choice_days integer[], p_choice_day text[], p_choice_start timestamptz[], p_choice_end timestamptz[],
      p_locale text, p_text text,
      p_sort text, p_offset integer, p_size integer, p_way text
    ) RETURNS TABLE (total integer, counts jsonb, available jsonb, hits jsonb)
    LANGUAGE plpgsql STABLE
    SET plan_cache_mode = force_generic_plan
    -- Names match with word similarity (a typo in one word of a full name); the default threshold
    -- of 0.6 misses common one-letter swaps, 0.4 still rejects unrelated names.
    SET pg_trgm.word_similarity_threshold = 0.4
    AS $$
    DECLARE
      v_text_nos integer[];
      v_text_ids uuid[];
      v_text_ranks float8[];
      v_bits bit varying[];
      v_every bit varying;
      v_nos integer[];
      v_read boolean;
      v_need integer := p_offset + p_size;
      v_ids uuid[];
      -- Where distances are measured from, and the radius as a box and a straight-line reach, each
      -- worked out once: in a generic plan earthdistance's functions of the arguments would
      -- otherwise run again for every document.
      v_point earth := ll_to_earth(p_lat, p_lon);
      v_box cube := earth_box(ll_to_earth(p_lat, p_lon), p_radius);
      v_reach float8 := gc_to_sec(p_radius);
    BEGIN
      -- Free text: the documents it finds, with how well each matches, in the reader's language.
      IF p_text IS NOT NULL THEN
        SELECT coalesce(array_agg(k.doc_no), '{}'), array_agg(t.therapist_id), array_agg(t.rank)
        INTO v_text_nos, v_text_ids, v_text_ranks
        FROM (
          SELECT d.therapist_id, ts_rank(d.tsv_en, websearch_to_tsquery('english', p_text))
                   + word_similarity(lower(p_text), lower(d.name)) AS rank
          FROM search_document AS d
          WHERE p_locale = 'en' AND (d.tsv_en @@ websearch_to_tsquery('english', p_text) OR lower(p_text) <% lower(d.name))
          UNION ALL
          SELECT d.therapist_id, ts_rank(d.tsv_de, websearch_to_tsquery('german', p_text))
                   + word_similarity(lower(p_text), lower(d.name))
          FROM search_document AS d
          WHERE p_locale = 'de' AND (d.tsv_de @@ websearch_to_tsquery('german', p_text) OR lower(p_text) <% lower(d.name))
          UNION ALL
          SELECT d.therapist_id, ts_rank(d.tsv_nl, websearch_to_tsquery('dutch', p_text))
                   + word_similarity(lower(p_text), lower(d.name))
          FROM search_document AS d
          WHERE p_locale = 'nl' AND (d.tsv_nl @@ websearch_to_tsquery('dutch', p_text) OR lower(p_text) <% lower(d.name))
          UNION ALL
          SELECT d.therapist_id, ts_rank(d.tsv_es, websearch_to_tsquery('spanish', p_text))
                   + word_similarity(lower(p_text), lower(d.name))
          FROM search_document AS d
          WHERE p_locale = 'es' AND (d.tsv_es @@ websearch_to_tsquery('spanish', p_text) OR lower(p_text) <% lower(d.name))
          UNION ALL
          SELECT d.therapist_id, ts_rank(d.tsv_pt, websearch_to_tsquery('portuguese', p_text))
                   + word_similarity(lower(p_text), lower(d.name))
          FROM search_document AS d
          WHERE p_locale = 'pt' AND (d.tsv_pt @@ websearch_to_tsquery('portuguese', p_text) OR lower(p_text) <% lower(d.name))
        ) AS t JOIN search_sort_key AS k USING (therapist_id);
      END IF;

      -- Totals and counts from the bits; the matches' bits per block for the page.
      WITH terms AS (
        SELECT v.grp, b.chunk, b.bits
        FROM unnest(p_facets, p_values, p_groups) AS v(facet, value, grp)
        JOIN search_bitmap AS b ON b.facet = v.facet AND b.value = v.value
        UNION ALL
        -- Every price up to the highest; the CASE keeps the cast to the price rows.
        SELECT 'base', b.chunk, bit_or(b.bits)
        FROM search_bitmap AS b
        WHERE p_price IS NOT NULL AND b.facet = 'price' AND CASE WHEN b.facet = 'price' THEN b.value::integer <= p_price END
        GROUP BY b.chunk
        UNION ALL
        -- earth_box uses the GiST index; the exact distance check removes the box's corners.
        SELECT 'base', k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192))
        FROM search_sort_key AS k
        WHERE p_radius IS NOT NULL AND v_box @> k.earth AND cube_distance(k.earth, v_point) <= v_reach
        GROUP BY k.doc_no / 8192
        UNION ALL
        SELECT 'base', n / 8192, search_chunk_mask(array_agg(n % 8192))
        FROM unnest(v_text_nos) AS n
        GROUP BY n / 8192
        UNION ALL
        -- Free before the end: the free days before the day it falls on, and that day's documents
        -- whose slot starts before the end, a range of the way of meeting's sort key index.
        SELECT 'available', f.chunk, bit_or(f.bits)
        FROM (
          SELECT b.chunk, b.bits FROM search_bitmap AS b
          WHERE p_available_end IS NOT NULL AND b.facet = 'free_' || p_modality AND b.value < p_available_day
          UNION ALL
          SELECT k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192)) FROM search_sort_key AS k
          WHERE p_modality = 'any' AND k.free_any_at >= p_available_start AND k.free_any_at < p_available_end
          GROUP BY k.doc_no / 8192
          UNION ALL
          SELECT k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192)) FROM search_sort_key AS k
          WHERE p_modality = 'online' AND k.free_online_at >= p_available_start AND k.free_online_at < p_available_end
          GROUP BY k.doc_no / 8192
          UNION ALL
          SELECT k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192)) FROM search_sort_key AS k
          WHERE p_modality = 'in_person' AND k.free_in_person_at >= p_available_start AND k.free_in_person_at < p_available_end
          GROUP BY k.doc_no / 8192
        ) AS f(chunk, bits)
        GROUP BY f.chunk
      ),
      -- Per block, the AND of the filters outside a group (of all of them for every); NULL where one
      -- of them has no document in the block.
      filters AS (
        SELECT chunk,
          CASE WHEN count(*) = p_need[1] THEN bit_and(bits) END AS every,
          CASE WHEN count(*) FILTER (WHERE grp <> 'place') = p_need[2]
            THEN bit_and(bits) FILTER (WHERE grp <> 'place') END AS without_place,
          CASE WHEN count(*) FILTER (WHERE grp <> 'available') = p_need[3]
            THEN bit_and(bits) FILTER (WHERE grp <> 'available') END AS without_available,
          CASE WHEN count(*) FILTER (WHERE grp <> 'language') = p_need[4]
            THEN bit_and(bits) FILTER (WHERE grp <> 'language') END AS without_language,
          CASE WHEN count(*) FILTER (WHERE grp <> 'category') = p_need[5]
            THEN bit_and(bits) FILTER (WHERE grp <> 'category') END AS without_category,
          CASE WHEN count(*) FILTER (WHERE grp <> 'approach') = p_need[6]
            THEN bit_and(bits) FILTER (WHERE grp <> 'approach') END AS without_approach,
          CASE WHEN count(*) FILTER (WHERE grp <> 'specialization') = p_need[7]
            THEN bit_and(bits) FILTER (WHERE grp <> 'specialization') END AS without_specialization,
          CASE WHEN count(*) FILTER (WHERE grp <> 'modality') = p_need[8]
            THEN bit_and(bits) FILTER (WHERE grp <> 'modality') END AS without_modality,
          CASE WHEN count(*) FILTER (WHERE grp <> 'gender') = p_need[9]
            THEN bit_and(bits) FILTER (WHERE grp <> 'gender') END AS without_gender
        FROM terms GROUP BY chunk
      ),
      facet_counts AS (
        SELECT b.facet, b.value, sum(bit_count(b.bits & CASE b.facet
            WHEN 'language' THEN f.without_language
            WHEN 'category' THEN f.without_category
            WHEN 'approach' THEN f.without_approach
            WHEN 'specialization' THEN f.without_specialization
            WHEN 'modality' THEN f.without_modality
            WHEN 'gender' THEN f.without_gender
            ELSE f.without_place END))::int AS n
        FROM search_bitmap AS b JOIN filters AS f USING (chunk)
        WHERE b.facet IN ('language', 'category', 'approach', 'specialization', 'modality', 'gender',
                          'country', 'city', 'district', 'online')
        GROUP BY b.facet, b.value
      ),
      -- Per "available within" choice, the documents free by then, and how many pass the other filters.
      free_by AS (
        SELECT days, chunk, bit_or(bits) AS bits FROM (
          SELECT w.days, b.chunk, b.bits
          FROM unnest(p_choice_days, p_choice_day) AS w(days, day)
          JOIN search_bitmap AS b ON b.facet = 'free_' || p_modality AND b.value < w.day
          UNION ALL
          SELECT w.days, k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192))
          FROM unnest(p_choice_days, p_choice_start, p_choice_end) AS w(days, day_start, day_end)
          JOIN search_sort_key AS k ON k.free_any_at >= w.day_start AND k.free_any_at < w.day_end
          WHERE p_modality = 'any'
          GROUP BY w.days, k.doc_no / 8192
          UNION ALL
          SELECT w.days, k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192))
          FROM unnest(p_choice_days, p_choice_start, p_choice_end) AS w(days, day_start, day_end)
          JOIN search_sort_key AS k ON k.free_online_at >= w.day_start AND k.free_online_at < w.day_end
          WHERE p_modality = 'online'
          GROUP BY w.days, k.doc_no / 8192
          UNION ALL
          SELECT w.days, k.doc_no / 8192, search_chunk_mask(array_agg(k.doc_no % 8192))
          FROM unnest(p_choice_days, p_choice_start, p_choice_end) AS w(days, day_start, day_end)
          JOIN search_sort_key AS k ON k.free_in_person_at >= w.day_start AND k.free_in_person_at < w.day_end
          WHERE p_modality = 'in_person'
          GROUP BY w.days, k.doc_no / 8192
        ) AS free(days, chunk, bits)
        GROUP BY days, chunk
      ),
      free_counts AS (
        SELECT a.days, sum(bit_count(a.bits & f.without_available))::int AS n
        FROM free_by AS a JOIN filters AS f USING (chunk)
        GROUP BY a.days
      )
      SELECT
        (SELECT coalesce(sum(bit_count(every)), 0)::int FROM filters),
        (SELECT coalesce(jsonb_object_agg(CASE WHEN facet = 'online' THEN facet ELSE facet || ':' || value END, n), '{}')
           FROM facet_counts WHERE n > 0),
        (SELECT coalesce(jsonb_object_agg(days, n), '{}') FROM free_counts WHERE n > 0),
        -- Block n's matches at n + 1, NULL where a block has none.
        ARRAY(SELECT f.every FROM generate_series(0, (SELECT max(chunk) FROM filters)) AS c(chunk)
              LEFT JOIN filters AS f USING (chunk) ORDER BY c.chunk)
      INTO total, counts, available, v_bits;

      hits := '[]';
      IF total = 0 THEN
        RETURN NEXT;
        RETURN;
      END IF;

      -- Reading costs about ten steps of a walk per result (decision 034); text is ranked by walking.
      v_read := CASE
        WHEN p_text IS NOT NULL AND p_sort = 'relevance' THEN false
        WHEN p_way <> 'auto' THEN p_way = 'read'
        ELSE total::float8 * total * 10 <= v_need::float8
          * (SELECT coalesce(sum(bit_count(bits)), 0) FROM search_bitmap WHERE facet = 'all' AND value = '')
      END;
      IF v_read THEN
        -- The matches' numbers: the lengths of the runs of zeros before each set bit.
        v_nos := ARRAY(
          SELECT (u.i - 1)::int * 8192 + (sum(length(z.zeros) + 1) OVER (PARTITION BY u.i ORDER BY z.n))::int - 1
          FROM unnest(v_bits) WITH ORDINALITY AS u(b, i), string_to_table(u.b::text, '1') WITH ORDINALITY AS z(zeros, n)
          WHERE u.b IS NOT NULL AND z.n <= bit_count(u.b));
      ELSE
        -- Every document's bit in one string, bit n for document n.
        v_every := (SELECT string_agg(coalesce(u.b::text, repeat('0', 8192)), '' ORDER BY u.i)
                    FROM unnest(v_bits) WITH ORDINALITY AS u(b, i))::bit varying;
      END IF;

      -- The page, each order in its index's order: walking it keeping documents whose bit is set,
      -- or reading the matches (a join, which looks each one up) and sorting them; one of each pair
      -- runs. '<> 0': the planner cannot know how many bits are set, and expects most rows to pass,
      -- which is when a walk runs.
      IF p_text IS NOT NULL AND p_sort = 'relevance' THEN
        v_ids := ARRAY(
          SELECT k.therapist_id
          FROM unnest(v_text_ids, v_text_ranks) AS t(therapist_id, rank) JOIN search_sort_key AS k USING (therapist_id)
          WHERE get_bit(v_every, k.doc_no) <> 0
          ORDER BY t.rank DESC, k.accepting_new_clients DESC, k.therapist_id LIMIT v_need);
      ELSIF p_sort = 'price' THEN
        v_ids := ARRAY(
          (SELECT k.therapist_id FROM search_sort_key AS k WHERE NOT v_read AND get_bit(v_every, k.doc_no) <> 0
           ORDER BY k.price_minor ASC NULLS LAST, k.therapist_id LIMIT v_need)
          UNION ALL
          (SELECT k.therapist_id FROM unnest(v_nos) AS m(doc_no) JOIN search_sort_key AS k USING (doc_no) WHERE v_read
           ORDER BY k.price_minor ASC NULLS LAST, k.therapist_id LIMIT v_need));
      ELSIF p_sort = 'soonest' AND p_modality = 'online' THEN
        v_ids := ARRAY(
          (SELECT k.therapist_id FROM search_sort_key AS k WHERE NOT v_read AND get_bit(v_every, k.doc_no) <> 0
           ORDER BY k.free_online_at ASC NULLS LAST, k.therapist_id LIMIT v_need)
          UNION ALL
          (SELECT k.therapist_id FROM unnest(v_nos) AS m(doc_no) JOIN search_sort_key AS k USING (doc_no) WHERE v_read
           ORDER BY k.free_online_at ASC NULLS LAST, k.therapist_id LIMIT v_need));
      ELSIF p_sort = 'soonest' AND p_modality = 'in_person' THEN
        v_ids := ARRAY(
          (SELECT k.therapist_id FROM search_sort_key AS k WHERE NOT v_read AND get_bit(v_every, k.doc_no) <> 0
           ORDER BY k.free_in_person_at ASC NULLS LAST, k.therapist_id LIMIT v_need)
          UNION ALL
          (SELECT k.therapist_id FROM unnest(v_nos) AS m(doc_no) JOIN search_sort_key AS k USING (doc_no) WHERE v_read
           ORDER BY k.free_in_person_at ASC NULLS LAST, k.therapist_id LIMIT v_need));
      ELSIF p_sort = 'soonest' THEN
        v_ids := ARRAY(
          (SELECT k.therapist_id FROM search_sort_key AS k WHERE NOT v_read AND get_bit(v_every, k.doc_no) <> 0
           ORDER BY k.free_any_at ASC NULLS LAST, k.therapist_id LIMIT v_need)
          UNION ALL
          (SELECT k.therapist_id FROM unnest(v_nos) AS m(doc_no) JOIN search_sort_key AS k USING (doc_no) WHERE v_read
           ORDER BY k.free_any_at ASC NULLS LAST, k.therapist_id LIMIT v_need));
      ELSIF p_sort = 'distance' AND p_lat IS NOT NULL THEN
        -- Placed documents nearest first (the straight line through the earth grows with the
        -- distance over its surface), then the placeless ones, read only while the page is not full.
        v_ids := ARRAY(
          (SELECT k.therapist_id FROM search_sort_key AS k
           WHERE NOT v_read AND k.earth IS NOT NULL AND get_bit(v_every, k.doc_no) <> 0
           ORDER BY k.earth <-> v_point, k.therapist_id LIMIT v_need)
          UNION ALL
          (SELECT k.therapist_id FROM unnest(v_nos) AS m(doc_no) JOIN search_sort_key AS k USING (doc_no)
           WHERE v_read AND k.earth IS NOT NULL
           ORDER BY k.earth <-> v_point, k.therapist_id LIMIT v_need));
        IF cardinality(v_ids) < v_need THEN
          v_ids := v_ids || ARRAY(
            (SELECT k.therapist_id FROM search_sort_key AS k
             WHERE NOT v_read AND k.earth IS NULL AND get_bit(v_every, k.doc_no) <> 0
             ORDER BY k.therapist_id LIMIT v_need - cardinality(v_ids))
            UNION ALL
            (SELECT k.therapist_id FROM unnest(v_nos) AS m(doc_no) JOIN search_sort_key AS k USING (doc_no)
             WHERE v_read AND k.earth IS NULL
             ORDER BY k.therapist_id LIMIT v_need - cardinality(v_ids)));
        END IF;
      ELSE
        v_ids := ARRAY(
          (SELECT k.therapist_id FROM search_sort_key AS k WHERE NOT v_read AND get_bit(v_every, k.doc_no) <> 0
           ORDER BY k.accepting_new_clients DESC, k.therapist_id LIMIT v_need)
          UNION ALL
          (SELECT k.therapist_id FROM unnest(v_nos) AS m(doc_no) JOIN search_sort_key AS k USING (doc_no) WHERE v_read
           ORDER BY k.accepting_new_clients DESC, k.therapist_id LIMIT v_need));
      END IF;

      -- Only the page's documents are read.
      SELECT coalesce(jsonb_agg(jsonb_build_object('hit', d.hit, 'distance',
               earth_distance(k.earth, v_point) / 1000)
               ORDER BY p.n), '[]')
      INTO hits
      FROM unnest(v_ids[p_offset + 1 : v_need]) WITH ORDINALITY AS p(therapist_id, n)
      JOIN search_document AS d USING (therapist_id)
      JOIN search_sort_key AS k USING (therapist_id);
      RETURN NEXT;
    END $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    DROP FUNCTION search_run(text[], text[], text[], integer[], integer, float8, float8, float8, text, text,
      timestamptz, timestamptz, integer[], text[], timestamptz[], timestamptz[], text, text, text, integer, integer, text)`.execute(
    db,
  );
}
