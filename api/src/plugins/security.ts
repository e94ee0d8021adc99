import cookie from '@fastify/cookie';
import { fastifyHelmet as helmet } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import sensible from '@fastify/sensible';
import underPressure from '@fastify/under-pressure';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { AppError } from '../errors.ts';

/**
 * Headers, limits and cookies. Helmet writes to the raw response in an onRequest hook, so its
 * headers also reach pages that Astro renders, as long as it is registered before the site.
 * The header policy leaves script-src and style-src to the per-page <meta> policy Astro emits
 * with hashes of its own inline scripts (docs/decisions/003); everything a <meta> policy cannot
 * express (frame-ancestors) or should never be loosened lives here.
 */
export default fp(async function security(
  app: FastifyInstance,
  { config, cookieSecret }: { config: Config; cookieSecret: string },
) {
  const { secure } = config;
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        // The page's <meta> policy from Astro holds default-src, script-src and style-src (with
        // hashes); two policies both apply, so the header must not repeat a stricter fallback.
        'default-src': helmet.contentSecurityPolicy.dangerouslyDisableDefaultSrc,
        'base-uri': ["'self'"],
        'object-src': ["'none'"],
        'frame-ancestors': ["'none'"],
        'form-action': ["'self'"],
        ...(secure ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: secure ? { maxAge: 63072000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.setHeader('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  });
  await app.register(sensible);
  await app.register(cookie, { secret: cookieSecret });
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api'),
    errorResponseBuilder: (_request, context) =>
      new AppError('RATE_LIMITED', 429, `Too many requests; try again in ${context.after}`),
  });
  await app.register(underPressure, {
    maxEventLoopDelay: 2000,
    retryAfter: 30,
    pressureHandler: () => {
      throw new AppError('SERVICE_UNAVAILABLE', 503, 'The server is under heavy load; try again shortly');
    },
  });
});
