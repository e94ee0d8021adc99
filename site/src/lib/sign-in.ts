import { localizePath } from '@calma/api/contract';
import type { Translate } from '../i18n/format.ts';
import type { ApiProblem } from './api-client.ts';
import { minutesFrom } from './auth-forms.ts';

// Shared by the sign-in page, the account-linking page and the popup's closing page.

/** Any origin stands in for this site's: only whether a path stays on it matters. */
const HERE = 'https://calma.invalid';

/**
 * Where to go after signing in: a path on this site, with its query and fragment (a booking's
 * chosen slot travels in its query), never another origin. Refused: protocol-relative paths
 * (`//evil`, and `/\evil`, which browsers read the same), schemes, and anything with a backslash,
 * a space or a control character, which browsers drop or rewrite before they read the address.
 */
export function safeNext(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2000 || !value.startsWith('/') || /[\\\s\p{Cc}]/u.test(value)) return undefined;
  if (value.startsWith('//')) return undefined;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return undefined;
  }
  if (url.origin !== HERE) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** How a provider sign-in ended (the API's /auth/close?result=…). */
export type SignInResult = 'signed-in' | 'two-factor' | 'link' | 'error';

/** What the popup tells the page that opened it. */
export interface SignInMessage {
  type: 'calma:sign-in';
  result: SignInResult;
  error?: string | undefined;
}

/** Also sent on this channel: a provider's page can cut the popup off from its opener (COOP). */
export const SIGN_IN_CHANNEL = 'calma-sign-in';

export const isSignInMessage = (data: unknown): data is SignInMessage =>
  typeof data === 'object' &&
  data !== null &&
  (data as SignInMessage).type === 'calma:sign-in' &&
  ['signed-in', 'two-factor', 'link', 'error'].includes((data as SignInMessage).result);

/** The UI string for an error code the provider round trip ended with. */
export function providerErrorKey(code: string | undefined): string {
  switch (code) {
    case 'OIDC_CANCELLED':
      return 'auth.signIn.oidc.cancelled';
    case 'OIDC_EMAIL_UNVERIFIED':
      return 'auth.signIn.oidc.unverified';
    case 'OIDC_EMAIL_MISSING':
      return 'auth.signIn.oidc.noEmail';
    case 'OIDC_UNAVAILABLE':
      return 'auth.signIn.oidc.unavailable';
    default:
      return 'auth.signIn.oidc.failed';
  }
}

/** What to say when either step of signing in was refused: locked out for a while, wrong, or failed. */
export function signInProblem(t: Translate, problem: ApiProblem, invalidKey: string): string {
  if (problem.status === 429) return t('auth.signIn.locked', { minutes: minutesFrom(problem.retryAfter) });
  return t(problem.status === 401 ? invalidKey : 'auth.signIn.error');
}

/** Where a sign-in that ended with `result` continues, for a page that has no opener to tell. */
export function continuation(locale: string, result: SignInResult, next: string | undefined, error?: string): string {
  const query = new URLSearchParams();
  if (next) query.set('next', next);
  const at = (path: string) => `${localizePath(locale, path)}${query.size > 0 ? `?${query}` : ''}`;
  switch (result) {
    case 'signed-in':
      return next ?? '/dashboard';
    case 'two-factor':
      query.set('step', 'two-factor');
      return at('/auth/sign-in');
    case 'link':
      return at('/auth/link-accounts');
    default:
      query.set('error', error ?? 'OIDC_FAILED');
      return at('/auth/sign-in');
  }
}
