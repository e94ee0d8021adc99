import type { PgBoss } from 'pg-boss';
import { serviceRequiresAgreements } from '../agreements/agreements.ts';
import type { Database } from '../db/database.ts';
import { serviceSendsIntake } from '../intake/tasks.ts';

export const REMINDER_QUEUE = 'appointment-reminder';

export interface ReminderJob {
  uid: string;
  /** `agreements48`: whatever the client has still to sign or fill in, asked for again (decisions 038, 040). */
  kind: 'reminder24' | 'reminder1' | 'agreements48';
  /** The start the reminder was planned for: a moved appointment's old reminders do nothing. */
  startsAt: string;
}

const BEFORE = { reminder24: 24 * 3_600_000, reminder1: 3_600_000, agreements48: 48 * 3_600_000 } as const;

/** Replaces an appointment's reminder jobs: none unless it is confirmed and still ahead. */
export async function planReminders(db: Database, boss: PgBoss | undefined, uid: string, now = new Date()) {
  if (!boss) return;
  const appointment = await db
    .selectFrom('appointment')
    .select(['id', 'status', 'startsAt', 'reminderJobIds', 'serviceId'])
    .where('uid', '=', uid)
    .executeTakeFirst();
  if (!appointment) return;
  if (appointment.reminderJobIds.length > 0) await boss.cancel(REMINDER_QUEUE, appointment.reminderJobIds);
  const ids: string[] = [];
  if (appointment.status === 'confirmed') {
    // Asking again for signatures and answers is planned only where the service asks for any.
    const asks =
      (await serviceRequiresAgreements(db, appointment.serviceId)) ||
      (await serviceSendsIntake(db, appointment.serviceId));
    const kinds = asks
      ? (['reminder24', 'reminder1', 'agreements48'] as const)
      : (['reminder24', 'reminder1'] as const);
    for (const kind of kinds) {
      const at = new Date(appointment.startsAt.getTime() - BEFORE[kind]);
      if (at <= now) continue;
      const data: ReminderJob = { uid, kind, startsAt: appointment.startsAt.toISOString() };
      const id = await boss.send(REMINDER_QUEUE, data, { startAfter: at, retryLimit: 3 });
      if (id) ids.push(id);
    }
  }
  await db.updateTable('appointment').set({ reminderJobIds: ids }).where('id', '=', appointment.id).execute();
}

/** Whether a reminder job still applies when it runs. */
export async function reminderDue(db: Database, job: ReminderJob) {
  const appointment = await db
    .selectFrom('appointment')
    .select(['status', 'startsAt'])
    .where('uid', '=', job.uid)
    .executeTakeFirst();
  return appointment?.status === 'confirmed' && appointment.startsAt.getTime() === new Date(job.startsAt).getTime();
}
