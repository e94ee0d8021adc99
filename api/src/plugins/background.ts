import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Runs work that follows a change but must not hold up its answer (emails about a booking).
     * A failure is logged; closing the app waits for what is still running.
     */
    background(task: () => Promise<unknown>): void;
    /** Resolves once no background work is running (tests read the outbox after it). */
    settled(): Promise<void>;
  }
}

export default fp(async function background(app: FastifyInstance) {
  const pending = new Set<Promise<unknown>>();
  app.decorate('background', (task: () => Promise<unknown>) => {
    const running: Promise<unknown> = Promise.resolve()
      .then(task)
      .catch((error) => app.log.error({ err: error }, 'background work failed'))
      .finally(() => pending.delete(running));
    pending.add(running);
  });
  app.decorate('settled', async () => {
    while (pending.size > 0) await Promise.all([...pending]);
  });
  app.addHook('onClose', async () => app.settled());
});
