import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { noSuchClient } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import { TASK_LINK_DAYS } from '../../contract/agreements.ts';
import { clientIntake, reopenIntake, sendIntake } from '../../intake/responses.ts';
import { ClientParamsSchema } from '../../schemas/clients.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  ClientIntakeSchema,
  ClientResponseParamsSchema,
  IntakeSentSchema,
  SendIntakeSchema,
} from '../../schemas/intake.ts';
import { practiceRoutes } from '../practice.ts';

const tags = ['intake'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const recordErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };

/**
 * A client record's intake questionnaires (decision 040): sending one, reading the answers (every read
 * in the record's access log) and opening a submitted one again.
 */
const clientIntakeRoutes: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { guard, signedInPractice } = practiceRoutes(app, config);
  /** The caller's practice; an account without one has no clients (404). */
  const practice = (request: FastifyRequest) => signedInPractice(request, noSuchClient);

  app.get(
    '/api/v1/clients/:id/intake',
    {
      ...guard,
      schema: {
        tags,
        summary: "A client's questionnaires with their answers, and the practice's questionnaires to send",
        description:
          "Open questionnaires show the answers saved so far. Every call is written to the record's access log (`intake.read`); another therapist's client answers 404.",
        params: ClientParamsSchema,
        response: { 200: ClientIntakeSchema, ...recordErrors },
      },
    },
    async (request) => clientIntake(app.db, app.sealer, await practice(request), request.params.id),
  );

  app.post(
    '/api/v1/clients/:id/intake',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Send the client a questionnaire by hand',
        description: `Makes (or reuses) the client's open copy and emails one link to everything they have outstanding, which works for ${TASK_LINK_DAYS} days. A questionnaire that is not the practice's, or archived, is 400.`,
        params: ClientParamsSchema,
        body: SendIntakeSchema,
        response: { 201: IntakeSentSchema, ...recordErrors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await sendIntake(app.db, app.withEmails, await practice(request), request.params.id, request.body.formId),
        ),
  );

  app.post(
    '/api/v1/clients/:id/intake/:responseId/reopen',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Open a submitted questionnaire again for the client to amend',
        description:
          'The answers stay; the client is emailed a link. 409 INVALID_STATE when it is open already or the client is filling in a newer copy of it. Written to the access log.',
        params: ClientResponseParamsSchema,
        response: { 200: IntakeSentSchema, ...recordErrors, 409: ErrorSchema },
      },
    },
    async (request) =>
      reopenIntake(app.db, app.withEmails, await practice(request), request.params.id, request.params.responseId),
  );
};

export default clientIntakeRoutes;
