import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { DATABASE } from './servers.ts';
import { authenticatorCodes, type TwoStepAccount } from './two-step.ts';

const COMMAND = fileURLToPath(new URL('../../api/src/cli/create-admin.ts', import.meta.url));

export type Admin = TwoStepAccount & { name: string };

/**
 * An administrator of the journey's own, made as an operator makes one beside a running
 * installation (`npm run admin:create`, api/src/cli/create-admin.ts) in the database of the servers
 * under test: a password and an authenticator key of their own, so no journey waits for another's
 * 30-second code, and none needs the demo administrator. Sign them in with `signInWithCode`.
 */
export async function newAdmin(): Promise<Admin> {
  const email = `admin-${randomBytes(5).toString('hex')}@example.test`;
  const name = 'Ada Lindqvist';
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [COMMAND, '--email', email, '--name', name, '--json'],
    { env: { PATH: process.env.PATH, DATABASE_URL: DATABASE.url, LOG_LEVEL: 'warn' } },
  );
  const made = JSON.parse(stdout) as { password: string; secret: string };
  return { email, name, password: made.password, nextCode: authenticatorCodes(made.secret) };
}
