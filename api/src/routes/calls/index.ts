import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { iceServers } from '../../online-sessions/ice.ts';
import { type CallParticipant, callParticipant, endCall } from '../../online-sessions/rooms.ts';
import { joinCall } from '../../online-sessions/signalling.ts';
import { principalOf } from '../../plugins/access.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { CallParamsSchema, CallViewSchema, NoContentSchema } from '../../schemas/online-sessions.ts';

const tags = ['online sessions'];
const callErrors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 410: ErrorSchema };

/**
 * Online sessions (decision 019): the call (`/video/{token}`), whose address is a signed grant, and
 * the signalling socket through which the browsers of a call find each other. Media and the call's
 * chat go peer to peer and are never stored or seen by the server.
 */
const calls: FastifyPluginAsyncTypebox<{ config: Config; callSecret: string }> = async (
  app,
  { config, callSecret },
) => {
  /** The participant a call's address lets in, for whoever is signed in (or nobody). */
  const participantOf = async (request: FastifyRequest<{ Params: { token: string } }>) =>
    callParticipant(app.db, callSecret, request.params.token, (await principalOf(request, app.db))?.userId);

  const callers = new WeakMap<object, CallParticipant>();

  app.get(
    '/api/v1/calls/:token',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The call an address lets one into: who you are in it, and the servers to connect through',
        description:
          '404 for a forged address, 410 LINK_EXPIRED or CALL_ENDED; an address made for an account needs that account signed in (401, or 403 for another account).',
        params: CallParamsSchema,
        response: { 200: CallViewSchema, 400: ErrorSchema, ...callErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const me = await participantOf(request);
      return {
        self: { id: me.id, role: me.role, name: me.name },
        therapistSlug: me.therapistSlug,
        scheduledEnd: me.scheduledEnd?.toISOString() ?? null,
        expires: new Date(me.expires * 1000).toISOString(),
        iceServers: iceServers(config.ice, me.id),
        relays: config.ice.turn !== undefined,
      };
    },
  );

  app.post(
    '/api/v1/calls/:token/end',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'End the session for everyone (the therapist only)',
        description: 'Everyone in the call is told at once; the call’s addresses stop working (410 CALL_ENDED).',
        params: CallParamsSchema,
        response: { 204: NoContentSchema, 400: ErrorSchema, ...callErrors },
      },
    },
    async (request, reply) => {
      const me = await participantOf(request);
      if (me.role !== 'therapist') throw new AppError('FORBIDDEN', 403, 'Only the therapist can end the session');
      await endCall(app.db, me.roomId);
      await app.live.publish(`room:${me.roomId}`, { type: 'ended' });
      return reply.status(204).send(null);
    },
  );
  app.get(
    '/api/v1/calls/:token/signal',
    {
      websocket: true,
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'WebSocket: signalling between the browsers of a call',
        description:
          'Sends `welcome` (you and who is in the call), then `joined`, `left`, `signal` (session descriptions and ICE candidates addressed to you), `state` (microphone, camera, screen), `ended` and `replaced` (you joined from a newer tab; close code 4001). Accepts `signal`, `state`, `end` (therapist), `leave` and `ping`; anything else closes the socket (4400). Refused before the upgrade like GET /api/v1/calls/{token}, and with 429 TOO_MANY_SOCKETS when the account or the client address already holds its most open sockets.',
        params: CallParamsSchema,
        response: { 400: ErrorSchema, ...callErrors, 429: ErrorSchema },
      },
      preHandler: async (request) => {
        const account = (await principalOf(request, app.db))?.userId;
        callers.set(request, await callParticipant(app.db, callSecret, request.params.token, account));
        app.admitSocket(request, account);
      },
    },
    (socket, request) => {
      joinCall({ db: app.db, live: app.live, log: request.log }, socket, callers.get(request) as CallParticipant);
    },
  );
};

export default calls;
