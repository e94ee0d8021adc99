import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import { noSuchClient, type Practice, practiceOf } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import { answerMeasure, myMeasures, openMeasure } from '../../measures/answers.ts';
import {
  assignMeasure,
  clientMeasures,
  markAlertsSeen,
  practiceAlerts,
  revokeRequest,
  stopMeasure,
} from '../../measures/assignments.ts';
import { MEASURE_SCHEDULE_QUEUE, sendDueMeasures } from '../../measures/schedule.ts';
import { ClientParamsSchema } from '../../schemas/clients.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AnsweredMeasureSchema,
  AnswerMeasureSchema,
  AssignMeasureSchema,
  ClientMeasuresSchema,
  MeasureAlertsSchema,
  MeasureAssignmentSchema,
  MeasureParamsSchema,
  MeasureRequestParamsSchema,
  MeasureTokenParamsSchema,
  MyMeasuresSchema,
  OpenMeasureSchema,
} from '../../schemas/measures.ts';

const tags = ['measures'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const recordErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };
const linkErrors = { 400: ErrorSchema, 404: ErrorSchema, 410: ErrorSchema };
const LOGGED = "Written to the record's access log; another therapist's client answers 404.";
const TWO_FACTOR = 'Closed until two-factor sign-in is on where the role requires it (403 TWO_FACTOR_REQUIRED).';
// As often as a person reloads a page; a token is 128 bits plus a MAC, so this is not what stops guessing.
const linkRate = { max: 60, timeWindow: '1 minute' };

/**
 * Measurement-based care (decision 036): a therapist assigns a self-test instrument to a client
 * and follows the scores in the record; the client answers through the signed link in the email
 * or the task on their dashboard (the same link). Every therapist read is logged.
 */
const measures: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const guard = {
    config: { access: ['therapist'] as const },
    preHandler: requireTwoFactor(config.twoFactorRoles),
  };
  const recordPractice = async (request: FastifyRequest): Promise<Practice> => {
    const practice = await practiceOf(app.db, request.principal?.userId as string);
    if (!practice) throw noSuchClient();
    return practice;
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

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

  app.get(
    '/api/v1/measures/alerts',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Risk answers across the practice not yet seen, newest first',
        description: `PHQ-9 item 9 answered above 0. Each client listed is written to their record's access log. ${TWO_FACTOR}`,
        response: { 200: MeasureAlertsSchema, ...errors },
      },
    },
    async (request) => practiceAlerts(app.db, await practiceOf(app.db, request.principal?.userId as string)),
  );

  app.get(
    '/api/v1/me/measures',
    {
      config: { access: ['client'] as const },
      schema: {
        tags,
        summary: "The signed-in client's questionnaires still to answer",
        description:
          'From every practice whose client record is joined to this account; each with the path of the page that answers it.',
        response: { 200: MyMeasuresSchema, ...errors },
      },
    },
    async (request) => myMeasures(app.db, linkSecret, request.principal?.userId as string),
  );

  app.get(
    '/api/v1/measures/answer/:token',
    {
      config: { access: 'public', rateLimit: linkRate },
      schema: {
        tags,
        summary: 'A questionnaire through its signed link: which instrument, from whom, in which language',
        description:
          'Anyone with the link. A forged or altered token is 404; a link already used is 410 MEASURE_ANSWERED, withdrawn (or the client relationship ended) 410 MEASURE_REVOKED, past its date 410 MEASURE_EXPIRED.',
        params: MeasureTokenParamsSchema,
        response: { 200: OpenMeasureSchema, ...linkErrors },
      },
    },
    async (request) => openMeasure(app.db, linkSecret, request.params.token),
  );

  app.post(
    '/api/v1/measures/answer/:token',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Answer a questionnaire through its signed link (once)',
        description:
          'Every item answered with one of the published options (400 INVALID_SELF_TEST names each field otherwise); scored by the self-tests’ own code and kept sealed. `safety` says crisis resources must be shown; the therapist is alerted at once (dashboard and an email without scores or answers). The link is then used: 410 as for GET.',
        params: MeasureTokenParamsSchema,
        body: AnswerMeasureSchema,
        response: { 200: AnsweredMeasureSchema, ...linkErrors },
      },
    },
    async (request) =>
      answerMeasure(app.db, app.withEmails, app.sealer, linkSecret, request.params.token, request.body),
  );

  // Before-session and every-N-weeks questionnaires, checked every 15 minutes.
  const jobs = app.jobs;
  if (jobs) {
    await jobs.createQueue(MEASURE_SCHEDULE_QUEUE);
    await jobs.schedule(MEASURE_SCHEDULE_QUEUE, '*/15 * * * *');
    await jobs.work(MEASURE_SCHEDULE_QUEUE, async () => {
      await sendDueMeasures(app.db, app.withEmails, linkSecret);
    });
  }
};

export default measures;
