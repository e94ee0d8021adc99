import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database.ts';
import type { Role } from '../db/schema.ts';
import { ACCESS_COOKIE, ACCESS_MINUTES } from '../plugins/access.ts';
import { REFRESH_DAYS, startSession } from './sessions.ts';
import { onSignIn } from './signed-in.ts';

export const REFRESH_COOKIE = 'calma_refresh';
export const REFRESH_PATH = '/api/v1/auth';
/**
 * Readable by the site's scripts and no secret: "this browser may hold a session", so a request
 * refused for a stale access token is worth a refresh (site/src/lib/session.ts). Without it every
 * visitor's page would spend a refresh call, and the refresh rate limit with it, to learn nothing.
 */
export const SESSION_HINT_COOKIE = 'calma_signed_in';

/** Writes the access and refresh cookies of a session. */
export async function setSessionCookies(
  reply: FastifyReply,
  secure: boolean,
  user: { id: string; role: Role },
  sessionId: string,
  refreshToken: string,
): Promise<void> {
  const token = await reply.jwtSign({ sub: user.id, role: user.role, sid: sessionId });
  const base = { httpOnly: true, secure, sameSite: 'lax' as const };
  reply.setCookie(ACCESS_COOKIE, token, { ...base, path: '/', maxAge: ACCESS_MINUTES * 60 });
  reply.setCookie(REFRESH_COOKIE, refreshToken, { ...base, path: REFRESH_PATH, maxAge: REFRESH_DAYS * 86_400 });
  reply.setCookie(SESSION_HINT_COOKIE, '1', { ...base, httpOnly: false, path: '/', maxAge: REFRESH_DAYS * 86_400 });
}

export function clearSessionCookies(reply: FastifyReply): void {
  reply.clearCookie(ACCESS_COOKIE, { path: '/' });
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_PATH });
  reply.clearCookie(SESSION_HINT_COOKIE, { path: '/' });
}

/**
 * Signs a person in on this device: a new session and its cookies. Every way of signing in (password,
 * two-factor code, OpenID Connect) ends here once the person is proven.
 */
export async function signInAs(
  db: Database,
  reply: FastifyReply,
  secure: boolean,
  user: { id: string; role: Role },
  userAgent: string | undefined,
): Promise<{ deletionCancelled: boolean }> {
  const effects = await onSignIn(reply, user.id, userAgent);
  const { sessionId, refreshToken } = await startSession(db, user.id, userAgent ?? '');
  await setSessionCookies(reply, secure, user, sessionId, refreshToken);
  return effects;
}
