import { type Kysely, sql } from 'kysely';

/**
 * Each therapist's stored next free slot for one way of meeting, whether it is current at `p_now`
 * (a row exists, its validity has not run out, and no change to what the slot engine reads is
 * waiting for the refresher), and the practice's time zone: what a card needs, in one statement.
 * Booking reads it for profiles and matching, and the search engine reads it for a page's hits in
 * the same statement as the search (decision 046), so the rule for "current" is written once.
 * PL/pgSQL, so that its statement is planned once per connection, like search_run's (decision 042).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION next_free_slot_now(p_ids uuid[], p_modality text, p_now timestamptz)
    RETURNS TABLE (id uuid, current boolean, starts_at timestamptz, service_id uuid, modalities text[], time_zone text)
    LANGUAGE plpgsql STABLE AS $$
    #variable_conflict use_column
    BEGIN
      RETURN QUERY
      SELECT i.id,
             s.therapist_id IS NOT NULL AND (s.valid_until IS NULL OR s.valid_until >= p_now)
               AND NOT EXISTS (SELECT 1 FROM next_free_slot_change c WHERE c.therapist_id = i.id),
             n.starts_at, n.service_id, n.modalities, t.time_zone
        FROM unnest(p_ids) AS i(id)
        LEFT JOIN therapist t ON t.id = i.id
        LEFT JOIN next_free_slot_state s ON s.therapist_id = i.id
        LEFT JOIN next_free_slot n ON n.therapist_id = i.id AND n.modality = p_modality;
    END $$`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP FUNCTION next_free_slot_now(uuid[], text, timestamptz)`.execute(db);
}
