import { type Kysely, sql } from 'kysely';

// Per-address request counts, shared by every app instance (issue #18, decision 024). A row is one
// key's fixed window: its count and when the window ends. UNLOGGED: counts are worth nothing after a
// crash and need no WAL, which keeps the one write per request cheap. No index beyond the key, so
// the per-request update stays a HOT update; the periodic prune scans a table as small as the set
// of addresses seen in the last window.
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and untyped.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE UNLOGGED TABLE rate_limit (
      key text PRIMARY KEY,
      count integer NOT NULL,
      resets_at timestamptz NOT NULL
    )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE rate_limit`.execute(db);
}
