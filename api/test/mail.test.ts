import { once } from 'node:events';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { LOCALES } from '../src/contract/locales.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { renderMail } from '../src/mail/render.ts';
import { testApp } from './helpers/app.ts';

/** A real SMTP server on a free loopback port that keeps every message it receives. */
async function smtpServer() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${port}`, received };
}

describe('sending email', () => {
  it('delivers through SMTP_URL to a real SMTP server', async () => {
    const smtp = await smtpServer();
    const config = loadConfig({ SMTP_URL: smtp.url, MAIL_FROM: 'Calma <hello@calma.test>' });
    expect(config.mail.mailbox).toBe(false);
    const mailer = createMailer(config.mail);
    await mailer.send(
      renderMail(
        {
          to: 'ana@example.test',
          locale: 'pt',
          name: 'Ana',
          message: 'verify',
          params: { hours: 48 },
          actionUrl: 'https://calma.test/auth/verify?token=abc',
          attachments: [{ filename: 'note.txt', content: 'hello', contentType: 'text/plain' }],
        },
        'https://calma.test',
      ),
    );
    mailer.close();
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toBe('hello@calma.test');
    expect(message?.to).toEqual(['ana@example.test']);
    expect(message?.raw).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(message?.raw).toContain('multipart/alternative');
    expect(message?.raw).toContain('filename=note.txt');
  });

  it('writes to the outbox without SMTP_URL and shows it in the development mailbox', async () => {
    const { app, outbox } = await testApp();
    await app.withEmails(app.db, async (_trx, emails) =>
      emails.send({ to: 'jan@example.test', locale: 'nl', message: 'passwordReset', params: { minutes: 30 } }),
    );
    const [mail] = await outbox('jan@example.test');
    expect(mail?.subject).toBe('Stel je Calma-wachtwoord opnieuw in');
    expect(mail?.text).toContain('30 minuten');

    const list = await app.inject({ url: '/dev/mailbox' });
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Stel je Calma-wachtwoord opnieuw in');
    const one = await app.inject({ url: `/dev/mailbox/${mail?.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('jan@example.test');
    const html = await app.inject({ url: `/dev/mailbox/${mail?.id}/html` });
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.body).toContain('Stel je Calma-wachtwoord opnieuw in');
    expect((await app.inject({ url: '/dev/mailbox/nope' })).statusCode).toBe(404);
  });

  it('keeps the outbox readable by its owner only: messages carry reset links and what people wrote', async () => {
    const parent = await mkdtemp(path.join(tmpdir(), 'calma-outbox-mode-'));
    afterAll(() => rm(parent, { recursive: true, force: true }));
    const outboxDir = path.join(parent, 'outbox');
    const mailer = createMailer({ ...loadConfig({}).mail, outboxDir });
    await mailer.send({
      to: 'jan@example.test',
      subject: 'Reset your password',
      text: 'https://calma.test/auth/reset?token=secret',
      html: '<p>https://calma.test/auth/reset?token=secret</p>',
    });
    mailer.close();
    expect((await stat(outboxDir)).mode & 0o777).toBe(0o700);
    const names = await readdir(outboxDir);
    expect(names.map((name) => path.extname(name)).sort()).toEqual(['.eml', '.json']);
    for (const name of names) expect((await stat(path.join(outboxDir, name))).mode & 0o777, name).toBe(0o600);
  });

  it('has no mailbox when email goes out through SMTP or the site is public', async () => {
    const smtp = await smtpServer();
    const { app } = await testApp({ mail: { ...loadConfig({ SMTP_URL: smtp.url }).mail } });
    expect((await app.inject({ url: '/dev/mailbox' })).statusCode).toBe(404);
    expect(loadConfig({ PUBLIC_URL: 'https://calma.example' }).mail.mailbox).toBe(false);
  });
});

describe('queuing email with a change', () => {
  it('sends the email of a change that commits, and none of one that rolls back', async () => {
    const { app, db, outbox } = await testApp();
    const email = (to: string) => ({ to, locale: 'en' as const, message: 'passwordChanged' as const });
    await app.withEmails(db, async (trx, emails) => {
      await trx.selectNoFrom((eb) => eb.val(1).as('one')).execute();
      emails.send(email('committed@example.test'));
    });
    await expect(
      app.withEmails(db, async (_trx, emails) => {
        emails.send(email('rolled.back@example.test'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await outbox('committed@example.test')).toHaveLength(1);
    expect(await outbox('rolled.back@example.test')).toEqual([]);
  });
});

describe('email texts', () => {
  it('lead a site path in the button to the public address', () => {
    const mail = renderMail(
      { to: 'x@example.test', locale: 'en', message: 'passwordChanged', actionUrl: '/auth/forgot-password' },
      'https://calma.test',
    );
    expect(mail.text).toContain('https://calma.test/auth/forgot-password');
    expect(mail.html).toContain('href="https://calma.test/auth/forgot-password"');
  });

  it('escape what people typed in the HTML and keep it readable in the text', () => {
    const mail = renderMail(
      {
        to: 'x@example.test',
        locale: 'en',
        name: '<script>alert(1)</script>',
        message: 'verify',
        params: { hours: 48 },
      },
      'https://calma.test',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
    expect(mail.text).toContain('Hello <script>alert(1)</script>,');
  });

  it.each(LOCALES)('fill every placeholder in %s and link the emergency page in that language', (locale) => {
    const mail = renderMail(
      {
        to: 'x@example.test',
        locale,
        message: 'passwordReset',
        params: { minutes: 30 },
        actionUrl: 'https://calma.test/r',
      },
      'https://calma.test',
    );
    expect(mail.text).not.toMatch(/\{\w+\}/);
    expect(mail.text).toContain(`https://calma.test${locale === 'en' ? '' : `/${locale}`}/emergency-resources`);
    expect(mail.html).toContain('href="https://calma.test/r"');
  });
});
