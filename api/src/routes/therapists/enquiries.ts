import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deleteStaleContacts, PENDING_HOURS } from '../../clients/pending.ts';
import type { Config } from '../../config.ts';
import { requestLocale } from '../../contract/locales.ts';
import { notFound } from '../../errors.ts';
import { enquiryRecipient, storeEnquiry } from '../../messages/enquiries.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { EnquiryAcceptedSchema, EnquiryParamsSchema, EnquirySchema } from '../../schemas/messages.ts';
import { hasFeature } from '../../subscription/entitlements.ts';
import { conversationRoutes, tags } from '../messages/conversation-routes.ts';

// The widget is open to the whole web: a few enquiries per address, enough to correct a typo.
const enquiring = { max: 5, timeWindow: '15 minutes' };

/**
 * A first message from a therapist's message widget by someone without an account, held back until
 * they confirm their address (routes/conversations), then read and continued through the
 * conversation's link.
 */
const enquiries: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const links = { publicUrl: config.publicUrl, linkSecret };
  conversationRoutes(app, links);

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
};

export default enquiries;
