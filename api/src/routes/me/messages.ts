import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { clientConversation, clientThreads } from '../../messages/conversations.ts';
import {
  MessageSchema,
  NewMessageSchema,
  ThreadListSchema,
  ThreadParamsSchema,
  ThreadQuerySchema,
  ThreadSchema,
} from '../../schemas/messages.ts';
import {
  conversationRoutes,
  errors,
  postErrors,
  posting,
  tags,
  threadErrors,
} from '../messages/conversation-routes.ts';

/** Secure messaging, the signed-in client's side: their threads with every therapist and one thread. */
const myMessages: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const clientOnly = { config: { access: ['client'] as const } };
  const userOf = (request: FastifyRequest) => request.principal?.userId as string;

  const { read, send } = conversationRoutes(app, { publicUrl: config.publicUrl, linkSecret });

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
};

export default myMessages;
