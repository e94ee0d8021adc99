import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type WebSocket from 'ws';
import { LIVE_MAX_MESSAGE_BYTES } from '../contract/online-sessions.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../errors.ts';
import { LiveBus } from '../live/bus.ts';
import type { SocketHolder, SocketPlaces } from '../live/places.ts';
import { clientAddress } from '../net/client-address.ts';
import { originOf } from './access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Live events to browsers on every instance (decision 019). */
    live: LiveBus;
    /**
     * For a WebSocket route's preHandler, once it knows the socket may open: counts it under this
     * account (if signed in) and the request's client address, and refuses it with 429
     * TOO_MANY_SOCKETS, before the upgrade, when either already holds its most (decision 031).
     */
    admitSocket(request: FastifyRequest, account: string | undefined): void;
  }
}

/** WebSocket close code 1013, "try again later": the places went while this socket upgraded. */
const TRY_AGAIN_LATER = 1013;

/**
 * WebSockets and the live event bus. A WebSocket opens with a GET that browsers send from any page
 * with the site's cookies, so an upgrade from another site's page is refused here, as state-changing
 * requests are by the access plugin. Open sockets are capped per account and per client address
 * (`places`).
 */
export default fp(async function live(app: FastifyInstance, { db, places }: { db: Database; places: SocketPlaces }) {
  const holders = new WeakMap<FastifyRequest, SocketHolder>();
  app.decorate('admitSocket', (request: FastifyRequest, account: string | undefined) => {
    const holder = { account, address: clientAddress(request.ip) };
    places.refuseWhenFull(holder);
    holders.set(request, holder);
  });
  // A socket holds its place from the moment it opens until it closes. Taken again as it opens,
  // since sockets admitted at the same moment may have taken the last places meanwhile; a route
  // that admitted nobody still counts under its address. This hook must come before
  // @fastify/websocket's own onRoute, which turns the handler into its wrapper.
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.websocket || route.method === 'HEAD') return;
    const handler = route.handler as unknown as (this: unknown, socket: WebSocket, request: FastifyRequest) => unknown;
    route.handler = function placed(this: unknown, socket: WebSocket, request: FastifyRequest) {
      const release = places.take(holders.get(request) ?? { account: undefined, address: clientAddress(request.ip) });
      if (!release) {
        socket.close(TRY_AGAIN_LATER, 'Too many live connections');
        return;
      }
      socket.once('close', release);
      return handler.call(this, socket, request);
    } as unknown as RouteOptions['handler'];
  });
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
