import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Config } from '../../config.ts';
import { requestLocale } from '../../contract/locales.ts';
import { type RewardContext, rewardVerified } from '../../referrals/rewards.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  ApplicationSchema,
  ApplicationsSchema,
  DecisionInputSchema,
  LocaleQuerySchema,
  TherapistParamsSchema,
} from '../../schemas/verification.ts';
import { stripeBilling } from '../../subscription/stripe-billing.ts';
import { decide, openApplication, reviewQueue } from '../../verification/index.ts';

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const tags = ['verification'];

/**
 * The administrators' review of therapists' registrations (routes/verification): the queue, one
 * application with its documents, and the decision.
 */
const verificationReview: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const referralRewards: RewardContext = {
    db: app.db,
    billing: config.stripe ? stripeBilling(config.stripe) : undefined,
    withEmails: app.withEmails,
  };
  const localeOf = (request: FastifyRequest<{ Querystring: { locale?: string | undefined } }>) =>
    requestLocale(request.query.locale, request.headers['accept-language']);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/admin/verifications',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Profiles waiting for review, longest-waiting first',
        description:
          'Submitted and in-review applications, each with the therapist, the country, profession and register number given, the documents and earlier decisions. Admins only.',
        querystring: LocaleQuerySchema,
        response: { 200: ApplicationsSchema, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request) => ({ applications: await reviewQueue(app.db, localeOf(request)) }),
  );

  app.get(
    '/api/v1/admin/verifications/:therapistId',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Open one application; a submitted one is now in review (its facts and documents locked)',
        description:
          'The therapist, the country, profession (with its register) and number given, the documents and earlier decisions. Admins only; 404 for an unknown therapist.',
        params: TherapistParamsSchema,
        querystring: LocaleQuerySchema,
        response: { 200: ApplicationSchema, ...errors },
      },
    },
    async (request) => {
      const { application, opened } = await openApplication(app.db, request.params.therapistId, localeOf(request));
      if (opened) {
        request.log.info(
          {
            audit: 'verification.in_review',
            therapistId: application.therapistId,
            reviewerId: request.principal?.userId,
          },
          'verification opened for review',
        );
      }
      return application;
    },
  );

  app.post(
    '/api/v1/admin/verifications/:therapistId/decision',
    {
      config: { access: ['admin'] },
      schema: {
        tags,
        summary: 'Approve, ask for changes or reject (with a reason the therapist reads); emails the therapist',
        description:
          'Approval verifies the profile and, when a colleague referred the practice, gives both practices their free month (decision 023); asking for changes lets the therapist edit and submit again; rejection ends the application. `reason` is required except for approval. 409 VERIFICATION_NOT_PENDING when it is not waiting for review.',
        params: TherapistParamsSchema,
        body: DecisionInputSchema,
        response: { 204: Type.Null(), ...errors, 409: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { outcome, reason } = request.body;
      await decide(
        app.db,
        app.withEmails,
        request.principal?.userId as string,
        request.params.therapistId,
        outcome,
        reason,
      );
      if (outcome === 'approved') {
        // Both practices of a referral get their free month; what fails is retried by the daily job.
        const therapistId = request.params.therapistId;
        app.background(() => rewardVerified(referralRewards, therapistId));
      }
      return reply.status(204).send(null);
    },
  );
};

export default verificationReview;
