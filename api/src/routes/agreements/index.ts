import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  addVersion,
  agreementTemplates,
  archiveAgreement,
  clientAgreements,
  createAgreement,
  linkSignaturePdf,
  listAgreements,
  myAgreements,
  openOwnTasks,
  openTasks,
  ownSignaturePdf,
  practiceSignaturePdf,
  readAgreement,
  revokeTaskLinks,
  sendTaskLink,
  setAgreementServices,
  signThroughLink,
} from '../../agreements/agreements.ts';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import { noSuchClient, type Practice, practiceOf } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import { TASK_LINK_DAYS } from '../../contract/agreements.ts';
import { isLocale, LOCALES } from '../../contract/locales.ts';
import {
  AgreementInputSchema,
  AgreementListSchema,
  AgreementParamsSchema,
  AgreementSchema,
  AgreementServicesSchema,
  AgreementTemplatesSchema,
  ClientAgreementsSchema,
  ClientTasksSchema,
  MyAgreementsSchema,
  OwnLinkSchema,
  OwnPracticeParamsSchema,
  OwnSignatureParamsSchema,
  SignatureParamsSchema,
  SignedSchema,
  SignInputSchema,
  TaskLinkSentSchema,
  TaskSignatureParamsSchema,
  TaskTokenParamsSchema,
  TemplatesQuerySchema,
  VersionInputSchema,
} from '../../schemas/agreements.ts';
import { ClientParamsSchema } from '../../schemas/clients.ts';
import { ErrorSchema } from '../../schemas/common.ts';

const tags = ['agreements'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const recordErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };
const linkErrors = { 400: ErrorSchema, 404: ErrorSchema, 410: ErrorSchema };
// As often as a person reloads a page; the token is 288 random bits, so this is not what stops guessing.
const linkRateLimit = { max: 60, timeWindow: '1 minute' };
const PageLocaleSchema = Type.Object({
  locale: Type.Optional(Type.Enum([...LOCALES], { description: "The page's language" })),
});

const sendPdf = (reply: FastifyReply, { bytes, fileName }: { bytes: Uint8Array; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Buffer.from(bytes));

/**
 * Agreements a client signs before the first session of a service (decision 038): the therapist's
 * documents and their versions, the client record's signatures and links, and the client's side
 * through a capability link that names one client, expires and can be withdrawn.
 */
const agreements: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const guard = {
    config: { access: ['therapist'] as const },
    preHandler: requireTwoFactor(config.twoFactorRoles),
  };
  /** The caller's practice; an account without one has no agreements or clients (404). */
  const practice = async (request: FastifyRequest): Promise<Practice> => {
    const found = await practiceOf(app.db, request.principal?.userId as string);
    if (!found) throw noSuchClient();
    return found;
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/agreements',
    {
      ...guard,
      schema: {
        tags,
        summary: "The practice's agreements, each with its versions and the services that require it",
        description: 'Archived agreements are left out; `services` are the practice’s services that can require one.',
        response: { 200: AgreementListSchema, ...errors, 404: ErrorSchema },
      },
    },
    async (request) => listAgreements(app.db, await practice(request)),
  );

  app.get(
    '/api/v1/agreements/templates',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Starting texts to copy: treatment agreement, privacy notice, online consent, cancellation policy',
        description: 'In the language asked for; the therapist copies one into a new agreement and edits it.',
        querystring: TemplatesQuerySchema,
        response: { 200: AgreementTemplatesSchema, 400: ErrorSchema, ...errors },
      },
    },
    async (request) => agreementTemplates(request.query.locale),
  );

  app.post(
    '/api/v1/agreements',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Add an agreement: its first version',
        description: 'Markdown body; raw HTML in it is shown as text.',
        body: AgreementInputSchema,
        response: { 201: AgreementSchema, ...recordErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAgreement(app.db, await practice(request), request.body)),
  );

  app.get(
    '/api/v1/agreements/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One agreement with every version',
        description: "Newest version first, each with how many clients signed it. Another practice's agreement is 404.",
        params: AgreementParamsSchema,
        response: { 200: AgreementSchema, ...recordErrors },
      },
    },
    async (request) => readAgreement(app.db, await practice(request), request.params.id),
  );

  app.post(
    '/api/v1/agreements/:id/versions',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Save a new version; every client signs it again, and keeps what they signed before',
        description:
          'An unchanged text adds no version. 409 INVALID_STATE when another version was saved at the same time.',
        params: AgreementParamsSchema,
        body: VersionInputSchema,
        response: { 200: AgreementSchema, ...recordErrors, 409: ErrorSchema },
      },
    },
    async (request) => addVersion(app.db, await practice(request), request.params.id, request.body),
  );

  app.put(
    '/api/v1/agreements/:id/services',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The services whose first session needs this agreement signed',
        description: 'Replaces the list; every service must be the practice’s own (400 otherwise).',
        params: AgreementParamsSchema,
        body: AgreementServicesSchema,
        response: { 200: AgreementSchema, ...recordErrors },
      },
    },
    async (request) =>
      setAgreementServices(app.db, await practice(request), request.params.id, request.body.serviceIds),
  );

  app.delete(
    '/api/v1/agreements/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Stop using an agreement; signatures of it stay in the client records',
        description: 'It is asked for no more and leaves every service. Another practice’s agreement is 404.',
        params: AgreementParamsSchema,
        response: { 204: Type.Null(), ...recordErrors },
      },
    },
    async (request, reply) => {
      await archiveAgreement(app.db, await practice(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/clients/:id/agreements',
    {
      ...guard,
      schema: {
        tags,
        summary: "A client's signatures, what is still to sign, and the signing links sent",
        description: "Written to the record's access log; another therapist's client answers 404.",
        params: ClientParamsSchema,
        response: { 200: ClientAgreementsSchema, ...recordErrors },
      },
    },
    async (request) => clientAgreements(app.db, await practice(request), request.params.id),
  );

  app.post(
    '/api/v1/clients/:id/agreements/link',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Email the client a new link to sign what is outstanding',
        description: `The link works for ${TASK_LINK_DAYS} days or until withdrawn. 409 INVALID_STATE when nothing is outstanding.`,
        params: ClientParamsSchema,
        response: { 201: TaskLinkSentSchema, ...recordErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await sendTaskLink(app.db, app.withEmails, await practice(request), request.params.id)),
  );

  app.delete(
    '/api/v1/clients/:id/agreements/link',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Withdraw every signing link sent to the client',
        description: "Open links answer 410 LINK_EXPIRED from now on. Written to the record's access log.",
        params: ClientParamsSchema,
        response: { 204: Type.Null(), ...recordErrors },
      },
    },
    async (request, reply) => {
      await revokeTaskLinks(app.db, await practice(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/v1/clients/:id/agreements/:signatureId/pdf',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A signed document with its signature record, as a PDF',
        description: "Written to the record's access log.",
        params: SignatureParamsSchema,
        response: { 200: Type.Unknown({ description: 'application/pdf' }), ...recordErrors },
      },
    },
    async (request, reply) =>
      sendPdf(
        reply,
        await practiceSignaturePdf(app.db, await practice(request), request.params.id, request.params.signatureId),
      ),
  );

  // A signed-in client's own: what each practice asks them to sign, and their copies.
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

  // The client's side: whoever holds the link acts for the one client it names.

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

export default agreements;
