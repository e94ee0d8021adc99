import { type Kysely, sql } from 'kysely';

// Someone who booked as a guest or wrote through a message widget is not a client until they prove
// the address they typed (decision 014): until then their details wait here, not in `client`, so a
// typed address never becomes a record the therapist sees, writes to, or that an account could be
// linked to. Confirming creates (or finds) the client; the row then only maps the emailed link's id
// to that client. Unconfirmed rows are deleted after 48 hours, found through the partial index.
//
// Widget messages no longer wait in `message` (pending): the few that were waiting when this ran,
// never passed on and at most 48 hours old, are deleted with the column.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE pending_contact (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      name text NOT NULL,
      email citext NOT NULL,
      phone text NOT NULL DEFAULT '',
      locale text NOT NULL DEFAULT 'en',
      time_zone text,
      user_id uuid REFERENCES user_account(id) ON DELETE SET NULL,
      message_id uuid,
      message_sealed text,
      client_id uuid REFERENCES client(id) ON DELETE CASCADE,
      confirmed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((message_id IS NULL) = (message_sealed IS NULL)),
      CHECK ((confirmed_at IS NULL) = (client_id IS NULL))
    )`.execute(db);
  await sql`CREATE INDEX pending_contact_unconfirmed_idx ON pending_contact (created_at) WHERE confirmed_at IS NULL`.execute(
    db,
  );
  await sql`CREATE INDEX pending_contact_client_idx ON pending_contact (client_id)`.execute(db);

  await sql`ALTER TABLE appointment ALTER COLUMN client_id DROP NOT NULL`.execute(db);
  await sql`
    ALTER TABLE appointment
      ADD COLUMN pending_contact_id uuid REFERENCES pending_contact(id) ON DELETE CASCADE,
      ADD CONSTRAINT appointment_has_client CHECK (client_id IS NOT NULL OR pending_contact_id IS NOT NULL)`.execute(
    db,
  );
  await sql`CREATE INDEX appointment_pending_contact_idx ON appointment (pending_contact_id)`.execute(db);

  await sql`DELETE FROM message WHERE pending`.execute(db);
  await sql`DROP INDEX message_pending_idx`.execute(db);
  await sql`ALTER TABLE message DROP COLUMN pending`.execute(db);

  // What a therapist's own actions emailed to their clients, for the daily limit.
  await sql`
    CREATE TABLE therapist_email (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      kind text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX therapist_email_therapist_idx ON therapist_email (therapist_id, created_at)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE therapist_email`.execute(db);
  await sql`ALTER TABLE message ADD COLUMN pending boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE INDEX message_pending_idx ON message (created_at) WHERE pending`.execute(db);
  await sql`DELETE FROM appointment WHERE client_id IS NULL`.execute(db);
  await sql`ALTER TABLE appointment DROP COLUMN pending_contact_id`.execute(db);
  await sql`ALTER TABLE appointment ALTER COLUMN client_id SET NOT NULL`.execute(db);
  await sql`DROP TABLE pending_contact`.execute(db);
}
