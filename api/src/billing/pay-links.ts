import { localizePath } from '../contract/locales.ts';
import { readSignedIdToken, signedIdToken } from '../crypto/signed.ts';

// A pay link names one invoice and proves that Calma made it (crypto/signed.ts, purpose `invoice`).
// Nothing is stored, so a link works as long as the invoice exists (decision 019).

/** The signed token of an invoice's pay link. */
export const payToken = (secret: string, invoiceId: string): string => signedIdToken(secret, 'invoice', invoiceId);

/** The invoice id a token names, when its signature holds; undefined for anything else. */
export const readPayToken = (secret: string, token: string): string | undefined =>
  readSignedIdToken(secret, 'invoice', token);

/** Where the client opens an invoice to pay or download it, in their language. */
export function payUrl(publicUrl: string, locale: string, token: string): string {
  return `${publicUrl}${localizePath(locale, `/invoice/${token}`)}`;
}
