import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { acceptedStep, newRecoveryCodes, newTotpSecret, normaliseRecoveryCode, otpauthUrl, stepAt } from './totp.ts';

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp });

describe('TOTP codes', () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 10, 21, 18, 50, 10);

  it('make a 160-bit secret and an otpauth URI for the QR code', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'ana@example.test'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Calma');
    expect(decodeURIComponent(url.pathname)).toContain('ana@example.test');
  });

  it('accept the current code and one step of clock drift either side', () => {
    expect(acceptedStep(secret, codeAt(secret, now), now, null)).toBe(stepAt(now));
    expect(acceptedStep(secret, codeAt(secret, now - 30_000), now, null)).toBe(stepAt(now) - 1);
    expect(acceptedStep(secret, codeAt(secret, now + 30_000), now, null)).toBe(stepAt(now) + 1);
    expect(acceptedStep(secret, codeAt(secret, now - 90_000), now, null)).toBeUndefined();
  });

  it('accept a code once: not again, and no older one after it', () => {
    const step = acceptedStep(secret, codeAt(secret, now), now, null) ?? 0;
    expect(acceptedStep(secret, codeAt(secret, now), now, step)).toBeUndefined();
    expect(acceptedStep(secret, codeAt(secret, now - 30_000), now, step)).toBeUndefined();
    expect(acceptedStep(secret, codeAt(secret, now + 30_000), now, step)).toBe(step + 1);
  });

  it('refuse malformed input and another secret’s code', () => {
    for (const bad of ['', '12345', '1234567', 'abcdef', '12 34 5x'])
      expect(acceptedStep(secret, bad, now, null)).toBeUndefined();
    expect(acceptedStep(secret, codeAt(newTotpSecret(), now), now, null)).toBeUndefined();
    // Spaces as apps show them ("123 456") are fine.
    const code = codeAt(secret, now);
    expect(acceptedStep(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(stepAt(now));
  });
});

describe('recovery codes', () => {
  it('are ten distinct codes of twelve unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
  });

  it('survive the ways people type them', () => {
    expect(normaliseRecoveryCode('AB12-CD34-EF56')).toBe('ab12-cd34-ef56');
    expect(normaliseRecoveryCode(' ab12 cd34 ef56 ')).toBe('ab12-cd34-ef56');
    expect(normaliseRecoveryCode('abO2-cdI4-efL6')).toBe('ab02-cd14-ef16');
    expect(normaliseRecoveryCode('ab12-cd34-ef5')).toBeUndefined();
    expect(normaliseRecoveryCode('ab12-cd34-ef5u')).toBeUndefined();
  });
});
