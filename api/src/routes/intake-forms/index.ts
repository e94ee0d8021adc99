import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireTwoFactor } from '../../auth/two-factor.ts';
import { noSuchClient, type Practice, practiceOf } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import { TASK_LINK_DAYS } from '../../contract/agreements.ts';
import { saveAnswers, submitIntake } from '../../intake/fill.ts';
import {
  archiveIntakeForm,
  createIntakeForm,
  intakeTemplates,
  listIntakeForms,
  readIntakeForm,
  setIntakeFormServices,
  updateIntakeForm,
} from '../../intake/forms.ts';
import { clientIntake, reopenIntake, sendIntake } from '../../intake/responses.ts';
import { ClientParamsSchema } from '../../schemas/clients.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  AnswersSavedSchema,
  ClientIntakeSchema,
  ClientResponseParamsSchema,
  IntakeFormInputSchema,
  IntakeFormListSchema,
  IntakeFormParamsSchema,
  IntakeFormSchema,
  IntakeSentSchema,
  IntakeServicesSchema,
  IntakeSubmittedSchema,
  IntakeTemplatesQuerySchema,
  IntakeTemplatesSchema,
  QuestionnaireParamsSchema,
  SaveAnswersSchema,
  SendIntakeSchema,
} from '../../schemas/intake.ts';

const tags = ['intake'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const recordErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };
const linkErrors = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 410: ErrorSchema };
const DEFINITION_INVALID =
  'A definition the rules refuse (a repeated id, a choice with fewer than two options, a scale upside down) is 400 INTAKE_DEFINITION_INVALID with `details.problems`.';

/**
 * Intake questionnaires (decision 040): the therapist's questionnaires and the services that send
 * them, a client record's answers (every read in its access log), and the client's side through
 * the same capability link as their agreements, which names one client, expires and can be withdrawn.
 */
const intake: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const guard = {
    config: { access: ['therapist'] as const },
    preHandler: requireTwoFactor(config.twoFactorRoles),
  };
  /** The caller's practice; an account without one has no questionnaires or clients (404). */
  const practice = async (request: FastifyRequest): Promise<Practice> => {
    const found = await practiceOf(app.db, request.principal?.userId as string);
    if (!found) throw noSuchClient();
    return found;
  };

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/intake-forms',
    {
      ...guard,
      schema: {
        tags,
        summary: "The practice's intake questionnaires, each with the services that send it",
        description: 'Archived questionnaires are left out; `services` are the practice’s services that can send one.',
        response: { 200: IntakeFormListSchema, ...errors, 404: ErrorSchema },
      },
    },
    async (request) => listIntakeForms(app.db, await practice(request)),
  );

  app.get(
    '/api/v1/intake-forms/templates',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Starting questionnaires to copy: adult, couples, and child or adolescent (filled in by a parent)',
        description: 'In the language asked for; the therapist copies one into a new questionnaire and edits it.',
        querystring: IntakeTemplatesQuerySchema,
        response: { 200: IntakeTemplatesSchema, 400: ErrorSchema, ...errors },
      },
    },
    async (request) => intakeTemplates(request.query.locale),
  );

  app.post(
    '/api/v1/intake-forms',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Add an intake questionnaire',
        description: DEFINITION_INVALID,
        body: IntakeFormInputSchema,
        response: { 201: IntakeFormSchema, ...recordErrors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createIntakeForm(app.db, await practice(request), request.body)),
  );

  app.get(
    '/api/v1/intake-forms/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'One intake questionnaire',
        description: "Another practice's questionnaire, or an archived one, is 404.",
        params: IntakeFormParamsSchema,
        response: { 200: IntakeFormSchema, ...recordErrors },
      },
    },
    async (request) => readIntakeForm(app.db, await practice(request), request.params.id),
  );

  app.put(
    '/api/v1/intake-forms/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Change an intake questionnaire for what is sent from now on',
        description: `Questionnaires already sent keep the wording they were sent with. ${DEFINITION_INVALID}`,
        params: IntakeFormParamsSchema,
        body: IntakeFormInputSchema,
        response: { 200: IntakeFormSchema, ...recordErrors },
      },
    },
    async (request) => updateIntakeForm(app.db, await practice(request), request.params.id, request.body),
  );

  app.put(
    '/api/v1/intake-forms/:id/services',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The services whose confirmed bookings send this questionnaire',
        description: 'Replaces the list; every service must be the practice’s own (400 otherwise).',
        params: IntakeFormParamsSchema,
        body: IntakeServicesSchema,
        response: { 200: IntakeFormSchema, ...recordErrors },
      },
    },
    async (request) =>
      setIntakeFormServices(app.db, await practice(request), request.params.id, request.body.serviceIds),
  );

  app.delete(
    '/api/v1/intake-forms/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Stop using an intake questionnaire; what clients answered stays in their records',
        description: 'It is sent no more and leaves every service. Another practice’s questionnaire is 404.',
        params: IntakeFormParamsSchema,
        response: { 204: Type.Null(), ...recordErrors },
      },
    },
    async (request, reply) => {
      await archiveIntakeForm(app.db, await practice(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

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

  // The client's side: whoever holds the link acts for the one client it names.

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

export default intake;
