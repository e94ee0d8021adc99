import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { noSuchClient } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import {
  assignMeasure,
  clientMeasures,
  markAlertsSeen,
  revokeRequest,
  stopMeasure,
} from '../../measures/assignments.ts';
import { ClientParamsSchema } from '../../schemas/clients.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AssignMeasureSchema,
  ClientMeasuresSchema,
  MeasureAssignmentSchema,
  MeasureParamsSchema,
  MeasureRequestParamsSchema,
} from '../../schemas/measures.ts';
import { practiceRoutes } from '../practice.ts';

const tags = ['measures'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const recordErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };
const LOGGED = "Written to the record's access log; another therapist's client answers 404.";
const TWO_FACTOR = 'Closed until two-factor sign-in is on where the role requires it (403 TWO_FACTOR_REQUIRED).';

/**
 * Measurement-based care (decision 036): a therapist assigns a self-test instrument to a client and
 * follows the scores in the record. Every read is logged.
 */
const clientMeasureRoutes: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const { guard, signedInPractice } = practiceRoutes(app, config);
  /** The caller's practice; an account without one has no clients (404). */
  const recordPractice = (request: FastifyRequest) => signedInPractice(request, noSuchClient);

  app.get(
    '/api/v1/clients/:id/measures',
    {
      ...guard,
      schema: {
        tags,
        summary: "A client's questionnaires: assignments, scores over time, latest answers, reliable change",
        description: `Scores per instrument oldest first with the published bands; reliable change (Jacobson & Truax) from the first to the latest score; risk answers not yet marked as seen. ${LOGGED} ${TWO_FACTOR}`,
        params: ClientParamsSchema,
        response: { 200: ClientMeasuresSchema, ...recordErrors },
      },
    },
    async (request) => clientMeasures(app.db, app.sealer, await recordPractice(request), request.params.id),
  );

  app.post(
    '/api/v1/clients/:id/measures',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Assign a questionnaire to a client: once, before every session, or every N weeks',
        description: `once and every_weeks email the first questionnaire now; before_session emails one 24 hours before each confirmed session. intervalWeeks only with (and required for) every_weeks. ${LOGGED} ${TWO_FACTOR}`,
        params: ClientParamsSchema,
        body: AssignMeasureSchema,
        response: { 201: MeasureAssignmentSchema, ...recordErrors },
      },
    },
    async (request, reply) => {
      const assignment = await assignMeasure(
        app.db,
        app.withEmails,
        linkSecret,
        await recordPractice(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(assignment);
    },
  );

  app.post(
    '/api/v1/clients/:id/measures/:assignmentId/stop',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Stop an assignment: nothing more is sent',
        description: `Questionnaires already sent stay open until they expire (revoke them one by one). Stopping a stopped assignment changes nothing. ${LOGGED}`,
        params: MeasureParamsSchema,
        response: { 200: MeasureAssignmentSchema, ...recordErrors },
      },
    },
    async (request) =>
      stopMeasure(app.db, await recordPractice(request), request.params.id, request.params.assignmentId),
  );

  app.post(
    '/api/v1/clients/:id/measures/requests/:requestId/revoke',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Withdraw a questionnaire that was sent: its link no longer opens',
        description: `Answers the assignment it belongs to. An answered questionnaire is 409 MEASURE_ANSWERED. ${LOGGED}`,
        params: MeasureRequestParamsSchema,
        response: { 200: MeasureAssignmentSchema, ...recordErrors, 409: ErrorSchema },
      },
    },
    async (request) =>
      revokeRequest(app.db, await recordPractice(request), request.params.id, request.params.requestId),
  );

  app.post(
    '/api/v1/clients/:id/measures/alerts/seen',
    {
      ...guard,
      schema: {
        tags,
        summary: "Mark the client's risk answers as seen",
        description: `The dashboard stops showing them as alerts; the record keeps marking those scores. ${LOGGED}`,
        params: ClientParamsSchema,
        response: { 204: Type.Null(), ...recordErrors },
      },
    },
    async (request, reply) => {
      await markAlertsSeen(app.db, await recordPractice(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};

export default clientMeasureRoutes;
