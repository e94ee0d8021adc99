import { isLinkKey, linkKey } from '../crypto/signed.ts';

/**
 * The key in a waitlist email's link: an HMAC of the entry's uid, so the link alone proves the
 * person received the email at that address (decision 014), as appointment links do.
 */
export const waitlistKey = (secret: string, uid: string): string => linkKey(secret, 'waitlist', uid);

export const isWaitlistKey = (secret: string, uid: string, key: string | undefined): boolean =>
  isLinkKey(secret, 'waitlist', uid, key);
