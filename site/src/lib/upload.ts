import type { Translate } from '../i18n/format.ts';
import { type ApiOutcome, type ApiProblem, problemOf } from './api-client.ts';
import { ensureSession } from './session.ts';

/**
 * Sends one file as multipart/form-data (fields first, then `file`, which is the order the API
 * reads them in) and reports progress, which fetch cannot do for uploads, so this is the one call
 * that does not go through `api()`. The session is renewed first if it has lapsed (a cheap
 * request), rather than after a refused upload of the whole file. The answer has `api()`'s shape.
 */
export async function uploadFile<T>(
  url: string,
  file: File,
  options: { fields?: Record<string, string>; onProgress?: (fraction: number) => void } = {},
): Promise<ApiOutcome<T>> {
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
      const { status, response } = request;
      if (status >= 200 && status < 300) resolve({ ok: true, status, body: response as T });
      // Read as `api()` reads a refusal, so an upload's problem has the same shape as any other.
      else problemOf(Response.json(response, { status })).then((problem) => resolve({ ok: false, status, problem }));
    });
    request.addEventListener('error', () =>
      resolve({ ok: false, status: 0, problem: { status: 0, code: 'NETWORK', fields: {} } }),
    );
    request.send(form);
  });
}

/** A translated message for an API error code, falling back to the area's generic one. */
export function errorMessage(
  t: Translate,
  prefix: string,
  error: Pick<ApiProblem, 'code'>,
  params: Record<string, string | number> = {},
): string {
  const key = `${prefix}.error.${error.code}`;
  const text = t(key, params);
  return text === key ? t(`${prefix}.error.generic`) : text;
}
