import { describe, expect, it } from 'vitest';
import { continuation, isSignInMessage, providerErrorKey, safeNext } from './sign-in.ts';

describe('sign-in helpers', () => {
  it('accept only paths on this site as the next page, with their query', () => {
    expect(safeNext('/dashboard/settings/security')).toBe('/dashboard/settings/security');
    const booking = '/de/book/anna-berg?service=1f0c&start=2026-12-01T09%3A00%3A00.000Z&modality=online&step=details';
    expect(safeNext(booking)).toBe(booking);
    expect(safeNext('/matching#results')).toBe('/matching#results');
    for (const bad of [
      '//evil.example',
      '///evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/ /evil.example',
      'https://evil.example',
      'https:/evil.example',
      'HTTPS://evil.example/x',
      'javascript:alert(1)',
      'data:text/html,<p>x</p>',
      'evil.example/x',
      '?next=/x',
      '',
      null,
      undefined,
      `/${'a'.repeat(2001)}`,
    ]) {
      expect(safeNext(bad), String(bad)).toBeUndefined();
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
