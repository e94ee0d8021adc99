// Keeps a signed-in person signed in while they use the site. Access tokens live 15 minutes; the
// refresh cookie (30 days, rotated on every use) buys a new pair. A refresh token presented twice
// ends the whole session (reuse detection), so refreshes are serialised: within a tab through one
// shared promise, across tabs through a Web Lock, and whoever gets the lock first tries its request
// again, since another tab may have refreshed while it waited.

export const REFRESH_URL = '/api/v1/auth/refresh';
/** The Web Lock every tab of this site takes to refresh. */
export const REFRESH_LOCK = 'calma-refresh';
/** Set by the API beside the session cookies and readable by scripts: a session may exist. */
export const SESSION_HINT_COOKIE = 'calma_signed_in';

export interface SessionDeps {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
  /** Runs `task` while no other tab runs one under the refresh lock. */
  exclusive: <T>(task: () => Promise<T>) => Promise<T>;
  /** Whether this browser may hold a session; without one a refresh cannot help, so none is tried. */
  mayHaveSession: () => boolean;
}

/** A 401 that says the access token is missing or stale, as opposed to any other refusal. */
export async function isSessionExpired(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'UNAUTHENTICATED';
}

export function sessionClient(deps: SessionDeps) {
  let renewal: Promise<boolean> | undefined;

  const refresh = async () =>
    (await deps.fetch(REFRESH_URL, { method: 'POST', headers: { accept: 'application/json' } })).ok;

  /**
   * One renewal for every caller in this tab. `probe` repeats the request that started it once the
   * lock is held: when that now succeeds, another tab has refreshed and the cookies are fresh.
   */
  function renew(probe: () => Promise<boolean>): Promise<boolean> {
    renewal ??= deps
      .exclusive(async () => (await probe()) || (await refresh()))
      .finally(() => {
        renewal = undefined;
      });
    return renewal;
  }

  /**
   * Sends a request; when it was refused for want of a fresh session, renews the session once and
   * sends it again. Works for any way of sending (fetch, XMLHttpRequest) through `expired`.
   */
  async function retrying<T>(send: () => Promise<T>, expired: (result: T) => Promise<boolean>): Promise<T> {
    const first = await send();
    if (!deps.mayHaveSession() || !(await expired(first))) return first;
    const probed: { result?: T } = {};
    const renewed = await renew(async () => {
      const again = await send();
      if (await expired(again)) return false;
      probed.result = again;
      return true;
    });
    if ('result' in probed) return probed.result as T;
    return renewed ? send() : first;
  }

  /** `fetch` for the API that renews a lapsed session once and tries again. */
  function apiFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    // A Request's body can be read once: each attempt sends a copy.
    return retrying(() => deps.fetch(input instanceof Request ? input.clone() : input, init), isSessionExpired);
  }

  /**
   * Whether the person is signed in, renewing the session if it lapsed. For public endpoints that
   * act differently for a signed-in person (booking, an appointment): they cannot answer 401 when
   * the access token has run out, so callers make sure it is fresh first.
   */
  async function ensureSession(): Promise<boolean> {
    if (!deps.mayHaveSession()) return false;
    return (await apiFetch('/api/v1/auth/me', { headers: { accept: 'application/json' } })).ok;
  }

  return { apiFetch, retrying, ensureSession };
}

/** Whether this browser may be signed in (the hint cookie): without it, asking the API would only log a 401. */
export const mayHaveSession = () =>
  typeof document !== 'undefined' && document.cookie.split('; ').includes(`${SESSION_HINT_COOKIE}=1`);

const browser = sessionClient({
  // Called unbound: window.fetch refuses to run as a method of another object.
  fetch: (input, init) => fetch(input, init),
  exclusive: (task) =>
    typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(REFRESH_LOCK, task) : task(),
  mayHaveSession,
});

export const { apiFetch, retrying, ensureSession } = browser;
