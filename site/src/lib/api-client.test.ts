import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from './api-client.ts';

// api() over a stand-in network: what each island gets back for the answers the API gives.

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

function network(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({ url: String(input), init });
    return answer(String(input), init);
  });
  return calls;
}

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('sends a body as JSON with a POST and reads the JSON answer', async () => {
    const calls = network(() => json(201, { uid: 'abc' }));
    const outcome = await api<{ uid: string }>('/api/v1/bookings', { body: { name: 'Ana' } });
    expect(outcome).toEqual({ ok: true, status: 201, body: { uid: 'abc' } });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"name":"Ana"}');
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBe('application/json');
  });

  it('sends a FormData body as it is, for the browser to frame', async () => {
    const calls = network(() => json(200, {}));
    const form = new FormData();
    form.set('file', new Blob(['x']), 'x.txt');
    await api('/api/v1/media', { method: 'PUT', body: form });
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).has('content-type')).toBe(false);
  });

  it('answers undefined for an empty answer and a Blob for a file', async () => {
    network((url) =>
      url.endsWith('/export')
        ? new Response(new Uint8Array([80, 75, 3, 4]), { headers: { 'content-type': 'application/zip' } })
        : new Response(null, { status: 204 }),
    );
    expect(await api('/api/v1/favourites/x', { method: 'DELETE' })).toEqual({ ok: true, status: 204, body: undefined });
    const file = await api<Blob>('/api/v1/account/export');
    expect(file.ok && file.body instanceof Blob && file.body.size).toBe(4);
  });

  it('names refused fields by path and by the field the form shows, keeping the details', async () => {
    const details = [
      { field: 'body.address.city', message: 'Required', reason: 'required' },
      { field: 'body.email', message: 'Not an address' },
    ];
    network(() => json(400, { code: 'VALIDATION_FAILED', message: 'Bad input', details }));
    const outcome = await api('/api/v1/profile', { method: 'PUT', body: {} });
    expect(outcome).toEqual({
      ok: false,
      status: 400,
      problem: {
        status: 400,
        code: 'VALIDATION_FAILED',
        fields: { 'address.city': 'required', address: 'required', email: 'invalid' },
        details,
      },
    });
  });

  it('says how long to wait when refused for too many attempts', async () => {
    network(() => json(429, { code: 'RATE_LIMITED', message: 'Slow down', details: { retryAfter: 90 } }));
    const outcome = await api('/api/v1/auth/sign-in', { body: {} });
    expect(!outcome.ok && outcome.problem.retryAfter).toBe(90);
  });

  it('turns a lost network into a NETWORK problem rather than throwing', async () => {
    network(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await api('/api/v1/me')).toEqual({
      ok: false,
      status: 0,
      problem: { status: 0, code: 'NETWORK', fields: {} },
    });
  });

  it('lets an aborted call throw, so the island that aborted it can ignore it', async () => {
    const controller = new AbortController();
    network(() => {
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    await expect(api('/api/v1/therapists', { signal: controller.signal })).rejects.toThrow('Aborted');
  });

  it('renews a lapsed session before a call to a route that answers it with 404, when asked to', async () => {
    // Signed in (the hint cookie), with a lapsed access token: /auth/me says so, /auth/refresh renews it.
    vi.stubGlobal('document', { cookie: 'calma_signed_in=1' });
    let fresh = false;
    const calls = network((url) => {
      if (url.endsWith('/api/v1/auth/refresh')) {
        fresh = true;
        return json(200, {});
      }
      if (!fresh)
        return json(url.endsWith('/auth/me') ? 401 : 404, {
          code: url.endsWith('/auth/me') ? 'UNAUTHENTICATED' : 'NOT_FOUND',
        });
      return json(200, { uid: 'abc' });
    });
    expect(await api('/api/v1/appointments/abc', { renewFirst: true })).toMatchObject({
      ok: true,
      body: { uid: 'abc' },
    });
    // Asked, asked again under the refresh lock (another tab may have renewed it), renewed, asked once more.
    expect(calls.map((c) => new URL(c.url, 'http://x').pathname)).toEqual([
      '/api/v1/auth/me',
      '/api/v1/auth/me',
      '/api/v1/auth/refresh',
      '/api/v1/auth/me',
      '/api/v1/appointments/abc',
    ]);
    fresh = false;
    expect(await api('/api/v1/appointments/abc')).toMatchObject({ ok: false, status: 404 });
  });

  it('asks the browser to keep a last save alive past the page', async () => {
    const calls = network(() => json(200, {}));
    await api('/api/v1/profile/wizard/general-info', { method: 'PUT', body: {}, keepalive: true });
    expect(calls[0]?.init.keepalive).toBe(true);
  });
});
