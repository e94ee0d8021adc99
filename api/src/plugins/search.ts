import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { observeFallbacks } from '../search/engines/fallback.ts';
import type { SearchEngine } from '../search/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchEngine: SearchEngine;
  }
}

// While the configured engine is down every search falls back: one warning per interval says so
// (the metric search_fallbacks_total counts each).
const FALLBACK_LOG_INTERVAL_MS = 60_000;

/** The search engine routes query; the indexer (not requests) writes to it. */
export default fp(async function search(app: FastifyInstance, { engine }: { engine: SearchEngine }) {
  app.decorate('searchEngine', engine);
  let loggedAt = Number.NEGATIVE_INFINITY;
  const stop = observeFallbacks(engine, (error) => {
    if (performance.now() - loggedAt < FALLBACK_LOG_INTERVAL_MS) return;
    loggedAt = performance.now();
    app.log.warn(
      { err: error, engine: engine.name },
      `search engine ${engine.name} does not answer: searching the database instead`,
    );
  });
  app.addHook('onClose', async () => stop());
});
