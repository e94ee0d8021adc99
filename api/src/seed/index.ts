import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

const MARKER = 'demo_data';

/** Whether this database holds the seeded demo data (demo mode). */
export async function isDemoDatabase(db: Database): Promise<boolean> {
  const row = await db.selectFrom('appSetting').select('key').where('key', '=', MARKER).executeTakeFirst();
  return Boolean(row);
}

/**
 * Loads the demo data into an empty database. Only this module creates demo data; production code
 * paths never do. Each domain adds its generator here as it lands (therapists, accounts, …).
 */
export async function seedDemoData(db: Database): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('appSetting')
      .values({ key: MARKER, value: sql`jsonb_build_object('seededAt', now())` })
      .execute();
  });
}
