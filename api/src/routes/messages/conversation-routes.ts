import type { FastifyInstance } from 'fastify';
import type { Practice } from '../../clients/records.ts';
import { type ConversationRecord, readThread, type Side } from '../../messages/conversations.ts';
import { announceConversation } from '../../messages/live.ts';
import { sendMessage } from '../../messages/notifications.ts';
import { ErrorSchema } from '../../schemas/common.ts';

export const tags = ['messages'];
export const errors = { 401: ErrorSchema, 403: ErrorSchema };
export const threadErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };
export const postErrors = { ...threadErrors, 409: ErrorSchema, 429: ErrorSchema };
/** Posting is rate-limited per address: enough for a conversation, too few to flood one. */
export const posting = { max: 20, timeWindow: '1 minute' };

/**
 * What the routes of a conversation share, whichever side and address they serve (routes/messages,
 * routes/me/messages.ts, routes/appointments/messages.ts, routes/conversations,
 * routes/therapists/enquiries.ts), for the plugin `app` that registers them. Conversations must not
 * linger in shared caches or the browser's back-forward cache (the hook runs for that plugin's routes
 * only). `links` are what the emails' links are made of.
 */
export function conversationRoutes(app: FastifyInstance, links: { publicUrl: string; linkSecret: string }) {
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

  return {
    announce,
    /** A page of the thread as `side` reads it; reading what the other side wrote tells them it was read. */
    async read(record: ConversationRecord, side: Side, before: string | undefined) {
      const { thread, marked } = await readThread(app.db, app.sealer, record, side, before);
      if (marked) await announce(record);
      return thread;
    },
    /** Writes the message, with the email telling the other side, and tells the conversation's open pages. */
    async send(record: ConversationRecord, sender: { side: Side; practice?: Practice }, body: string) {
      const message = await sendMessage(app.db, app.withEmails, app.sealer, record, sender, body, links);
      await announce(record);
      return message;
    },
  };
}
