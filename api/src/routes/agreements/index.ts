import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  addVersion,
  agreementTemplates,
  archiveAgreement,
  createAgreement,
  listAgreements,
  readAgreement,
  setAgreementServices,
} from '../../agreements/agreements.ts';
import { noSuchClient } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import {
  AgreementInputSchema,
  AgreementListSchema,
  AgreementParamsSchema,
  AgreementSchema,
  AgreementServicesSchema,
  AgreementTemplatesSchema,
  TemplatesQuerySchema,
  VersionInputSchema,
} from '../../schemas/agreements.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { practiceRoutes } from '../practice.ts';

const tags = ['agreements'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const recordErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };

/**
 * Agreements a client signs before the first session of a service (decision 038): the therapist's
 * documents and their versions. The client record's signatures and links are under
 * routes/clients/agreements.ts; the client's side under routes/before-your-session/ and routes/me/.
 */
const agreements: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { guard, signedInPractice } = practiceRoutes(app, config);
  /** The caller's practice; an account without one has no agreements or clients (404). */
  const practice = (request: FastifyRequest) => signedInPractice(request, noSuchClient);

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
};

export default agreements;
