import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';

/** Mails a form may send to one address in one hour: enough for a lost message, too few to flood. */
export const MAILS_PER_HOUR = 3;

const key = (purpose: string, email: string) =>
  createHash('sha256').update(`${purpose}:${email.trim().toLowerCase()}`).digest('hex');

/**
 * Counts one mail of this purpose to this address and says whether it may go out. Counted per
 * address whether or not it has an account; callers answer the same either way, so a refusal
 * here is silent to the sender and reveals nothing.
 */
export async function mayEmail(db: Database, purpose: string, email: string): Promise<boolean> {
  const { rows } = await sql<{ sent: number }>`
    INSERT INTO email_send_throttle (key, sent, window_started_at) VALUES (${key(purpose, email)}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      sent = CASE WHEN email_send_throttle.window_started_at < now() - interval '1 hour' THEN 1
        ELSE email_send_throttle.sent + 1 END,
      window_started_at = CASE WHEN email_send_throttle.window_started_at < now() - interval '1 hour' THEN now()
        ELSE email_send_throttle.window_started_at END
    RETURNING sent`.execute(db);
  return (rows[0]?.sent ?? 1) <= MAILS_PER_HOUR;
}

/** Seconds until this address may be mailed again for this purpose (for a signed-in person's own address). */
export async function emailWaitSeconds(db: Database, purpose: string, email: string): Promise<number> {
  const row = await db
    .selectFrom('emailSendThrottle')
    .select(['sent', 'windowStartedAt'])
    .where('key', '=', key(purpose, email))
    .executeTakeFirst();
  if (!row || row.sent < MAILS_PER_HOUR) return 0;
  const until = new Date(row.windowStartedAt).getTime() + 3_600_000;
  return Math.max(0, Math.ceil((until - Date.now()) / 1000));
}
