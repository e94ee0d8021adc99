import { request } from 'node:http';

/**
 * A GET of the path exactly as written, over a socket: app.inject, like a browser, resolves dot
 * segments before the request leaves, while a client of its own sends them as they are.
 */
export function rawGet(origin: string, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const sent = request(`${origin}/`, { path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** Paths that read as an embed here and as another page to the WHATWG URL parser (Astro's, a proxy's). */
export const DISGUISED_PATHS = [
  '/embed/%2e%2e/dashboard',
  '/embed/%2E%2E/dashboard',
  '/embed/../dashboard',
  '/pt/embed/.%2e/dashboard/settings',
  '/de/embed/%2e./find-a-therapist',
  '/embed/anna-berg/%2e%2e/%2e%2e/dashboard',
  '/de/embed/..%2fdashboard',
  '/embed/..%2Fdashboard/card',
  '/embed/..%5cdashboard',
  '/embed\\..\\dashboard',
];
