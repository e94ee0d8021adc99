import { sql } from 'kysely';
import type { Database } from './database.ts';

/** Resolves once the database answers a query; throws when it cannot be reached. */
export async function pingDatabase(db: Database): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
