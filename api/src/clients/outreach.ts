import { THERAPIST_DAILY_EMAILS } from '../contract/booking.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';

/**
 * Before a therapist's own action emails a client who may never have asked (a session the therapist
 * booked for a record they typed in): only a verified therapist may, and only so many a day.
 */
export async function assertMayEmailClients(db: Database, therapistId: string, now = new Date()) {
  const row = await db
    .selectFrom('therapist')
    .select((eb) => [
      'verifiedAt',
      eb
        .selectFrom('therapistEmail')
        .select((e) => e.fn.countAll<string>().as('n'))
        .whereRef('therapistEmail.therapistId', '=', 'therapist.id')
        .where('therapistEmail.createdAt', '>', new Date(now.getTime() - 86_400_000))
        .as('sent'),
    ])
    .where('id', '=', therapistId)
    .executeTakeFirst();
  if (!row?.verifiedAt) {
    throw new AppError(
      'THERAPIST_NOT_VERIFIED',
      403,
      'Once your profile is verified you can book sessions that we email to your clients',
    );
  }
  if (Number(row.sent ?? 0) >= THERAPIST_DAILY_EMAILS) {
    throw new AppError(
      'DAILY_EMAIL_LIMIT',
      429,
      `At most ${THERAPIST_DAILY_EMAILS} sessions a day can be booked for clients; try again tomorrow`,
      { limit: THERAPIST_DAILY_EMAILS },
    );
  }
}

/** Counts an email that a therapist's action sent to a client, against the daily limit. */
export async function countClientEmail(db: Database, therapistId: string, kind: 'session') {
  await db.insertInto('therapistEmail').values({ therapistId, kind }).execute();
}
