import cookie from '@fastify/cookie';
import { fastifyHelmet as helmet } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { isLocale } from '../contract/locales.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { clientAddress } from '../net/client-address.ts';
import { databaseRateLimitStore, pruneCounters } from '../net/rate-limit-store.ts';
import { isPlainPath, pathProblem, undecodableQueryParameters } from '../net/request-target.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own answer under load instead of the 503 (@fastify/under-pressure reads it). */
    pressureHandler?: () => undefined;
  }
}

/** How long a client is asked to wait when the event loop lags. */
const PRESSURE_RETRY_AFTER_SECONDS = 30;

/** The load balancer's probes (routes/health). */
const PROBES = new Set(['/api/health', '/api/ready']);

/**
 * Pages that run a video session (with or without a locale prefix): the only ones allowed to use
 * the camera and microphone. Video pages live under these prefixes; nothing else needs changing.
 */
export const VIDEO_PATH_PREFIXES = ['/online-session/', '/video/'] as const;

/** Pages made to be shown inside other sites (a practice's booking widget): any site may frame them. */
export const EMBED_PATH_PREFIX = '/embed/';

/**
 * A page's path without query and locale prefix: `/de/embed/x?y=1` → `/embed/x`. A path that is
 * not plain (`/embed/%2e%2e/dashboard`) is no page's: it gets no page's exceptions, and is refused.
 */
function pagePath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  if (!isPlainPath(path)) return '';
  const [, first, ...rest] = path.split('/');
  return isLocale(first) ? `/${rest.join('/')}` : path;
}

/** The one-line script that puts a widget's frame on another site (site/public/embed.js). */
export const EMBED_SCRIPT_PATH = '/embed.js';

