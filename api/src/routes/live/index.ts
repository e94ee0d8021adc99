import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AppError } from '../../errors.ts';
import { keepAlive, sendJson } from '../../live/socket.ts';
import { liveTopics } from '../../live/topics.ts';
import { principalOf } from '../../plugins/access.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { type LiveOut, LiveQuerySchema } from '../../schemas/online-sessions.ts';

// The topics a socket may hear, found before the upgrade so a bad key is an HTTP 404.
const topicsOf = new WeakMap<object, string[]>();

/**
 * The live socket: what changed for the pages a person has open (new messages, read state,
 * unread counts, the waiting room), as small events naming what to fetch again. Sending stays an
 * HTTP POST; the socket carries no message text, so what a page shows still comes through the
 * routes that check access and log reads of client records.
 */
const live: FastifyPluginAsyncTypebox<{ linkSecret: string }> = async (app, { linkSecret }) => {
  app.get(
    '/api/v1/live',
    {
      websocket: true,
      config: { access: 'public' },
      schema: {
        tags: ['live'],
        summary: 'WebSocket: live events for the signed-in person and the links they hold',
        description:
          'A therapist hears their conversations and waiting room, a client their conversations; `conversation` or `appointment` with `key`, and `waiting` with `waitingKey`, add what those links prove (404 when a key does not hold). A socket with nothing to hear (signed out and without a link) is refused before the upgrade with 401 NOTHING_TO_HEAR. Events: `messages` (fetch that conversation again), `waiting-room`, `waiting` (an entry’s new status), `resync` (fetch everything again). Upgrades from other sites are refused (403); 429 TOO_MANY_SOCKETS when the account or the client address already holds its most open sockets (LIVE_SOCKETS_PER_ACCOUNT, LIVE_SOCKETS_PER_ADDRESS).',
        querystring: LiveQuerySchema,
        response: { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
      preHandler: async (request) => {
        const principal = await principalOf(request, app.db);
        const topics = await liveTopics(app.db, linkSecret, { principal, ...request.query });
        // An open socket that can hear nothing would only hold a place (and a connection). Its own
        // code: the route is public, and access itself refused nobody.
        if (topics.length === 0) {
          throw new AppError('NOTHING_TO_HEAR', 401, 'Sign in, or give a link with its key, to hear live events');
        }
        app.admitSocket(request, principal?.userId);
        topicsOf.set(request, topics);
      },
    },
    (socket, request) => {
      const topics = topicsOf.get(request) ?? [];
      const send = (event: LiveOut) => sendJson(socket, event);
      const unsubscribe = topics.map((topic) => app.live.subscribe(topic, (event) => send(event as LiveOut)));
      const stop = keepAlive(socket);
      socket.on('close', () => {
        stop();
        for (const off of unsubscribe) off();
      });
      send({ type: 'ready' });
    },
  );
};

export default live;
