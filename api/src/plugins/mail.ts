import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { dateFormat } from '../contract/locales.ts';
import { AppError } from '../errors.ts';
import { createMailer, type Mailer, type OutgoingMail, readOutbox } from '../mail/mailer.ts';
import { type MailRequest, renderMail } from '../mail/render.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Renders a message in the recipient's language and sends it. */
    sendMail(request: MailRequest): Promise<void>;
  }
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] as string);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2a2e}
table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.5rem;border-bottom:1px solid #ddd}
pre{white-space:pre-wrap;background:#f6f5f2;padding:1rem}</style>
</head><body><main>${body}</main></body></html>`;

/** Emails the SMTP server did not take at once, sent again by pg-boss with backoff (about 3 days in all). */
export const MAIL_RETRY_QUEUE = 'mail-retry';
const MAIL_RETRIES = { retryLimit: 20, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600 };
// While the SMTP server is down every email is queued the same way: one warning per interval says so.
const SMTP_LOG_INTERVAL_MS = 60_000;

/** An email as the retry queue keeps it: JSON, so attachments travel as base64. */
interface QueuedMail extends Omit<OutgoingMail, 'attachments'> {
  attachments?: { filename: string; contentType: string; base64: string }[];
}

const toQueued = ({ attachments, ...mail }: OutgoingMail): QueuedMail => ({
  ...mail,
  ...(attachments
    ? {
        attachments: attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          base64: Buffer.from(a.content).toString('base64'),
        })),
      }
    : {}),
});
const fromQueued = ({ attachments, ...mail }: QueuedMail): OutgoingMail => ({
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
 * Whether SMTP failed for a reason that passes (no connection, a timeout, a 4xx "try later"), as
 * opposed to refusing this message for good (5xx), which sending again would not change.
 */
function transient(error: unknown): boolean {
  const { responseCode } = error as { responseCode?: number };
  return responseCode === undefined || (responseCode >= 400 && responseCode < 500);
}

/**
 * Email: `app.sendMail` for the routes; when the SMTP server does not take a message for a reason
 * that passes, it is queued and sent again later (pg-boss), so the action that sends it succeeds.
 * A process without jobs answers 503 MAIL_UNAVAILABLE instead. with the file outbox on a local address, a development
 * mailbox at /dev/mailbox shows what was sent (absent whenever SMTP_URL is set or the site is public).
 */
export default fp(async function mail(app: FastifyInstance, { config }: { config: Config }) {
  const mailer = createMailer(config.mail);
  app.decorate('mailer', mailer);
  let smtpLoggedAt = Number.NEGATIVE_INFINITY;
  app.decorate('sendMail', async (request: MailRequest) => {
    const mail = renderMail(request, config.publicUrl);
    try {
      await mailer.send(mail);
    } catch (error) {
      if (mailer.transport !== 'smtp' || !transient(error)) throw error;
      if (!app.jobs) {
        const unavailable = new AppError(
          'MAIL_UNAVAILABLE',
          503,
          'The email could not be sent at the moment; try again in a few minutes',
          { retryAfter: 60 },
        );
        unavailable.cause = error;
        throw unavailable;
      }
      await app.jobs.send(MAIL_RETRY_QUEUE, toQueued(mail), MAIL_RETRIES);
      if (performance.now() - smtpLoggedAt >= SMTP_LOG_INTERVAL_MS) {
        smtpLoggedAt = performance.now();
        app.log.warn({ err: error }, 'the SMTP server did not take an email: queued to be sent again');
      }
    }
  });
  app.addHook('onClose', async () => mailer.close());
  // The jobs plugin is registered after this one; its queue is there once the app is ready.
  app.addHook('onReady', async () => {
    const jobs = app.jobs;
    if (!jobs || mailer.transport !== 'smtp') return;
    await jobs.createQueue(MAIL_RETRY_QUEUE, MAIL_RETRIES);
    await jobs.work<QueuedMail>(MAIL_RETRY_QUEUE, async ([job]) => {
      // A failure here fails the job, and pg-boss tries it again after the next delay.
      if (job) await mailer.send(fromQueued(job.data));
    });
  });

  if (!config.mail.mailbox) return;
  const html = (reply: import('fastify').FastifyReply, content: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(content);

  // A development tool, not part of the API: kept out of the OpenAPI document.
  app.get('/dev/mailbox', { schema: { hide: true } }, async (_request, reply) => {
    const messages = await readOutbox(config.mail.outboxDir);
    const rows = messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(dateFormat('en', { dateStyle: 'short', timeStyle: 'medium' }).format(new Date(m.sentAt)))}</td><td>${escapeHtml(m.to)}</td><td><a href="/dev/mailbox/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    return html(
      reply,
      page(
        'Development mailbox',
        `<h1>Development mailbox</h1><p>Every email this server sent, newest first. It exists only while no SMTP server is configured, on a local address; the files are in <code>${escapeHtml(config.mail.outboxDir)}</code>.</p>${
          messages.length
            ? `<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table>`
            : '<p>No emails yet.</p>'
        }`,
      ),
    );
  });

  // The email's HTML on its own page, with nothing allowed to run or load: it is shown as received.
  app.get<{ Params: { id: string } }>('/dev/mailbox/:id/html', { schema: { hide: true } }, async (request, reply) => {
    const message = (await readOutbox(config.mail.outboxDir)).find((m) => m.id === request.params.id);
    if (!message) return reply.code(404).type('text/plain').send('No such email.');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:")
      .send(message.html);
  });

  app.get<{ Params: { id: string } }>('/dev/mailbox/:id', { schema: { hide: true } }, async (request, reply) => {
    const message = (await readOutbox(config.mail.outboxDir)).find((m) => m.id === request.params.id);
    if (!message) return reply.code(404).type('text/plain').send('No such email.');
    return html(
      reply,
      page(
        message.subject,
        `<p><a href="/dev/mailbox">← All emails</a></p><h1>${escapeHtml(message.subject)}</h1>
<p>To: ${escapeHtml(message.to)}${message.attachments.length ? ` · Attachments: ${escapeHtml(message.attachments.join(', '))}` : ''}</p>
<p><a href="/dev/mailbox/${message.id}/html">HTML version</a></p>
<h2>Text</h2><pre>${escapeHtml(message.text)}</pre>`,
      ),
    );
  });
});
