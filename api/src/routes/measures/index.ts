import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import { practiceOf } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import { answerMeasure, openMeasure } from '../../measures/answers.ts';
import { practiceAlerts } from '../../measures/assignments.ts';
import { MEASURE_SCHEDULE_QUEUE, sendDueMeasures } from '../../measures/schedule.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AnsweredMeasureSchema,
  AnswerMeasureSchema,
  MeasureAlertsSchema,
  MeasureTokenParamsSchema,
  OpenMeasureSchema,
} from '../../schemas/measures.ts';

const tags = ['measures'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const linkErrors = { 400: ErrorSchema, 404: ErrorSchema, 410: ErrorSchema };
const TWO_FACTOR = 'Closed until two-factor sign-in is on where the role requires it (403 TWO_FACTOR_REQUIRED).';
// As often as a person reloads a page; a token is 128 bits plus a MAC, so this is not what stops guessing.
const linkRate = { max: 60, timeWindow: '1 minute' };

/**
 * Measurement-based care (decision 036): the therapist's alerts across clients, and the client
 * answering through the signed link in the email or the task on their dashboard (the same link).
 */
const measures: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const guard = {
    config: { access: ['therapist'] as const },
    preHandler: requireTwoFactor(config.twoFactorRoles),
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  // Before-session and every-N-weeks questionnaires, checked every 15 minutes.
  const jobs = app.jobs;
  if (jobs) {
    await jobs.createQueue(MEASURE_SCHEDULE_QUEUE);
    await jobs.schedule(MEASURE_SCHEDULE_QUEUE, '*/15 * * * *');
    await jobs.work(MEASURE_SCHEDULE_QUEUE, async () => {
      await sendDueMeasures(app.db, app.withEmails, linkSecret);
    });
  }

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
};

export default measures;
