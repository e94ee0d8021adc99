import type { FastifyReply, FastifyRequest } from 'fastify';
import { SealedError } from '../crypto/sealed.ts';

// Short-lived state kept by the browser between two requests (a sign-in half done, an OpenID
// Connect round trip, an account link awaiting proof): sealed, so it can be neither read nor
// forged, and with its own expiry inside, since a cookie's max-age is only a request to the browser.

interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  secure: boolean;
  sameSite?: 'lax' | 'strict';
}

export function setSealedCookie(
  reply: FastifyReply,
  name: string,
  purpose: string,
  payload: object,
  { path, maxAgeSeconds, secure, sameSite = 'lax' }: CookieOptions,
): void {
  const value = reply.server.sealer.seal(
    JSON.stringify({ ...payload, exp: Date.now() + maxAgeSeconds * 1000 }),
    purpose,
  );
  reply.setCookie(name, value, { path, maxAge: maxAgeSeconds, httpOnly: true, secure, sameSite });
}

/** The payload, or undefined when the cookie is missing, expired, forged or of another purpose. */
export function readSealedCookie<T extends object>(
  request: FastifyRequest,
  name: string,
  purpose: string,
): T | undefined {
  const value = request.cookies[name];
  if (!value) return undefined;
  try {
    const payload = JSON.parse(request.server.sealer.open(value, purpose)) as T & { exp?: number };
    return typeof payload.exp === 'number' && payload.exp > Date.now() ? payload : undefined;
  } catch (error) {
    if (error instanceof SealedError || error instanceof SyntaxError) return undefined;
    throw error;
  }
}

export function clearSealedCookie(reply: FastifyReply, name: string, path: string): void {
  reply.clearCookie(name, { path });
}

/** Half a sign-in: the password (or the provider) was right, the second factor is still due. */
export const TWO_FACTOR_COOKIE = 'calma_two_factor';
export const TWO_FACTOR_PURPOSE = 'two-factor-sign-in';
export const TWO_FACTOR_PATH = '/api/v1/auth';
export const TWO_FACTOR_MINUTES = 5;

export interface PendingTwoFactor {
  userId: string;
}

export const startTwoFactorSignIn = (reply: FastifyReply, secure: boolean, userId: string) =>
  setSealedCookie(reply, TWO_FACTOR_COOKIE, TWO_FACTOR_PURPOSE, { userId } satisfies PendingTwoFactor, {
    path: TWO_FACTOR_PATH,
    maxAgeSeconds: TWO_FACTOR_MINUTES * 60,
    secure,
    sameSite: 'lax',
  });
