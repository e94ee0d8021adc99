import argon2 from 'argon2';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Sealer } from '../crypto/sealed.ts';
import type { Database } from '../db/database.ts';
import type { DB, Role } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { recordFailure, recordSuccess, refuseWhileThrottled } from './throttle.ts';
import { acceptedStep, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, otpauthUrl } from './totp.ts';

// Two-factor sign-in: a TOTP secret per account (sealed at rest) and one-time recovery codes.

const SECRET_PURPOSE = 'totp-secret';

/** Code guesses are throttled as passwords are (see throttle.ts), apart from them: an account of their own. */
const throttleAccount = (userId: string) => `two-factor:${userId}`;

/** A TOTP secret as stored: sealed, never in the clear. */
export const sealTotpSecret = (sealer: Sealer, secret: string) => sealer.seal(secret, SECRET_PURPOSE);

export async function isTwoFactorEnabled(db: Database, userId: string): Promise<boolean> {
  const row = await db.selectFrom('twoFactor').select('enabledAt').where('userId', '=', userId).executeTakeFirst();
  return Boolean(row?.enabledAt);
}

/**
 * Starts (or restarts) setting up: a new secret, not yet in force. Refused while two-factor is on,
 * so a stolen session cannot quietly move it to another phone.
 */
export async function beginSetup(db: Database, sealer: Sealer, userId: string, email: string) {
  if (await isTwoFactorEnabled(db, userId))
    throw new AppError('TWO_FACTOR_ALREADY_ENABLED', 409, 'Two-factor sign-in is already on; turn it off first');
  const secret = newTotpSecret();
  const secretSealed = sealTotpSecret(sealer, secret);
  await db
    .insertInto('twoFactor')
    .values({ userId, secretSealed })
    .onConflict((oc) => oc.column('userId').doUpdateSet({ secretSealed, enabledAt: null, lastUsedStep: null }))
    .execute();
  return { secret, otpauthUrl: otpauthUrl(secret, email) };
}

// Salted argon2id, lighter than for passwords: a code has 60 random bits, so even at a millisecond a
// guess a stolen table would take millions of years per code, and ten of them are checked per try.
const hashRecoveryCode = (code: string) =>
  argon2.hash(code, { type: argon2.argon2id, memoryCost: 4096, timeCost: 2, parallelism: 1 });

/** Ten new recovery codes and their hashes, which alone are kept. */
async function newHashedRecoveryCodes(): Promise<{ codes: string[]; hashes: string[] }> {
  const codes = newRecoveryCodes();
  return { codes, hashes: await Promise.all(codes.map(hashRecoveryCode)) };
}

/** Ten new recovery codes replace any earlier ones. */
async function replaceRecoveryCodes(db: Database, userId: string): Promise<string[]> {
  const { codes, hashes } = await newHashedRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('twoFactorRecoveryCode').where('userId', '=', userId).execute();
    await trx
      .insertInto('twoFactorRecoveryCode')
      .values(hashes.map((codeHash) => ({ userId, codeHash })))
      .execute();
  });
  return codes;
}

/**
 * Two-factor on at once for a new account an operator makes (cli/create-admin.ts), in its
 * transaction: a new secret and recovery codes, handed to the operator rather than confirmed with
 * a first code, as there is no app on the other end yet to show one.
 */
export async function enableForNewAccount(
  trx: Transaction<DB>,
  sealer: Sealer,
  account: { id: string; email: string },
): Promise<{ secret: string; otpauthUrl: string; recoveryCodes: string[] }> {
  const secret = newTotpSecret();
  const { codes, hashes } = await newHashedRecoveryCodes();
  await trx
    .insertInto('twoFactor')
    .values({ userId: account.id, secretSealed: sealTotpSecret(sealer, secret), enabledAt: new Date() })
    .execute();
  await trx
    .insertInto('twoFactorRecoveryCode')
    .values(hashes.map((codeHash) => ({ userId: account.id, codeHash })))
    .execute();
  return { secret, otpauthUrl: otpauthUrl(secret, account.email), recoveryCodes: codes };
}

type Proof = { code?: string | undefined; recoveryCode?: string | undefined };
/** Which proof was accepted, if any. */
export type ProofUsed = 'code' | 'recovery-code' | undefined;

/**
 * Checks a code from the authenticator app (or, where allowed, a recovery code, which is then used
 * up), sent from `address`. Wrong guesses are throttled per address and account: an address that
 * guessed wrong five times waits, longer each time, while the right code from elsewhere still works.
 */
