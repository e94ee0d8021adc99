import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

/** Who may call a route. Every `/api` route states it; registration fails otherwise. */
export type Access = 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every `/api` route with the access it declared, for the route-table test and the docs. */
    apiRoutes: { method: string; url: string; access: Access }[];
  }
}

const rolesFor: Record<Access, string[]> = { public: ['visitor', 'client', 'therapist', 'admin'] };

// Routes that plugins register for us (the API docs UI) are public by nature.
const implicitlyPublic = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/');

export default fp(async function access(app: FastifyInstance) {
  app.decorate('apiRoutes', []);
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api')) return;
    const config = (route.config ?? {}) as { access?: Access };
    if (!config.access && implicitlyPublic(route.url)) config.access = 'public';
    if (!config.access) throw new Error(`${route.method} ${route.url} does not declare config.access`);
    route.config = config;
    route.schema = { ...route.schema, 'x-roles': rolesFor[config.access] } as typeof route.schema;
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access: config.access });
    }
  });
});
