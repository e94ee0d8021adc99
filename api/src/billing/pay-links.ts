import { createHmac, timingSafeEqual } from 'node:crypto';
import { localizePath } from '../contract/locales.ts';

// A pay link names one invoice and proves that Calma made it: `{id}.{mac}`, the invoice id as 16
// bytes in base64url and an HMAC-SHA256 over it. Nothing is stored, so a link works as long as the
// invoice exists; the HMAC input starts `invoice:`, so no appointment, conversation or call link
// signed with the same secret can pass for one (decision 019).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`invoice:${body}`).digest('base64url');

/** The signed token of an invoice's pay link. */
export function payToken(secret: string, invoiceId: string): string {
  if (!UUID.test(invoiceId)) throw new Error(`Not an invoice id: ${invoiceId}`);
  const body = Buffer.from(invoiceId.replace(/-/g, ''), 'hex').toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The invoice id a token names, when its signature holds; undefined for anything else. */
export function readPayToken(secret: string, token: string): string | undefined {
  const [body, mac, ...rest] = token.split('.');
  if (!body || !mac || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  const bytes = Buffer.from(body, 'base64url');
  // Only what payToken made: 16 bytes, written the one way base64url writes them.
  if (bytes.length !== 16 || bytes.toString('base64url') !== body) return undefined;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Where the client opens an invoice to pay or download it, in their language. */
export function payUrl(publicUrl: string, locale: string, token: string): string {
  return `${publicUrl}${localizePath(locale, `/invoice/${token}`)}`;
}
