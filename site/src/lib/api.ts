import type { Locale } from '@calma/api/contract';

/**
 * GET from the API: in-process when the server rendering this page provides `locals.api`, over
 * HTTP from the build-time API otherwise. The site never reaches into the database itself.
 */
export async function apiGet<T>(
  path: string,
  options: { locals?: App.Locals; locale: Locale },
): Promise<{ status: number; body: T }> {
  const headers = { accept: 'application/json', 'accept-language': options.locale };
  let response: Response;
  if (options.locals?.api) response = await options.locals.api(path, { headers });
  else {
    const base = import.meta.env.CALMA_API_URL;
    if (!base) throw new Error('CALMA_API_URL is not set: build the site with `npm run build`.');
    response = await fetch(`${base}${path}`, { headers });
  }
  return { status: response.status, body: (await response.json()) as T };
}
