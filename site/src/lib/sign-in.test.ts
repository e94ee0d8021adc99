import { describe, expect, it } from 'vitest';
import { continuation, isSignInMessage, providerErrorKey, safeNext } from './sign-in.ts';

describe('sign-in helpers', () => {
  it('accept only paths on this site as the next page', () => {
    expect(safeNext('/dashboard/settings/security')).toBe('/dashboard/settings/security');
    for (const bad of ['//evil.example', 'https://evil.example', '/x?y=1', 'javascript:alert(1)', '', null]) {
      expect(safeNext(bad)).toBeUndefined();
    }
  });

  it('continue where the API would have sent a page without a popup', () => {
    expect(continuation('en', 'signed-in', undefined)).toBe('/dashboard');
    expect(continuation('de', 'signed-in', '/matching')).toBe('/matching');
    expect(continuation('de', 'two-factor', '/matching')).toBe('/de/auth/sign-in?next=%2Fmatching&step=two-factor');
    expect(continuation('en', 'link', undefined)).toBe('/auth/link-accounts');
    expect(continuation('pt', 'error', undefined, 'OIDC_CANCELLED')).toBe('/pt/auth/sign-in?error=OIDC_CANCELLED');
  });

  it('know their own messages and name every error', () => {
    expect(isSignInMessage({ type: 'calma:sign-in', result: 'link' })).toBe(true);
    expect(isSignInMessage({ type: 'calma:sign-in', result: 'pwned' })).toBe(false);
    expect(isSignInMessage('calma:sign-in')).toBe(false);
    expect(providerErrorKey('OIDC_EMAIL_UNVERIFIED')).toBe('auth.signIn.oidc.unverified');
    expect(providerErrorKey('ANYTHING_ELSE')).toBe('auth.signIn.oidc.failed');
  });
});
