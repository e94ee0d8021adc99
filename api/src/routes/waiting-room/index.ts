import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import type { Config } from '../../config.ts';
import { grantFor } from '../../online-sessions/rooms.ts';
import {
  admitEntry,
  announceEntry,
  announceWaitingRoom,
  declineEntry,
  hostOf,
  noteToEntry,
  roomIsOpen,
  setRoomOpen,
  waitingCount,
  waitingList,
} from '../../online-sessions/waiting.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AdmittedSchema,
  DeclineSchema,
  NoContentSchema,
  RoomSettingsSchema,
  WaitingCountSchema,
  WaitingListSchema,
  WaitingNoteSchema,
  WaitingParamsSchema,
} from '../../schemas/online-sessions.ts';
import { requireFeature } from '../../subscription/entitlements.ts';

const tags = ['online sessions'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const entryErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };

/**
 * Online sessions (decision 019), the therapist's side of the waiting room: who is waiting, admitting
 * (which opens the call and hands out its signed address), declining, a note to someone waiting, and
 * whether the room is open to people without an appointment.
 */
const waitingRoom: FastifyPluginAsyncTypebox<{ config: Config; callSecret: string }> = async (
  app,
  { config, callSecret },
) => {
  const therapistOnly = {
    config: { access: ['therapist'] as const },
    preHandler: requireTwoFactor(config.twoFactorRoles),
  };
  const userOf = (request: FastifyRequest) => request.principal?.userId as string;
  const hostFor = (request: FastifyRequest) => hostOf(app.db, userOf(request));

  app.get(
    '/api/v1/waiting-room',
    {
      ...therapistOnly,
      schema: {
        tags,
        summary: 'Who is waiting for the therapist now, longest first',
        description:
          'With whether the room is open to anyone and whether relays are configured. 403 PLAN_REQUIRED when the practice’s plan has no video.',
        response: { 200: WaitingListSchema, ...errors },
      },
    },
    async (request) => {
      const host = await hostFor(request);
      await requireFeature(app.db, host.id, 'video');
      return {
        open: await roomIsOpen(app.db, host.id),
        relays: config.ice.turn !== undefined,
        entries: await waitingList(app.db, host.id),
      };
    },
  );

  app.get(
    '/api/v1/waiting-room/count',
    {
      config: { access: ['therapist'] },
      schema: {
        tags,
        summary: 'How many people are waiting, for the dashboard header',
        description: 'Only entries whose page is still open (heard from within 45 seconds).',
        response: { 200: WaitingCountSchema, ...errors },
      },
    },
    async (request) => ({ waiting: await waitingCount(app.db, (await hostFor(request)).id) }),
  );

  app.put(
    '/api/v1/waiting-room/settings',
    {
      ...therapistOnly,
      schema: {
        tags,
        summary: 'Open the room to anyone (unscheduled or first calls), or only to clients with a session now',
        description:
          'While open, anyone with the room’s link may wait after giving a name. Opening needs a plan with video (403 PLAN_REQUIRED); closing always works.',
        body: RoomSettingsSchema,
        response: { 200: RoomSettingsSchema, 400: ErrorSchema, ...errors },
      },
    },
    async (request) => {
      const host = await hostFor(request);
      // Closing always works: a practice that lost video may still tidy up what it left open.
      if (request.body.open) await requireFeature(app.db, host.id, 'video');
      await setRoomOpen(app.db, host.id, request.body.open);
      return { open: request.body.open };
    },
  );

  app.post(
    '/api/v1/waiting-room/:id/admit',
    {
      ...therapistOnly,
      schema: {
        tags,
        summary: 'Let someone in: opens the call for both',
        description:
          'People waiting for the same appointment join the same call, up to four in all (409 ROOM_FULL). Answers the therapist’s call token; the person waiting is told at once. 403 PLAN_REQUIRED when the practice’s plan has no video.',
        params: WaitingParamsSchema,
        response: { 200: AdmittedSchema, ...entryErrors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const host = await hostFor(request);
      await requireFeature(app.db, host.id, 'video');
      const { room, host: self } = await admitEntry(app.db, host, request.params.id);
      await announceEntry(app.live, request.params.id, 'admitted');
      await announceWaitingRoom(app.live, host.id);
      return { call: grantFor(callSecret, room, self) };
    },
  );

  app.post(
    '/api/v1/waiting-room/:id/note',
    {
      ...therapistOnly,
      schema: {
        tags,
        summary: 'Send the person waiting a short message ("I\'ll be with you in 5 minutes")',
        description: 'Shown on their waiting page at once. 404 for an entry that is not waiting for this therapist.',
        params: WaitingParamsSchema,
        body: WaitingNoteSchema,
        response: { 204: NoContentSchema, ...entryErrors },
      },
    },
    async (request, reply) => {
      await noteToEntry(app.db, (await hostFor(request)).id, request.params.id, request.body.note);
      await announceEntry(app.live, request.params.id, 'waiting');
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/v1/waiting-room/:id/decline',
    {
      ...therapistOnly,
      schema: {
        tags,
        summary: 'Turn someone away politely, with an optional message',
        description: 'Their page tells them, with the message and a link to book.',
        params: WaitingParamsSchema,
        body: DeclineSchema,
        response: { 204: NoContentSchema, ...entryErrors },
      },
    },
    async (request, reply) => {
      const host = await hostFor(request);
      await declineEntry(app.db, host.id, request.params.id, request.body.note);
      await announceEntry(app.live, request.params.id, 'declined');
      await announceWaitingRoom(app.live, host.id);
      return reply.status(204).send(null);
    },
  );
};

export default waitingRoom;
