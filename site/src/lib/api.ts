import type { ErrorBody, Locale } from '@calma/api/contract';

export type ApiResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; error: ErrorBody };

/**
 * GET from the API: in-process when the server rendering this page provides `locals.api`, over
 * HTTP from the build-time API otherwise. The site never reaches into the database itself.
 * Anything but a 2xx is an error body, never the type asked for.
 */
export async function apiGet<T>(path: string, options: { locals?: App.Locals; locale: Locale }): Promise<ApiResult<T>> {
  const headers = { accept: 'application/json', 'accept-language': options.locale };
  let response: Response;
  if (options.locals?.api) response = await options.locals.api(path, { headers });
  else {
    const base = import.meta.env.CALMA_API_URL;
    if (!base) throw new Error('CALMA_API_URL is not set: build the site with `npm run build`.');
    response = await fetch(`${base}${path}`, { headers });
  }
  const json = await response.json();
  return response.ok
    ? { ok: true, status: response.status, body: json as T }
    : { ok: false, status: response.status, error: json as ErrorBody };
}
