import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_MAX_MESSAGE_BYTES } from '../contract/video.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { LiveBus } from '../live/bus.ts';
import { originOf } from './access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to browsers on every instance (decision 019). */
    live: LiveBus;
  }
}

/**
 * WebSockets and the live event bus. A WebSocket opens with a GET that browsers send from any page
 * with the site's cookies, so an upgrade from another site's page is refused here, as state-changing
 * requests are by the access plugin.
 */
export default fp(async function live(app: FastifyInstance, { db }: { db: Database }) {
  await app.register(websocket, { options: { maxPayload: LIVE_MAX_MESSAGE_BYTES } });
  app.addHook('onRequest', async (request) => {
    if (request.headers.upgrade?.toLowerCase() !== 'websocket') return;
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const own = originOf(`${request.protocol}://${request.host}`);
    if (originOf(origin) !== own)
      throw new AppError('CROSS_SITE_REQUEST', 403, 'Requests from other sites are not accepted');
  });
  const bus = new LiveBus(db, app.log);
  app.decorate('live', bus);
  // Listening starts when the app is ready; a database that is not there yet does not stop the
  // app from starting (it answers 503 on /api/ready meanwhile), and the bus keeps trying.
  app.addHook('onReady', async () => bus.listen());
  app.addHook('onClose', async () => bus.close());
});
