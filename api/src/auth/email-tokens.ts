import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { EmailTokenPurpose } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export const VERIFY_EMAIL_HOURS = 48;
export const RESET_PASSWORD_MINUTES = 30;
/** 256 random bits, base64url: what a link carries. */
export const TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');
export const newToken = () => randomBytes(32).toString('base64url');

/** A new one-time link token for the account; the database keeps only its hash. */
export async function issueEmailToken(
  db: Database,
  {
    userId,
    purpose,
    validForMs,
    browserHash = null,
  }: {
    userId: string;
    purpose: EmailTokenPurpose;
    validForMs: number;
    browserHash?: string | null;
  },
): Promise<string> {
  const token = newToken();
  await db
    .insertInto('emailToken')
    .values({ tokenHash: hashToken(token), userId, purpose, browserHash, expiresAt: new Date(Date.now() + validForMs) })
    .execute();
  return token;
}

/**
 * Uses a token once: marks it used and answers whose it is. A token that is unknown, used or expired
 * is refused with a code the site explains (holding the link is what the person already has, so
 * telling "used" from "expired" reveals nothing).
 */
export async function consumeEmailToken(db: Database, token: string, purpose: EmailTokenPurpose) {
  const tokenHash = hashToken(token);
  const used = await db
    .updateTable('emailToken')
    .set({ usedAt: sql`now()` })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', sql<Date>`now()`)
    .returning(['userId', 'browserHash'])
    .executeTakeFirst();
  if (used) return used;
  const row = await db
    .selectFrom('emailToken')
    .select(['usedAt'])
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) throw new AppError('TOKEN_INVALID', 400, 'This link is not valid');
  if (row.usedAt) throw new AppError('TOKEN_USED', 400, 'This link was already used');
  throw new AppError('TOKEN_EXPIRED', 400, 'This link has expired');
}

/** Ends every unused link of one purpose, e.g. all reset links once the password changed. */
export async function revokeEmailTokens(db: Database, userId: string, purpose: EmailTokenPurpose): Promise<void> {
  await db
    .updateTable('emailToken')
    .set({ usedAt: sql`now()` })
    .where('userId', '=', userId)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}
