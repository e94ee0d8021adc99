import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/database.ts';

// The matches a visitor made on this device, in a signed cookie, so /matching/my-matches works
// without an account. When a client signs in here, they move into the account and the cookie goes:
// from then on they are the account's alone, and signing out leaves no trace of them on the device.
const COOKIE = 'calma_matches';
const KEEP = 20;
const UID = /^[A-Za-z0-9_-]{22}$/;

/** The uids in this device's cookie, newest first; none when it is missing or forged. */
export function deviceMatches(request: FastifyRequest): string[] {
  const raw = request.cookies[COOKIE];
  if (!raw) return [];
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value ? unsigned.value.split('.').filter((uid) => UID.test(uid)) : [];
}

/** Adds a match a visitor just made to this device's cookie. */
export function rememberOnDevice(request: FastifyRequest, reply: FastifyReply, uid: string, secure: boolean): void {
  const uids = [uid, ...deviceMatches(request).filter((u) => u !== uid)].slice(0, KEEP);
  reply.setCookie(COOKIE, uids.join('.'), {
    signed: true,
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: '/',
    maxAge: 60 * 60 * 24 * 365,
  });
}

/**
 * Gives the device's matches that nobody owns yet to the account, when it is a client's (a
 * therapist or admin signing in on a shared device takes nothing), and forgets them on the device.
 * Answers how many were claimed.
 */
export async function claimDeviceMatches(db: Database, reply: FastifyReply, userId: string): Promise<number> {
  const uids = deviceMatches(reply.request);
  if (uids.length === 0) return 0;
  const client = await db
    .selectFrom('userAccount')
    .select('id')
    .where('id', '=', userId)
    .where('role', '=', 'client')
    .executeTakeFirst();
  if (!client) return 0;
  const claimed = await db
    .updateTable('match')
    .set({ userId })
    .where('uid', 'in', uids)
    .where('userId', 'is', null)
    .executeTakeFirst();
  reply.clearCookie(COOKIE, { path: '/' });
  return Number(claimed.numUpdatedRows);
}
