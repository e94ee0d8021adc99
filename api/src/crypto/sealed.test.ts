import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSealer, parseDataKeys, SealedError } from './sealed.ts';

const key = (id: string) => ({ id, key: randomBytes(32) });

describe('sealed values', () => {
  it('open to what was sealed, and never show the plaintext', () => {
    const sealer = createSealer([key('k1')]);
    const sealed = sealer.seal('JBSWY3DPEHPK3PXP', 'totp');
    expect(sealed).toMatch(/^s1\.k1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(sealer.open(sealed, 'totp')).toBe('JBSWY3DPEHPK3PXP');
    // A fresh IV every time: equal plaintexts do not give equal sealed values.
    expect(sealer.seal('JBSWY3DPEHPK3PXP', 'totp')).not.toBe(sealed);
  });

  it('refuse a value sealed for another purpose', () => {
    const sealer = createSealer([key('k1')]);
    expect(() => sealer.open(sealer.seal('{"userId":"a"}', 'two-factor-pending'), 'oidc-link')).toThrow(SealedError);
  });

  it('refuse a tampered value, a tampered key id and garbage', () => {
    const a = key('a');
    const sealer = createSealer([a, { ...key('b'), key: a.key }]);
    const sealed = sealer.seal('secret', 'p');
    const [v, id, iv, data = '', tag] = sealed.split('.');
    const flipped = Buffer.from(data, 'base64url');
    flipped[0] = (flipped[0] ?? 0) ^ 1;
    expect(() => sealer.open([v, id, iv, flipped.toString('base64url'), tag].join('.'), 'p')).toThrow(SealedError);
    // Same key bytes under another id: the id is authenticated too.
    expect(() => sealer.open([v, 'b', iv, data, tag].join('.'), 'p')).toThrow(SealedError);
    for (const junk of ['', 'secret', 's1.a', 's1.a.x.y.z', 's2.a.AAAA.AAAA.AAAA']) {
      expect(() => sealer.open(junk, 'p')).toThrow(SealedError);
    }
  });

  it('rotate: the current key seals, older keys still open, unknown keys do not', () => {
    const old = key('2025');
    const before = createSealer([old]);
    const sealedBefore = before.seal('kept', 'p');
    const after = createSealer([key('2026'), old]);
    expect(after.open(sealedBefore, 'p')).toBe('kept');
    expect(after.isCurrent(sealedBefore)).toBe(false);
    const resealed = after.seal(after.open(sealedBefore, 'p'), 'p');
    expect(after.isCurrent(resealed)).toBe(true);
    expect(() => before.open(resealed, 'p')).toThrow(/unknown key "2026"/);
  });
});

describe('DATA_KEYS', () => {
  const b64 = () => randomBytes(32).toString('base64');

  it('reads id:base64key pairs, current first', () => {
    const [first, second] = [b64(), b64()];
    const keys = parseDataKeys(` 2026:${first}, 2025:${second}`);
    expect(keys.map((k) => k.id)).toEqual(['2026', '2025']);
    expect(keys[0]?.key.toString('base64')).toBe(first);
  });

  it('explains what is wrong', () => {
    expect(() => parseDataKeys(`k1:${randomBytes(16).toString('base64')}`)).toThrow(/16 bytes/);
    expect(() => parseDataKeys(b64())).toThrow(/id:base64key/);
    expect(() => parseDataKeys(`a:${b64()},a:${b64()}`)).toThrow(/appears twice/);
    expect(() => parseDataKeys('bad.id:xyz')).toThrow(/id:base64key/);
    expect(() => parseDataKeys(' , ')).toThrow(/no keys/);
  });
});
