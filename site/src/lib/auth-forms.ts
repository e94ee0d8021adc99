// Shared by the account forms (register, reset, change password): naming a refused password's
// reason, checking an address loosely, taking the emailed link's token. The reasons are the API's;
// the words are the site's.

/** The UI string key for a refused password (WEAK_PASSWORD reason), under a key prefix. */
export const passwordReasonKey = (prefix: string, reason: string) =>
  `${prefix}.${reason === 'too_short' ? 'tooShort' : reason === 'contains_email' ? 'containsEmail' : 'tooGuessable'}`;

/** Shorter than the API's minimum of ten characters (counted as people count them, not UTF-16 units). */
export const tooShort = (password: string) => [...password].length < 10;

/** A loose check before sending; the API decides. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Whole minutes to wait, at least one. */
export const minutesFrom = (seconds: number | undefined) => Math.max(1, Math.ceil((seconds ?? 60) / 60));

let taken: string | undefined;
/**
 * The token the emailed link carried, read once; it is then taken off the address bar so it stays out
 * of the history and of screenshots.
 */
export function takeToken(): string {
  if (taken !== undefined) return taken;
  const url = new URL(window.location.href);
  taken = url.searchParams.get('token') ?? '';
  if (taken) {
    url.searchParams.delete('token');
    window.history.replaceState(null, '', url.pathname + url.search + url.hash);
  }
  return taken;
}
