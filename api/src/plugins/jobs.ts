import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { fromKysely, PgBoss } from 'pg-boss';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Background jobs in PostgreSQL (pg-boss); undefined where this process runs none (API tests). */
    jobs: PgBoss | undefined;
  }
}

/**
 * pg-boss on the app's own database connection (its queries bypass the camelCase mapping, since
 * pg-boss reads its own column names). Queues are created by the plugins that use them.
 */
export default fp(async function jobs(app: FastifyInstance, { db, enabled }: { db: Database; enabled: boolean }) {
  if (!enabled) {
    app.decorate('jobs', undefined);
    return;
  }
  const boss = new PgBoss({ db: fromKysely(db.withoutPlugins()), schema: 'pgboss' });
  boss.on('error', (error) => app.log.error({ err: error }, 'background jobs'));
  await boss.start();
  app.decorate('jobs', boss);
  app.addHook('onClose', async () => {
    await boss.stop({ graceful: true, timeout: 5_000 });
  });
});
