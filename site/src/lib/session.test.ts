import { describe, expect, it } from 'vitest';
import { REFRESH_URL, type SessionDeps, sessionClient } from './session.ts';

/**
 * A browser's cookies and the API's rules, as far as sessions go: requests need a fresh access
 * token; a refresh trades the current refresh token for a new pair; a refresh token presented a
 * second time ends the session for good. Every request takes a turn of the event loop, so
 * concurrent requests really overlap.
 */
function fakeBrowser() {
  const state = { accessFresh: false, refreshToken: 1, newestToken: 1, revoked: false, refreshes: 0 };
  const log: string[] = [];
  const answer = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch: SessionDeps['fetch'] = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
    log.push(`${method} ${url}`);
    if (url === REFRESH_URL) {
      const presented = state.refreshToken;
      await new Promise((resolve) => setTimeout(resolve, 1));
      state.refreshes += 1;
      if (state.revoked) return answer(401, { code: 'SESSION_EXPIRED' });
      if (presented !== state.newestToken) {
        state.revoked = true;
        return answer(401, { code: 'SESSION_REVOKED' });
      }
      state.newestToken += 1;
      state.refreshToken = state.newestToken;
      state.accessFresh = true;
      return new Response(null, { status: 204 });
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
    if (url === '/forbidden') return answer(403, { code: 'FORBIDDEN' });
    if (!state.accessFresh || state.revoked) return answer(401, { code: 'UNAUTHENTICATED' });
    const body = input instanceof Request ? await input.text() : (init?.body ?? null);
    return answer(200, { url, body });
  };
  return { state, log, fetch };
}

/** Web Locks as one browser has them: every tab queues on the same name. */
function sharedLock(): SessionDeps['exclusive'] {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>) => {
    const run = tail.then(task);
    tail = run.catch(() => undefined);
    return run;
  };
}

const tab = (browser: ReturnType<typeof fakeBrowser>, exclusive = sharedLock(), signedIn = true) =>
  sessionClient({ fetch: browser.fetch, exclusive, mayHaveSession: () => signedIn });

describe('apiFetch', () => {
  it('passes answers through untouched while the session is fresh, and other refusals too', async () => {
    const browser = fakeBrowser();
    browser.state.accessFresh = true;
    const { apiFetch } = tab(browser);
    expect((await apiFetch('/api/v1/favourites')).status).toBe(200);
    expect((await apiFetch('/forbidden')).status).toBe(403);
    expect(browser.log).toEqual(['GET /api/v1/favourites', 'GET /forbidden']);
  });

  it('renews a lapsed session once, after trying the request again, and sends the request again', async () => {
    const browser = fakeBrowser();
    const { apiFetch } = tab(browser);
    const response = await apiFetch('/api/v1/favourites/anna', { method: 'PUT', body: '{"x":1}' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ url: '/api/v1/favourites/anna', body: '{"x":1}' });
    expect(browser.log).toEqual([
      'PUT /api/v1/favourites/anna',
      'PUT /api/v1/favourites/anna',
      `POST ${REFRESH_URL}`,
      'PUT /api/v1/favourites/anna',
    ]);
  });

  it('sends a copy of a Request each time, so its body is there for the retry', async () => {
    const browser = fakeBrowser();
    const { apiFetch } = tab(browser);
    const request = new Request('http://calma.test/api/v1/notes', { method: 'POST', body: 'note' });
    const response = await apiFetch(request);
    expect(await response.json()).toMatchObject({ body: 'note' });
  });

  it('refreshes once for many requests of one tab', async () => {
    const browser = fakeBrowser();
    const { apiFetch } = tab(browser);
    const answers = await Promise.all(['/a', '/b', '/c', '/d'].map((url) => apiFetch(url)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(browser.state.refreshes).toBe(1);
    expect(browser.state.revoked).toBe(false);
  });

  it('never lets two tabs present the same refresh token', async () => {
    const browser = fakeBrowser();
    const lock = sharedLock();
    const [one, two, three] = [tab(browser, lock), tab(browser, lock), tab(browser, lock)];
    const answers = await Promise.all([one.apiFetch('/a'), two.apiFetch('/b'), three.apiFetch('/c')]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(browser.state.refreshes).toBe(1);
    expect(browser.state.revoked).toBe(false);
  });

  it('is what keeps tabs apart: without the lock, two tabs end the session between them', async () => {
    const browser = fakeBrowser();
    const alone = <T>(task: () => Promise<T>) => task();
    const answers = await Promise.all([tab(browser, alone).apiFetch('/a'), tab(browser, alone).apiFetch('/b')]);
    expect(browser.state.revoked).toBe(true);
    expect(answers.some((r) => r.status === 401)).toBe(true);
  });

  it('answers the first refusal when the session cannot be renewed, without trying again and again', async () => {
    const browser = fakeBrowser();
    browser.state.revoked = true;
    const { apiFetch } = tab(browser);
    const response = await apiFetch('/a');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'UNAUTHENTICATED' });
    expect(browser.log).toEqual(['GET /a', 'GET /a', `POST ${REFRESH_URL}`]);
  });

  it('does not try to refresh in a browser that holds no session', async () => {
    const browser = fakeBrowser();
    const { apiFetch, ensureSession } = tab(browser, sharedLock(), false);
    expect((await apiFetch('/api/v1/auth/me')).status).toBe(401);
    expect(await ensureSession()).toBe(false);
    expect(browser.log).toEqual(['GET /api/v1/auth/me']);
  });
});

describe('retrying', () => {
  it('renews for senders other than fetch, such as an upload with progress', async () => {
    const browser = fakeBrowser();
    const { retrying } = tab(browser);
    let sent = 0;
    const result = await retrying(
      async () => {
        sent += 1;
        return {
          status: browser.state.accessFresh ? 201 : 401,
          code: browser.state.accessFresh ? '' : 'UNAUTHENTICATED',
        };
      },
      async (r) => r.status === 401 && r.code === 'UNAUTHENTICATED',
    );
    expect(result.status).toBe(201);
    expect(sent).toBe(3);
    expect(browser.state.refreshes).toBe(1);
  });
});
