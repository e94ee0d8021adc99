import type { Transaction } from 'kysely';
import type { AppointmentEvent, Side } from '../booking/notifications.ts';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import type { MailRequest } from './render.ts';

/** The one queue every email goes through (docs/decisions/026). */
export const EMAIL_QUEUE = 'email';

/**
 * What a change names for sending once it commits. Nothing goes out while it runs: the emails are
 * jobs written in its transaction (plugins/outbox.ts).
 */
export interface Outbox {
  /** An email, rendered in the recipient's language when it is sent. */
  send(mail: MailRequest): void;
  /**
   * The emails an appointment event sends, one per side that hears of it, written from the
   * appointment as it is when they are sent.
   */
  appointment(uid: string, event: AppointmentEvent): void;
}

/**
 * Runs a change in one transaction with the emails it causes: `work` changes what it changes
 * through `trx` and names its emails on `outbox`; they are written in that same transaction, so a
 * change that commits always has its emails, even if the process dies a moment later, and one that
 * rolls back has none. The only way the API sends email (`app.withEmails`); domain functions take
 * it as a parameter, and routes pass it on.
 */
export type WithEmails = <T>(db: Database, work: (trx: Transaction<DB>, outbox: Outbox) => Promise<T>) => Promise<T>;

/** An attachment as a job keeps it: jobs are JSON, so the bytes travel as base64. */
interface QueuedAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

/** One email as its job holds it. */
export type EmailJob =
  | { kind: 'appointment'; uid: string; event: AppointmentEvent; side: Side }
  | ({ kind: 'message' } & Omit<MailRequest, 'attachments'> & { attachments?: QueuedAttachment[] });

/** The job of one email. */
export const messageJob = ({ attachments, ...mail }: MailRequest): EmailJob => ({
  kind: 'message',
  ...mail,
  ...(attachments?.length
    ? {
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          base64: Buffer.from(a.content).toString('base64'),
        })),
      }
    : {}),
});

/** The email a message job holds. */
export const queuedMessage = ({
  kind: _kind,
  attachments,
  ...mail
}: Extract<EmailJob, { kind: 'message' }>): MailRequest => ({
  ...mail,
  ...(attachments
    ? {
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, 'base64'),
        })),
      }
    : {}),
});

/**
 * A mail server that is down for a while: tried again after about 30 s, doubling up to an hour, 20
 * times (about three days in all).
 */
export const EMAIL_RETRIES = { retryLimit: 20, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600 };
/** Emails the sender takes at a time. */
export const EMAIL_BATCH = 20;
/** How long, at most, an email waits while changes arrive in a burst. */
export const BURST_HOLD_MS = 30_000;

/**
 * Whether emails are queued at a normal pace or in a burst: more than `limit` recorded in the last
 * second. At a normal pace the sender is woken at once; in a burst it waits for a calm moment.
 */
export function burstMeter(limit = 10, now = () => Date.now()) {
  const recent: number[] = [];
  const forget = (t: number) => {
    while (recent.length > 0 && (recent[0] ?? t) <= t - 1_000) recent.shift();
  };
  return {
    record(): void {
      const t = now();
      forget(t);
      recent.push(t);
    },
    calm(): boolean {
      forget(now());
      return recent.length <= limit;
    },
  };
}

/**
 * Whether the SMTP server refused for a reason that passes (no connection, a timeout, a 4xx "try
 * later"), as opposed to refusing this message for good (5xx), which sending again would not change.
 */
export function transient(error: unknown): boolean {
  const { responseCode } = error as { responseCode?: number };
  return responseCode === undefined || (responseCode >= 400 && responseCode < 500);
}
