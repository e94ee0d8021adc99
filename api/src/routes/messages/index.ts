import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import { findAppointment } from '../../booking/appointments.ts';
import { isAppointmentKey, isConversationKey } from '../../booking/links.ts';
import { deleteStaleContacts, PENDING_HOURS, pendingContact } from '../../clients/pending.ts';
import { openRecord, type Practice, practiceOf } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import { requestLocale } from '../../contract/locales.ts';
import { AppError, notFound } from '../../errors.ts';
import {
  appointmentConversation,
  type ConversationRecord,
  clientConversation,
  clientThreads,
  guestConversation as conversationByLink,
  conversationView,
  noSuchConversation,
  readThread,
  type Side,
  therapistConversation,
  therapistName,
  therapistThreads,
  therapistUnread,
} from '../../messages/conversations.ts';
import { confirmEnquiry, enquiryRecipient, storeEnquiry } from '../../messages/enquiries.ts';
import { announceConversation } from '../../messages/live.ts';
import { sendMessage } from '../../messages/notifications.ts';
import { principalOf } from '../../plugins/access.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AppointmentParamsSchema,
  ConfirmedSchema,
  ConversationKeyOnlySchema,
  ConversationKeyQuerySchema,
  ConversationSchema,
  EnquiryAcceptedSchema,
  EnquiryParamsSchema,
  EnquirySchema,
  GuestKeyQuerySchema,
  GuestThreadQuerySchema,
  GuestThreadSchema,
  MessageSchema,
  NewMessageSchema,
  ThreadListSchema,
  ThreadParamsSchema,
  ThreadQuerySchema,
  ThreadSchema,
  UnreadCountSchema,
} from '../../schemas/messages.ts';
import { hasFeature } from '../../subscription/entitlements.ts';

const tags = ['messages'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const threadErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };
const postErrors = { ...threadErrors, 409: ErrorSchema, 429: ErrorSchema };
// Posting is rate-limited per address: enough for a conversation, too few to flood one.
const posting = { max: 20, timeWindow: '1 minute' };
// The widget is open to the whole web: a few enquiries per address, enough to correct a typo.
const enquiring = { max: 5, timeWindow: '15 minutes' };

/**
 * Secure messaging between a therapist and each of their clients. The conversation is the
 * therapist's client record: the therapist reaches it from their dashboard (every read written to
 * the record's access log), the client from their account if they booked signed in, or from an
 * appointment's page with its email link. Anyone else is told it does not exist (404). Bodies are
 * sealed at rest, and the email telling the other side carries no part of a message.
 */
