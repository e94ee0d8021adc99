import { type Kysely, sql } from 'kysely';

// Agreements a client signs before the first session of a service (decision 038): the therapist's
// documents, their versions (never changed once written: a new text is a new version), the services
// that require them, the signatures (a simple electronic signature with its evidence) and the
// capability links through which a client without an account opens their tasks.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE agreement (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('treatment', 'privacy', 'online_consent', 'cancellation', 'other')),
      archived_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX agreement_therapist_idx ON agreement (therapist_id)`.execute(db);

  await sql`
    CREATE TABLE agreement_version (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      agreement_id uuid NOT NULL REFERENCES agreement(id) ON DELETE CASCADE,
      version integer NOT NULL CHECK (version >= 1),
      locale text NOT NULL CHECK (locale IN ('en', 'de', 'nl', 'es', 'pt')),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
      body text NOT NULL CHECK (length(body) BETWEEN 1 AND 40000),
      text_sha256 text NOT NULL CHECK (text_sha256 ~ '^[0-9a-f]{64}$'),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (agreement_id, version)
    )`.execute(db);
  // What a client signed must stay exactly what they saw: a version, and a signature, is never rewritten.
  await sql`
    CREATE FUNCTION agreement_version_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% % cannot change', TG_TABLE_NAME, OLD.id USING ERRCODE = 'integrity_constraint_violation';
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER agreement_version_final BEFORE UPDATE ON agreement_version
      FOR EACH ROW EXECUTE FUNCTION agreement_version_is_final()`.execute(db);

  await sql`
    CREATE TABLE service_agreement (
      service_id uuid NOT NULL REFERENCES service(id) ON DELETE CASCADE,
      agreement_id uuid NOT NULL REFERENCES agreement(id) ON DELETE CASCADE,
      PRIMARY KEY (service_id, agreement_id)
    )`.execute(db);
  await sql`CREATE INDEX service_agreement_agreement_idx ON service_agreement (agreement_id)`.execute(db);

  await sql`
    CREATE TABLE agreement_signature (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      version_id uuid NOT NULL REFERENCES agreement_version(id) ON DELETE CASCADE,
      client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
      signed_name text NOT NULL CHECK (length(signed_name) BETWEEN 1 AND 200),
      statement text NOT NULL,
      text_sha256 text NOT NULL CHECK (text_sha256 ~ '^[0-9a-f]{64}$'),
      ip text NOT NULL,
      user_agent text NOT NULL DEFAULT '',
      signed_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (version_id, client_id)
    )`.execute(db);
  await sql`CREATE INDEX agreement_signature_client_idx ON agreement_signature (client_id, signed_at)`.execute(db);
  await sql`
    CREATE TRIGGER agreement_signature_final BEFORE UPDATE ON agreement_signature
      FOR EACH ROW EXECUTE FUNCTION agreement_version_is_final()`.execute(db);

  // Only a hash of the token is kept: the link itself lives in the client's email alone.
  await sql`
    CREATE TABLE client_task_link (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX client_task_link_client_idx ON client_task_link (client_id)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'client_task_link',
    'agreement_signature',
    'service_agreement',
    'agreement_version',
    'agreement',
  ])
    await sql`DROP TABLE ${sql.table(table)}`.execute(db);
  await sql`DROP FUNCTION agreement_version_is_final()`.execute(db);
}
