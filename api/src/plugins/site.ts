import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import middie from '@fastify/middie';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Config, repoRoot } from '../config.ts';
import { DEFAULT_LOCALE, LOCALES, localeOfPath } from '../contract/locales.ts';
import { joinPolicies } from './security.ts';

export const siteDist = path.join(repoRoot, 'site/dist');
const clientDir = path.join(siteDist, 'client');
const serverEntry = path.join(siteDist, 'server/entry.mjs');
// Where @astrojs/node (`staticHeaders`) leaves the headers of pre-rendered pages: their CSP.
const staticHeadersFile = path.join(siteDist, '_headers.json');

type AstroHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
  locals: {
    api: (path: string, init?: { headers?: Record<string, string> }) => Promise<Response>;
    securityPolicy: (pagePolicy: string) => string;
  },
) => Promise<void>;

const STATUS_PAGES = [401, 403, 404, 500] as const;
// Status pages are pre-rendered per locale under /status/; they are answered with their status,
// never served as ordinary 200 pages.
const statusPagePath = /^\/(?:[a-z]{2}\/)?status(?:\/|$)/;

/**
 * Serves the Astro site from this process: pre-rendered pages and hashed assets from disk,
 * on-demand pages through Astro's node handler (middleware mode), and localised status pages.
 * See ../shared/reference/stack-notes.md for why it is wired this way.
 */
export default fp(async function site(app: FastifyInstance, _options: { config: Config }) {
  if (!existsSync(serverEntry)) {
    throw new Error(`The site is not built (${serverEntry} is missing); run \`npm run build\`.`);
  }
  const { handler } = (await import(pathToFileURL(serverEntry).href)) as { handler: AstroHandler };
  const pagePolicies = await prerenderedPolicies();
  // The policy the security plugin set on this response, joined with the page's own from Astro.
  const securityPolicy = (res: ServerResponse) => (pagePolicy: string) =>
    joinPolicies(String(res.getHeader('content-security-policy') ?? ''), pagePolicy);

  const statusPages = new Map<string, { html: string; policy: string }>();
  for (const locale of LOCALES) {
    for (const status of STATUS_PAGES) {
      const pagePath = `${locale === DEFAULT_LOCALE ? '' : `/${locale}`}/status/${status}`;
      statusPages.set(`${locale}:${status}`, {
        html: await readFile(path.join(clientDir, pagePath, 'index.html'), 'utf8'),
        policy: pagePolicies.get(pagePath) ?? '',
      });
    }
  }
  app.decorateReply('sendStatusPage', function sendStatusPage(status: number) {
    const locale = localeOfPath(this.request.url);
    const page = statusPages.get(`${locale}:${status}`) ?? statusPages.get(`${locale}:${status >= 500 ? 500 : 404}`);
    return this.status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', securityPolicy(this.raw)(page?.policy ?? ''))
      .send(page?.html);
  });

  // One URL per page: /en/x answers /x, and no page URL ends in a slash.
  app.addHook('onRequest', async (request, reply) => {
    const [pathname, query] = splitUrl(request.url);
    if (pathname.startsWith('/api')) return;
    let target = pathname;
    if (target === '/en' || target.startsWith('/en/')) target = target.slice(3) || '/';
    if (target.length > 1 && target.endsWith('/')) target = target.replace(/\/+$/, '') || '/';
    if (target !== pathname) return reply.redirect(target + query, 301);
  });

  await app.register(fastifyStatic, {
    root: clientDir,
    index: ['index.html'],
    redirect: false,
    allowedPath: (pathname) => !statusPagePath.test(pathname),
    // The build leaves a Brotli and a gzip copy beside each text file (site/precompress.mjs).
    preCompressed: true,
    setHeaders(reply, compressedPath) {
      const filePath = compressedPath.replace(/\.(?:br|gz)$/, '');
      const immutable = filePath.startsWith(path.join(clientDir, '_astro') + path.sep);
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
      const pagePolicy = pagePolicies.get(pagePathOf(path.relative(clientDir, filePath)));
      if (pagePolicy) reply.header('content-security-policy', securityPolicy(reply.raw)(pagePolicy));
    },
  });

  // On-demand pages call the API in-process, as the visitor (their address counts for rate limits).
  const apiFor =
    (req: IncomingMessage) =>
    async (apiPath: string, init: { headers?: Record<string, string> } = {}): Promise<Response> => {
      const response = await app.inject({
        method: 'GET',
        url: apiPath,
        // As the visitor: their cookies (e.g. the matches made on this device) go along.
        headers: { ...(req.headers.cookie ? { cookie: req.headers.cookie } : {}), ...init.headers },
        remoteAddress: req.socket.remoteAddress ?? '127.0.0.1',
      });
      return new Response(response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
      });
    };

  // Pre-rendered pages win over on-demand routes with the same shape (a district landing page
  // /find-a-therapist/berlin/kreuzberg and the profile route /find-a-therapist/{location}/{slug}).
  const prerendered = await prerenderedPaths(clientDir);
  await app.register(middie);
  app.use((req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const [pathname] = splitUrl(req.url ?? '/');
    if (pathname.startsWith('/api') || pathname.startsWith('/uploads/') || prerendered.has(pathname)) return next();
    return handler(req, res, next, { api: apiFor(req), securityPolicy: securityPolicy(res) });
  });
});

/** The URL path of a pre-rendered page's file (`de/press/index.html` → `/de/press`), else ''. */
function pagePathOf(file: string): string {
  if (file === 'index.html') return '/';
  if (!file.endsWith(`${path.sep}index.html`)) return '';
  return `/${file.slice(0, -`${path.sep}index.html`.length).split(path.sep).join('/')}`;
}

/** URL paths of every pre-rendered page. */
async function prerenderedPaths(root: string): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const entry of await readdir(root, { recursive: true })) {
    const pagePath = pagePathOf(entry);
    if (pagePath) paths.add(pagePath);
  }
  return paths;
}

/**
 * Each pre-rendered page's own policy (`default-src`, hashes of its inline scripts and styles), by
 * URL path, as the build wrote it: the pages carry no <meta> policy, the server sends it.
 */
async function prerenderedPolicies(): Promise<Map<string, string>> {
  if (!existsSync(staticHeadersFile)) {
    throw new Error(`The site build has no page policies (${staticHeadersFile} is missing); run \`npm run build\`.`);
  }
  const entries = JSON.parse(await readFile(staticHeadersFile, 'utf8')) as {
    pathname: string;
    headers: { key: string; value: string }[];
  }[];
  const policies = new Map<string, string>();
  for (const { pathname, headers } of entries) {
    const policy = headers.find((h) => h.key.toLowerCase() === 'content-security-policy')?.value;
    if (policy) policies.set(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname, policy);
  }
  return policies;
}

function splitUrl(url: string): [string, string] {
  const at = url.indexOf('?');
  return at === -1 ? [url, ''] : [url.slice(0, at), url.slice(at)];
}
