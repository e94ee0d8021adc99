import { type Kysely, sql } from 'kysely';

// Measurement-based care (decision 036): a therapist assigns a self-test instrument to a client,
// once or on a schedule; each questionnaire sent is a request the client answers once through a
// signed link. Only what scheduling and the dashboard need is in the clear (which instrument, when
// it was sent, answered, revoked, and that a risk answer was given); answers, score and band are
// sealed together, as saved self-tests are.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE measure_assignment (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
      test_slug text NOT NULL,
      schedule text NOT NULL CHECK (schedule IN ('once', 'before_session', 'every_weeks')),
      interval_weeks integer CHECK (interval_weeks BETWEEN 1 AND 52),
      created_at timestamptz NOT NULL DEFAULT now(),
      stopped_at timestamptz,
      stop_reason text CHECK (stop_reason IN ('therapist', 'relationship_ended', 'done')),
      CHECK ((schedule = 'every_weeks') = (interval_weeks IS NOT NULL)),
      CHECK ((stopped_at IS NULL) = (stop_reason IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX measure_assignment_client_idx ON measure_assignment (client_id, created_at)`.execute(db);
  // The scheduler walks the assignments still running.
  await sql`CREATE INDEX measure_assignment_running_idx ON measure_assignment (schedule) WHERE stopped_at IS NULL`.execute(
    db,
  );

  await sql`
    CREATE TABLE measure_request (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      assignment_id uuid NOT NULL REFERENCES measure_assignment(id) ON DELETE CASCADE,
      client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
      appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
      sent_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      answered_at timestamptz,
      result_sealed text,
      risk_at timestamptz,
      risk_seen_at timestamptz,
      CHECK ((answered_at IS NULL) = (result_sealed IS NULL)),
      UNIQUE (assignment_id, appointment_id)
    )`.execute(db);
  await sql`CREATE INDEX measure_request_client_idx ON measure_request (client_id, sent_at)`.execute(db);
  await sql`CREATE INDEX measure_request_assignment_idx ON measure_request (assignment_id, sent_at)`.execute(db);
  // The therapist's dashboard asks for risk answers not yet seen.
  await sql`CREATE INDEX measure_request_risk_idx ON measure_request (client_id) WHERE risk_at IS NOT NULL AND risk_seen_at IS NULL`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE measure_request`.execute(db);
  await sql`DROP TABLE measure_assignment`.execute(db);
}
