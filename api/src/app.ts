import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import { generatedSecret } from './db/secrets.ts';
import access from './plugins/access.ts';
import database from './plugins/database.ts';
import errorReporting from './plugins/error-reporting.ts';
import errors from './plugins/errors.ts';
import openapi from './plugins/openapi.ts';
import search from './plugins/search.ts';
import security from './plugins/security.ts';
import site from './plugins/site.ts';
import uploads from './plugins/uploads.ts';
import auth from './routes/auth/index.ts';
import health from './routes/health/index.ts';
import matches from './routes/matches/index.ts';
import sitemaps from './routes/sitemaps/index.ts';
import therapists from './routes/therapists/index.ts';
import type { SearchEngine } from './search/types.ts';

export interface AppDependencies {
  db: Database;
  search: SearchEngine;
}

/** Builds the whole application without listening: infrastructure, then routes, then the site. */
export async function buildApp(config: Config, { db, search: engine }: AppDependencies): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Method, path and status only: no IP address, headers, cookies or query values, which can
      // identify a person or carry a secret.
      serializers: {
        req: (request) => ({ method: request.method, path: request.url.split('?')[0] }),
        res: (reply) => ({ statusCode: reply.statusCode }),
      },
    },
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustProxy,
    ajv: { customOptions: { allErrors: true, removeAdditional: 'all', coerceTypes: 'array' } },
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<TypeBoxTypeProvider>();

  // Echo the request id so a person reporting a problem can quote it and we can find the log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.raw.setHeader('x-request-id', request.id);
  });

  await app.register(errors);
  const cookieSecret = config.cookieSecret ?? (await generatedSecret(db, 'cookie_secret'));
  await app.register(security, { config, cookieSecret });
  const jwtSecret = config.jwtSecret ?? (await generatedSecret(db, 'jwt_secret'));
  await app.register(access, { jwtSecret, db });
  await app.register(database, { db });
  await app.register(search, { engine });
  await app.register(errorReporting, { config });
  await app.register(openapi);

  await app.register(health);
  await app.register(auth, { config });
  await app.register(therapists, { config });
  await app.register(sitemaps, { config });
  await app.register(matches, { config });
  await app.register(uploads, { config });

  if (config.serveSite) await app.register(site, { config });
  return app;
}
