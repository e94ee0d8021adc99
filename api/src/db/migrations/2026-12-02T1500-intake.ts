import { type Kysely, sql } from 'kysely';

// Intake questionnaires a client answers before the first session of a service (decision 040): the
// therapist's questionnaires, the services that send them, and each client's response. A response
// keeps its own copy of the questionnaire as it was sent, so a later edit never changes what a
// client answers or what their answers mean; the answers are health data and stored sealed.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE intake_form (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      locale text NOT NULL CHECK (locale IN ('en', 'de', 'nl', 'es', 'pt')),
      definition jsonb NOT NULL CHECK (jsonb_typeof(definition) = 'object'),
      archived_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX intake_form_therapist_idx ON intake_form (therapist_id)`.execute(db);

  await sql`
    CREATE TABLE service_intake_form (
      service_id uuid NOT NULL REFERENCES service(id) ON DELETE CASCADE,
      intake_form_id uuid NOT NULL REFERENCES intake_form(id) ON DELETE CASCADE,
      PRIMARY KEY (service_id, intake_form_id)
    )`.execute(db);
  await sql`CREATE INDEX service_intake_form_form_idx ON service_intake_form (intake_form_id)`.execute(db);

  // Part of the practice's client record, like its notes: deleting the record deletes its answers.
  await sql`
    CREATE TABLE intake_response (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
      intake_form_id uuid NOT NULL REFERENCES intake_form(id) ON DELETE CASCADE,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      locale text NOT NULL CHECK (locale IN ('en', 'de', 'nl', 'es', 'pt')),
      definition jsonb NOT NULL CHECK (jsonb_typeof(definition) = 'object'),
      -- The answers as sealed JSON (crypto/sealed.ts, the purpose naming this response); null until the first save.
      answers_sealed text,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'submitted')),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      submitted_at timestamptz,
      CHECK ((status = 'submitted') = (submitted_at IS NOT NULL))
    )`.execute(db);
  await sql`CREATE INDEX intake_response_client_idx ON intake_response (client_id, created_at)`.execute(db);
  // A client fills in one copy of a questionnaire at a time: sending it again reuses the open one.
  await sql`
    CREATE UNIQUE INDEX intake_response_one_open_idx ON intake_response (client_id, intake_form_id)
      WHERE status = 'open'`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['intake_response', 'service_intake_form', 'intake_form'])
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
}
