import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import { isConversationKey } from '../../booking/links.ts';
import { pendingContact } from '../../clients/pending.ts';
import { type Practice, practiceOf } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import {
  clientConversation,
  guestConversation as conversationByLink,
  conversationView,
  noSuchConversation,
  therapistConversation,
  therapistName,
} from '../../messages/conversations.ts';
import { confirmEnquiry } from '../../messages/enquiries.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  ConfirmedSchema,
  ConversationKeyOnlySchema,
  ConversationKeyQuerySchema,
  ConversationSchema,
  GuestThreadSchema,
  MessageSchema,
  NewMessageSchema,
  ThreadParamsSchema,
} from '../../schemas/messages.ts';
import { conversationRoutes, posting, tags, threadErrors } from '../messages/conversation-routes.ts';

/**
 * A conversation by its client record: who it is with (either side, before opening a thread), and the
 * guest's side through the conversation's emailed link, including confirming a first message sent
 * from a therapist's widget.
 */
const conversations: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const twoFactor = requireTwoFactor(config.twoFactorRoles);
  const userOf = (request: FastifyRequest) => request.principal?.userId as string;
  const practiceFor = (request: FastifyRequest) => practiceOf(app.db, userOf(request));
  /** The practice whose conversation is asked for; an account without a practice has none. */
  const ownPractice = async (request: FastifyRequest): Promise<Practice> => {
    const practice = await practiceFor(request);
    if (!practice) throw noSuchConversation();
    return practice;
  };

  const links = { publicUrl: config.publicUrl, linkSecret };
  const { announce, read, send } = conversationRoutes(app, links);

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

export default conversations;
