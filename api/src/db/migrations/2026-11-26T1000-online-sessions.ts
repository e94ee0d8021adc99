import { type Kysely, sql } from 'kysely';

// Online sessions (decision 019). A therapist's room is permanent (their profile slug); people
// wait in `waiting_entry` until the therapist admits them into a `video_room`, whose
// `video_participant`s join the call with a signed config token. Nothing of the call itself is
// stored: media and chat go peer to peer. `live_event` holds fan-out payloads too large for a
// NOTIFY (session descriptions) for the few seconds it takes every instance to read them.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE therapist ADD COLUMN room_open boolean NOT NULL DEFAULT false`.execute(db);

  await sql`
    CREATE TABLE video_room (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      appointment_id uuid REFERENCES appointment(id) ON DELETE SET NULL,
      scheduled_end timestamptz,
      created_at timestamptz NOT NULL DEFAULT now(),
      ended_at timestamptz
    )`.execute(db);
  await sql`CREATE INDEX video_room_open_idx ON video_room (therapist_id) WHERE ended_at IS NULL`.execute(db);

  await sql`
    CREATE TABLE video_participant (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      room_id uuid NOT NULL REFERENCES video_room(id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('therapist', 'client', 'guest')),
      name text NOT NULL,
      user_id uuid REFERENCES user_account(id) ON DELETE SET NULL,
      client_id uuid REFERENCES client(id) ON DELETE SET NULL,
      connection_id text,
      joined_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX video_participant_room_idx ON video_participant (room_id)`.execute(db);

  await sql`
    CREATE TABLE waiting_entry (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      therapist_id uuid NOT NULL REFERENCES therapist(id) ON DELETE CASCADE,
      appointment_id uuid REFERENCES appointment(id) ON DELETE CASCADE,
      client_id uuid REFERENCES client(id) ON DELETE CASCADE,
      user_id uuid REFERENCES user_account(id) ON DELETE CASCADE,
      name text NOT NULL,
      key_hash text NOT NULL,
      status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'admitted', 'declined', 'left', 'replaced')),
      note text,
      participant_id uuid REFERENCES video_participant(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
  await sql`CREATE INDEX waiting_entry_waiting_idx ON waiting_entry (therapist_id, created_at) WHERE status = 'waiting'`.execute(
    db,
  );

  await sql`
    CREATE TABLE live_event (
      id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      payload jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE live_event`.execute(db);
  await sql`DROP TABLE waiting_entry`.execute(db);
  await sql`DROP TABLE video_participant`.execute(db);
  await sql`DROP TABLE video_room`.execute(db);
  await sql`ALTER TABLE therapist DROP COLUMN room_open`.execute(db);
}
