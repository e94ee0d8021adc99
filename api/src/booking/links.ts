import { randomBytes } from 'node:crypto';
import { isLinkKey, linkKey } from '../crypto/signed.ts';

/** An appointment's uid: 128 random bits, URL-safe. */
export const newUid = () => randomBytes(16).toString('base64url');

/**
 * The key in a guest's email link: an HMAC of the uid, so the link alone proves the person received
 * the email, and nothing needs storing. Rotating the secret invalidates every link.
 */
export const appointmentKey = (secret: string, uid: string): string => linkKey(secret, 'appointment', uid);

export const isAppointmentKey = (secret: string, uid: string, key: string | undefined): boolean =>
  isLinkKey(secret, 'appointment', uid, key);

/**
 * The key in the link to a conversation for a client without an account (from the message
 * widget): an HMAC of the client record's id, on the same terms as the appointment key.
 */
export const conversationKey = (secret: string, clientId: string): string => linkKey(secret, 'conversation', clientId);

export const isConversationKey = (secret: string, clientId: string, key: string | undefined): boolean =>
  isLinkKey(secret, 'conversation', clientId, key);
