import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Role } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export const REFRESH_DAYS = 30;
const hash = (token: string) => createHash('sha256').update(token).digest('base64url');

export interface SessionUser {
  id: string;
  role: Role;
}

async function issueRefreshToken(db: Database, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('refreshToken')
    .values({ tokenHash: hash(token), sessionId, expiresAt: new Date(Date.now() + REFRESH_DAYS * 86_400_000) })
    .execute();
  return token;
}

/** A new signed-in device; returns its id (carried in access tokens) and first refresh token. */
export async function startSession(db: Database, userId: string, userAgent: string) {
  const session = await db
    .insertInto('authSession')
    .values({ userId, userAgent: userAgent.slice(0, 200) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { sessionId: session.id, refreshToken: await issueRefreshToken(db, session.id) };
}

/**
 * Trades a refresh token for a new one. A token used twice means it was copied: the whole session
 * (every token of that device) is revoked, for the thief and the owner alike.
 */
export async function rotateSession(db: Database, token: string) {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('refreshToken')
      .innerJoin('authSession', 'authSession.id', 'refreshToken.sessionId')
      .innerJoin('userAccount', 'userAccount.id', 'authSession.userId')
      .select([
        'refreshToken.sessionId',
        'refreshToken.usedAt',
        'refreshToken.expiresAt',
        'authSession.revokedAt',
        'userAccount.id',
        'userAccount.role',
      ])
      .where('refreshToken.tokenHash', '=', hash(token))
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.revokedAt || new Date(row.expiresAt).getTime() < Date.now()) return { kind: 'expired' as const };
    if (row.usedAt) {
      // Committed before answering: the revocation must stick although the request fails.
      await trx.updateTable('authSession').set({ revokedAt: new Date() }).where('id', '=', row.sessionId).execute();
      return { kind: 'reused' as const };
    }
    await trx.updateTable('refreshToken').set({ usedAt: new Date() }).where('tokenHash', '=', hash(token)).execute();
    await trx.updateTable('authSession').set({ lastUsedAt: new Date() }).where('id', '=', row.sessionId).execute();
    return {
      kind: 'rotated' as const,
      sessionId: row.sessionId,
      user: { id: row.id, role: row.role } as SessionUser,
      refreshToken: await issueRefreshToken(trx, row.sessionId),
    };
  });
  if (outcome.kind === 'expired') throw new AppError('SESSION_EXPIRED', 401, 'Sign in again');
  if (outcome.kind === 'reused') {
    throw new AppError(
      'SESSION_REVOKED',
      401,
      'This session was ended because its token was used twice; sign in again',
    );
  }
  return outcome;
}

export async function endSession(db: Database, sessionId: string): Promise<void> {
  await db
    .updateTable('authSession')
    .set({ revokedAt: new Date() })
    .where('id', '=', sessionId)
    .where('revokedAt', 'is', null)
    .execute();
}

/**
 * Ends the session a refresh token belongs to: signing out after the access token has run out
 * must still end the session, not only clear this browser's cookies.
 */
export async function endSessionOfRefreshToken(db: Database, token: string): Promise<void> {
  await db
    .updateTable('authSession')
    .set({ revokedAt: new Date() })
    .where('id', 'in', (eb) => eb.selectFrom('refreshToken').select('sessionId').where('tokenHash', '=', hash(token)))
    .where('revokedAt', 'is', null)
    .execute();
}

export async function endAllSessions(db: Database, userId: string): Promise<void> {
  await db
    .updateTable('authSession')
    .set({ revokedAt: new Date() })
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .execute();
}

export async function isSessionActive(db: Database, sessionId: string): Promise<boolean> {
  const row = await db.selectFrom('authSession').select('revokedAt').where('id', '=', sessionId).executeTakeFirst();
  return Boolean(row && !row.revokedAt);
}

export async function listSessions(db: Database, userId: string) {
  return db
    .selectFrom('authSession')
    .select(['id', 'userAgent', 'createdAt', 'lastUsedAt'])
    .where('userId', '=', userId)
    .where('revokedAt', 'is', null)
    .orderBy('lastUsedAt', 'desc')
    .execute();
}

/** Signs out every other device, keeping the one that asked. */
export async function endOtherSessions(db: Database, userId: string, keptSessionId: string): Promise<void> {
  await db
    .updateTable('authSession')
    .set({ revokedAt: new Date() })
    .where('userId', '=', userId)
    .where('id', '!=', keptSessionId)
    .where('revokedAt', 'is', null)
    .execute();
}
