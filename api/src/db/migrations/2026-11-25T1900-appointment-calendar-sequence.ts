import { type Kysely, sql } from 'kysely';

// An appointment's calendar version (iCalendar SEQUENCE): every copy of one version, downloaded,
// emailed or in the feed, must carry the same number and a later version a higher one, or calendar
// apps keep the older copy. The database raises it on every change of time, place or status, so no
// code path that changes an appointment can forget to.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  // Emails sent before this carried the second they were sent as their SEQUENCE: existing
  // appointments start above all of those, so their next update still wins.
  await sql`
    ALTER TABLE appointment
      ADD COLUMN calendar_sequence integer NOT NULL DEFAULT extract(epoch FROM now())::integer`.execute(db);
  await sql`ALTER TABLE appointment ALTER COLUMN calendar_sequence SET DEFAULT 0`.execute(db);
  await sql`
    CREATE FUNCTION appointment_next_calendar_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF (NEW.status, NEW.starts_at, NEW.ends_at, NEW.modality, NEW.location_id, NEW.service_id)
           IS DISTINCT FROM (OLD.status, OLD.starts_at, OLD.ends_at, OLD.modality, OLD.location_id, OLD.service_id) THEN
        NEW.calendar_sequence := OLD.calendar_sequence + 1;
      END IF;
      RETURN NEW;
    END
    $$`.execute(db);
  await sql`
    CREATE TRIGGER appointment_calendar_sequence BEFORE UPDATE ON appointment
      FOR EACH ROW EXECUTE FUNCTION appointment_next_calendar_sequence()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER appointment_calendar_sequence ON appointment`.execute(db);
  await sql`DROP FUNCTION appointment_next_calendar_sequence()`.execute(db);
  await sql`ALTER TABLE appointment DROP COLUMN calendar_sequence`.execute(db);
}
