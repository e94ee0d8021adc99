import { REFERRAL_STORAGE_KEY } from '@calma/api/contract';
import { describe, expect, it } from 'vitest';
import {
  activeReferral,
  captureReferral,
  firstTouch,
  parseStoredReferral,
  referralCodeOf,
  storedReferralCode,
} from './referral.ts';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 12);

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the first referral a visitor followed', () => {
  it('keeps a code when nothing is stored, upper-cased', () => {
    expect(firstTouch(undefined, 'abcd2345', NOW)).toEqual({ code: 'ABCD2345', at: NOW });
  });

  it('keeps the first touch while it is younger than the window', () => {
    const first = { code: 'FIRST234', at: NOW - 29 * DAY };
    expect(firstTouch(first, 'SECOND23', NOW)).toBeUndefined();
  });

  it('replaces an expired one', () => {
    const old = { code: 'FIRST234', at: NOW - 30 * DAY };
    expect(firstTouch(old, 'SECOND23', NOW)).toEqual({ code: 'SECOND23', at: NOW });
  });

  it('ignores anything that is not a code', () => {
    expect(firstTouch(undefined, null, NOW)).toBeUndefined();
    expect(firstTouch(undefined, 'short', NOW)).toBeUndefined();
    expect(firstTouch(undefined, 'ABCD-234', NOW)).toBeUndefined();
    expect(referralCodeOf(' abcd2345 ')).toBe('ABCD2345');
  });

  it('reads only what it wrote', () => {
    expect(parseStoredReferral(null)).toBeUndefined();
    expect(parseStoredReferral('not json')).toBeUndefined();
    expect(parseStoredReferral('{"code":"ABCD2345"}')).toBeUndefined();
    expect(parseStoredReferral('{"code":"<script>","at":1}')).toBeUndefined();
    expect(parseStoredReferral(`{"code":"abcd2345","at":${NOW}}`)).toEqual({ code: 'ABCD2345', at: NOW });
  });

  it('counts a stored code only within the window and never from the future', () => {
    expect(activeReferral({ code: 'ABCD2345', at: NOW - DAY }, NOW)).toBeDefined();
    expect(activeReferral({ code: 'ABCD2345', at: NOW - 30 * DAY }, NOW)).toBeUndefined();
    expect(activeReferral({ code: 'ABCD2345', at: NOW + DAY }, NOW)).toBeUndefined();
  });

  it('captures ?ref= into storage and hands it to registration', () => {
    const storage = memoryStorage();
    captureReferral(storage, '?ref=abcd2345&utm=x', NOW);
    captureReferral(storage, '?ref=LATER234', NOW + DAY);
    expect(JSON.parse(storage.items.get(REFERRAL_STORAGE_KEY) as string)).toEqual({ code: 'ABCD2345', at: NOW });
    expect(storedReferralCode(storage, NOW + 2 * DAY)).toBe('ABCD2345');
    expect(storedReferralCode(storage, NOW + 31 * DAY)).toBeUndefined();
  });

  it('leaves a page working where storage is refused', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => captureReferral(refusing, '?ref=ABCD2345', NOW)).not.toThrow();
    expect(storedReferralCode(refusing, NOW)).toBeUndefined();
  });
});
