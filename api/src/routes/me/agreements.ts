import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { myAgreements, openOwnTasks, ownSignaturePdf } from '../../agreements/agreements.ts';
import { isLocale, LOCALES } from '../../contract/locales.ts';
import {
  MyAgreementsSchema,
  OwnLinkSchema,
  OwnPracticeParamsSchema,
  OwnSignatureParamsSchema,
} from '../../schemas/agreements.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { sendPdf } from '../pdf.ts';

const tags = ['agreements'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const PageLocaleSchema = Type.Object({
  locale: Type.Optional(Type.Enum([...LOCALES], { description: "The page's language" })),
});

/** A signed-in client's agreements (decision 038): what each practice asks them to sign, and their copies. */
const myAgreementRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  const own = { config: { access: ['client'] as const } };

  app.get(
    '/api/v1/me/agreements',
    {
      ...own,
      schema: {
        tags,
        summary: 'What each practice asks this client to sign, what they signed, and their questionnaires',
        description: 'Only practices where this account is the client (its verified address joined the record).',
        response: { 200: MyAgreementsSchema, ...errors },
      },
    },
    async (request) => myAgreements(app.db, request.principal?.userId as string),
  );

  app.post(
    '/api/v1/me/agreements/:clientId/link',
    {
      ...own,
      schema: {
        tags,
        summary: 'Open the signing page for one practice now',
        description:
          'Answers the path of a signing link that works for a day; nothing is emailed. Another account’s record is 404.',
        params: OwnPracticeParamsSchema,
        querystring: PageLocaleSchema,
        response: { 201: OwnLinkSchema, 400: ErrorSchema, ...errors, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const locale = request.query.locale;
      const link = await openOwnTasks(
        app.db,
        request.principal?.userId as string,
        request.params.clientId,
        isLocale(locale) ? locale : 'en',
      );
      return reply.status(201).send(link);
    },
  );

  app.get(
    '/api/v1/me/agreements/signatures/:signatureId/pdf',
    {
      ...own,
      schema: {
        tags,
        summary: "The client's copy of a document they signed, as a PDF",
        description: 'Only this account’s own signatures (404 otherwise).',
        params: OwnSignatureParamsSchema,
        response: {
          200: Type.Unknown({ description: 'application/pdf' }),
          400: ErrorSchema,
          ...errors,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) =>
      sendPdf(reply, await ownSignaturePdf(app.db, request.principal?.userId as string, request.params.signatureId)),
  );
};

export default myAgreementRoutes;
