// One file per backup: a tar archive holding PostgreSQL's own dump of the database (pg_dump's
// custom format), the files of the local stores, and a manifest of what it holds. See
// docs/operations.md, "Backups and restore".
import { execFile as execFileCallback } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import * as tar from 'tar';
import { AppError } from '../errors.ts';
import { isSafeKey } from '../storage/index.ts';
import type { FileStores } from '../storage/stores.ts';
import { GENERATED_SECRETS, secretsInsideMessage } from './generated-secrets.ts';
import type { PostgresTools } from './postgres-tools.ts';

const execFile = promisify(execFileCallback);

const FORMAT = 'calma-backup';
const DUMP = 'database.dump';
const MANIFEST = 'manifest.json';
const STORES = ['public', 'private'] as const;

export interface BackupManifest {
  format: typeof FORMAT;
  formatVersion: 1;
  /** When the database's snapshot was taken: the recovery point. */
  createdAt: string;
  /** `SHOW server_version` of the database that was dumped. */
  serverVersion: string;
  /** `pg_dump --version`: a restore needs pg_restore of this major version or newer. */
  pgDumpVersion: string;
  /** Rows per table (`schema.table`) in the snapshot that was dumped. */
  tables: Record<string, number>;
  files:
    | { included: true; count: number; bytes: number }
    | { included: false; reason: string; publicBucket: string; privateBucket: string };
  /**
   * The keys that seal client data. `configured`: the DATA_KEYS ids, kept outside the backup, which a
   * restore needs configured (null without DATA_KEYS). `generatedKeyInside`: the key generated into
   * the database (`app_setting` `data_key`) is in the dump, so the backup opens its own sealed data.
   */
  dataKeys: { configured: string[] | null; generatedKeyInside: boolean };
}

export interface RestoreReport {
  manifest: BackupManifest;
  /** Rows per table: in the manifest, and found in the restored database. */
  tables: { table: string; expected: number; found: number }[];
  files: { count: number; bytes: number };
}

/** libpq arguments for a URL, the password in the environment rather than on a command line others can read. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.href, env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The database's own tables (not the catalogue's, not those an extension brings), as `schema.table`. */
async function userTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(`
    SELECT format('%s.%s', n.nspname, c.relname) AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p')
       AND n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
     ORDER BY 1`);
  return rows.map((r) => r.name);
}

async function countRows(client: pg.Client, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const [schema = '', name = ''] = table.split('.');
    const { rows } = await client.query<{ count: string }>(
      `SELECT count(*) AS count FROM ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(name)}`,
    );
    counts[table] = Number(rows[0]?.count);
  }
  return counts;
}

