import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import { isAppointmentKey } from '../../booking/links.ts';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AdmittedSchema,
  AppointmentLinkQuerySchema,
  CallParamsSchema,
  CallViewSchema,
  DeclineSchema,
  EnterWaitingSchema,
  NoContentSchema,
  RelayStatusSchema,
  RoomParamsSchema,
  RoomSettingsSchema,
  RoomViewSchema,
  WaitingCountSchema,
  WaitingEntryCreatedSchema,
  WaitingKeyQuerySchema,
  WaitingListSchema,
  WaitingNoteSchema,
  WaitingParamsSchema,
  WaitingStatusSchema,
} from '../../schemas/video.ts';
import { requireFeature } from '../../subscription/entitlements.ts';
import { iceServers } from '../../video/ice.ts';
import { type CallParticipant, callParticipant, endCall, grantFor } from '../../video/rooms.ts';
import { joinCall } from '../../video/signalling.ts';
import {
  admitEntry,
  declineEntry,
  enterWaiting,
  hostOf,
  leaveWaiting,
  noteToEntry,
  ownEntry,
  roomIsOpen,
  roomView,
  setRoomOpen,
  touchEntry,
  type Visitor,
  waitingCount,
  waitingList,
} from '../../video/waiting.ts';

const tags = ['online sessions'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const entryErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };
const callErrors = { 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 410: ErrorSchema };

/**
 * Online sessions (decision 019): the therapist's permanent room (`/online-session/{slug}`), where
 * people wait until the therapist admits them; the call (`/video/{token}`), whose address is a
 * signed grant; and the signalling socket through which the browsers of a call find each other.
 * Media and the call's chat go peer to peer and are never stored or seen by the server.
 */
const video: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string; callSecret: string }> = async (
  app,
  { config, linkSecret, callSecret },
) => {
  const therapistOnly = {
    config: { access: ['therapist'] as const },
    preHandler: requireTwoFactor(config.twoFactorRoles),
  };
  const userOf = (request: FastifyRequest) => request.principal?.userId as string;
  const hostFor = (request: FastifyRequest) => hostOf(app.db, userOf(request));
  const announceWaiting = (therapistId: string) =>
    app.live.publish(`practice:${therapistId}`, { type: 'waiting-room' });
  const announceEntry = (id: string, status: string) => app.live.publish(`waiting:${id}`, { type: 'waiting', status });

  /** Who is asking: their account, and an appointment whose emailed link they hold (404 for a bad key). */
  async function visitorOf(request: FastifyRequest, link: { appointment?: string; key?: string }): Promise<Visitor> {
    const principal = await principalOf(request, app.db);
    if (link.appointment && !isAppointmentKey(linkSecret, link.appointment, link.key)) {
      throw new AppError('NOT_FOUND', 404, 'No such appointment');
    }
    return { userId: principal?.userId, appointmentUid: link.appointment };
  }

  // The waiting side.

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
      await Promise.all(entry.replaced.map((id) => announceEntry(id, 'replaced')));
      await announceWaiting(entry.therapistId);
      return reply.status(201).send({ id: entry.id, key: entry.key });
    },
  );

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
      await announceWaiting(entry.therapistId);
      return reply.status(204).send(null);
    },
  );

  // The therapist's side.

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
      await announceEntry(request.params.id, 'admitted');
      await announceWaiting(host.id);
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
      await announceEntry(request.params.id, 'waiting');
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
      await announceEntry(request.params.id, 'declined');
      await announceWaiting(host.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/admin/relays',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Whether video calls have TURN relays configured',
        description: 'Without relays, calls between some networks (strict NATs, corporate firewalls) cannot connect.',
        response: { 200: RelayStatusSchema, ...errors },
      },
    },
    async () => ({ relays: config.ice.turn !== undefined, stunServers: config.ice.stunUrls.length }),
  );

  // The call.

  /** The participant a call's address lets in, for whoever is signed in (or nobody). */
  const participantOf = async (request: FastifyRequest<{ Params: { token: string } }>) =>
    callParticipant(app.db, callSecret, request.params.token, (await principalOf(request, app.db))?.userId);

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

  const callers = new WeakMap<object, CallParticipant>();
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

export default video;
