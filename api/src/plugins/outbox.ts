import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromKysely } from 'pg-boss';
import { remindAgreements } from '../agreements/agreements.ts';
import { findAppointment } from '../booking/appointments.ts';
import { appointmentEmails, changesReminders, senderAddressOf, sidesOf } from '../booking/notifications.ts';
import { planReminders, REMINDER_QUEUE, type ReminderJob, reminderDue } from '../booking/reminders.ts';
import type { Config } from '../config.ts';
import {
  BURST_HOLD_MS,
  burstMeter,
  EMAIL_BATCH,
  EMAIL_QUEUE,
  EMAIL_RETRIES,
  type EmailJob,
  messageJob,
  type Outbox,
  queuedMessage,
  transient,
  type WithEmails,
} from '../mail/outbox.ts';
import { type MailRequest, renderMail } from '../mail/render.ts';
import { unsubscribeLinks } from '../mail/unsubscribe.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs a change with the emails it causes (see WithEmails): where this process runs jobs, each
     * email is a job written in the change's own transaction; without jobs (API tests, tools) the
     * emails are sent in the background once it has committed, failures logged.
     */
    withEmails: WithEmails;
  }
}

/** Appointments read for one batch of emails, by uid: both sides' jobs of an event usually arrive together. */
type ReadAppointments = Map<string, ReturnType<typeof findAppointment>>;

/**
 * Every email the API sends (decisions 013, 025 and 026). Each is a pg-boss job, queued in the
 * transaction of the change that causes it and retried with backoff while the mail server fails; in
 * a burst of changes the emails wait in the queue behind the answers instead of competing with them.
 * One sender takes them, renders each in its recipient's language and hands it to the mailer.
 */
export default fp(async function outbox(
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
    const outbox: Outbox = {
      send: (mail) => {
        emails.push(messageJob(mail));
      },
      appointment: (uid, event) => {
        emails.push(...sidesOf(event).map((side) => ({ kind: 'appointment' as const, uid, event, side })));
      },
    };
    const result = await db.transaction().execute(async (trx) => {
      const value = await work(trx, outbox);
      // pg-boss writes through the transaction's own connection, without the camelCase mapping.
      if (app.jobs && emails.length > 0)
        await app.jobs.insert(
          EMAIL_QUEUE,
          emails.map((data) => ({ data })),
          { db: fromKysely(trx.withoutPlugins()) },
        );
      return value;
    });
    if (emails.length === 0) return result;
    if (!app.jobs) {
      app.background(() => sendNow(emails));
      return result;
    }
    pace.record();
    if (pace.calm()) wake();
    return result;
  };
  app.decorate('withEmails', withEmails);

  /** Without jobs (API tests, tools): every email now, failures logged. */
  async function sendNow(emails: EmailJob[]) {
    const records: ReadAppointments = new Map();
    for (const email of emails) {
      await deliver(email, records).catch((error) =>
        app.log.error({ err: error, email: about(email) }, 'email failed'),
      );
    }
  }

  /** What a log line says of an email: its message or event, never its recipient. */
  const about = (job: EmailJob) => (job.kind === 'appointment' ? `${job.event} (${job.side})` : job.message);

  /** One side's email of an appointment event, from the appointment as it is now; the client's also plans reminders. */
  async function appointmentMail(
    job: Extract<EmailJob, { kind: 'appointment' }>,
    records: ReadAppointments,
  ): Promise<MailRequest | undefined> {
    const record = records.get(job.uid) ?? findAppointment(app.db, job.uid);
    records.set(job.uid, record);
    const appointment = await record;
    // An unconfirmed guest hold that ran out is gone, and so is anything left to say about it.
    if (!appointment) return undefined;
    // An address nobody has confirmed hears only the request to confirm it: nothing the therapist
    // does (cancelling the hold, say) writes to someone who may never have asked.
    if (job.side === 'client' && !appointment.clientId && job.event !== 'guestConfirm') return undefined;
    if (job.side === 'client' && changesReminders(job.event)) await planReminders(app.db, app.jobs, job.uid);
    return appointmentEmails(appointment, job.event, {
      publicUrl: config.publicUrl,
      linkSecret,
      senderAddress,
    }).find((e) => e.side === job.side)?.mail;
  }

  /** Renders one queued email in its recipient's language and hands it to the mailer. */
  async function deliver(job: EmailJob, records: ReadAppointments = new Map()) {
    const mail = job.kind === 'appointment' ? await appointmentMail(job, records) : queuedMessage(job);
    if (!mail) return;
    const way = mail.unsubscribe
      ? unsubscribeLinks(linkSecret, config.publicUrl, mail.unsubscribe, mail.to, mail.locale)
      : undefined;
    await app.mailer.send(renderMail(mail, config.publicUrl, way));
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
  // While the SMTP server is down every email fails the same way: one warning a minute says so.
  let smtpLoggedAt = Number.NEGATIVE_INFINITY;
  async function sendQueued() {
    while (!stopping) {
      // In a burst the changes go first; an email waits for a calm moment, but never more than 30 s.
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
            if (!transient(error)) {
              // Refused for good (a 5xx): sending again would be refused again. Cancelled, not retried.
              app.log.error({ err: error, email: about(job.data) }, 'the mail server refused an email for good');
              await jobs.cancel(EMAIL_QUEUE, job.id);
              continue;
            }
            // This job alone is retried; the rest of the batch completes.
            if (performance.now() - smtpLoggedAt >= 60_000) {
              smtpLoggedAt = performance.now();
              app.log.warn({ err: error, email: about(job.data) }, 'an email could not be sent; it will be retried');
            }
            await jobs.fail(EMAIL_QUEUE, job.id, { message: String(error) });
          }
        }
        if (sent.length > 0) await jobs.complete(EMAIL_QUEUE, sent);
      } catch (error) {
        // The database is away: the jobs stay queued. The next round comes later each time (1 s
        // doubling to 30 s), and the outage is logged when it starts and every tenth round, not
        // every second (db_unavailable_responses_total and /api/ready say the rest).
        if (failures % 10 === 0) app.log.error({ err: error, failures }, 'taking emails failed');
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
    // A reminder still due becomes an email job like any other: the sender sends (and retries) it.
    if (!job || !(await reminderDue(app.db, job.data))) return;
    const { kind, uid } = job.data;
    if (kind === 'agreements48') await remindAgreements(app.db, withEmails, uid);
    else {
      const email: EmailJob = { kind: 'appointment', uid, event: kind, side: 'client' };
      await jobs.send(EMAIL_QUEUE, email);
    }
    wake();
  });
});
