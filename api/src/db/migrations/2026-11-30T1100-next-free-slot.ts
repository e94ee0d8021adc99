import { type Kysely, sql } from 'kysely';

// What moves a therapist's next free slot, table by table: the columns the slot engine reads
// (api/src/booking/availability.ts), and for the therapist also whether they are bookable by new clients.
const sources: Record<string, string[] | null> = {
  appointment: ['therapist_id', 'status', 'starts_at', 'ends_at', 'hold_expires_at'],
  availability_rule: null,
  availability_exception: null,
  external_busy: null,
  booking_policy: [
    'buffer_before_minutes',
    'buffer_after_minutes',
    'minimum_notice_minutes',
    'horizon_days',
    'max_sessions_per_day',
  ],
  service: ['therapist_id', 'duration_minutes', 'modality', 'archived_at', 'position'],
  therapist: ['time_zone', 'accepting_new_clients', 'listed', 'verified_at'],
};

/**
 * Each therapist's next free slot (decision 033): the earliest start a new client could book now,
 * over all their bookable services ('any') and per way of meeting, as the slot engine computes it.
 * Rows exist only where there is such a slot. A trigger on every table the engine reads appends the
 * therapist to `next_free_slot_change` in the same transaction as the change, for the refresher
 * to take; `next_free_slot_state.valid_until` says until when time passing alone leaves the
 * stored answer right (after it the first slot falls inside the notice, a guest's hold runs out, or
 * a new day enters the booking horizon).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE next_free_slot (
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      modality text NOT NULL CHECK (modality IN ('any', 'online', 'in_person')),
      starts_at timestamptz NOT NULL,
      service_id uuid NOT NULL REFERENCES service(id) ON DELETE CASCADE,
      modalities text[] NOT NULL CHECK (modalities <@ ARRAY['online', 'in_person'] AND cardinality(modalities) > 0),
      PRIMARY KEY (therapist_id, modality)
    )`.execute(db);
  // Searches filter and sort on the start of one modality's row ('available within N days', 'soonest first').
  await sql`CREATE INDEX next_free_slot_start_idx ON next_free_slot (modality, starts_at)`.execute(db);

  await sql`
    CREATE TABLE next_free_slot_state (
      therapist_id uuid PRIMARY KEY REFERENCES therapist(id) ON DELETE CASCADE,
      -- The last instant at which the stored answer holds by time passing alone; null: for ever.
      valid_until timestamptz,
      computed_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX next_free_slot_state_valid_until_idx ON next_free_slot_state (valid_until)`.execute(db);

  // Appended to, never updated, by the trigger: a busy practice's concurrent bookings take no lock
  // on a shared row. The refresher deletes exactly the rows it saw when it loaded the data.
  await sql`
    CREATE TABLE next_free_slot_change (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE
    )`.execute(db);
  await sql`CREATE INDEX next_free_slot_change_therapist_idx ON next_free_slot_change (therapist_id)`.execute(db);

  await sql`
    CREATE FUNCTION next_free_slot_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      changed uuid;
    BEGIN
      -- Bulk writers (the seed) compute every next free slot afterwards and switch this off locally.
      IF current_setting('calma.bulk_load', true) = 'on' THEN
        RETURN NULL;
      END IF;
      IF TG_TABLE_NAME = 'therapist' THEN
        changed := NEW.id;
      ELSIF TG_OP = 'DELETE' THEN
        changed := OLD.therapist_id;
      ELSE
        changed := NEW.therapist_id;
      END IF;
      -- A row deleted with its therapist has nobody left to refresh.
      INSERT INTO next_free_slot_change (therapist_id)
        SELECT changed WHERE EXISTS (SELECT 1 FROM therapist WHERE id = changed);
      -- A row moved to another therapist frees the first one's time too.
      IF TG_OP = 'UPDATE' AND TG_TABLE_NAME <> 'therapist' THEN
        IF OLD.therapist_id <> NEW.therapist_id THEN
          INSERT INTO next_free_slot_change (therapist_id)
            SELECT OLD.therapist_id WHERE EXISTS (SELECT 1 FROM therapist WHERE id = OLD.therapist_id);
        END IF;
      END IF;
      -- No NOTIFY: PostgreSQL serializes the commits of transactions that notify, and every
      -- booking passes here. The refresher looks for changes a few times a second instead.
      RETURN NULL;
    END $$`.execute(db);
  for (const [table, columns] of Object.entries(sources)) {
    const events =
      table === 'therapist'
        ? sql`INSERT OR UPDATE OF ${sql.join(columns?.map((c) => sql.id(c)) ?? [])}`
        : columns
          ? sql`INSERT OR DELETE OR UPDATE OF ${sql.join(columns.map((c) => sql.id(c)))}`
          : sql`INSERT OR DELETE OR UPDATE`;
    await sql`CREATE TRIGGER ${sql.id(`${table}_next_free_slot`)} AFTER ${events} ON ${sql.id(table)}
      FOR EACH ROW EXECUTE FUNCTION next_free_slot_changed()`.execute(db);
  }

  // Therapists already there are computed by the refresher's first round.
  await sql`INSERT INTO next_free_slot_change (therapist_id) SELECT id FROM therapist`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(sources)) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_next_free_slot`)} ON ${sql.id(table)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS next_free_slot_changed()`.execute(db);
  await sql`DROP TABLE next_free_slot_change`.execute(db);
  await sql`DROP TABLE next_free_slot_state`.execute(db);
  await sql`DROP TABLE next_free_slot`.execute(db);
}
