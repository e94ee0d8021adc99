import { createHmac, timingSafeEqual } from 'node:crypto';

// What Calma's emailed links carry instead of a stored secret: an HMAC-SHA256 over what the link
// names, its input starting with the link's purpose (`appointment:`, `invoice:` …), so no link signed
// with the same secret can pass for a link of another kind. Rotating the secret invalidates them all.

const mac = (secret: string, purpose: string, subject: string) =>
  createHmac('sha256', secret).update(`${purpose}:${subject}`).digest('base64url');

const same = (expected: string, given: string) => {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** A key that proves a link names `subject` for `purpose`: 32 base64url characters (192 bits). */
export const linkKey = (secret: string, purpose: string, subject: string): string =>
  mac(secret, purpose, subject).slice(0, 32);

export const isLinkKey = (secret: string, purpose: string, subject: string, key: string | undefined): boolean =>
  key !== undefined && key !== '' && same(linkKey(secret, purpose, subject), key);

/** `{body}.{mac}`: a base64url body that cannot be altered or made without the secret. */
export const signBody = (secret: string, purpose: string, body: string): string =>
  `${body}.${mac(secret, purpose, body)}`;

/** The body of a token whose signature holds; undefined for anything else. */
export function readSignedBody(secret: string, purpose: string, token: string): string | undefined {
  const [body, given, ...rest] = token.split('.');
  if (!body || !given || rest.length > 0) return undefined;
  return same(mac(secret, purpose, body), given) ? body : undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A token naming one row by its UUID: the 16 bytes in base64url (22 characters) and their signature. */
export function signedIdToken(secret: string, purpose: string, id: string): string {
  if (!UUID.test(id)) throw new Error(`Not an id: ${id}`);
  return signBody(secret, purpose, Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url'));
}

/** The UUID a token names, when its signature holds; undefined for anything else. */
export function readSignedIdToken(secret: string, purpose: string, token: string): string | undefined {
  const body = readSignedBody(secret, purpose, token);
  if (body === undefined) return undefined;
  const bytes = Buffer.from(body, 'base64url');
  // Only what signedIdToken made: 16 bytes, written the one way base64url writes them.
  if (bytes.length !== 16 || bytes.toString('base64url') !== body) return undefined;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
