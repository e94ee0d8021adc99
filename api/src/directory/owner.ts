import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';

/**
 * The profile a therapist account manages. An account without one (it has not started the
 * profile wizard yet) gets a 404 with its own code, so screens can send it to the wizard.
 */
export async function ownTherapist(db: Database, userId: string) {
  const therapist = await db
    .selectFrom('therapist')
    .select(['id', 'slug', 'currency', 'country'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!therapist) throw new AppError('PROFILE_NOT_FOUND', 404, 'This account has no therapist profile yet');
  return therapist;
}

/**
 * Marks the profile as changed: the site's build state and the sitemap read `therapist.updated_at`,
 * and the row's trigger announces the therapist to the search indexer.
 */
export async function touchTherapist(db: Database, therapistId: string): Promise<void> {
  await db.updateTable('therapist').set({ updatedAt: sql`now()` }).where('id', '=', therapistId).execute();
}