const messages: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const twoFactor = requireTwoFactor(config.twoFactorRoles);
  const therapistOnly = { config: { access: ['therapist'] as const }, preHandler: twoFactor };
  const clientOnly = { config: { access: ['client'] as const } };
  const userOf = (request: FastifyRequest) => request.principal?.userId as string;
  const practiceFor = (request: FastifyRequest) => practiceOf(app.db, userOf(request));
  /** The practice whose conversation is asked for; an account without a practice has none. */
  const ownPractice = async (request: FastifyRequest): Promise<Practice> => {
    const practice = await practiceFor(request);
    if (!practice) throw noSuchConversation();
    return practice;
  };

  // Conversations must not linger in shared caches or the browser's back-forward cache. (This
  // plugin is encapsulated: the hook runs for its own routes only.)
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  /**
   * Tells the conversation's open pages, on every instance, to fetch it again (decision 019); a
   * failed announcement is logged and what changed stays: the pages catch up on their next fetch.
   */
  const announce = (record: ConversationRecord) =>
    announceConversation(app.live, record).catch((error) =>
      app.log.error({ err: error }, 'announcing a conversation change failed'),
    );

  /** A page of the thread as `side` reads it; reading what the other side wrote tells them it was read. */
  async function read(record: ConversationRecord, side: Side, before: string | undefined) {
    const { thread, marked } = await readThread(app.db, app.sealer, record, side, before);
    if (marked) await announce(record);
    return thread;
  }

  const links = { publicUrl: config.publicUrl, linkSecret };
  /** Writes the message, with the email telling the other side, and tells the conversation's open pages. */
  async function send(record: ConversationRecord, sender: { side: Side; practice?: Practice }, body: string) {
    const message = await sendMessage(app.db, app.withEmails, app.sealer, record, sender, body, links);
    await announce(record);
    return message;
  }

  // The therapist's side.

  app.get(
    '/api/v1/messages/threads',
    {
      ...therapistOnly,
      schema: {
        tags,
        summary: "The therapist's conversations: every client, latest message first, with unread counts",
        description:
          "One entry per client of the practice with a conversation: the latest message and how many of the client's messages are unread. Closed until two-factor sign-in is on where the role requires it (403 TWO_FACTOR_REQUIRED).",
        response: { 200: ThreadListSchema, ...errors },
      },
    },
    async (request) => therapistThreads(app.db, await practiceFor(request)),
  );

  app.get(
    '/api/v1/messages/unread-count',
    {
      config: { access: ['therapist'] },
      schema: {
        tags,
        summary: 'How many messages from clients the therapist has not opened',
        description:
          "Across all conversations, for the dashboard's badge. Closed until two-factor sign-in is on where the role requires it (403 TWO_FACTOR_REQUIRED).",
        response: { 200: UnreadCountSchema, ...errors },
      },
    },
    async (request) => ({ unread: await therapistUnread(app.db, await practiceFor(request)) }),
  );

  app.get(
    '/api/v1/messages/threads/:clientId',
    {
      ...therapistOnly,
      schema: {
        tags,
        summary: 'A conversation with a client; opening the newest page marks their messages read',
        description: "Written to the client record's access log. Another therapist's client answers 404.",
        params: ThreadParamsSchema,
        querystring: ThreadQuerySchema,
        response: { 200: ThreadSchema, ...threadErrors },
      },
    },
    async (request) => {
      const practice = await ownPractice(request);
      await openRecord(app.db, practice, request.params.clientId, 'messages.read');
      const record = await therapistConversation(app.db, practice, request.params.clientId);
      return read(record, 'therapist', request.query.before);
    },
  );

  app.post(
    '/api/v1/messages/threads/:clientId',
    {
      ...therapistOnly,
      config: { ...therapistOnly.config, rateLimit: posting },
      schema: {
        tags,
        summary: 'Write to a client',
        description: 'The client is emailed that a message is waiting, without its content.',
        params: ThreadParamsSchema,
        body: NewMessageSchema,
        response: { 201: MessageSchema, ...postErrors },
      },
    },
    async (request, reply) => {
      const practice = await ownPractice(request);
      const record = await therapistConversation(app.db, practice, request.params.clientId);
      const message = await send(record, { side: 'therapist', practice }, request.body.body);
      return reply.status(201).send(message);
    },
  );

  // The client's side, signed in.

  app.get(
    '/api/v1/me/messages/threads',
    {
      ...clientOnly,
      schema: {
        tags,
        summary: "The client's conversations, one with each therapist they booked while signed in",
        description:
          "Each with the therapist's name, the latest message and how many of the therapist's messages are unread.",
        response: { 200: ThreadListSchema, ...errors },
      },
    },
    async (request) => clientThreads(app.db, userOf(request)),
  );

  app.get(
    '/api/v1/me/messages/threads/:clientId',
    {
      ...clientOnly,
      schema: {
        tags,
        summary: 'A conversation with a therapist; opening the newest page marks their messages read',
        description: "Pages go back in time with `before` (a message id). Another person's conversation answers 404.",
        params: ThreadParamsSchema,
        querystring: ThreadQuerySchema,
        response: { 200: ThreadSchema, ...threadErrors },
      },
    },
    async (request) => {
      const record = await clientConversation(app.db, userOf(request), request.params.clientId);
      return read(record, 'client', request.query.before);
    },
  );

  app.post(
    '/api/v1/me/messages/threads/:clientId',
    {
      config: { ...clientOnly.config, rateLimit: posting },
      schema: {
        tags,
        summary: 'Write to a therapist',
        description: 'The therapist is emailed that a message is waiting, without its content.',
        params: ThreadParamsSchema,
        body: NewMessageSchema,
        response: { 201: MessageSchema, ...postErrors },
      },
    },
    async (request, reply) => {
      const record = await clientConversation(app.db, userOf(request), request.params.clientId);
      return reply.status(201).send(await send(record, { side: 'client' }, request.body.body));
    },
  );

  // Either side: who a conversation is with, without opening a message (the dashboard asks before
  // showing a thread, so an unknown one answers 404 as a page).
  app.get(
    '/api/v1/conversations/:clientId',
    {
      config: { access: ['client', 'therapist'] },
      preHandler: twoFactor,
      schema: {
        tags,
        summary: 'Who a conversation is with, for either of its two sides; 404 to anyone else',
        description:
          "The other side's name, for the top of the conversation page. The therapist needs two-factor sign-in where the role requires it (403 TWO_FACTOR_REQUIRED).",
        params: ThreadParamsSchema,
        response: { 200: ConversationSchema, ...threadErrors },
      },
    },
    async (request) => {
      const { clientId } = request.params;
      if (request.principal?.role === 'therapist') {
        return conversationView(await therapistConversation(app.db, await ownPractice(request), clientId), 'therapist');
      }
      return conversationView(await clientConversation(app.db, userOf(request), clientId), 'client');
    },
  );

  // Through an appointment: its client, signed in or holding the key from their email link.

  /** The conversation of the appointment, for its client; anyone else (its therapist too) gets 404. */
  async function guestConversation(request: FastifyRequest, uid: string, key: string | undefined) {
    const appointment = await findAppointment(app.db, uid);
    if (!appointment) throw noSuchConversation();
    const principal = await principalOf(request, app.db);
    const bookedIt = principal !== undefined && appointment.clientUserId === principal.userId;
    if (!bookedIt && !isAppointmentKey(linkSecret, appointment.uid, key)) throw noSuchConversation();
    // A guest becomes the therapist's client only by confirming their address (decision 014).
    if (!appointment.clientId) {
      throw new AppError('EMAIL_UNCONFIRMED', 409, 'Confirm the booking from your email first; then you can write');
    }
    return appointmentConversation(app.db, appointment.clientId);
  }

  app.get(
    '/api/v1/appointments/:uid/messages',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'The conversation with the therapist, from an appointment (its email link’s key or the client’s session)',
        description:
          'Pages go back in time with `before`. 409 EMAIL_UNCONFIRMED until a guest has confirmed their booking; the therapist and anyone else get 404.',
        params: AppointmentParamsSchema,
        querystring: GuestThreadQuerySchema,
        response: { 200: ThreadSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const record = await guestConversation(request, request.params.uid, request.query.key);
      return read(record, 'client', request.query.before);
    },
  );

  app.post(
    '/api/v1/appointments/:uid/messages',
    {
      config: { access: 'public', rateLimit: posting },
      schema: {
        tags,
        summary: 'Write to the therapist from an appointment',
        description: 'The therapist is emailed that a message is waiting, without its content.',
        params: AppointmentParamsSchema,
        querystring: GuestKeyQuerySchema,
        body: NewMessageSchema,
        response: { 201: MessageSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const record = await guestConversation(request, request.params.uid, request.query.key);
      return reply.status(201).send(await send(record, { side: 'client' }, request.body.body));
    },
  );

  // From a therapist's message widget: a first message from someone without an account, held back
  // until they confirm their address, then read and continued through the conversation's link.

  app.post(
    '/api/v1/therapists/:slug/enquiries',
    {
      config: { access: 'public', rateLimit: enquiring },
      schema: {
        tags,
        summary: "Write to a listed therapist from their message widget (confirmed by email before it's passed on)",
        description: `The message is stored, sealed, and hidden from the therapist; the sender is emailed a link that confirms it and opens the conversation. Unconfirmed messages are deleted after ${PENDING_HOURS} hours. A filled \`website\` (honeypot) is answered alike and nothing is stored.`,
        params: EnquiryParamsSchema,
        body: EnquirySchema,
        response: { 202: EnquiryAcceptedSchema, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      await deleteStaleContacts(app.db);
      const therapist = await enquiryRecipient(app.db, request.params.slug);
      // The widget exists only while the practice's plan has widgets; a copy left on a site goes quiet.
      if (!(await hasFeature(app.db, therapist.id, 'widgets'))) throw notFound('No listed profile has this address');
      const accepted = { status: 'confirmation_sent' as const };
      const { body } = request;
      if ((body.website ?? '').trim() !== '') return reply.status(202).send(accepted);
      const locale = requestLocale(body.locale, request.headers['accept-language']);
      await storeEnquiry(app.db, app.withEmails, app.sealer, therapist, { ...body, locale }, links);
      return reply.status(202).send(accepted);
    },
  );

  /**
   * What a link we emailed leads to: the conversation, or, while its sender has not confirmed their
   * address, their waiting widget message (the link carries the pending id, which becomes the
   * client's id or maps to the record the therapist already keeps). Holding the key proves they
   * received it; their message is passed on only when they act (confirm, or write): opening the
   * link is not enough, since mail scanners open links too.
   */
  async function linkedConversation(id: string, key: string | undefined) {
    if (!isConversationKey(linkSecret, id, key)) throw noSuchConversation();
    const pending = await pendingContact(app.db, id);
    if (pending && !pending.clientId) return { pending };
    return { record: await conversationByLink(app.db, pending?.clientId ?? id) };
  }
  /** The sender confirms: they become the therapist's client, and the therapist is told, once. */
  async function confirmWaiting(id: string, key: string | undefined) {
    const link = await linkedConversation(id, key);
    if (link.record) return { record: link.record, confirmed: 0 };
    const done = await confirmEnquiry(app.db, app.withEmails, link.pending.id, links);
    if (!done) throw noSuchConversation();
    if (done.messagePassedOn) await announce(done.record);
    return { record: done.record, confirmed: done.messagePassedOn ? 1 : 0 };
  }

  app.get(
    '/api/v1/conversations/:clientId/guest',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'The conversation with the therapist, through its email link’s key',
        description:
          'Reading passes nothing on: `waiting` counts the messages from the message widget that wait for their sender to confirm.',
        params: ThreadParamsSchema,
        querystring: ConversationKeyQuerySchema,
        response: { 200: GuestThreadSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request) => {
      const link = await linkedConversation(request.params.clientId, request.query.key);
      if (link.record) return { ...(await read(link.record, 'client', request.query.before)), waiting: 0 };
      const { pending } = link;
      return {
        conversation: {
          id: pending.id,
          you: 'client' as const,
          with: { name: therapistName(pending) },
          reachable: pending.therapistUserId !== null,
        },
        messages: [],
        earlier: false,
        waiting: pending.messageId ? 1 : 0,
      };
    },
  );

  app.post(
    '/api/v1/conversations/:clientId/guest/confirm',
    {
      config: { access: 'public', rateLimit: posting },
      schema: {
        tags,
        summary: 'The sender confirms their address: their waiting messages go to the therapist',
        description:
          'The therapist is emailed that a message is waiting, without its content. Confirming twice passes nothing on twice.',
        params: ThreadParamsSchema,
        querystring: ConversationKeyOnlySchema,
        response: { 200: ConfirmedSchema, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const { confirmed } = await confirmWaiting(request.params.clientId, request.query.key);
      return { confirmed };
    },
  );

  app.post(
    '/api/v1/conversations/:clientId/guest',
    {
      config: { access: 'public', rateLimit: posting },
      schema: {
        tags,
        summary: 'Write to the therapist through the conversation’s email link',
        description: 'The therapist is emailed that a message is waiting, without its content.',
        params: ThreadParamsSchema,
        querystring: ConversationKeyOnlySchema,
        body: NewMessageSchema,
        response: { 201: MessageSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      // Writing from the link is acting on it: what waited goes first.
      const { record } = await confirmWaiting(request.params.clientId, request.query.key);
      return reply.status(201).send(await send(record, { side: 'client' }, request.body.body));
    },
  );
};

export default messages;
