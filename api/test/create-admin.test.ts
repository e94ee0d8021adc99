import { execFile as execFileCallback } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { promisify } from 'node:util';
import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import type { CreatedAdmin } from '../src/auth/admins.ts';
import { passwordProblem } from '../src/auth/password-policy.ts';
import { repoRoot } from '../src/config.ts';
import { testApp, testDatabaseUrl } from './helpers/app.ts';
import { CookieJar } from './helpers/cookies.ts';
import { createUser } from './helpers/factories.ts';
import { nextAddress } from './helpers/sessions.ts';

const execFile = promisify(execFileCallback);

/** `npm run admin:create -- …args` as an operator runs it, against this worker's database. */
async function createAdmin(args: string[]) {
  const { DATA_KEYS: _keys, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await execFile(
      process.execPath,
      [path.join(repoRoot, 'api/src/cli/create-admin.ts'), ...args],
      { env: { ...inherited, DATABASE_URL: await testDatabaseUrl(), LOG_LEVEL: 'silent' } },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

const newEmail = () => `admin-${randomBytes(5).toString('hex')}@example.test`;

describe('npm run admin:create', async () => {
  const { app, db } = await testApp();

  const post = (url: string, jar: CookieJar, payload: object) =>
    app.inject({ method: 'POST', url, payload, headers: { cookie: jar.header }, remoteAddress: nextAddress() });
  /** Signs in as a person does on the sign-in page: the password, then a second step. */
  const signIn = async (admin: CreatedAdmin, second: { code: string } | { recoveryCode: string }) => {
    const jar = new CookieJar();
    const first = await post('/api/v1/auth/sign-in', jar, { email: admin.email, password: admin.password });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ twoFactorRequired: true });
    jar.update(first);
    const proven = await post('/api/v1/auth/sign-in/two-factor', jar, second);
    expect(proven.statusCode, proven.body).toBe(200);
    jar.update(proven);
    return jar;
  };

  it('makes an administrator who signs in with the printed password and a code from the printed key', async () => {
    const email = newEmail();
    const made = await createAdmin(['--email', ` ${email.toUpperCase()} `, '--name', 'Ada Lindqvist', '--json']);
    expect(made.code, made.stderr).toBe(0);
    const admin = JSON.parse(made.stdout) as CreatedAdmin;
    expect(admin).toMatchObject({ email, displayName: 'Ada Lindqvist', locale: 'en' });
    expect(passwordProblem(admin.password, admin)).toBeUndefined();
    expect(admin.otpauthUrl).toContain(`secret=${admin.secret}`);
    expect(admin.recoveryCodes).toHaveLength(10);

    // Nothing of what was printed is kept in the clear.
    const row = await db
      .selectFrom('userAccount')
      .innerJoin('twoFactor', 'twoFactor.userId', 'userAccount.id')
      .select(['userAccount.role', 'userAccount.passwordHash', 'twoFactor.secretSealed', 'twoFactor.enabledAt'])
      .where('userAccount.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.role).toBe('admin');
    expect(row.enabledAt).not.toBeNull();
    expect(row.passwordHash).not.toContain(admin.password);
    expect(row.secretSealed).not.toContain(admin.secret);

    const jar = await signIn(admin, { code: new TOTP({ secret: Secret.fromBase32(admin.secret) }).generate() });
    const me = await app.inject({ url: '/api/v1/auth/me', headers: { cookie: jar.header } });
    expect(me.json()).toMatchObject({ email, role: 'admin', twoFactorEnabled: true, emailVerified: false });
    const review = await app.inject({ url: '/api/v1/admin/verifications', headers: { cookie: jar.header } });
    expect(review.statusCode, review.body).toBe(200);

    // A printed recovery code stands in for a lost phone.
    await signIn(admin, { recoveryCode: admin.recoveryCodes[0] as string });
  });

  it('prints the password, the key as text and as a QR code, and the recovery codes for the operator', async () => {
    const email = newEmail();
    const made = await createAdmin(['--email', email]);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stdout).toContain(`Administrator created: Administrator <${email}>`);
    const password = /^Password: +(\S+)$/m.exec(made.stdout)?.[1] ?? '';
    const secret = /^Authenticator key: +([A-Z2-7]+)$/m.exec(made.stdout)?.[1] ?? '';
    const recoveryCodes = made.stdout.match(/^ {2}[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/gm) ?? [];
    expect(recoveryCodes).toHaveLength(10);
    // The QR code is drawn with block characters, for a phone held up to the terminal.
    expect(made.stdout).toMatch(/[█▀▄]{10}/);
    await signIn({ email, password } as CreatedAdmin, {
      code: new TOTP({ secret: Secret.fromBase32(secret) }).generate(),
    });
  });

  it('refuses an address that is not one, and a name that reads as a link, and makes no account', async () => {
    const bad = await createAdmin(['--email', 'admin.example.test']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('email: must match format "email"');
    const linked = await createAdmin(['--email', newEmail(), '--name', 'calma-support.example']);
    expect(linked.code).toBe(2);
    expect(linked.stderr).toContain('displayName: must not contain a web or email address');
    const unknownLocale = await createAdmin(['--email', newEmail(), '--locale', 'fr']);
    expect(unknownLocale.code).toBe(2);
    expect(unknownLocale.stderr).toContain('locale:');
    const missing = await createAdmin(['--name', 'Ada']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('usage:');
    const unknown = await createAdmin(['--email', newEmail(), '--role', 'admin']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown option '--role'");
    const admins = await db
      .selectFrom('userAccount')
      .select('email')
      .where('email', '=', 'admin.example.test')
      .execute();
    expect(admins).toEqual([]);
  });

  it('leaves an address that already has an account as it is, administrator or not', async () => {
    const client = await createUser(db);
    const before = await db.selectFrom('userAccount').selectAll().where('id', '=', client.id).executeTakeFirstOrThrow();
    const refused = await createAdmin(['--email', client.email]);
    expect(refused.code).toBe(3);
    expect(refused.stderr).toContain(`${client.email} already has an account; nothing was changed`);
    expect(
      await db.selectFrom('userAccount').selectAll().where('id', '=', client.id).executeTakeFirstOrThrow(),
    ).toEqual(before);
    expect(await db.selectFrom('twoFactor').select('userId').where('userId', '=', client.id).execute()).toEqual([]);

    const email = newEmail();
    expect((await createAdmin(['--email', email, '--json'])).code).toBe(0);
    const again = await createAdmin(['--email', email, '--json']);
    expect(again.code).toBe(3);
    expect(again.stdout).toBe('');
  });
});