/** Keys of the files in a local store's folder (none when the folder does not exist yet). */
async function storedKeys(dir: string): Promise<string[]> {
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter(isSafeKey)
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/**
 * Writes a backup of the database at `url` and the files of the local stores to `out`, and returns
 * its manifest. The dump and the row counts read one snapshot, so the backup is consistent while
 * the app keeps writing; files are copied after the dump, so every file the dump names is there
 * unless it was deleted in the seconds between.
 */
export async function createBackup(options: {
  url: string;
  tools: PostgresTools;
  /** The local stores' folders; undefined when files live in S3 buckets. */
  localStores: { public: string; private: string } | undefined;
  buckets?: { public: string; private: string };
  dataKeyIds: string[] | undefined;
  /**
   * Back up even when secrets generated into the database (the data key, the signing secrets) are
   * in it. Without it such a backup is refused: the file alone would open every sealed record.
   */
  includeGeneratedSecrets?: boolean;
  out: string;
  log?: (line: string) => void;
}): Promise<BackupManifest> {
  const log = options.log ?? (() => {});
  const work = await mkdtemp(path.join(tmpdir(), 'calma-backup-'));
  const partial = `${options.out}.partial`;
  try {
    const { dbname, env } = connection(options.url);
    const { stdout: pgDumpVersion } = await execFile(options.tools.pgDump, ['--version']);
    const { takenAt, serverVersion, tables, generatedKeyInside } = await withClient(options.url, async (client) => {
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const { rows } = await client.query<{ snapshot: string; taken: Date }>(
        'SELECT pg_export_snapshot() AS snapshot, now() AS taken',
      );
      const secrets = await client.query<{ key: string }>('SELECT key FROM app_setting WHERE key = ANY($1)', [
        GENERATED_SECRETS.map((secret) => secret.key),
      ]);
      const inside = secrets.rows.map((row) => row.key);
      if (inside.length > 0 && !options.includeGeneratedSecrets)
        throw new AppError('BACKUP_HOLDS_SECRETS', 409, secretsInsideMessage(inside));
      const counted = await countRows(client, await userTables(client));
      // pg_dump reads the snapshot this transaction exported: the rows just counted, no others.
      await execFile(
        options.tools.pgDump,
        ['--format=custom', `--snapshot=${rows[0]?.snapshot}`, `--file=${path.join(work, DUMP)}`, `--dbname=${dbname}`],
        { env },
      );
      const version = await client.query<{ server_version: string }>('SHOW server_version');
      await client.query('COMMIT');
      return {
        takenAt: rows[0]?.taken ?? new Date(),
        serverVersion: version.rows[0]?.server_version ?? '',
        tables: counted,
        generatedKeyInside: inside.includes('data_key'),
      };
    });

    await mkdir(path.dirname(options.out), { recursive: true, mode: 0o700 });
    // Health data: only the owner may read the archive.
    await tar.c({ file: partial, cwd: work, portable: true, mode: 0o600, strict: true }, [DUMP]);
    let files: BackupManifest['files'];
    if (options.localStores) {
      let count = 0;
      let bytes = 0;
      for (const store of STORES) {
        const dir = options.localStores[store];
        const keys = await storedKeys(dir);
        if (keys.length === 0) continue;
        await tar.r(
          {
            file: partial,
            cwd: dir,
            prefix: `files/${store}`,
            portable: true,
            onWriteEntry: (entry) => {
              if (entry.type !== 'File') return;
              count += 1;
              bytes += entry.stat?.size ?? 0;
            },
            // A file deleted after it was listed is left out rather than failing the whole backup.
            onwarn: (_code, message) => log(`skipped: ${message}`),
          },
          keys,
        );
      }
      files = { included: true, count, bytes };
    } else {
      files = {
        included: false,
        reason: 'Files live in S3 buckets: keep them with bucket versioning or replication, not in this archive.',
        publicBucket: options.buckets?.public ?? '',
        privateBucket: options.buckets?.private ?? '',
      };
    }
    const manifest: BackupManifest = {
      format: FORMAT,
      formatVersion: 1,
      createdAt: takenAt.toISOString(),
      serverVersion,
      pgDumpVersion: pgDumpVersion.trim(),
      tables,
      files,
      dataKeys: { configured: options.dataKeyIds ?? null, generatedKeyInside },
    };
    await writeFile(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.r({ file: partial, cwd: work, portable: true, strict: true }, [MANIFEST]);
    await rename(partial, options.out);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/** Whether a database holds nothing of its own yet: no tables, sequences, schemas or extensions. */
export async function isEmptyDatabase(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ objects: number }>(`
      SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
               WHERE n.nspname <> 'information_schema' AND n.nspname NOT LIKE 'pg\\_%')
           + (SELECT count(*) FROM pg_namespace
               WHERE nspname NOT IN ('public', 'information_schema') AND nspname NOT LIKE 'pg\\_%')
           + (SELECT count(*) FROM pg_extension WHERE extname <> 'plpgsql') AS objects`);
    return Number(rows[0]?.objects) === 0;
  });
}

const unreadable = (file: string, why: string) =>
  new AppError('BACKUP_UNREADABLE', 400, `${file} is not a readable Calma backup: ${why}`);

async function readManifest(file: string, dir: string): Promise<BackupManifest> {
  let manifest: Partial<BackupManifest>;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST), 'utf8'));
  } catch {
    throw unreadable(file, `it has no ${MANIFEST}`);
  }
  if (manifest.format !== FORMAT || manifest.formatVersion !== 1 || typeof manifest.tables !== 'object')
    throw unreadable(file, `its ${MANIFEST} is not that of a Calma backup (format 1)`);
  return manifest as BackupManifest;
}

