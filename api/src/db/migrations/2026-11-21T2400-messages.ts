import { type Kysely, sql } from 'kysely';

// Messages between a therapist and one of their clients. The conversation is the `client` row
// itself (one thread per therapist–client pair), so it goes wherever the client record goes,
// including away with it. Bodies are sealed in the application (AES-256-GCM, key id inside).
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE message (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      client_id uuid NOT NULL REFERENCES client(id) ON DELETE CASCADE,
      sender text NOT NULL CHECK (sender IN ('client', 'therapist')),
      body_sealed text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    )`.execute(db);
  // A thread is read newest first, a page at a time; its last message time comes from here too.
  await sql`CREATE INDEX message_client_time_idx ON message (client_id, created_at, id)`.execute(db);
  // Unread counts: only the few unread rows are indexed, by thread and by who sent them.
  await sql`CREATE INDEX message_unread_idx ON message (client_id, sender) WHERE read_at IS NULL`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('message').execute();
}
