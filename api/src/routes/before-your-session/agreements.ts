import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { linkSignaturePdf, openTasks, signThroughLink } from '../../agreements/agreements.ts';
import { isLocale, LOCALES } from '../../contract/locales.ts';
import {
  ClientTasksSchema,
  SignedSchema,
  SignInputSchema,
  TaskSignatureParamsSchema,
  TaskTokenParamsSchema,
} from '../../schemas/agreements.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { sendPdf } from '../pdf.ts';

const tags = ['agreements'];
const linkErrors = { 400: ErrorSchema, 404: ErrorSchema, 410: ErrorSchema };
// As often as a person reloads a page; the token is 288 random bits, so this is not what stops guessing.
const linkRateLimit = { max: 60, timeWindow: '1 minute' };
const PageLocaleSchema = Type.Object({
  locale: Type.Optional(Type.Enum([...LOCALES], { description: "The page's language" })),
});

/**
 * Agreements through a signing link (decision 038), which names one client, expires and can be
 * withdrawn: what there is to sign and fill in, signing, and the signed copy.
 */
const signing: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/before-your-session/:token',
    {
      config: { access: 'public', rateLimit: linkRateLimit },
      schema: {
        tags,
        summary: 'Through a signing link: the documents to sign and those signed, and the intake questionnaires',
        description:
          'Questionnaires carry the answers saved so far and the required questions still unanswered. Unknown link 404; expired or withdrawn 410 LINK_EXPIRED.',
        params: TaskTokenParamsSchema,
        querystring: PageLocaleSchema,
        response: { 200: ClientTasksSchema, ...linkErrors },
      },
    },
    async (request) => {
      const locale = request.query.locale;
      return openTasks(app.db, app.sealer, request.params.token, isLocale(locale) ? locale : 'en');
    },
  );

  app.post(
    '/api/v1/before-your-session/:token/signatures',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Sign one document through a signing link (simple electronic signature)',
        description:
          'The typed full name, the ticked statement (in `locale`, the page’s language), the caller’s IP address and browser, the version and the SHA-256 of its text are recorded; the client’s copy follows by email as a PDF. 409 INVALID_STATE when the text changed since it was opened (`textSha256` differs) or it is already signed.',
        params: TaskTokenParamsSchema,
        querystring: PageLocaleSchema,
        body: SignInputSchema,
        response: { 201: SignedSchema, ...linkErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale;
      const signed = await signThroughLink(app.db, app.withEmails, request.params.token, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
        locale: isLocale(locale) ? locale : 'en',
      });
      return reply.status(201).send(signed);
    },
  );

  app.get(
    '/api/v1/before-your-session/:token/signatures/:signatureId/pdf',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: "The client's copy of a document they signed, as a PDF",
        description: 'Only signatures of the client the link names (404 otherwise).',
        params: TaskSignatureParamsSchema,
        response: { 200: Type.Unknown({ description: 'application/pdf' }), ...linkErrors },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await linkSignaturePdf(app.db, request.params.token, request.params.signatureId)),
  );
};

export default signing;
