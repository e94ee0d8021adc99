import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { grantFor } from '../../online-sessions/rooms.ts';
import { announceWaitingRoom, leaveWaiting, ownEntry, touchEntry } from '../../online-sessions/waiting.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  NoContentSchema,
  WaitingKeyQuerySchema,
  WaitingParamsSchema,
  WaitingStatusSchema,
} from '../../schemas/online-sessions.ts';

const tags = ['online sessions'];

/**
 * Online sessions (decision 019): one place in a waiting room, reached with the key its page holds;
 * once admitted it carries the call's signed address.
 */
const waiting: FastifyPluginAsyncTypebox<{ callSecret: string }> = async (app, { callSecret }) => {
  app.get(
    '/api/v1/waiting/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Where a waiting entry stands; asking also says the waiting page is still open',
        description: 'Once admitted, `call` is the token of the call’s address. 404 without the entry’s key.',
        params: WaitingParamsSchema,
        querystring: WaitingKeyQuerySchema,
        response: { 200: WaitingStatusSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      const entry = await ownEntry(app.db, request.params.id, request.query.key);
      if (entry.status === 'waiting') await touchEntry(app.db, entry.id);
      const call =
        entry.status === 'admitted' && entry.participantId && entry.roomId && entry.role
          ? grantFor(
              callSecret,
              { id: entry.roomId, scheduledEnd: entry.endsAt },
              { id: entry.participantId, role: entry.role },
            )
          : null;
      return { status: entry.status, note: entry.note, call };
    },
  );

  app.delete(
    '/api/v1/waiting/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Leave the waiting room',
        description: "The entry's key is required (404 without it). The therapist's list updates at once.",
        params: WaitingParamsSchema,
        querystring: WaitingKeyQuerySchema,
        response: { 204: NoContentSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const entry = await ownEntry(app.db, request.params.id, request.query.key);
      await leaveWaiting(app.db, entry.id);
      await announceWaitingRoom(app.live, entry.therapistId);
      return reply.status(204).send(null);
    },
  );
};

export default waiting;
