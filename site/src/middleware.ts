import { defineMiddleware } from 'astro:middleware';
import { islandStyleInHead } from './lib/island-style.ts';

/**
 * Astro answers an on-demand page with its own Content-Security-Policy header (the hashes of the
 * page's inline scripts), which would replace the one the server set before the page was rendered.
 * The server passes how to join the two, so the page goes out with one policy holding both.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  const response = await withIslandStyleInHead(await next());
  const pagePolicy = response.headers.get('content-security-policy');
  const securityPolicy = context.locals.securityPolicy;
  if (pagePolicy === null || securityPolicy === undefined) return response;
  response.headers.set('content-security-policy', securityPolicy(pagePolicy));
  return response;
});

/** An on-demand page with Astro's island style in its head, where HTML allows it (lib/island-style.ts). */
async function withIslandStyleInHead(response: Response): Promise<Response> {
  if (!response.headers.get('content-type')?.startsWith('text/html')) return response;
  const html = await response.text();
  return new Response(islandStyleInHead(html), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
}
