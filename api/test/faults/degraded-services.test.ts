import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import * as fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import sharp from 'sharp';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import { EMAIL_QUEUE } from '../../src/mail/outbox.ts';
import { postgresEngine } from '../../src/search/engines/postgres.ts';
import { createSearchEngine } from '../../src/search/index.ts';
import { reindex } from '../../src/search/indexer.ts';
import { testApp, testDatabase } from '../helpers/app.ts';
import { createTherapist, createUser } from '../helpers/factories.ts';
import { freePort } from '../helpers/global-setup.ts';
import { multipart } from '../helpers/media-files.ts';
import { nextAddress, SAME_SITE, signIn } from '../helpers/sessions.ts';
import { until } from './drill.ts';

// A full disk, made at the boundary where the store writes: the write puts part of the bytes on
// disk, then fails with ENOSPC as the kernel would. No real full file system can be made here
// (mounting a tiny tmpfs needs privileges a test run does not have).
const diskFull = vi.hoisted(() => ({ under: undefined as string | undefined }));
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:fs/promises')>();
  const writeFile: typeof actual.writeFile = async (file, data, options) => {
    if (diskFull.under && typeof file === 'string' && file.startsWith(diskFull.under) && Buffer.isBuffer(data)) {
      await actual.writeFile(file, data.subarray(0, Math.ceil(data.length / 2)), options);
      throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
        code: 'ENOSPC',
        errno: -28,
        syscall: 'write',
      });
    }
    return actual.writeFile(file, data, options);
  };
  return { ...actual, default: { ...actual, writeFile }, writeFile };
});

