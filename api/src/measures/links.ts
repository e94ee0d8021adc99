import { localizePath } from '../contract/locales.ts';
import { readSignedIdToken, signedIdToken } from '../crypto/signed.ts';

// A questionnaire link names one request and proves that Calma made it, as a pay link does
// (crypto/signed.ts, purpose `measure`). Whether it still opens (not answered, not expired, not
// revoked) is the request's row.

export const measureToken = (secret: string, requestId: string): string => signedIdToken(secret, 'measure', requestId);

/** The request id a token names, when its signature holds; undefined for anything else. */
export const readMeasureToken = (secret: string, token: string): string | undefined =>
  readSignedIdToken(secret, 'measure', token);

/** Where the client answers a questionnaire, in their language: a site path. */
export const measurePath = (locale: string, token: string) => localizePath(locale, `/questionnaire/${token}`);
