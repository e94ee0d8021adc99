// Shared by the account forms (register, reset, change password): reading the API's error answer
// and naming a refused password's reason. The reasons are the API's; the words are the site's.

export interface ApiProblem {
  status: number;
  code: string;
  /** Field errors by field name without the `body.` prefix, with the API's reason when it gave one. */
  fields: Record<string, string>;
  retryAfter?: number;
}

type Details = { field?: string; reason?: string; message?: string }[] | { retryAfter?: number } | undefined;

/** The problem in a non-2xx answer; a body that is not the API's error shape yields an empty code. */
export async function problemOf(response: Response): Promise<ApiProblem> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; details?: Details };
  const fields: Record<string, string> = {};
  if (Array.isArray(body.details)) {
    for (const d of body.details) {
      if (d.field) fields[d.field.replace(/^body\./, '')] = d.reason ?? 'invalid';
    }
  }
  const retryAfter = !Array.isArray(body.details) ? body.details?.retryAfter : undefined;
  return { status: response.status, code: body.code ?? '', fields, ...(retryAfter ? { retryAfter } : {}) };
}

/** The UI string key for a refused password (WEAK_PASSWORD reason), under a key prefix. */
export const passwordReasonKey = (prefix: string, reason: string) =>
  `${prefix}.${reason === 'too_short' ? 'tooShort' : reason === 'contains_email' ? 'containsEmail' : 'tooGuessable'}`;

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
