import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findAppointment } from '../booking/appointments.ts';
import {
  type AppointmentEvent,
  appointmentEmails,
  BURST_HOLD_MS,
  burstMeter,
  changesReminders,
  EMAIL_BATCH,
  EMAIL_QUEUE,
  EMAIL_RETRIES,
  type EmailJob,
  senderAddressOf,
  sidesOf,
} from '../booking/notifications.ts';
import { planReminders, REMINDER_QUEUE, type ReminderJob, reminderDue } from '../booking/reminders.ts';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Emails both sides of an appointment event and keeps its reminders in step, after the answer
     * has gone out: a slow or failing mail server never holds up or undoes a booking.
     */
    notifyAppointment(uid: string, event: AppointmentEvent): void;
  }
}

/** Appointments read for one batch of emails, by uid: both sides' jobs of an event usually arrive together. */
type ReadAppointments = Map<string, ReturnType<typeof findAppointment>>;

/**
 * The appointment emails and reminders (decision 013). Where this process runs jobs, each email is a
 * pg-boss job, retried with backoff while the mail server fails, and in a burst of bookings sent in
 * batches behind the answers instead of competing with them; without jobs (API tests, tools) the
 * emails are sent in the background, failures logged.
 */
export default fp(async function appointmentMail(
  app: FastifyInstance,
  { config, linkSecret }: { config: Config; linkSecret: string },
) {
  const senderAddress = senderAddressOf(config.mail.from);
  const pace = burstMeter();
  const outgoing: { data: EmailJob }[] = [];
  let queueSoon: NodeJS.Timeout | undefined;
  let emailWorker: string | undefined;

  app.decorate('notifyAppointment', (uid: string, event: AppointmentEvent) => {
    if (!app.jobs || !emailWorker) {
      app.background(() => notifyNow(uid, event));
      return;
    }
    pace.record();
    outgoing.push(...sidesOf(event).map((side) => ({ data: { uid, event, side } satisfies EmailJob })));
    // At a normal pace each event's jobs are queued at once; in a burst, together every 100 ms.
    if (pace.calm()) app.background(queueEmails);
    else
      queueSoon ??= setTimeout(() => {
        queueSoon = undefined;
        app.background(queueEmails);
      }, 100);
  });

  async function queueEmails() {
    const batch = outgoing.splice(0);
    if (batch.length === 0 || !app.jobs) return;
    await app.jobs.insert(EMAIL_QUEUE, batch);
    if (pace.calm() && emailWorker) app.jobs.notifyWorker(emailWorker);
  }
  // Before the job queue stops: what is still waiting for its 100 ms goes into it.
  app.addHook('preClose', async () => {
    clearTimeout(queueSoon);
    queueSoon = undefined;
    await queueEmails();
  });

  /** Without jobs (API tests, tools): every email of the event now, failures logged. */
  async function notifyNow(uid: string, event: AppointmentEvent) {
    const records: ReadAppointments = new Map();
    for (const side of sidesOf(event)) {
      await deliver({ uid, event, side }, records).catch((error) =>
        app.log.error({ err: error, event }, 'appointment email failed'),
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
  emailWorker = await jobs.work<EmailJob>(
    EMAIL_QUEUE,
    { batchSize: EMAIL_BATCH, pollingIntervalSeconds: 1 },
    async (batch) => {
      // In a burst the bookings go first; an email waits for a calm moment, but never more than 30 s.
      for (const since = Date.now(); !pace.calm() && Date.now() - since < BURST_HOLD_MS; )
        await new Promise((resolve) => setTimeout(resolve, 250));
      const records: ReadAppointments = new Map();
      for (const job of batch) {
        try {
          await deliver(job.data, records);
        } catch (error) {
          // This job alone is retried; the rest of the batch completes.
          app.log.warn({ err: error, event: job.data.event }, 'appointment email failed; it will be retried');
          await jobs.fail(EMAIL_QUEUE, job.id, { message: String(error) });
        }
      }
      // A full batch after a burst: more is waiting, so fetch again at once while it is calm.
      if (batch.length === EMAIL_BATCH && pace.calm() && emailWorker) jobs.notifyWorker(emailWorker);
    },
  );
  await jobs.createQueue(REMINDER_QUEUE);
  await jobs.work<ReminderJob>(REMINDER_QUEUE, async ([job]) => {
    // Inside the job, so a failed send is retried by pg-boss.
    if (job && (await reminderDue(app.db, job.data)))
      await deliver({ ...job.data, event: job.data.kind, side: 'client' });
  });
});