/**
 * Restores a backup into the empty database at `url` (in one transaction: all or nothing), puts its
 * files into `stores`, and checks every table's row count against the manifest.
 */
export async function restoreBackup(options: {
  file: string;
  url: string;
  tools: PostgresTools;
  stores: FileStores;
  /** Key ids this installation is configured with (DATA_KEYS); undefined without DATA_KEYS. */
  dataKeyIds: string[] | undefined;
  log?: (line: string) => void;
}): Promise<RestoreReport> {
  const { file } = options;
  const log = options.log ?? (() => {});
  const work = await mkdtemp(path.join(tmpdir(), 'calma-restore-'));
  try {
    try {
      // strict: a file that is not a tar archive, or is cut short, fails here rather than half-read.
      await tar.x({ file, cwd: work, strict: true });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      throw unreadable(file, code === 'ENOENT' ? 'there is no such file' : (error as Error).message);
    }
    const manifest = await readManifest(file, work);
    const dumpMajor = Number(/\(PostgreSQL\) (\d+)/.exec(manifest.pgDumpVersion)?.[1]);
    if (dumpMajor > options.tools.major)
      throw new AppError(
        'RESTORE_SERVER_TOO_OLD',
        409,
        `The backup was made by ${manifest.pgDumpVersion}; restore it into PostgreSQL ${dumpMajor} or newer (this server is ${options.tools.major}).`,
      );
    if (manifest.dataKeys.configured) {
      const missing = manifest.dataKeys.configured.filter((id) => !options.dataKeyIds?.includes(id));
      if (missing.length > 0)
        throw new AppError(
          'RESTORE_DATA_KEYS_MISSING',
          409,
          `Client data in this backup is sealed with the DATA_KEYS ids ${missing.join(', ')}, which this installation does not have. Set the same DATA_KEYS first: without them the restored records cannot be read.`,
        );
    }
    if (!(await isEmptyDatabase(options.url)))
      throw new AppError(
        'RESTORE_TARGET_NOT_EMPTY',
        409,
        'The target database is not empty. A restore only goes into an empty database, so nothing is overwritten: create a new database (or, for the embedded one, start with an empty DATA_DIR) and restore into that.',
      );

    const { dbname, env } = connection(options.url);
    log(`Restoring the database from ${manifest.createdAt} (${manifest.serverVersion})…`);
    try {
      await execFile(
        options.tools.pgRestore,
        [
          '--single-transaction',
          '--exit-on-error',
          '--no-owner',
          '--no-privileges',
          `--dbname=${dbname}`,
          path.join(work, DUMP),
        ],
        { env, maxBuffer: 64 * 1024 * 1024 },
      );
    } catch (error) {
      throw new AppError(
        'RESTORE_FAILED',
        500,
        `pg_restore failed; nothing was restored:\n${(error as { stderr?: string }).stderr ?? (error as Error).message}`,
      );
    }

    let count = 0;
    let bytes = 0;
    for (const store of STORES) {
      const dir = path.join(work, 'files', store);
      for (const key of await storedKeys(dir)) {
        const source = path.join(dir, ...key.split('/'));
        bytes += (await stat(source)).size;
        await options.stores[store].put(key, { path: source });
        count += 1;
      }
    }
    log(`Restored ${count} files.`);

    const found = await withClient(options.url, (client) => countRows(client, Object.keys(manifest.tables)));
    const tables = Object.entries(manifest.tables).map(([table, expected]) => ({
      table,
      expected,
      found: found[table] ?? 0,
    }));
    const differing = tables.filter((t) => t.expected !== t.found);
    if (differing.length > 0)
      throw new AppError(
        'RESTORE_COUNTS_DIFFER',
        500,
        `The restored database differs from the backup's manifest: ${differing.map((t) => `${t.table} ${t.found} of ${t.expected} rows`).join(', ')}`,
      );
    if (manifest.files.included && (manifest.files.count !== count || manifest.files.bytes !== bytes))
      throw new AppError(
        'RESTORE_COUNTS_DIFFER',
        500,
        `The backup's manifest lists ${manifest.files.count} files (${manifest.files.bytes} bytes), the archive held ${count} (${bytes} bytes).`,
      );
    return { manifest, tables, files: { count, bytes } };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
