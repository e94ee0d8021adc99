import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pendingMigrations } from '../../db/migrator.ts';
import { pingDatabase } from '../../db/readiness.ts';
import { HealthSchema, type Readiness, ReadinessSchema } from '../../schemas/health.ts';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'The process is alive',
        description:
          'Answers 200 while the process runs, without touching the database: a liveness probe. GET /api/ready says whether it can serve requests.',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'The database is reachable and every migration has run',
        description:
          'A readiness probe: 200 when the database answers and no migration is pending, else 503 with the same body saying which part is not ready.',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const result: Readiness = { status: 'not_ready', database: 'unreachable', pendingMigrations: [] };
      try {
        await pingDatabase(app.db);
        result.database = 'reachable';
        result.pendingMigrations = await pendingMigrations(app.db);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness check failed');
        return reply.status(503).send(result);
      }
      if (result.pendingMigrations.length > 0) return reply.status(503).send(result);
      return reply.send({ ...result, status: 'ready' });
    },
  );
};

export default health;
