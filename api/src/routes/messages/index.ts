import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import { openRecord, type Practice, practiceOf } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import {
  noSuchConversation,
  therapistConversation,
  therapistThreads,
  therapistUnread,
} from '../../messages/conversations.ts';
import {
  MessageSchema,
  NewMessageSchema,
  ThreadListSchema,
  ThreadParamsSchema,
  ThreadQuerySchema,
  ThreadSchema,
  UnreadCountSchema,
} from '../../schemas/messages.ts';
import { conversationRoutes, errors, postErrors, posting, tags, threadErrors } from './conversation-routes.ts';

/**
 * Secure messaging, the therapist's side: their threads, one thread (every read written to the client
 * record's access log) and the unread count. The conversation is the therapist's client record;
 * bodies are sealed at rest, and the email telling the other side carries no part of a message.
 * The client's side is under routes/me/messages.ts, routes/appointments/messages.ts and
 * routes/conversations/.
 */
const messages: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const twoFactor = requireTwoFactor(config.twoFactorRoles);
  const therapistOnly = { config: { access: ['therapist'] as const }, preHandler: twoFactor };
  const userOf = (request: FastifyRequest) => request.principal?.userId as string;
  const practiceFor = (request: FastifyRequest) => practiceOf(app.db, userOf(request));
  /** The practice whose conversation is asked for; an account without a practice has none. */
  const ownPractice = async (request: FastifyRequest): Promise<Practice> => {
    const practice = await practiceFor(request);
    if (!practice) throw noSuchConversation();
    return practice;
  };

  const { read, send } = conversationRoutes(app, { publicUrl: config.publicUrl, linkSecret });

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
};

export default messages;
