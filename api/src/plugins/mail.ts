import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { dateFormat } from '../contract/locales.ts';
import { createMailer, type Mailer, readOutbox } from '../mail/mailer.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Hands a rendered email to SMTP or the file outbox: only the email sender calls it. */
    mailer: Mailer;
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

/**
 * The mailer (`app.mailer`: SMTP through SMTP_URL, else the file outbox) and, with the file outbox on
 * a local address, a development mailbox at /dev/mailbox that shows what was sent (absent whenever
 * SMTP_URL is set or the site is public). Nothing calls the mailer but the email sender
 * (plugins/outbox.ts): a change queues its emails with `app.withEmails`.
 */
export default fp(async function mail(app: FastifyInstance, { config }: { config: Config }) {
  const mailer = createMailer(config.mail);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

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
