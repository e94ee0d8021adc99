import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { noSuchClient } from '../../clients/records.ts';
import type { Config } from '../../config.ts';
import {
  archiveIntakeForm,
  createIntakeForm,
  intakeTemplates,
  listIntakeForms,
  readIntakeForm,
  setIntakeFormServices,
  updateIntakeForm,
} from '../../intake/forms.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  IntakeFormInputSchema,
  IntakeFormListSchema,
  IntakeFormParamsSchema,
  IntakeFormSchema,
  IntakeServicesSchema,
  IntakeTemplatesQuerySchema,
  IntakeTemplatesSchema,
} from '../../schemas/intake.ts';
import { practiceRoutes } from '../practice.ts';

const tags = ['intake'];
const errors = { 401: ErrorSchema, 403: ErrorSchema };
const recordErrors = { 400: ErrorSchema, ...errors, 404: ErrorSchema };
const DEFINITION_INVALID =
  'A definition the rules refuse (a repeated id, a choice with fewer than two options, a scale upside down) is 400 INTAKE_DEFINITION_INVALID with `details.problems`.';

/**
 * Intake questionnaires (decision 040): the therapist's questionnaires and the services that send them.
 * A client record's answers are under routes/clients/intake.ts; the client's side under
 * routes/before-your-session/.
 */
const intakeForms: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { guard, signedInPractice } = practiceRoutes(app, config);
  /** The caller's practice; an account without one has no questionnaires or clients (404). */
  const practice = (request: FastifyRequest) => signedInPractice(request, noSuchClient);

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
};

export default intakeForms;
