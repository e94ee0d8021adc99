import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isAppointmentKey } from '../../booking/links.ts';
import { AppError } from '../../errors.ts';
import {
  announceEntry,
  announceWaitingRoom,
  enterWaiting,
  roomView,
  type Visitor,
} from '../../online-sessions/waiting.ts';
import { principalOf } from '../../plugins/access.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AppointmentLinkQuerySchema,
  EnterWaitingSchema,
  RoomParamsSchema,
  RoomViewSchema,
  WaitingEntryCreatedSchema,
} from '../../schemas/online-sessions.ts';

const tags = ['online sessions'];

/**
 * Online sessions (decision 019): a therapist's permanent room (`/online-session/{slug}`) as the
 * person arriving sees it, and taking a place in its waiting room.
 */
const rooms: FastifyPluginAsyncTypebox<{ linkSecret: string }> = async (app, { linkSecret }) => {
  /** Who is asking: their account, and an appointment whose emailed link they hold (404 for a bad key). */
  async function visitorOf(request: FastifyRequest, link: { appointment?: string; key?: string }): Promise<Visitor> {
    const principal = await principalOf(request, app.db);
    if (link.appointment && !isAppointmentKey(linkSecret, link.appointment, link.key)) {
      throw new AppError('NOT_FOUND', 404, 'No such appointment');
    }
    return { userId: principal?.userId, appointmentUid: link.appointment };
  }

  app.get(
    '/api/v1/rooms/:slug',
    {
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "A therapist's online room: whether the caller may wait in it, and if not, the next free time",
        description:
          'The caller may wait as the client of an online appointment starting within 15 minutes or running (signed in, or with `appointment` and `key` from its emailed link), or when the therapist has opened the room. The room of a practice whose plan has no video is `closed`. 404 for an unknown room or a link whose key does not hold.',
        params: RoomParamsSchema,
        querystring: AppointmentLinkQuerySchema,
        response: { 200: RoomViewSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return roomView(app.db, request.params.slug, await visitorOf(request, request.query));
    },
  );

  app.post(
    '/api/v1/rooms/:slug/waiting',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Wait in the room until the therapist lets you in',
        description:
          'Answers the entry and its key, which the page keeps to follow and leave it. A guest gives a name; a client with an appointment is shown by theirs. 403 ROOM_CLOSED when the caller may not wait, or the practice’s plan has no video. A signed-in person already waiting in another tab is moved here.',
        params: RoomParamsSchema,
        body: EnterWaitingSchema,
        response: {
          201: WaitingEntryCreatedSchema,
          403: ErrorSchema,
          400: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const visitor = await visitorOf(request, request.body);
      const entry = await enterWaiting(app.db, request.params.slug, visitor, request.body.name);
      await Promise.all(entry.replaced.map((id) => announceEntry(app.live, id, 'replaced')));
      await announceWaitingRoom(app.live, entry.therapistId);
      return reply.status(201).send({ id: entry.id, key: entry.key });
    },
  );
};

export default rooms;
