import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isLinkKey, linkKey, readSignedBody, readSignedIdToken, signBody, signedIdToken } from './signed.ts';

const secret = 'a test secret of enough length for an HMAC key';

describe('link keys', () => {
  it('are the first 32 characters of the HMAC over purpose and subject, so links already sent keep working', () => {
    const hmac = createHmac('sha256', secret).update('appointment:uid-1').digest('base64url');
    expect(linkKey(secret, 'appointment', 'uid-1')).toBe(hmac.slice(0, 32));
  });

  it('hold only for their own purpose, subject and secret', () => {
    const key = linkKey(secret, 'waitlist', 'uid-1');
    expect(isLinkKey(secret, 'waitlist', 'uid-1', key)).toBe(true);
    expect(isLinkKey(secret, 'appointment', 'uid-1', key)).toBe(false);
    expect(isLinkKey(secret, 'waitlist', 'uid-2', key)).toBe(false);
    expect(isLinkKey('another secret', 'waitlist', 'uid-1', key)).toBe(false);
    expect(isLinkKey(secret, 'waitlist', 'uid-1', key.slice(0, 31))).toBe(false);
    expect(isLinkKey(secret, 'waitlist', 'uid-1', undefined)).toBe(false);
    expect(isLinkKey(secret, 'waitlist', 'uid-1', '')).toBe(false);
  });
});

describe('signed tokens', () => {
  it('give back the body only with the signature made for its purpose', () => {
    const token = signBody(secret, 'video', 'eyJyIjoiYSJ9');
    expect(readSignedBody(secret, 'video', token)).toBe('eyJyIjoiYSJ9');
    expect(readSignedBody(secret, 'invoice', token)).toBeUndefined();
    expect(readSignedBody(secret, 'video', `${token}.x`)).toBeUndefined();
    expect(readSignedBody(secret, 'video', token.replace('.', '.x'))).toBeUndefined();
    expect(readSignedBody(secret, 'video', '')).toBeUndefined();
  });

  it('name one id in 22 characters and a signature, and refuse any other spelling of the bytes', () => {
    const id = randomUUID();
    const token = signedIdToken(secret, 'invoice', id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(readSignedIdToken(secret, 'invoice', token)).toBe(id);
    expect(readSignedIdToken(secret, 'measure', token)).toBeUndefined();
    // A body of 17 bytes signed properly is still no id.
    expect(readSignedIdToken(secret, 'invoice', signBody(secret, 'invoice', 'A'.repeat(23)))).toBeUndefined();
    expect(() => signedIdToken(secret, 'invoice', 'not-an-id')).toThrow();
  });
});
