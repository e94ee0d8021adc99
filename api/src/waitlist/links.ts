import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The key in a waitlist email's link: an HMAC of the entry's uid, so the link alone proves the
 * person received the email at that address (decision 014), as appointment links do.
 */
export function waitlistKey(secret: string, uid: string): string {
  return createHmac('sha256', secret).update(`waitlist:${uid}`).digest('base64url').slice(0, 32);
}

export function isWaitlistKey(secret: string, uid: string, key: string | undefined): boolean {
  if (!key) return false;
  const expected = Buffer.from(waitlistKey(secret, uid));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
