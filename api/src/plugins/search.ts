import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SearchEngine } from '../search/types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    searchEngine: SearchEngine;
  }
}

/** The search engine routes query; the indexer (not requests) writes to it. */
export default fp(async function search(app: FastifyInstance, { engine }: { engine: SearchEngine }) {
  app.decorate('searchEngine', engine);
});
