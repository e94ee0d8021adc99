import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/** Makes the database available to routes; its lifetime belongs to whoever opened it. */
export default fp(async function database(app: FastifyInstance, { db }: { db: Database }) {
  app.decorate('db', db);
});
