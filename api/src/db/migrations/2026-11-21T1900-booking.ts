import { type Kysely, sql } from 'kysely';

// Booking: each therapist's rules, date exceptions, their clients, appointments (with the exclusion
// constraint that makes a double booking impossible), calendar feeds and imported busy times, and
// the audit log of every read of a client record.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE booking_policy (
      therapist_id uuid PRIMARY KEY REFERENCES therapist(id) ON DELETE CASCADE,
      buffer_before_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_before_minutes BETWEEN 0 AND 240),
      buffer_after_minutes integer NOT NULL DEFAULT 10 CHECK (buffer_after_minutes BETWEEN 0 AND 240),
      minimum_notice_minutes integer NOT NULL DEFAULT 720 CHECK (minimum_notice_minutes BETWEEN 0 AND 43200),
      horizon_days integer NOT NULL DEFAULT 60 CHECK (horizon_days BETWEEN 1 AND 365),
      max_sessions_per_day integer CHECK (max_sessions_per_day BETWEEN 1 AND 24),
      requires_confirmation boolean NOT NULL DEFAULT true,
      cancellation_notice_hours integer NOT NULL DEFAULT 24 CHECK (cancellation_notice_hours BETWEEN 0 AND 168),
      feed_token_hash text UNIQUE,
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  await sql`
    CREATE TABLE availability_exception (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      date date NOT NULL,
      start_time time,
      end_time time,
      available boolean NOT NULL DEFAULT false,
      note text NOT NULL DEFAULT '',
      CHECK ((start_time IS NULL) = (end_time IS NULL)),
      CHECK (start_time IS NULL OR start_time < end_time),
      CHECK (NOT available OR start_time IS NOT NULL)
    )`.execute(db);
  await sql`CREATE INDEX availability_exception_therapist_idx ON availability_exception (therapist_id, date)`.execute(
    db,
  );

  // A therapist's client: made from a booking or added by hand, never visible to another therapist.
  await sql`
    CREATE TABLE client (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      user_id uuid REFERENCES user_account(id) ON DELETE SET NULL,
      name text NOT NULL,
      email citext NOT NULL,
      phone text NOT NULL DEFAULT '',
      locale text NOT NULL DEFAULT 'en',
      time_zone text,
      date_of_birth date,
      emergency_contact text NOT NULL DEFAULT '',
      consent_treatment_at timestamptz,
      consent_data_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (therapist_id, email)
    )`.execute(db);
  await sql`CREATE INDEX client_user_idx ON client (user_id)`.execute(db);

  // 'pending_email': a guest's booking until they confirm their address; it holds the slot until
  // hold_expires_at. Active statuses take part in the exclusion constraint; expired holds are
  // deleted before each booking, inside its transaction.
  await sql`
    CREATE TABLE appointment (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      uid text NOT NULL UNIQUE,
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      service_id uuid NOT NULL REFERENCES service(id),
      client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN
        ('pending_email', 'requested', 'confirmed', 'declined', 'cancelled', 'completed', 'no_show')),
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      modality text NOT NULL CHECK (modality IN ('online', 'in_person')),
      location_id uuid REFERENCES therapist_location(id) ON DELETE SET NULL,
      price_minor integer NOT NULL,
      currency text NOT NULL,
      first_session boolean NOT NULL DEFAULT false,
      message_sealed text,
      client_locale text NOT NULL DEFAULT 'en',
      client_time_zone text,
      hold_expires_at timestamptz,
      cancelled_by text CHECK (cancelled_by IN ('client', 'therapist')),
      reminder_job_ids text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (starts_at < ends_at),
      CONSTRAINT appointment_no_overlap EXCLUDE USING gist (
        therapist_id WITH =,
        tstzrange(starts_at, ends_at) WITH &&
      ) WHERE (status IN ('pending_email', 'requested', 'confirmed'))
    )`.execute(db);
  await sql`CREATE INDEX appointment_therapist_time_idx ON appointment (therapist_id, starts_at)`.execute(db);
  await sql`CREATE INDEX appointment_client_idx ON appointment (client_id)`.execute(db);

  // Busy times imported from a therapist's external calendar (.ics URL), replaced on each refresh.
  await sql`
    CREATE TABLE external_calendar (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      url text NOT NULL,
      last_fetched_at timestamptz,
      last_error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (therapist_id, url)
    )`.execute(db);
  await sql`
    CREATE TABLE external_busy (
      calendar_id uuid NOT NULL REFERENCES external_calendar(id) ON DELETE CASCADE,
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL
    )`.execute(db);
  await sql`CREATE INDEX external_busy_therapist_idx ON external_busy (therapist_id, starts_at)`.execute(db);

  // Session notes: the body is sealed (AES-256-GCM, key id inside the sealed value).
  await sql`
    CREATE TABLE session_note (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
      appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
      template text NOT NULL CHECK (template IN ('free', 'soap', 'dap')),
      body_sealed text NOT NULL,
      signed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX session_note_client_idx ON session_note (client_id, created_at)`.execute(db);

  // Who read which client record, when: written on every read, shown to the therapist.
  await sql`
    CREATE TABLE client_access_log (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      -- The trail outlives an erased account: who read a record stays answerable.
      user_id uuid REFERENCES user_account(id) ON DELETE SET NULL,
      client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
      action text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX client_access_log_client_idx ON client_access_log (client_id, created_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'client_access_log',
    'session_note',
    'external_busy',
    'external_calendar',
    'appointment',
    'client',
    'availability_exception',
    'booking_policy',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
