import { type Kysely, sql } from 'kysely';

// Profile media (photos, practice photos, the intro video with its poster and captions) and the
// verification of a therapist's registration: what they claim, the private documents that prove
// it, and every reviewer's decision. The review state itself is therapist.verification_status
// (with therapist.submitted_at), added by the profile-drafts migration.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  // Images are stored as resized variants (`variants`: [{ format, width, height, key }]); a video
  // or captions file as it was uploaded (`file_key`). Keys are paths in the public file store.
  await sql`
    CREATE TABLE therapist_media (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('photo', 'practice_photo', 'video', 'video_poster', 'video_captions')),
      position integer NOT NULL DEFAULT 0,
      alt text NOT NULL DEFAULT '' CHECK (length(alt) <= 300),
      -- The language of a captions file (a locale code).
      language text,
      width integer,
      height integer,
      variants jsonb NOT NULL DEFAULT '[]',
      file_key text,
      mime_type text NOT NULL,
      bytes integer NOT NULL CHECK (bytes > 0),
      duration_seconds double precision,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX therapist_media_therapist_idx ON therapist_media (therapist_id, kind, position)`.execute(db);
  // One profile photo and one intro video (with one poster and one captions file) per therapist.
  await sql`
    CREATE UNIQUE INDEX therapist_media_single_idx ON therapist_media (therapist_id, kind)
    WHERE kind IN ('photo', 'video', 'video_poster', 'video_captions')`.execute(db);

  // What the therapist says they are: the country, profession and register entry.
  await sql`
    CREATE TABLE verification (
      therapist_id uuid PRIMARY KEY REFERENCES therapist(id) ON DELETE CASCADE,
      country text,
      profession text,
      register_number text NOT NULL DEFAULT '' CHECK (length(register_number) <= 60),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);

  // Documents are kept in the private file store (never under /uploads) and only the therapist
  // and admins can fetch them through the API.
  await sql`
    CREATE TABLE verification_document (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('qualification', 'identity')),
      file_key text NOT NULL UNIQUE,
      file_name text NOT NULL CHECK (length(file_name) <= 200),
      mime_type text NOT NULL,
      bytes integer NOT NULL CHECK (bytes > 0),
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX verification_document_therapist_idx ON verification_document (therapist_id, created_at)`.execute(
    db,
  );

  // Every review decision, kept as the audit trail; the newest one is what the therapist sees.
  await sql`
    CREATE TABLE verification_decision (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      reviewer_id uuid REFERENCES user_account(id) ON DELETE SET NULL,
      outcome text NOT NULL CHECK (outcome IN ('approved', 'changes_requested', 'rejected')),
      reason text NOT NULL DEFAULT '' CHECK (length(reason) <= 2000),
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (outcome = 'approved' OR reason <> '')
    )`.execute(db);
  await sql`CREATE INDEX verification_decision_therapist_idx ON verification_decision (therapist_id, created_at)`.execute(
    db,
  );
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['verification_decision', 'verification_document', 'verification', 'therapist_media']) {
    await db.schema.dropTable(table).execute();
  }
}
