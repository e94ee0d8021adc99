import type { ErrorBody } from '@calma/api/contract';
import { apiFetch, ensureSession } from './session.ts';

export type UploadResult<T> = { ok: true; body: T } | { ok: false; status: number; error: ErrorBody };

/**
 * Sends one file as multipart/form-data (fields first, then `file`, which is the order the API
 * reads them in) and reports progress, which fetch cannot do for uploads. The session is renewed
 * first if it has lapsed (a cheap request), rather than after a refused upload of the whole file.
 */
export async function uploadFile<T>(
  url: string,
  file: File,
  options: { fields?: Record<string, string>; onProgress?: (fraction: number) => void } = {},
): Promise<UploadResult<T>> {
  // A network failure here shows up as the upload's own failure just below.
  await ensureSession().catch(() => false);
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = request.response as T | ErrorBody | null;
      if (request.status >= 200 && request.status < 300) resolve({ ok: true, body: body as T });
      else
        resolve({
          ok: false,
          status: request.status,
          error: (body as ErrorBody | null) ?? { code: 'NETWORK', message: `HTTP ${request.status}` },
        });
    });
    request.addEventListener('error', () =>
      resolve({ ok: false, status: 0, error: { code: 'NETWORK', message: 'The upload did not reach the server' } }),
    );
    request.send(form);
  });
}

/** A JSON request to the API: the body on success, the error body otherwise. */
export async function apiSend<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<UploadResult<T>> {
  try {
    const response = await apiFetch(url, {
      method,
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = response.status === 204 ? null : await response.json().catch(() => null);
    return response.ok
      ? { ok: true, body: json as T }
      : {
          ok: false,
          status: response.status,
          error: (json as ErrorBody | null) ?? { code: 'NETWORK', message: `HTTP ${response.status}` },
        };
  } catch {
    return { ok: false, status: 0, error: { code: 'NETWORK', message: 'The request did not reach the server' } };
  }
}

/** A translated message for an API error code, falling back to the area's generic one. */
export function errorMessage(
  t: (key: string, params?: Record<string, string | number>) => string,
  prefix: string,
  error: ErrorBody,
  params: Record<string, string | number> = {},
): string {
  const key = `${prefix}.error.${error.code}`;
  const text = t(key, params);
  return text === key ? t(`${prefix}.error.generic`) : text;
}
