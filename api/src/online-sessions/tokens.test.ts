import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type CallGrant, callToken, readCallToken } from './tokens.ts';

const SECRET = 'tokens-test-secret';
const NOW = new Date('2027-03-01T10:00:00Z');
const grant: CallGrant = {
  room: '6f1c1f7e-3f59-4a4c-9d44-3f8a1c2b9e10',
  participant: '0b7e3a52-8a2d-4c8e-b1f4-1d9b6c3e2a77',
  role: 'client',
  expires: NOW.getTime() / 1000 + 3600,
};

/** What a token's body would be for `claims` (a string is taken as the raw JSON text). */
const bodyOf = (claims: unknown) =>
  Buffer.from(typeof claims === 'string' ? claims : JSON.stringify(claims)).toString('base64url');
/** The signature the server would make for `body`, so a test can sign bodies that are not grants. */
const macOf = (body: string) => createHmac('sha256', SECRET).update(`video:${body}`).digest('base64url');

describe('call tokens', () => {
  it('reads back the grant it was made from', () => {
    expect(readCallToken(SECRET, callToken(SECRET, grant), NOW)).toEqual({ ok: true, grant });
  });

  it('carries every role', () => {
    for (const role of ['therapist', 'client', 'guest'] as const) {
      const check = readCallToken(SECRET, callToken(SECRET, { ...grant, role }), NOW);
      expect(check).toEqual({ ok: true, grant: { ...grant, role } });
    }
  });

  it('is forged when signed under another secret', () => {
    expect(readCallToken('another-secret', callToken(SECRET, grant), NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('is forged when the body is altered, even to a well-formed grant', () => {
    const [, mac] = callToken(SECRET, grant).split('.');
    const [otherBody] = callToken(SECRET, { ...grant, role: 'therapist' }).split('.');
    expect(readCallToken(SECRET, `${otherBody}.${mac}`, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('is forged when the signature is altered, shortened or missing', () => {
    const [body, mac] = callToken(SECRET, grant).split('.') as [string, string];
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [`${body}.${flipped}`, `${body}.${mac.slice(1)}`, `${body}.`, body, `${body}.${mac}.x`]) {
      expect(readCallToken(SECRET, token, NOW), token).toEqual({ ok: false, reason: 'forged' });
    }
  });

  it('is forged when it is not a token at all', () => {
    for (const token of ['', '.', 'garbage', 'not.a.token', '💥.💥']) {
      expect(readCallToken(SECRET, token, NOW), token).toEqual({ ok: false, reason: 'forged' });
    }
  });

  it('is forged when a properly signed body is not a grant', () => {
    const bodies = [
      'not json',
      { r: grant.room, p: grant.participant, o: 'admin', x: grant.expires },
      { r: grant.room, p: grant.participant, o: 'client', x: String(grant.expires) },
      { r: grant.room, o: 'client', x: grant.expires },
      { p: grant.participant, o: 'client', x: grant.expires },
      null,
      42,
    ];
    for (const claims of bodies) {
      const body = bodyOf(claims);
      expect(readCallToken(SECRET, `${body}.${macOf(body)}`, NOW), JSON.stringify(claims)).toEqual({
        ok: false,
        reason: 'forged',
      });
    }
  });

  it('has expired from the second its expiry names, and not before', () => {
    const token = callToken(SECRET, grant);
    expect(readCallToken(SECRET, token, new Date(grant.expires * 1000 - 1)).ok).toBe(true);
    // Expired, yet authentic: it still says which room it was for.
    expect(readCallToken(SECRET, token, new Date(grant.expires * 1000))).toEqual({
      ok: false,
      reason: 'expired',
      grant,
    });
    expect(readCallToken(SECRET, token, new Date(grant.expires * 1000 + 86_400_000))).toEqual({
      ok: false,
      reason: 'expired',
      grant,
    });
  });

  it('calls an expired token forged when its signature does not hold', () => {
    const [body] = callToken(SECRET, { ...grant, expires: 1 }).split('.');
    const [, mac] = callToken(SECRET, grant).split('.');
    expect(readCallToken(SECRET, `${body}.${mac}`, NOW)).toEqual({ ok: false, reason: 'forged' });
  });

  it('carries the grant as base64url JSON { r, p, o, x } (decision 019): readable, but not alterable', () => {
    const [body] = callToken(SECRET, grant).split('.') as [string];
    expect(JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))).toEqual({
      r: grant.room,
      p: grant.participant,
      o: grant.role,
      x: grant.expires,
    });
  });
});
