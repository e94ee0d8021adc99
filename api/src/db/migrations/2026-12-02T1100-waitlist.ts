import { type Kysely, sql } from 'kysely';

/**
 * The fair waitlist (issue #28, decision 037). A therapist's list has settings (open, paused or
 * closed; whether it is offered even while slots are free; how long an offer is held). An entry is a
 * person waiting for one service, with their wishes (weekdays, times of day, ways of meeting); a
 * guest's entry waits as `pending_email` until they act on the link we emailed, and only then takes
 * its place in line (`confirmed_at`). An offer holds one slot for one entry until `hold_expires_at`:
 * the slot engine counts a live offer as busy, so its trigger tells the next free slot's refresher.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE waitlist_settings (
      therapist_id uuid PRIMARY KEY REFERENCES therapist(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paused', 'closed')),
      always_open boolean NOT NULL DEFAULT false,
      hold_minutes integer NOT NULL DEFAULT 30 CHECK (hold_minutes BETWEEN 5 AND 1440),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE waitlist_entry (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      uid text NOT NULL UNIQUE,
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      service_id uuid NOT NULL REFERENCES service(id) ON DELETE CASCADE,
      -- The signed-in client whose verified address this is; deleted with their account.
      user_id uuid REFERENCES user_account(id) ON DELETE CASCADE,
      name text NOT NULL,
      email text NOT NULL,
      locale text NOT NULL DEFAULT 'en',
      time_zone text,
      weekdays smallint[] NOT NULL CHECK (weekdays <@ ARRAY[1, 2, 3, 4, 5, 6, 7]::smallint[] AND cardinality(weekdays) > 0),
      times_of_day text[] NOT NULL
        CHECK (times_of_day <@ ARRAY['morning', 'afternoon', 'evening'] AND cardinality(times_of_day) > 0),
      modalities text[] NOT NULL CHECK (modalities <@ ARRAY['online', 'in_person'] AND cardinality(modalities) > 0),
      status text NOT NULL CHECK (status IN ('pending_email', 'waiting', 'booked', 'left', 'removed', 'lapsed')),
      -- Offers in a row that ran out unanswered; two end the entry (decision 037).
      missed_offers integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      -- Its place in line: when the address was proven (at once for a signed-in client).
      confirmed_at timestamptz,
      ended_at timestamptz,
      CHECK ((status = 'pending_email') = (confirmed_at IS NULL))
    )`.execute(db);
  // One live entry per person, therapist and service.
  await sql`
    CREATE UNIQUE INDEX waitlist_entry_live_idx ON waitlist_entry (therapist_id, service_id, lower(email))
     WHERE status IN ('pending_email', 'waiting')`.execute(db);
  await sql`CREATE INDEX waitlist_entry_line_idx ON waitlist_entry (therapist_id, confirmed_at) WHERE status = 'waiting'`.execute(
    db,
  );
  await sql`CREATE INDEX waitlist_entry_user_idx ON waitlist_entry (user_id)`.execute(db);

  await sql`
    CREATE TABLE waitlist_offer (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      entry_id uuid NOT NULL REFERENCES waitlist_entry(id) ON DELETE CASCADE,
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      service_id uuid NOT NULL REFERENCES service(id) ON DELETE CASCADE,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      modality text NOT NULL CHECK (modality IN ('online', 'in_person')),
      hold_expires_at timestamptz NOT NULL,
      status text NOT NULL DEFAULT 'offered'
        CHECK (status IN ('offered', 'accepted', 'declined', 'expired', 'withdrawn')),
      by_hand boolean NOT NULL DEFAULT false,
      appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz,
      CHECK (starts_at < ends_at),
      -- Two live offers never hold the same time.
      CONSTRAINT waitlist_offer_no_overlap EXCLUDE USING gist (
        therapist_id WITH =,
        tstzrange(starts_at, ends_at) WITH &&
      ) WHERE (status = 'offered')
    )`.execute(db);
  // At most one live offer per entry.
  await sql`CREATE UNIQUE INDEX waitlist_offer_live_idx ON waitlist_offer (entry_id) WHERE status = 'offered'`.execute(
    db,
  );
  await sql`CREATE INDEX waitlist_offer_hold_idx ON waitlist_offer (hold_expires_at) WHERE status = 'offered'`.execute(
    db,
  );
  await sql`CREATE INDEX waitlist_offer_therapist_idx ON waitlist_offer (therapist_id, starts_at)`.execute(db);

  // A live offer is busy time to the slot engine: it moves the next free slot (decision 033).
  await sql`
    CREATE TRIGGER waitlist_offer_next_free_slot
      AFTER INSERT OR DELETE OR UPDATE OF therapist_id, status, starts_at, ends_at, hold_expires_at ON waitlist_offer
      FOR EACH ROW EXECUTE FUNCTION next_free_slot_changed()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE waitlist_offer`.execute(db);
  await sql`DROP TABLE waitlist_entry`.execute(db);
  await sql`DROP TABLE waitlist_settings`.execute(db);
}
