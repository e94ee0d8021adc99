import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import fp from 'fastify-plugin';
import { pendingMigrations } from '../../db/migrator.ts';
import { pingDatabase } from '../../db/readiness.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { HealthSchema, type Readiness, ReadinessSchema } from '../../schemas/health.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * From now on /api/ready answers 503 while everything else is still served, so that a load
     * balancer stops sending new requests before the process stops accepting them (server.ts, on SIGTERM).
     */
    markShuttingDown(): void;
  }
}

/** The probes answer under load themselves instead of the pressure check's 503. */
const letThrough = () => undefined;

const health: FastifyPluginAsyncTypebox = async (app) => {
  let shuttingDown = false;
  app.decorate('markShuttingDown', () => {
    shuttingDown = true;
  });

  app.get(
    '/api/health',
    {
      // Alive under load too: the pressure check (plugins/security.ts) lets it through.
      config: { access: 'public', pressureHandler: letThrough },
      schema: {
        tags: ['platform'],
        summary: 'The process is alive',
        description:
          'Answers 200 while the process runs, without touching the database: a liveness probe. GET /api/ready says whether it can serve requests. Never rate-limited; 400 only for a request target that is not UTF-8 (decision 017), as for every path.',
        response: { 200: HealthSchema, 400: ErrorSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public', pressureHandler: letThrough },
      schema: {
        tags: ['platform'],
        summary: 'The database is reachable, every migration has run and the process is not shutting down',
        description:
          'A readiness probe: 200 when the database answers and no migration is pending, else 503 with the same body saying which part is not ready. From SIGTERM on it answers 503 with `shuttingDown` while the process finishes what it has, and while its event loop lags (the rest of the API then answers 503 too) with `overloaded`. Never rate-limited; 400 only for a request target that is not UTF-8 (decision 017), as for every path.',
        response: { 200: ReadinessSchema, 400: ErrorSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const result: Readiness = { status: 'not_ready', database: 'unreachable', pendingMigrations: [] };
      let checked = false;
      try {
        await pingDatabase(app.db);
        result.database = 'reachable';
        result.pendingMigrations = await pendingMigrations(app.db);
        checked = true;
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
      }
      // Read after the checks, so that a SIGTERM arriving during them already counts.
      if (shuttingDown) result.shuttingDown = true;
      const overloaded = app.isUnderPressure();
      if (overloaded) result.overloaded = true;
      if (!checked || result.pendingMigrations.length > 0 || shuttingDown || overloaded)
        return reply.status(503).send(result);
      return reply.send({ ...result, status: 'ready' });
    },
  );
};

// Not encapsulated: server.ts, which holds only the root instance, marks the shutdown.
export default fp(health);
