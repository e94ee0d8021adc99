import { REFERRAL_CODE_PATTERN, REFERRAL_STORAGE_KEY, REFERRAL_WINDOW_DAYS } from '@calma/api/contract';

// The referral code a visitor followed first (decision 023): kept in localStorage with the time it
// was followed, for REFERRAL_WINDOW_DAYS. First touch wins: a later link replaces it only once the
// first has expired. Registration sends the kept code; the API ignores one nobody has.

export interface StoredReferral {
  /** Upper-case, as codes are stored. */
  code: string;
  /** When the link was followed, in milliseconds since the epoch. */
  at: number;
}

const WINDOW_MS = REFERRAL_WINDOW_DAYS * 86_400_000;
const CODE = new RegExp(REFERRAL_CODE_PATTERN);

/** A code as the API takes it, or undefined for anything that is not one. */
export function referralCodeOf(value: string | null | undefined): string | undefined {
  const code = value?.trim();
  return code && CODE.test(code) ? code.toUpperCase() : undefined;
}

/** What was stored, if it is a referral at all (anything else counts as nothing). */
export function parseStoredReferral(raw: string | null): StoredReferral | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<StoredReferral>;
    const code = referralCodeOf(value.code);
    return code && typeof value.at === 'number' && Number.isFinite(value.at) ? { code, at: value.at } : undefined;
  } catch {
    return undefined;
  }
}

/** The stored referral while it still counts (followed within the window, not in the future). */
export function activeReferral(stored: StoredReferral | undefined, now: number): StoredReferral | undefined {
  return stored && stored.at <= now && now - stored.at < WINDOW_MS ? stored : undefined;
}

/**
 * What to store after following a link with `ref`: the new code when nothing younger than the
 * window is kept, otherwise undefined (the first touch stays, or there was no code to keep).
 */
export function firstTouch(stored: StoredReferral | undefined, ref: string | null, now: number) {
  const code = referralCodeOf(ref);
  if (!code || activeReferral(stored, now)) return undefined;
  return { code, at: now };
}

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Keeps `?ref=` of the page's address when it is the first touch; storage that refuses is left alone. */
export function captureReferral(storage: Store, search: string, now = Date.now()): void {
  try {
    const next = firstTouch(
      parseStoredReferral(storage.getItem(REFERRAL_STORAGE_KEY)),
      new URLSearchParams(search).get('ref'),
      now,
    );
    if (next) storage.setItem(REFERRAL_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Private browsing or storage turned off: the visitor simply registers without the referral.
  }
}

/** The kept code while it counts, for registration. */
export function storedReferralCode(storage: Pick<Storage, 'getItem'>, now = Date.now()): string | undefined {
  try {
    return activeReferral(parseStoredReferral(storage.getItem(REFERRAL_STORAGE_KEY)), now)?.code;
  } catch {
    return undefined;
  }
}
