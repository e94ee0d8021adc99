import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_PATTERN } from '../contract/referrals.ts';
import { CODE_ALPHABET, newReferralCode, normalizeCode, referralPath } from './codes.ts';

describe('referral codes', () => {
  it('are eight characters the database and the API accept', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = newReferralCode();
      expect(code).toMatch(/^[A-Z0-9]{8}$/);
      expect(code).toMatch(new RegExp(REFERRAL_CODE_PATTERN));
    }
  });

  it('never use characters that look alike', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    expect(CODE_ALPHABET).not.toMatch(/[0O1I]/);
    const every = newReferralCode(() => Uint8Array.from({ length: 8 }, (_, i) => i * 37));
    expect(every).not.toMatch(/[0O1I]/);
  });

  it('take every byte to a letter without bias', () => {
    expect(newReferralCode(() => new Uint8Array(8))).toBe('AAAAAAAA');
    expect(newReferralCode(() => new Uint8Array(8).fill(255))).toBe('99999999');
    expect(newReferralCode(() => new Uint8Array(8).fill(32))).toBe('AAAAAAAA');
  });

  it('are typed in any case', () => {
    expect(normalizeCode(' abcd2345 ')).toBe('ABCD2345');
  });

  it('make the link path', () => {
    expect(referralPath('ABCD2345')).toBe('/for-therapists?ref=ABCD2345');
  });
});