async function checkProof(
  db: Database,
  sealer: Sealer,
  userId: string,
  proof: Proof,
  address: string,
  { enabledOnly, recoveryAllowed }: { enabledOnly: boolean; recoveryAllowed: boolean },
): Promise<ProofUsed> {
  const attempt = { account: throttleAccount(userId), address };
  await refuseWhileThrottled(db, attempt);
  const row = await db
    .selectFrom('twoFactor')
    .select(['secretSealed', 'enabledAt', 'lastUsedStep'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!row || (enabledOnly && !row.enabledAt)) return undefined;

  let used: ProofUsed;
  if (proof.code !== undefined) {
    const secret = sealer.open(row.secretSealed, SECRET_PURPOSE);
    const step = acceptedStep(secret, proof.code, Date.now(), row.lastUsedStep);
    if (step !== undefined) {
      // Conditional, so two requests racing with the same code cannot both succeed.
      const updated = await db
        .updateTable('twoFactor')
        .set({ lastUsedStep: step })
        .where('userId', '=', userId)
        .where((eb) => eb.or([eb('lastUsedStep', 'is', null), eb('lastUsedStep', '<', step)]))
        .executeTakeFirst();
      if (updated.numUpdatedRows > 0n) used = 'code';
    }
  } else if (proof.recoveryCode !== undefined && recoveryAllowed) {
    if (await useRecoveryCode(db, userId, proof.recoveryCode)) used = 'recovery-code';
  }
  if (used) await recordSuccess(db, attempt);
  else await recordFailure(db, attempt);
  return used;
}

async function useRecoveryCode(db: Database, userId: string, input: string): Promise<boolean> {
  const code = normaliseRecoveryCode(input);
  if (!code) return false;
  const unused = await db
    .selectFrom('twoFactorRecoveryCode')
    .select(['id', 'codeHash'])
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .execute();
  for (const candidate of unused) {
    if (await argon2.verify(candidate.codeHash, code)) {
      const used = await db
        .updateTable('twoFactorRecoveryCode')
        .set({ usedAt: new Date() })
        .where('id', '=', candidate.id)
        .where('usedAt', 'is', null)
        .executeTakeFirst();
      return used.numUpdatedRows > 0n;
    }
  }
  return false;
}

const invalidCode = () => new AppError('INVALID_TWO_FACTOR_CODE', 400, 'The code is not right');

/** Confirms the set-up with a first code: two-factor is on, and the recovery codes are shown once. */
export async function confirmSetup(
  db: Database,
  sealer: Sealer,
  userId: string,
  code: string,
  address: string,
): Promise<string[]> {
  const pending = await db.selectFrom('twoFactor').select('enabledAt').where('userId', '=', userId).executeTakeFirst();
  if (!pending) throw new AppError('TWO_FACTOR_NOT_SET_UP', 409, 'Start the set-up first');
  if (pending.enabledAt)
    throw new AppError('TWO_FACTOR_ALREADY_ENABLED', 409, 'Two-factor sign-in is already on; turn it off first');
  if (!(await checkProof(db, sealer, userId, { code }, address, { enabledOnly: false, recoveryAllowed: false })))
    throw invalidCode();
  await db.updateTable('twoFactor').set({ enabledAt: new Date() }).where('userId', '=', userId).execute();
  return replaceRecoveryCodes(db, userId);
}

/** Turns two-factor off after a current code (or a recovery code, for a lost phone). */
export async function disable(
  db: Database,
  sealer: Sealer,
  userId: string,
  proof: Proof,
  address: string,
): Promise<ProofUsed> {
  if (!(await isTwoFactorEnabled(db, userId)))
    throw new AppError('TWO_FACTOR_NOT_ENABLED', 409, 'Two-factor sign-in is not on');
  const used = await checkProof(db, sealer, userId, proof, address, { enabledOnly: true, recoveryAllowed: true });
  if (!used) throw invalidCode();
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('twoFactorRecoveryCode').where('userId', '=', userId).execute();
    await trx.deleteFrom('twoFactor').where('userId', '=', userId).execute();
  });
  return used;
}

/** New recovery codes after a current code; the old ones stop working. */
export async function regenerateRecoveryCodes(
  db: Database,
  sealer: Sealer,
  userId: string,
  code: string,
  address: string,
): Promise<string[]> {
  if (!(await isTwoFactorEnabled(db, userId)))
    throw new AppError('TWO_FACTOR_NOT_ENABLED', 409, 'Two-factor sign-in is not on');
  if (!(await checkProof(db, sealer, userId, { code }, address, { enabledOnly: true, recoveryAllowed: false })))
    throw invalidCode();
  return replaceRecoveryCodes(db, userId);
}

/** The second step of signing in: a code from the app or a recovery code. */
export const verifySignInProof = (db: Database, sealer: Sealer, userId: string, proof: Proof, address: string) =>
  checkProof(db, sealer, userId, proof, address, { enabledOnly: true, recoveryAllowed: true });

export async function unusedRecoveryCodeCount(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('twoFactorRecoveryCode')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A preHandler for routes that open client records: people in the roles the operator names
 * (REQUIRE_TWO_FACTOR, therapists and admins by default) must turn on two-factor sign-in first.
 * Use after the access check:
 * `{ config: { access: ['therapist'] }, preHandler: requireTwoFactor(config.twoFactorRoles) }`.
 */
export function requireTwoFactor(roles: readonly Role[]) {
  return async function twoFactorGuard(request: FastifyRequest): Promise<void> {
    const principal = request.principal;
    if (!principal || !roles.includes(principal.role)) return;
    if (!(await isTwoFactorEnabled(request.server.db, principal.userId)))
      throw new AppError('TWO_FACTOR_REQUIRED', 403, 'Turn on two-factor sign-in to open client records');
  };
}
