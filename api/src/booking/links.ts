import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** An appointment's uid: 128 random bits, URL-safe. */
export const newUid = () => randomBytes(16).toString('base64url');

/**
 * The key in a guest's email link: an HMAC of the uid, so the link alone proves the person received
 * the email, and nothing needs storing. Rotating the secret invalidates every link.
 */
export function appointmentKey(secret: string, uid: string): string {
  return createHmac('sha256', secret).update(`appointment:${uid}`).digest('base64url').slice(0, 32);
}

export function isAppointmentKey(secret: string, uid: string, key: string | undefined): boolean {
  if (!key) return false;
  const expected = Buffer.from(appointmentKey(secret, uid));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * The key in the link to a conversation for a client without an account (from the message
 * widget): an HMAC of the client record's id, on the same terms as the appointment key.
 */
export function conversationKey(secret: string, clientId: string): string {
  return createHmac('sha256', secret).update(`conversation:${clientId}`).digest('base64url').slice(0, 32);
}

export function isConversationKey(secret: string, clientId: string, key: string | undefined): boolean {
  if (!key) return false;
  const expected = Buffer.from(conversationKey(secret, clientId));
  const given = Buffer.from(key);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
