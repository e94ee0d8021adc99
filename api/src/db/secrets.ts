import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from './database.ts';

/**
 * A secret generated once and kept in the database, for the embedded default and small setups:
 * every app instance on the same database uses the same one. Production sets it explicitly.
 */
export async function generatedSecret(db: Database, key: string): Promise<string> {
  await db
    .insertInto('appSetting')
    .values({ key, value: sql`to_jsonb(${randomBytes(32).toString('base64url')}::text)` })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db.selectFrom('appSetting').select('value').where('key', '=', key).executeTakeFirstOrThrow();
  return row.value as string;
}
