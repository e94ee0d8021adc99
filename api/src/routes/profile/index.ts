import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requestLocale } from '../../contract/locales.ts';
import {
  FORM_STEPS,
  type FormStep,
  PROFILE_SECTIONS,
  type ProfileSectionName,
  WIZARD_STEPS,
} from '../../contract/profile.ts';
import type { StepForms } from '../../profile/forms.ts';
import { profileOptions } from '../../profile/options.ts';
import { readSection, type SectionForms, writeSection } from '../../profile/sections.ts';
import { completeStep, profileOverview, readStep, saveStep, submitProfile } from '../../profile/wizard.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  ProfileOptionsQuerySchema,
  ProfileOptionsSchema,
  ProfileOverviewSchema,
  SECTION_SCHEMAS,
  STEP_FORM_SCHEMAS,
  StepStateSchema,
} from '../../schemas/profile.ts';

// A therapist's own profile: the wizard that creates it and the editor that keeps it current.
// Every route acts on the signed-in account's profile only; there is no id to ask for anyone else's.
const therapists = ['therapist'] as const;
const signedInErrors = { 401: ErrorSchema, 403: ErrorSchema };
const LocaleQuery = ProfileOptionsQuerySchema;

const userOf = (request: FastifyRequest) => request.principal?.userId as string;
const localeOf = (request: FastifyRequest<{ Querystring: { locale?: string | undefined } }>) =>
  requestLocale(request.query.locale, request.headers['accept-language']);
const privately = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

const profile: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/v1/profile',
    {
      config: { access: therapists },
      schema: {
        tags: ['profile'],
        summary: 'The signed-in therapist’s profile status and where the wizard stands',
        description:
          '`profile` (null until the wizard has made one) with its slug, verification status, whether it is listed and its public path; `wizard` with whether it is still open and how far its steps are.',
        response: { 200: ProfileOverviewSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      privately(reply);
      return profileOverview(app.db, userOf(request));
    },
  );

  app.get(
    '/api/v1/profile/options',
    {
      config: { access: therapists },
      schema: {
        tags: ['profile'],
        summary: 'Countries, places and taxonomy terms the profile forms offer, named in a locale',
        description:
          "Countries with their cities and Berlin's districts, languages, categories, approaches and specializations, named in `locale` (else from Accept-Language); cached privately for an hour.",
        querystring: ProfileOptionsQuerySchema,
        response: { 200: ProfileOptionsSchema, 400: ErrorSchema, ...signedInErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, max-age=3600');
      reply.header('vary', 'accept-language');
      return profileOptions(localeOf(request));
    },
  );

  for (const step of FORM_STEPS) {
    const State = StepStateSchema(STEP_FORM_SCHEMAS[step]);
    app.get(
      `/api/v1/profile/steps/${step}`,
      {
        config: { access: therapists },
        schema: {
          tags: ['profile'],
          summary: `The wizard’s ${step} step as last typed, with what completing it would refuse`,
          description: `The draft is kept exactly as typed; \`errors\` lists what POST /api/v1/profile/steps/${step}/complete would refuse now, so the form can show it before the therapist moves on.`,
          response: { 200: State, ...signedInErrors },
        },
      },
      async (request, reply) => {
        privately(reply);
        return readStep(app.db, userOf(request), step);
      },
    );
    app.put(
      `/api/v1/profile/steps/${step}`,
      {
        config: { access: therapists },
        schema: {
          tags: ['profile'],
          summary: `Save the ${step} step’s draft as typed, valid or not`,
          description: 'Answers the draft with its current field errors. 409 once the profile has been submitted.',
          body: STEP_FORM_SCHEMAS[step],
          response: { 200: State, 400: ErrorSchema, ...signedInErrors, 409: ErrorSchema },
        },
      },
      async (request, reply) => {
        privately(reply);
        return saveStep(app.db, userOf(request), step, request.body as StepForms[FormStep] as never);
      },
    );
  }

  app.post(
    '/api/v1/profile/steps/:step/complete',
    {
      config: { access: therapists },
      schema: {
        tags: ['profile'],
        summary: 'Complete a wizard step: validates its draft and moves the wizard on',
        description:
          'A 400 VALIDATION_FAILED lists the field errors (with a code each); the draft is kept. Completing ' +
          'general-info creates the unlisted profile; photos and verification need it (409 PROFILE_NOT_STARTED).',
        params: Type.Object({ step: Type.Enum([...WIZARD_STEPS]) }),
        response: { 200: ProfileOverviewSchema, 400: ErrorSchema, ...signedInErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      privately(reply);
      return completeStep(app.db, userOf(request), request.params.step);
    },
  );

  app.post(
    '/api/v1/profile/submit',
    {
      config: { access: therapists },
      schema: {
        tags: ['profile'],
        summary: 'Move the wizard’s data into the profile and submit it for verification',
        description:
          '409 PROFILE_INCOMPLETE names the form steps still to complete, 409 VERIFICATION_INCOMPLETE what the ' +
          'verification step still needs; 409 PROFILE_ALREADY_SUBMITTED afterwards.',
        response: { 200: ProfileOverviewSchema, ...signedInErrors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      privately(reply);
      return submitProfile(app.db, userOf(request));
    },
  );

  for (const section of PROFILE_SECTIONS) {
    const { body, answer } = SECTION_SCHEMAS[section];
    app.get(
      `/api/v1/profile/sections/${section}`,
      {
        config: { access: therapists },
        schema: {
          tags: ['profile'],
          summary: `The submitted profile’s ${section} section`,
          description: '404 without a profile; 409 PROFILE_IN_WIZARD while the wizard has not submitted it.',
          querystring: LocaleQuery,
          response: { 200: answer, 400: ErrorSchema, ...signedInErrors, 404: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (request, reply) => {
        privately(reply);
        return readSection(app.db, userOf(request), section as ProfileSectionName, localeOf(request));
      },
    );
    app.put(
      `/api/v1/profile/sections/${section}`,
      {
        config: { access: therapists },
        schema: {
          tags: ['profile'],
          summary: `Change the profile’s ${section} section; it shows at once`,
          description: 'A 400 VALIDATION_FAILED lists the field errors with a code each; nothing is saved then.',
          querystring: LocaleQuery,
          body,
          response: { 200: answer, 400: ErrorSchema, ...signedInErrors, 404: ErrorSchema, 409: ErrorSchema },
        },
      },
      async (request, reply) => {
        privately(reply);
        return writeSection(
          app.db,
          userOf(request),
          section,
          request.body as SectionForms[typeof section],
          localeOf(request),
        );
      },
    );
  }
};

export default profile;
