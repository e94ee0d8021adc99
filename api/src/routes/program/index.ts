import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { checkEligibility } from '../../program/eligibility.ts';
import { programSessions, programSettings, saveProgramSettings } from '../../program/settings.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  EligibilityBodySchema,
  EligibilitySchema,
  ProgramSessionsSchema,
  ProgramSettingsInputSchema,
  ProgramSettingsSchema,
  StatementQuerySchema,
} from '../../schemas/program.ts';
import { practiceAccountOf } from '../../subscription/view.ts';
import { practiceRoutes, TWO_FACTOR_NOTE } from '../practice.ts';

const tags = ['program'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/**
 * The employer program for therapists (their participation and their program sessions) and the
 * booking page's question whether an employee may book through it (decision 023).
 */
const program: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const { guard } = practiceRoutes(app, config);
  const practiceFor = async (request: FastifyRequest) => {
    const practice = await practiceAccountOf(app.db, request.principal?.userId as string);
    if (!practice) throw notFound('No practice');
    return practice;
  };

  app.get(
    '/api/v1/program/settings',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The practice’s part in the employer program, with what can be chosen',
        description: `Before the first save: not taking part, no rate, no services or languages, no limit. \`options\` are the practice's active services and its profile's languages (named in the account's language); \`clientsNow\` counts different program clients with a session this calendar year (the count against \`maxClients\`); \`thisMonth\` the sessions held this month and what Calma pays for them. 404 for an account without a practice. ${TWO_FACTOR_NOTE}`,
        response: { 200: ProgramSettingsSchema, ...errors },
      },
    },
    async (request) => programSettings(app.db, await practiceFor(request)),
  );

  app.put(
    '/api/v1/program/settings',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Take part in the employer program (or not), at a rate, for chosen services and languages',
        description: `The rate is what Calma pays per program session, in the practice's currency. 400 for a service that is not an active one of the practice (\`body.serviceIds\`) or a language not on its profile (\`body.languages\`), and, when taking part, for no service or no language. Program clients already booked keep their sessions. ${TWO_FACTOR_NOTE}`,
        body: ProgramSettingsInputSchema,
        response: { 200: ProgramSettingsSchema, ...errors },
      },
    },
    async (request) => saveProgramSettings(app.db, await practiceFor(request), request.body),
  );

  app.get(
    '/api/v1/program/sessions',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The practice’s employer program sessions starting in a month',
        description: `Month in UTC, oldest first, with the client (the practice's own), the service, the company and the rate Calma pays. ${TWO_FACTOR_NOTE}`,
        querystring: StatementQuerySchema,
        response: { 200: ProgramSessionsSchema, ...errors },
      },
    },
    async (request) => {
      const practice = await practiceFor(request);
      return programSessions(app.db, practice.therapistId, request.query.month);
    },
  );

  app.post(
    '/api/v1/program/eligibility',
    {
      // Few tries a minute per address: access codes must not be found by trying them.
      config: { access: 'public', rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Whether an employee may book this therapist through the employer program',
        description:
          'With an access code, or without one a work email address whose domain is a company’s. With an address, `sessionsLeft` in the current period (else null). 404 PROGRAM_CODE_UNKNOWN for a code no running company has (unknown, inactive and out of period alike), PROGRAM_NOT_ELIGIBLE for a domain no running company has, NOT_FOUND for an unknown therapist; 409 PROGRAM_NOT_OFFERED when the therapist does not take program clients, PROGRAM_BUDGET_EXHAUSTED (`details.resetsOn`, the first day of the next period) when no session is left, PROGRAM_FULL when the therapist takes no more program clients. Rate-limited per address (429).',
        body: EligibilityBodySchema,
        response: { 200: EligibilitySchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => checkEligibility(app.db, request.body),
  );
};

export default program;
