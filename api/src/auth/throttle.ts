import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

// After 5 failures for one email, each further failure locks it for twice as long (1 min … 1 h).
// Kept per email whether an account exists or not, so throttling reveals nothing.
const FREE_FAILURES = 5;
const MAX_LOCK_SECONDS = 3600;

const key = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** Seconds until this email may try again, or 0. */
export async function lockedFor(db: Database, email: string): Promise<number> {
  const row = await db
    .selectFrom('signInThrottle')
    .select('lockedUntil')
    .where('emailHash', '=', key(email))
    .executeTakeFirst();
  const until = row?.lockedUntil ? new Date(row.lockedUntil).getTime() : 0;
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

export async function recordFailure(db: Database, email: string): Promise<void> {
  await sql`
    INSERT INTO sign_in_throttle (email_hash, failures, updated_at) VALUES (${key(email)}, 1, now())
    ON CONFLICT (email_hash) DO UPDATE SET
      failures = sign_in_throttle.failures + 1,
      updated_at = now(),
      locked_until = CASE WHEN sign_in_throttle.failures + 1 > ${FREE_FAILURES}
        THEN now() + make_interval(secs => least(${MAX_LOCK_SECONDS}, 60 * power(2, sign_in_throttle.failures - ${FREE_FAILURES})))
        ELSE sign_in_throttle.locked_until END`.execute(db);
}

export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.deleteFrom('signInThrottle').where('emailHash', '=', key(email)).execute();
}
