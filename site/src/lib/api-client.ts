import type { ErrorCode } from '@calma/api/contract';
import { apiFetch, ensureSession } from './session.ts';

// The one way islands call the API from the browser. Every call goes through `apiFetch`, so a
// lapsed session is renewed once and the call tried again (a visitor without a session is not
// renewed at all), and every outcome has one shape: the answer's body, or the problem the API named.

export interface ApiProblem {
  /** The HTTP status; 0 when the request never got an answer. */
  status: number;
  /** The API's error code (`SLOT_UNAVAILABLE`), `NETWORK` without an answer, '' for a body not in the API's shape. */
  code: ErrorCode | 'NETWORK' | '';
  /** Field errors by path without the `body.` prefix, and by top-level field, with the API's reason when it gave one. */
  fields: Record<string, string>;
  /** Seconds to wait, when the API refused for too many attempts. */
  retryAfter?: number;
  /** The error's `details` as sent, for codes that carry more than field errors (fresh slots, ...). */
  details?: unknown;
}

export type ApiOutcome<T> = { ok: true; status: number; body: T } | { ok: false; status: number; problem: ApiProblem };

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; FormData (uploads) is sent as it is. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a last save on `pagehide`). */
  keepalive?: boolean;
  /**
   * Renews a lapsed session before the call, for routes also open to holders of an email link:
   * they answer a lapsed session with 404 rather than 401, so the call could not renew it after.
   * Without a network the renewal fails as the call itself will, and the call's outcome says so.
   */
  renewFirst?: boolean;
}

type Details = { field?: string; reason?: string }[] | { retryAfter?: number } | undefined;

/** The problem in a non-2xx answer; a body that is not the API's error shape yields an empty code. */
export async function problemOf(response: Response): Promise<ApiProblem> {
  const body = (await response.json().catch(() => ({}))) as { code?: ErrorCode; details?: Details };
  const fields: Record<string, string> = {};
  if (Array.isArray(body.details)) {
    for (const d of body.details) {
      if (!d.field) continue;
      // Under its whole path (`address.city`) and under the field the form shows (`address`).
      const path = d.field.replace(/^body\./, '');
      fields[path] ??= d.reason ?? 'invalid';
      fields[path.split('.')[0] ?? path] ??= d.reason ?? 'invalid';
    }
  }
  const retryAfter = Array.isArray(body.details) ? undefined : body.details?.retryAfter;
  return {
    status: response.status,
    code: body.code ?? '',
    fields,
    ...(retryAfter ? { retryAfter } : {}),
    ...(body.details === undefined ? {} : { details: body.details }),
  };
}

/** JSON parsed, text as a string, anything else (a zip, a calendar file) as a Blob; no body is undefined. */
async function bodyOf(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  }
  if (type.startsWith('text/') || type === '') return (await response.text()) || undefined;
  return response.blob();
}

const NETWORK: ApiProblem = { status: 0, code: 'NETWORK', fields: {} };

/** Calls the API at `path` (`/api/v1/...`) and reads its answer; never throws for a refusal or a lost network. */
export async function api<T>(path: string, request: ApiRequest = {}): Promise<ApiOutcome<T>> {
  const { body } = request;
  const json = body !== undefined && !(body instanceof FormData);
  if (request.renewFirst) await ensureSession().catch(() => false);
  let response: Response;
  try {
    response = await apiFetch(path, {
      method: request.method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        ...(json ? { 'content-type': 'application/json' } : {}),
        ...request.headers,
      },
      ...(body === undefined ? {} : { body: json ? JSON.stringify(body) : (body as FormData) }),
      ...(request.signal ? { signal: request.signal } : {}),
      ...(request.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    return { ok: false, status: 0, problem: NETWORK };
  }
  if (!response.ok) return { ok: false, status: response.status, problem: await problemOf(response) };
  return { ok: true, status: response.status, body: (await bodyOf(response)) as T };
}
