import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { saveAnswers, submitIntake } from '../../intake/fill.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AnswersSavedSchema,
  IntakeSubmittedSchema,
  QuestionnaireParamsSchema,
  SaveAnswersSchema,
} from '../../schemas/intake.ts';

const tags = ['intake'];
const linkErrors = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 410: ErrorSchema };

/**
 * Intake questionnaires through the same signing link as the agreements (decision 040), which names
 * one client, expires and can be withdrawn: saving answers and submitting.
 */
const questionnaires: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.put(
    '/api/v1/before-your-session/:token/questionnaires/:responseId/answers',
    {
      // Autosave: a save a few seconds after typing stops, for as long as a long questionnaire takes.
      config: { access: 'public', rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Save some answers to a questionnaire through a link; the rest stay as saved',
        description:
          'Merged key by key into what is stored; an answer sent as "" or [] clears it. Any answer refused is 400 INTAKE_ANSWER_INVALID with `details.problems` (question id and problem: unknown_question, wrong_type, too_long, unknown_option, out_of_range, invalid_date), and nothing of the save is kept. Required questions are not checked here. 409 INTAKE_ALREADY_SUBMITTED once submitted; another client’s questionnaire 404.',
        params: QuestionnaireParamsSchema,
        body: SaveAnswersSchema,
        response: { 200: AnswersSavedSchema, ...linkErrors },
      },
    },
    async (request) =>
      saveAnswers(app.db, app.sealer, request.params.token, request.params.responseId, request.body.answers),
  );

  app.post(
    '/api/v1/before-your-session/:token/questionnaires/:responseId/submit',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Submit a questionnaire through a link; it is read-only for the client from then on',
        description:
          '422 INTAKE_INCOMPLETE with `details.missing` (question ids) while a required question is unanswered; 409 INTAKE_ALREADY_SUBMITTED when submitted already. The therapist is told by an email without any answer in it.',
        params: QuestionnaireParamsSchema,
        response: { 200: IntakeSubmittedSchema, ...linkErrors, 422: ErrorSchema },
      },
    },
    async (request) =>
      submitIntake(app.db, app.withEmails, app.sealer, request.params.token, request.params.responseId),
  );
};

export default questionnaires;
