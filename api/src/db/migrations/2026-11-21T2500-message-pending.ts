import { type Kysely, sql } from 'kysely';

// A message sent through a therapist's message widget waits, pending, until its sender confirms
// their address from the email we send them; until then the therapist neither sees nor hears of it.
// Unconfirmed ones are deleted after a while, found through the small partial index.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE message ADD COLUMN pending boolean NOT NULL DEFAULT false`.execute(db);
  await sql`CREATE INDEX message_pending_idx ON message (created_at) WHERE pending`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX message_pending_idx`.execute(db);
  await sql`ALTER TABLE message DROP COLUMN pending`.execute(db);
}
