import { describe, expect, it } from 'vitest';
import { linkKey, pageAddress, SIGNED_TOKEN, UID } from './page-address.ts';

const uid = 'AbCdEfGhIjKlMnOpQrSt_-';

describe('an on-demand page’s address', () => {
  it('reads the locale and the identifier', () => {
    expect(pageAddress({ uid }, 'uid', UID)).toEqual({ locale: 'en', id: uid, valid: true });
    expect(pageAddress({ locale: 'pt', uid }, 'uid', UID)).toEqual({ locale: 'pt', id: uid, valid: true });
  });

  it('is not valid with a locale that is none, or a malformed or missing identifier', () => {
    expect(pageAddress({ locale: 'fr', uid }, 'uid', UID)).toEqual({ locale: 'en', id: uid, valid: false });
    expect(pageAddress({ uid: `${uid}x` }, 'uid', UID).valid).toBe(false);
    expect(pageAddress({}, 'uid', UID)).toEqual({ locale: 'en', id: '', valid: false });
    expect(pageAddress({ slug: 'anna-becker' }, 'slug', /^[a-z0-9-]{1,80}$/).valid).toBe(true);
  });

  it('takes a signed token only as payload, dot, signature', () => {
    expect(SIGNED_TOKEN.test('abcdefghij.klmnopqrst')).toBe(true);
    expect(SIGNED_TOKEN.test('abcdefghijklmnopqrst')).toBe(false);
    expect(SIGNED_TOKEN.test('abcdefghij.klmno/pqrst')).toBe(false);
  });
});

describe('the key of an emailed link', () => {
  it('is the well-formed key, or null', () => {
    expect(linkKey(new URL('https://calma.test/a?key=k3y_-Z'))).toBe('k3y_-Z');
    expect(linkKey(new URL('https://calma.test/a'))).toBeNull();
    expect(linkKey(new URL('https://calma.test/a?key='))).toBeNull();
    expect(linkKey(new URL('https://calma.test/a?key=a%20b'))).toBeNull();
    expect(linkKey(new URL(`https://calma.test/a?key=${'k'.repeat(65)}`))).toBeNull();
  });
});
