import { createHmac, timingSafeEqual } from 'node:crypto';
import { localizePath } from '../contract/locales.ts';

// A questionnaire link names one request and proves that Calma made it, as a pay link does
// (billing/pay-links.ts): `{id}.{mac}`, the request id as 16 bytes in base64url and an HMAC-SHA256
// over it, the input starting `measure:` so no other link signed with the same secret passes for
// one. Whether it still opens (not answered, not expired, not revoked) is the request's row.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`measure:${body}`).digest('base64url');

export function measureToken(secret: string, requestId: string): string {
  if (!UUID.test(requestId)) throw new Error(`Not a request id: ${requestId}`);
  const body = Buffer.from(requestId.replace(/-/g, ''), 'hex').toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The request id a token names, when its signature holds; undefined for anything else. */
export function readMeasureToken(secret: string, token: string): string | undefined {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length !== 16 || bytes.toString('base64url') !== body) return undefined;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Where the client answers a questionnaire, in their language: a site path. */
export const measurePath = (locale: string, token: string) => localizePath(locale, `/questionnaire/${token}`);
