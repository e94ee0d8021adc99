import { type Kysely, sql } from 'kysely';

// A signed session note is final, and the database holds to that even if application code gets it
// wrong. Two changes stay possible: the appointment it refers to may be deleted (ON DELETE SET
// NULL), and a key rotation may seal the same body again under the new key, which it announces
// with `SET LOCAL calma.reseal = 'on'` inside its transaction.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE FUNCTION session_note_keep_signed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF OLD.signed_at IS NULL THEN
        RETURN NEW;
      END IF;
      IF (NEW.therapist_id, NEW.client_id, NEW.template, NEW.signed_at, NEW.created_at)
           IS DISTINCT FROM (OLD.therapist_id, OLD.client_id, OLD.template, OLD.signed_at, OLD.created_at)
         OR (NEW.appointment_id IS NOT NULL AND NEW.appointment_id IS DISTINCT FROM OLD.appointment_id)
         OR (NEW.body_sealed IS DISTINCT FROM OLD.body_sealed
             AND current_setting('calma.reseal', true) IS DISTINCT FROM 'on') THEN
        RAISE EXCEPTION 'session note % is signed and cannot change', OLD.id
          USING ERRCODE = 'integrity_constraint_violation';
      END IF;
      RETURN NEW;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER session_note_signed_is_final BEFORE UPDATE ON session_note
      FOR EACH ROW EXECUTE FUNCTION session_note_keep_signed()`.execute(db);

  // A therapist's client list is read in order of name.
  await sql`CREATE INDEX client_therapist_name_idx ON client (therapist_id, lower(name))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX client_therapist_name_idx`.execute(db);
  await sql`DROP TRIGGER session_note_signed_is_final ON session_note`.execute(db);
  await sql`DROP FUNCTION session_note_keep_signed()`.execute(db);
}
