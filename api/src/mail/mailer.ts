import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Attachment {
  filename: string;
  content: string | Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: Attachment[];
  /** Extra headers (List-Unsubscribe). */
  headers?: Record<string, string>;
}

/** What the file outbox keeps beside each .eml, for the development mailbox and tests. */
export interface StoredMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  attachments: string[];
  /** The one-click way out, when the email has one. */
  listUnsubscribe?: string;
}

export interface Mailer {
  readonly transport: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * Sends through SMTP_URL when set; otherwise writes each message as an .eml file (the exact bytes
 * SMTP would carry) plus a small JSON summary into the outbox directory.
 */
export function createMailer(mail: Config['mail']): Mailer {
  if (mail.smtpUrl) {
    // nodemailer waits up to two minutes for a connection and ten for a quiet socket by default: an
    // SMTP server that does not answer would hold the request that sends the email that long.
    const transporter = nodemailer.createTransport({
      url: mail.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      transport: 'smtp',
      async send(message) {
        await transporter.sendMail({ from: mail.from, ...message });
      },
      close: () => transporter.close(),
    };
  }
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  // The directory is made when the first write finds it missing, not checked before every message.
  // Messages carry sign-in links, reset tokens and what clients wrote: only the owner may read them.
  const store = async (name: string, data: Buffer | string) => {
    const file = path.join(mail.outboxDir, name);
    await writeFile(file, data, { mode: 0o600 }).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(mail.outboxDir, { recursive: true, mode: 0o700 });
      await writeFile(file, data, { mode: 0o600 });
    });
  };
  return {
    transport: 'outbox',
    async send(message) {
      const info = await transporter.sendMail({ from: mail.from, ...message });
      const sentAt = new Date();
      // Sortable by time, unguessable, safe as a file name and a URL segment.
      const id = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(6).toString('hex')}`;
      const stored: StoredMail = {
        id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        sentAt: sentAt.toISOString(),
        attachments: (message.attachments ?? []).map((a) => a.filename),
        ...(message.headers?.['List-Unsubscribe'] ? { listUnsubscribe: message.headers['List-Unsubscribe'] } : {}),
      };
      await store(`${id}.eml`, info.message as Buffer);
      await store(`${id}.json`, JSON.stringify(stored));
    },
    close: () => transporter.close(),
  };
}

/** The outbox's messages, newest first. */
export async function readOutbox(outboxDir: string): Promise<StoredMail[]> {
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const summaries = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse();
  return Promise.all(
    summaries.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as StoredMail),
  );
}
