import type { FieldError } from '@calma/api/contract';
import { apiFetch } from '../../lib/session.ts';

// Calls from the dashboard screens to the API, with one shape for every outcome.

export type Outcome<T> = { ok: true; body: T } | { ok: false; status: number; code: string; fields: FieldError[] };

export async function callApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<Outcome<T>> {
  try {
    const response = await apiFetch(path, {
      method: init.method ?? 'GET',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
    const body = (await response.json().catch(() => ({}))) as T & { code?: string; details?: unknown };
    if (response.ok) return { ok: true, body };
    return {
      ok: false,
      status: response.status,
      code: body.code ?? 'UNKNOWN',
      fields: Array.isArray(body.details) ? (body.details as FieldError[]) : [],
    };
  } catch {
    return { ok: false, status: 0, code: 'NETWORK', fields: [] };
  }
}

/** The request fields (`body.email` → `email`) that a failed call named. */
export const fieldsNamed = (fields: FieldError[]) =>
  new Set(fields.map((f) => f.field.replace(/^body\./, '').split('.')[0] ?? ''));
