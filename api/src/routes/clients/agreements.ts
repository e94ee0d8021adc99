import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { clientAgreements, practiceSignaturePdf, revokeTaskLinks, sendTaskLink } from '../../agreements/agreements.ts';
import { noSuchClient } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import { TASK_LINK_DAYS } from '../../contract/agreements.ts';
import { ClientAgreementsSchema, SignatureParamsSchema, TaskLinkSentSchema } from '../../schemas/agreements.ts';
import { ClientParamsSchema } from '../../schemas/clients.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { sendPdf } from '../pdf.ts';
import { practiceRoutes } from '../practice.ts';

const tags = ['agreements'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const recordErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };

/** A client record's agreements (decision 038): their signatures and the signing link. */
const clientAgreementRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { guard, signedInPractice } = practiceRoutes(app, config);
  /** The caller's practice; an account without one has no clients (404). */
  const practice = (request: FastifyRequest) => signedInPractice(request, noSuchClient);

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
};

export default clientAgreementRoutes;