/** Every file under `dir`, as paths relative to it. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

describe('uploads when the disk is full or the folder cannot be written', async () => {
  const dataDir = await fs.mkdtemp(path.join(tmpdir(), 'calma-faults-'));
  const uploads = path.join(dataDir, 'uploads');
  const { app, db } = await testApp({ dataDir });
  afterAll(async () => {
    diskFull.under = undefined;
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const photo = sharp({ create: { width: 800, height: 800, channels: 3, background: { r: 90, g: 140, b: 120 } } })
    .jpeg()
    .toBuffer();

  async function therapistUploading() {
    const user = await createUser(db, { role: 'therapist' });
    const therapist = await createTherapist(db);
    await db.updateTable('therapist').set({ userId: user.id }).where('id', '=', therapist.id).execute();
    const cookie = await signIn(app, user.email);
    const upload = async () => {
      const body = multipart({ name: 'me.jpg', type: 'image/jpeg', data: await photo });
      return app.inject({
        method: 'POST',
        url: '/api/v1/profile/photo',
        payload: body.payload,
        headers: { cookie, ...SAME_SITE, ...body.headers },
      });
    };
    const mediaRows = async () =>
      (
        await db
          .selectFrom('therapistMedia')
          .select(sql<number>`count(*)::int`.as('n'))
          .where('therapistId', '=', therapist.id)
          .executeTakeFirstOrThrow()
      ).n;
    const photoPath = async () =>
      (await db.selectFrom('therapist').select('photoPath').where('id', '=', therapist.id).executeTakeFirstOrThrow())
        .photoPath;
    return { therapist, upload, mediaRows, photoPath };
  }

  it('answers 503 STORAGE_UNAVAILABLE when the folder cannot be written, and stores nothing', async () => {
    const { upload, mediaRows, photoPath } = await therapistUploading();
    // Root ignores permissions, so as root the folder is made unwritable another way: a file stands
    // where it should be, and every write below it fails (ENOTDIR) as on a broken mount.
    const asRoot = process.getuid?.() === 0;
    if (asRoot) {
      await fs.rm(uploads, { recursive: true, force: true });
      await fs.writeFile(uploads, 'not a folder');
    } else {
      await fs.chmod(uploads, 0o500);
    }
    try {
      const refused = await upload();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('STORAGE_UNAVAILABLE');
      expect(refused.headers['retry-after']).toBe('60');
      expect(await mediaRows()).toBe(0);
      expect(await photoPath()).toBeNull();
    } finally {
      if (asRoot) {
        await fs.rm(uploads, { force: true });
        await fs.mkdir(uploads);
      } else {
        await fs.chmod(uploads, 0o755);
      }
    }
    expect(await filesUnder(uploads)).toEqual([]);
    // Once the folder can be written again, the same upload works.
    expect((await upload()).statusCode).toBe(200);
    expect(await mediaRows()).toBe(1);
  });

  it('answers 503 STORAGE_UNAVAILABLE when the disk fills up during a write, leaving no partial file and no row', async () => {
    const { therapist, upload, mediaRows, photoPath } = await therapistUploading();
    diskFull.under = uploads;
    try {
      const refused = await upload();
      expect(refused.statusCode).toBe(503);
      expect(refused.json().code).toBe('STORAGE_UNAVAILABLE');
    } finally {
      diskFull.under = undefined;
    }
    expect(await filesUnder(path.join(uploads, 'media', therapist.id))).toEqual([]);
    expect(await mediaRows()).toBe(0);
    expect(await photoPath()).toBeNull();
  });
});

describe('email when the SMTP server refuses connections', async () => {
  const closedPort = await freePort();
  const base = loadConfig({ LOG_LEVEL: 'silent' });
  const { app, db } = await testApp({
    runJobs: true,
    mail: { ...base.mail, smtpUrl: `smtp://127.0.0.1:${closedPort}`, mailbox: false },
  });

  // Queued with the change, and waiting for the next try (or being tried) while SMTP refuses.
  const queuedTo = async (to: string) => {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM pgboss.job
       WHERE name = ${EMAIL_QUEUE} AND data->>'to' = ${to} AND state IN ('created', 'active', 'retry')`.execute(db);
    return rows[0]?.n ?? 0;
  };

  it('registers the account and keeps the confirmation email queued to be sent again', async () => {
    const email = `smtp-down-${randomBytes(4).toString('hex')}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: nextAddress(),
      payload: { email, password: 'correct horse battery staple', displayName: 'Sam', role: 'client', locale: 'de' },
    });
    expect(response.statusCode).toBe(202);
    expect(await db.selectFrom('userAccount').select('id').where('email', '=', email).executeTakeFirst()).toBeDefined();
    expect(await queuedTo(email)).toBe(1);
  });

  it('sends the queued email once the SMTP server answers again', async () => {
    const email = `smtp-back-${randomBytes(4).toString('hex')}@example.com`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: nextAddress(),
      payload: { email, password: 'correct horse battery staple', displayName: 'Kim', role: 'client', locale: 'en' },
    });
    expect(response.statusCode).toBe(202);
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          received.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    smtp.listen(closedPort, '127.0.0.1');
    await once(smtp.server, 'listening');
    try {
      // The first try may already have failed: the next comes after the queue's first delay (30 s).
      await until('the queued email to be delivered', async () => received.includes(email), 50_000);
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 60_000);

  it('accepts a password reset request and keeps its email queued to be sent again', async () => {
    const user = await createUser(db);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      remoteAddress: nextAddress(),
      payload: { email: user.email, locale: 'en' },
    });
    expect(response.statusCode).toBe(202);
    // The link's email was queued with the answer.
    expect(await queuedTo(user.email)).toBe(1);
  });
});

describe('search when Meilisearch does not answer', async () => {
  const db: Database = await testDatabase();
  const closedPort = await freePort();
  const token = randomBytes(24).toString('hex');
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'silent',
      SEARCH_CACHE_SECONDS: '0',
      MEILISEARCH_HOST: `http://127.0.0.1:${closedPort}`,
      METRICS_TOKEN: token,
    }),
    runJobs: false,
    serveSite: false,
  };
  const app = await buildApp(config, { db, search: createSearchEngine(config, db) });
  await app.ready();
  afterAll(() => app.close());

  it('answers from the database, counts each fallback and logs it once', async () => {
    const word = `fallback${randomBytes(4).toString('hex')}`;
    const therapist = await createTherapist(db, { texts: [{ locale: 'en', about: `Ask me about ${word}.` }] });
    // The indexer keeps the database's documents beside Meilisearch's (indexer.ts `targets`).
    await reindex(db, postgresEngine(db), [therapist.id], (key) => `/uploads/${key}`);
    const warn = vi.spyOn(app.log, 'warn');

    for (let i = 0; i < 3; i++) {
      const response = await app.inject({ method: 'GET', url: `/api/v1/therapists/search?q=${word}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().hits.map((h: { slug: string }) => h.slug)).toEqual([therapist.slug]);
    }

    const metrics = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(metrics.body).toContain('search_fallbacks_total{engine="meilisearch"} 3');
    const logged = warn.mock.calls.filter(([, message]) => String(message).includes('searching the database instead'));
    expect(logged).toHaveLength(1);
  });
});
