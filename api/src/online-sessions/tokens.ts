import { readSignedBody, signBody } from '../crypto/signed.ts';
import type { VideoRole } from '../db/schema.ts';

/** What a call's address (`/video/{config}`) carries: the room, who joins it, as what, until when. */
export interface CallGrant {
  room: string;
  participant: string;
  role: VideoRole;
  /** Seconds since the epoch. */
  expires: number;
}

/** `{body}.{mac}`: the grant as base64url JSON and its HMAC, so it cannot be guessed or altered. */
export function callToken(secret: string, grant: CallGrant): string {
  const body = Buffer.from(
    JSON.stringify({ r: grant.room, p: grant.participant, o: grant.role, x: grant.expires }),
  ).toString('base64url');
  return signBody(secret, 'video', body);
}

export type TokenCheck =
  | { ok: true; grant: CallGrant }
  | { ok: false; reason: 'forged' }
  /** Authentic but out of date: the grant says which room it was for. */
  | { ok: false; reason: 'expired'; grant: CallGrant };

/** The grant in a token whose signature holds; expired ones are told apart from forged ones. */
export function readCallToken(secret: string, token: string, now = new Date()): TokenCheck {
  const body = readSignedBody(secret, 'video', token);
  if (body === undefined) return { ok: false, reason: 'forged' };
  let claims: { r?: unknown; p?: unknown; o?: unknown; x?: unknown } | null;
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'forged' };
  }
  // A body that is JSON but no object (`null`, a number) is no grant either.
  const { r, p, o, x } = claims ?? {};
  if (
    typeof r !== 'string' ||
    typeof p !== 'string' ||
    (o !== 'therapist' && o !== 'client' && o !== 'guest') ||
    typeof x !== 'number'
  )
    return { ok: false, reason: 'forged' };
  const grant = { room: r, participant: p, role: o, expires: x } as const;
  if (x * 1000 <= now.getTime()) return { ok: false, reason: 'expired', grant };
  return { ok: true, grant };
}
