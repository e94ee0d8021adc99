// The secrets the app generates into `app_setting` when the environment does not give them
// (db/secrets.ts), and moving them out: a backup that holds them opens everything it holds
// (decision 030).
import type { Config } from '../config.ts';
import type { DataKey } from '../crypto/sealed.ts';
import { AppError } from '../errors.ts';
import { GENERATED_KEY_ID } from '../plugins/sealer.ts';
import type { Database } from './database.ts';

/** Each generated secret: its `app_setting` key, the variable that replaces it and what it protects. */
export const GENERATED_SECRETS = [
  { key: 'data_key', variable: 'DATA_KEYS', guards: 'seals notes, messages and two-step secrets' },
  { key: 'jwt_secret', variable: 'JWT_SECRET', guards: 'signs sign-in tokens' },
  { key: 'cookie_secret', variable: 'COOKIE_SECRET', guards: 'signs cookies' },
  {
    key: 'appointment_link_secret',
    variable: 'APPOINTMENT_LINK_SECRET',
    guards: 'signs the links in emails to clients (appointments, payments, calls)',
  },
] as const;
export type GeneratedSecret = (typeof GENERATED_SECRETS)[number];

const KEYS = GENERATED_SECRETS.map((s) => s.key);

/** SQL an operator can run to read the generated secrets themselves. */
export const READ_GENERATED_SECRETS_SQL = `SELECT key, value #>> '{}' FROM app_setting WHERE key IN (${KEYS.map((k) => `'${k}'`).join(', ')})`;

/** The generated secrets this database holds, with their values. */
export async function generatedSecrets(db: Database): Promise<(GeneratedSecret & { value: string })[]> {
  const rows = await db.selectFrom('appSetting').select(['key', 'value']).where('key', 'in', KEYS).execute();
  return GENERATED_SECRETS.flatMap((secret) => {
    const row = rows.find((r) => r.key === secret.key);
    return row ? [{ ...secret, value: String(row.value) }] : [];
  });
}

/** Why a backup refuses while the database holds generated secrets, and how to move them out. */
export function secretsInsideMessage(keys: readonly string[]): string {
  const held = GENERATED_SECRETS.filter((s) => keys.includes(s.key));
  return [
    `Not backing up: the database holds secrets that were generated into it (app_setting: ${held.map((s) => s.key).join(', ')}), so the backup file alone would open everything it holds:`,
    ...held.map(
      (s) =>
        `  - ${s.key} ${s.guards}; set ${s.variable}${s.key === 'data_key' ? '=generated:<value>' : '=<value>'} instead.`,
    ),
    'Move them into the environment:',
    '  1. npm run db:secrets  prints the lines to add, with the current values',
    `     (or read them yourself: ${READ_GENERATED_SECRETS_SQL}).`,
    '  2. Add the lines to the environment of every instance and of db:backup (e.g. /etc/calma.env), and restart every instance.',
    '  3. npm run db:secrets -- --forget  then deletes them from the database (it checks that the environment holds them).',
    'Keep the environment apart from the backups. To back up with the secrets inside anyway, run db:backup with --include-generated-secrets and keep that file as secret as the keys.',
  ].join('\n');
}

/** The configured value that replaces a generated secret, if any. */
function configured(config: Config, secret: GeneratedSecret): string | undefined {
  if (secret.variable === 'JWT_SECRET') return config.jwtSecret;
  if (secret.variable === 'COOKIE_SECRET') return config.cookieSecret;
  if (secret.variable === 'APPOINTMENT_LINK_SECRET') return config.appointmentLinkSecret;
  return undefined;
}

const encoded = (keys: readonly DataKey[]) => keys.map((k) => `${k.id}:${k.key.toString('base64')}`).join(',');

/** Whether DATA_KEYS holds the generated data key under the id what it sealed names. */
function dataKeyState(config: Config, value: string): 'held' | 'missing' | 'other-key' {
  const named = config.dataKeys?.find((k) => k.id === GENERATED_KEY_ID);
  if (!named) return 'missing';
  return named.key.equals(Buffer.from(value, 'base64url')) ? 'held' : 'other-key';
}

/**
 * The environment lines that take over the generated secrets (`npm run db:secrets`): the data key
 * as `generated:<value>` after any DATA_KEYS already set, each signing secret the environment does
 * not set yet; comments for those it already holds.
 */
export function environmentLines(config: Config, secrets: readonly (GeneratedSecret & { value: string })[]): string[] {
  if (secrets.length === 0) return ['# The database holds no generated secrets: db:backup runs without them.'];
  const lines = [
    '# Secrets generated into the database (app_setting). Add these lines to the environment of every',
    '# instance and of db:backup (e.g. /etc/calma.env), restart every instance, then run',
    '# `npm run db:secrets -- --forget` with the same environment. Keep them apart from the backups.',
  ];
  for (const secret of secrets) {
    if (secret.key === 'data_key') {
      const state = dataKeyState(config, secret.value);
      if (state === 'held') lines.push(`# data_key: DATA_KEYS already holds it as ${GENERATED_KEY_ID}:…`);
      else if (state === 'other-key')
        lines.push(
          `# data_key: DATA_KEYS has a key named ${GENERATED_KEY_ID} that is not this one; what data_key sealed needs ${GENERATED_KEY_ID}:${secret.value}`,
        );
      else
        lines.push(
          `DATA_KEYS=${[...(config.dataKeys ? [encoded(config.dataKeys)] : []), `${GENERATED_KEY_ID}:${secret.value}`].join(',')}`,
        );
    } else if (configured(config, secret) !== undefined) {
      lines.push(`# ${secret.key}: unused, ${secret.variable} is set`);
    } else {
      lines.push(`${secret.variable}=${secret.value}`);
    }
  }
  return lines;
}

/**
 * Deletes the generated secrets once the environment holds what replaces them (`npm run db:secrets
 * -- --forget`): the data key only when DATA_KEYS has it under its id, since what it sealed could
 * not be opened otherwise; a signing secret when its variable is set. All or nothing. Answers the
 * keys deleted.
 */
export async function forgetGeneratedSecrets(db: Database, config: Config): Promise<string[]> {
  const secrets = await generatedSecrets(db);
  const missing = secrets.filter((secret) =>
    secret.key === 'data_key'
      ? dataKeyState(config, secret.value) !== 'held'
      : configured(config, secret) === undefined,
  );
  if (missing.length > 0)
    throw new AppError(
      'SECRETS_NOT_IN_ENVIRONMENT',
      409,
      `Nothing deleted: the environment does not hold ${missing.map((s) => (s.key === 'data_key' ? `data_key (DATA_KEYS needs ${GENERATED_KEY_ID}:<its value>)` : `${s.key} (${s.variable})`)).join(', ')}. Run npm run db:secrets for the lines to add.`,
    );
  if (secrets.length === 0) return [];
  await db
    .deleteFrom('appSetting')
    .where(
      'key',
      'in',
      secrets.map((s) => s.key),
    )
    .execute();
  return secrets.map((s) => s.key);
}
