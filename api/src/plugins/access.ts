import jwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isSessionActive } from '../auth/sessions.ts';
import type { Database } from '../db/database.ts';
import type { Role } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** Who may call a route. Every `/api` route states it; registration fails otherwise. */
export type Access = 'public' | 'signed-in' | readonly Role[];

export const ACCESS_COOKIE = 'calma_access';
export const ACCESS_MINUTES = 15;

export interface Principal {
  userId: string;
  role: Role;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every `/api` route with the access it declared, for the route-table test and the docs. */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
  interface FastifyRequest {
    /** The signed-in person, on routes that are not public. */
    principal?: Principal;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { sub: string; role: Role; sid: string };
    user: { sub: string; role: Role; sid: string };
  }
}

const ALL_ROLES: Role[] = ['client', 'therapist', 'admin'];
const rolesFor = (access: Access) =>
  access === 'public' ? ['visitor', ...ALL_ROLES] : access === 'signed-in' ? ALL_ROLES : [...access];

// Routes that plugins register for us (the API docs UI) are public by nature.
const implicitlyPublic = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

/** The signed-in person from the access cookie, if it is valid and its session still active. */
export async function principalOf(request: FastifyRequest, db: Database): Promise<Principal | undefined> {
  if (!request.cookies[ACCESS_COOKIE]) return undefined;
  try {
    const { sub, role, sid } = await request.jwtVerify<{ sub: string; role: Role; sid: string }>();
    return (await isSessionActive(db, sid)) ? { userId: sub, role, sessionId: sid } : undefined;
  } catch {
    return undefined;
  }
}

export default fp(async function access(app: FastifyInstance, { jwtSecret, db }: { jwtSecret: string; db: Database }) {
  await app.register(jwt, {
    secret: jwtSecret,
    cookie: { cookieName: ACCESS_COOKIE, signed: false },
    sign: { expiresIn: `${ACCESS_MINUTES}m` },
  });
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    const config = (route.config ?? {}) as { access?: Access };
    if (!config.access && implicitlyPublic(route.url)) config.access = 'public';
    if (!config.access) throw new Error(`${route.method} ${route.url} does not declare config.access`);
    const access = config.access;
    route.config = config;
    route.schema = {
      ...route.schema,
      'x-roles': rolesFor(access),
      // A public operation says so (an empty list) rather than leaving its security unstated.
      security: access === 'public' ? [] : [{ session: [] }],
    } as typeof route.schema;
    if (access !== 'public') {
      const guard = async (request: FastifyRequest) => {
        const principal = await principalOf(request, db);
        if (!principal) throw new AppError('UNAUTHENTICATED', 401, 'Sign in to continue');
        if (access !== 'signed-in' && !access.includes(principal.role)) {
          throw new AppError('FORBIDDEN', 403, 'Your account may not do this');
        }
        request.principal = principal;
      };
      // Before validation, so a visitor gets 401 rather than a 400 that describes the route's input.
      route.preValidation = [guard, ...[route.preValidation ?? []].flat()];
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
    }
  });

  // Cross-site request forgery: a browser names the page that sends a request. State-changing API
  // requests from another site are refused; clients that are not browsers send neither header.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api') || ['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return;
    const origin = request.headers.origin;
    const site = request.headers['sec-fetch-site'];
    const own = originOf(`${request.protocol}://${request.host}`);
    const foreignOrigin = origin !== undefined && (origin === 'null' || originOf(origin) !== own);
    const foreignSite = site !== undefined && site !== 'same-origin' && site !== 'none';
    if (foreignOrigin || foreignSite)
      throw new AppError('CROSS_SITE_REQUEST', 403, 'Requests from other sites are not accepted');
  });
});

/** Scheme, host and port, normalised (`http://localhost:80` is `http://localhost`). */
export function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
