import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromKysely } from 'pg-boss';
import { findAppointment } from '../booking/appointments.ts';
import {
  appointmentEmails,
  BURST_HOLD_MS,
  burstMeter,
  changesReminders,
  EMAIL_BATCH,
  EMAIL_QUEUE,
  EMAIL_RETRIES,
  type EmailJob,
  type Notify,
  senderAddressOf,
  sidesOf,
  type WithEmails,
} from '../booking/notifications.ts';
import { planReminders, REMINDER_QUEUE, type ReminderJob, reminderDue } from '../booking/reminders.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs an appointment change with the emails it announces (see WithEmails): where this process
     * runs jobs, each email is a job written in the change's own transaction; without jobs (API
     * tests, tools) the emails are sent in the background once it has committed, failures logged.
     */
    withAppointmentEmails: WithEmails;
  }
}

/** Appointments read for one batch of emails, by uid: both sides' jobs of an event usually arrive together. */
type ReadAppointments = Map<string, ReturnType<typeof findAppointment>>;

/**
 * The appointment emails and reminders (decisions 013 and 025). Each email is a pg-boss job, queued in the
 * transaction of the change it announces and retried with backoff while the mail server fails; in a
 * burst of bookings the emails wait in the queue behind the answers instead of competing with them.
 */
export default fp(async function appointmentMail(
  app: FastifyInstance,
  { config, linkSecret }: { config: Config; linkSecret: string },
) {
  const senderAddress = senderAddressOf(config.mail.from);
  const pace = burstMeter();
  // Cuts the email sender's wait short: set by `nap`, called when a calm change has queued emails.
  let wake = () => {};
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const withEmails: WithEmails = async (db, work) => {
    const emails: EmailJob[] = [];
    const notify: Notify = (uid, event) => {
      emails.push(...sidesOf(event).map((side) => ({ uid, event, side })));
    };
    const result = await db.transaction().execute(async (trx) => {
      const value = await work(trx, notify);
      // pg-boss writes through the transaction's own connection, without the camelCase mapping.
      if (app.jobs && emails.length > 0)
        await app.jobs.insert(
          EMAIL_QUEUE,
          emails.map((data) => ({ data })),
          { db: fromKysely(trx.withoutPlugins()) },
        );
      return value;
    });
    if (!app.jobs) {
      app.background(() => sendNow(emails));
      return result;
    }
    if (emails.length > 0) pace.record();
    if (pace.calm()) wake();
    return result;
  };
  app.decorate('withAppointmentEmails', withEmails);

  /** Without jobs (API tests, tools): every email now, failures logged. */
  async function sendNow(emails: EmailJob[]) {
    const records: ReadAppointments = new Map();
    for (const email of emails) {
      await deliver(email, records).catch((error) =>
        app.log.error({ err: error, event: email.event }, 'appointment email failed'),
      );
    }
  }

  /** One side's email of an event, from the appointment as it is now; the client's job also plans reminders. */
  async function deliver(job: EmailJob, records: ReadAppointments = new Map()) {
    const record = records.get(job.uid) ?? findAppointment(app.db, job.uid);
    records.set(job.uid, record);
    const appointment = await record;
    // An unconfirmed guest hold that ran out is gone, and so is anything left to say about it.
    if (!appointment) return;
    // An address nobody has confirmed hears only the request to confirm it: nothing the therapist
    // does (cancelling the hold, say) writes to someone who may never have asked.
    if (job.side === 'client' && !appointment.clientId && job.event !== 'guestConfirm') return;
    if (job.side === 'client' && changesReminders(job.event)) await planReminders(app.db, app.jobs, job.uid);
    const email = appointmentEmails(appointment, job.event, {
      publicUrl: config.publicUrl,
      linkSecret,
      senderAddress,
    }).find((e) => e.side === job.side);
    if (email) await app.sendMail(email.mail);
  }

  if (!app.jobs) return;
  const jobs = app.jobs;
  await jobs.createQueue(EMAIL_QUEUE, EMAIL_RETRIES);

  /**
   * Takes the queued emails a batch at a time. The wait for a calm moment comes before a batch is
   * taken, not after (pg-boss's work() would hold the taken jobs active): a job taken by a process
   * that dies stays active until it expires, while one left in the queue is sent by the next process.
   */
  let stopping = false;
  /** Rounds in a row that could not take emails (the database away). */
  let failures = 0;
  async function sendQueued() {
    while (!stopping) {
      // In a burst the bookings go first; an email waits for a calm moment, but never more than 30 s.
      for (const since = Date.now(); !pace.calm() && !stopping && Date.now() - since < BURST_HOLD_MS; ) await nap(250);
      if (stopping) return;
      try {
        const batch = await jobs.fetch<EmailJob>(EMAIL_QUEUE, { batchSize: EMAIL_BATCH });
        failures = 0;
        if (batch.length === 0) {
          await nap(1_000);
          continue;
        }
        const records: ReadAppointments = new Map();
        const sent: string[] = [];
        for (const job of batch) {
          try {
            await deliver(job.data, records);
            sent.push(job.id);
          } catch (error) {
            // This job alone is retried; the rest of the batch completes.
            app.log.warn({ err: error, event: job.data.event }, 'appointment email failed; it will be retried');
            await jobs.fail(EMAIL_QUEUE, job.id, { message: String(error) });
          }
        }
        if (sent.length > 0) await jobs.complete(EMAIL_QUEUE, sent);
      } catch (error) {
        // The database is away: the jobs stay queued. The next round comes later each time (1 s
        // doubling to 30 s), and the outage is logged when it starts and every tenth round, not
        // every second (db_unavailable_responses_total and /api/ready say the rest).
        if (failures % 10 === 0) app.log.error({ err: error, failures }, 'taking appointment emails failed');
        failures += 1;
        await nap(Math.min(30_000, 1_000 * 2 ** (failures - 1)));
      }
    }
  }
  const sending = sendQueued();
  // Closing waits for the batch being sent; what is still queued is sent by the next process.
  app.addHook('onClose', async () => {
    stopping = true;
    wake();
    await sending;
  });

  await jobs.createQueue(REMINDER_QUEUE);
  await jobs.work<ReminderJob>(REMINDER_QUEUE, async ([job]) => {
    // Inside the job, so a failed send is retried by pg-boss.
    if (job && (await reminderDue(app.db, job.data)))
      await deliver({ ...job.data, event: job.data.kind, side: 'client' });
  });
});