export const isEmbedPath = (url: string) => pagePath(url).startsWith(EMBED_PATH_PREFIX);
/** Resources other sites load directly (not in a frame): only the widgets' script. */
export const isCrossOriginResource = (url: string) => (url.split(/[?#]/)[0] ?? '') === EMBED_SCRIPT_PATH;
export const isCallPath = (url: string) => VIDEO_PATH_PREFIXES.some((prefix) => pagePath(url).startsWith(prefix));

/** Who may show the response in a frame: nobody, except embeds, which exist to be framed anywhere. */
export const frameAncestorsFor = (url: string) => (isEmbedPath(url) ? '*' : "'none'");

/** Powerful features are off everywhere; a video session may use this origin's camera and microphone. */
export function permissionsPolicyFor(url: string): string {
  const media = isCallPath(url) ? '(self)' : '()';
  return `camera=${media}, microphone=${media}, display-capture=${media}, geolocation=(), payment=()`;
}

/**
 * The API reference (/api/docs) is an HTML page of its own, not the site's: Swagger UI from this
 * origin's files, with no inline script. Its scripts are held to those files; Swagger UI sets
 * inline styles as it draws, so styles may be inline (they cannot run code).
 */
export const DOCS_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ');

/**
 * API answers (JSON, files) load nothing and run nothing, wherever a browser opens them; the rest is
 * what the server says of every page.
 */
export const API_POLICY =
  "default-src 'none'; base-uri 'self'; object-src 'none'; frame-ancestors 'none'; form-action 'self'";

const isDocsPath = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');

/** A serialised policy's directives by name; as browsers read it, the first of a name counts. */
function directivesOf(policy: string): Map<string, string> {
  const directives = new Map<string, string>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    const key = name?.toLowerCase();
    if (key && !directives.has(key)) directives.set(key, [name, ...sources].join(' '));
  }
  return directives;
}

/**
 * One policy out of the server's (this plugin's header) and a page's own (Astro's: fetch
 * directives and the hashes of the page's inline scripts and styles). Two policies would both
 * apply and Astro's header would replace ours, so pages get one; where both name a directive, the
 * server's wins, since what it holds must never be relaxed by a page.
 */
export function joinPolicies(serverPolicy: string, pagePolicy: string): string {
  const joined = new Map([...directivesOf(pagePolicy), ...directivesOf(serverPolicy)]);
  return [...joined.values()].join('; ');
}

/**
 * Headers, limits and cookies. Helmet writes to the raw response in an onRequest hook, so its
 * headers also reach pages that Astro renders, as long as it is registered before the site.
 * The header policy holds what no page may change (framing, base URI, form targets, plugins);
 * the site plugin joins each page's own policy from Astro (fetch directives and script and style
 * hashes) into it with `joinPolicies` (docs/decisions/003).
 */
export default fp(async function security(
  app: FastifyInstance,
  { config, cookieSecret, db }: { config: Config; cookieSecret: string; db: Database },
) {
  const { secure } = config;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        // Pages take default-src, script-src and style-src (with hashes) from Astro's policy,
        // which is joined into this one; a default here would override theirs.
        'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': [(request) => frameAncestorsFor(request.url ?? '')],
        'form-action': ["'self'"],
        ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // For browsers that predate frame-ancestors; newer ones follow the policy above.
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (isDocsPath(request.url)) reply.raw.setHeader('content-security-policy', DOCS_POLICY);
    else if (request.url.startsWith('/api/')) reply.raw.setHeader('content-security-policy', API_POLICY);
    reply.raw.setHeader('permissions-policy', permissionsPolicyFor(request.url));
    if (isEmbedPath(request.url)) reply.raw.removeHeader('x-frame-options');
    // Helmet's same-origin resource policy would stop other sites' pages from running the script.
    if (isCrossOriginResource(request.url)) reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
  });
  // The headers above are chosen by path as sent; Astro serves the path as the WHATWG URL parser
  // reads it. Where the two could differ, or a query value is not text, the request is refused,
  // after the headers are written, so that the refusal carries those of no page (decisions 003 and 017).
  app.addHook('onRequest', async (request) => {
    const at = request.url.indexOf('?');
    const path = at === -1 ? request.url : request.url.slice(0, at);
    const problem = pathProblem(path);
    if (problem) throw new AppError('BAD_PATH', 400, problem);
    const undecodable = at === -1 ? [] : undecodableQueryParameters(request.url.slice(at + 1));
    if (undecodable.length > 0) {
      throw new AppError(
        'VALIDATION_FAILED',
        400,
        'The request has invalid or missing fields',
        undecodable.map((name) => ({ field: `querystring.${name}`, message: 'must be UTF-8 text' })),
      );
    }
  });
  // Signing in with a provider runs in a popup that tells its opener how it ended. Helmet's
  // same-origin opener policy would cut the popup off on its way through the provider, so the
  // sign-in page allows the popups it opens, and the popup's last page (/auth/close) sets none.
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (/^\/(?:[a-z]{2}\/)?auth\/sign-in$/.test(path))
      reply.raw.setHeader('cross-origin-opener-policy', 'same-origin-allow-popups');
    else if (/^\/(?:[a-z]{2}\/)?auth\/close$/.test(path))
      reply.raw.setHeader('cross-origin-opener-policy', 'unsafe-none');
  });
  await app.register(sensible);
  await app.register(cookie, { secret: cookieSecret });
  // Route limits count per address. Where many people share one address on purpose (the end-to-end
  // suite's simulated users), RATE_LIMIT_SCALE raises them all alike. A new object per route: route
  // configs often share one constant.
  if (config.rateLimitScale !== 1) {
    app.addHook('onRoute', (route) => {
      const limit = (route.config as { rateLimit?: { max?: unknown } } | undefined)?.rateLimit;
      if (limit && typeof limit.max === 'number') {
        route.config = { ...route.config, rateLimit: { ...limit, max: limit.max * config.rateLimitScale } };
      }
    });
  }
  // Counts are shared by every instance behind the balancer (decision 024): in Redis when
  // REDIS_URL is set, else in PostgreSQL. Either way, every minute, ended windows and old sign-in
  // failures (auth/throttle.ts, always in PostgreSQL) are pruned.
  const namespace = config.rateLimitNamespace ?? '';
  const redis = config.redisUrl
    ? // While Redis is away a command waits for one reconnection at most (seconds), then fails into
      // skipOnError below instead of holding the request.
      new Redis(config.redisUrl, { connectTimeout: 500, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate limits: Redis connection failed'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  const prune = () =>
    pruneCounters(db).catch((error: unknown) => app.log.warn({ err: error }, 'rate limits: pruning failed'));
  const pruning = setInterval(prune, 60_000).unref();
  app.addHook('onClose', async () => clearInterval(pruning));
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    ...(redis
      ? { redis, nameSpace: `calma-rate-limit-${namespace}${namespace ? ':' : ''}` }
      : { store: databaseRateLimitStore(db, namespace) }),
    // While the store cannot count (database or Redis down, or too slow: a second at most), requests
    // go on uncounted rather than fail: a limit only slows abuse, and refusing everyone would turn
    // an outage of the store into an outage of the whole API. Routes that need the database then
    // answer for themselves, and /api/ready reports it.
    skipOnError: true,
    // Pages are not limited, nor the balancer's probes: /api/health must answer without touching
    // the database, and a probe refused with 429 would take a healthy instance out of rotation.
    allowList: (request) => !request.url.startsWith('/api') || PROBES.has(request.url.split('?')[0] ?? ''),
    // Every limit, the global one and each route's own (which take this key), counts per client: an
    // IPv6 /64 is one (net/client-address.ts). A WebSocket injected in tests (`injectWS`) comes from no
    // address; they share one count.
    keyGenerator: (request) => clientAddress(request.ip),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 429, `Too many requests; try again in ${context.after}`),
  });
  // A process whose event loop lags refuses new work for the next second with 503, which a client
  // may retry elsewhere. The probes answer for themselves: /api/health says the process is alive
  // (it is; restarting it would lose what it is doing) and /api/ready says `overloaded`.
  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    pressureHandler: () => {
      throw new AppError('SERVICE_UNAVAILABLE', 503, 'The server is under heavy load; try again shortly', {
        retryAfter: PRESSURE_RETRY_AFTER_SECONDS,
      });
    },
  });
});
