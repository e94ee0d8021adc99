import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { WithEmails } from '../mail/outbox.ts';
import { sendRequest } from './requests.ts';

/** The queue of the scheduler's runs; it runs every 15 minutes (routes/measures). */
export const MEASURE_SCHEDULE_QUEUE = 'measure-schedule';

/** Before-session questionnaires go out this long before the session starts. */
export const BEFORE_SESSION_MS = 24 * 3_600_000;

const WEEK_MS = 7 * 86_400_000;

/**
 * Sends every questionnaire that is due: for a before-session assignment, one per confirmed
 * session of the client with the practice that starts within the next 24 hours (once per session,
 * however often this runs, and none for a session moved or cancelled before then); for an
 * every-N-weeks assignment, one when the last was sent N weeks ago. Assignments of a practice that
 * no longer has an account stop: the relationship has ended. Answers how many were sent.
 * Each assignment is taken by one process at a time (FOR UPDATE SKIP LOCKED).
 */
export async function sendDueMeasures(
  db: Database,
  withEmails: WithEmails,
  linkSecret: string,
  now = new Date(),
): Promise<number> {
  await db
    .updateTable('measureAssignment')
    .set({ stoppedAt: now, stopReason: 'relationship_ended' })
    .where('stoppedAt', 'is', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('therapist')
          .select('therapist.id')
          .whereRef('therapist.id', '=', 'measureAssignment.therapistId')
          .where('therapist.userId', 'is', null),
      ),
    )
    .execute();

  let sent = 0;
  const running = await db
    .selectFrom('measureAssignment')
    .select(['id', 'schedule'])
    .where('stoppedAt', 'is', null)
    .where('schedule', 'in', ['before_session', 'every_weeks'])
    .execute();
  for (const { id } of running) {
    sent += await withEmails(db, async (trx, outbox) => {
      const assignment = await trx
        .selectFrom('measureAssignment')
        .select(['id', 'therapistId', 'clientId', 'schedule', 'intervalWeeks'])
        .where('id', '=', id)
        .where('stoppedAt', 'is', null)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!assignment) return 0;
      if (assignment.schedule === 'before_session') {
        const sessions = await trx
          .selectFrom('appointment')
          .select('id')
          .where('therapistId', '=', assignment.therapistId)
          .where('clientId', '=', assignment.clientId)
          .where('status', '=', 'confirmed')
          .where('startsAt', '>', now)
          .where('startsAt', '<=', new Date(now.getTime() + BEFORE_SESSION_MS))
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('measureRequest')
                  .select('measureRequest.id')
                  .whereRef('measureRequest.appointmentId', '=', 'appointment.id')
                  .where('measureRequest.assignmentId', '=', assignment.id),
              ),
            ),
          )
          .orderBy('startsAt')
          .execute();
        let count = 0;
        for (const session of sessions) {
          if (await sendRequest(trx, outbox, linkSecret, assignment, now, session.id)) count += 1;
        }
        return count;
      }
      const last = await trx
        .selectFrom('measureRequest')
        .select(sql<Date | null>`max(sent_at)`.as('at'))
        .where('assignmentId', '=', assignment.id)
        .executeTakeFirst();
      const weeks = assignment.intervalWeeks ?? 1;
      if (last?.at && new Date(last.at).getTime() + weeks * WEEK_MS > now.getTime()) return 0;
      return (await sendRequest(trx, outbox, linkSecret, assignment, now)) ? 1 : 0;
    });
  }
  return sent;
}
