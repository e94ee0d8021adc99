import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import {
  INVITATIONS_PER_DAY,
  REFERRAL_REWARD_PLAN,
  REFERRAL_WINDOW_DAYS,
  REINVITE_AFTER_DAYS,
} from '../../contract/referrals.ts';
import { AppError } from '../../errors.ts';
import { safeName } from '../../mail/safe-names.ts';
import { ownerOfCode } from '../../referrals/codes.ts';
import { invite } from '../../referrals/invitations.ts';
import { referralPracticeOf, referralsView } from '../../referrals/practice.ts';
import { REFERRAL_REWARDS_QUEUE, type RewardContext, rewardDue } from '../../referrals/rewards.ts';
import { claim } from '../../referrals/signups.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  ClaimBodySchema,
  InvitationBodySchema,
  ReferralCodeOwnerSchema,
  ReferralCodeParamsSchema,
  ReferralEntrySchema,
  ReferralsSchema,
} from '../../schemas/referrals.ts';
import { stripeBilling } from '../../subscription/stripe-billing.ts';

const tags = ['referrals'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const therapists = { access: ['therapist'] as const };
const NO_PRACTICE = '404 PROFILE_NOT_FOUND while the account has no practice yet (the profile wizard makes it).';

/**
 * Referrals (decision 023): the therapist's code and link, invitations by email, entering a
 * colleague's code afterwards, and the public look-up of a code for the registration page. The
 * rewards are given when an administrator approves the referred practice
 * (routes/admin/verifications.ts) and by the daily job registered here, which retries any that failed.
 */
const referrals: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const rewards: RewardContext = {
    db: app.db,
    billing: config.stripe ? stripeBilling(config.stripe) : undefined,
    withEmails: app.withEmails,
  };
  const practiceFor = (request: FastifyRequest) => referralPracticeOf(app.db, request.principal?.userId as string);

  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith('/api/v1/referrals/codes/')) reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/api/v1/referrals',
    {
      config: therapists,
      schema: {
        tags,
        summary: 'The practice’s referral code and link, the colleagues it invited or brought, and its rewards',
        description: `The code is made on the first call and never changes. Entries: invitations no colleague has registered through yet (\`invited\`), newest first, then colleagues who registered through the code (\`registered\`, \`verified\` once an administrator approved them, \`rewarded\` once both practices got their free month of ${REFERRAL_REWARD_PLAN}). \`invitationsLeftToday\` counts the last 24 hours (${INVITATIONS_PER_DAY} at most). \`canClaim\` while the practice may still enter a colleague's code. ${NO_PRACTICE}`,
        response: { 200: ReferralsSchema, ...errors },
      },
    },
    async (request) => referralsView(app.db, await practiceFor(request)),
  );

  app.post(
    '/api/v1/referrals/invitations',
    {
      config: { ...therapists, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Invite a colleague by email, with the practice’s link and the reward',
        description: `Sends the invitation in \`locale\`, naming the practice (in the email, never in its subject) and the free month both practices get. Only a verified practice may (403 THERAPIST_NOT_VERIFIED). 400 SELF_REFERRAL for the practice's own address (its account's or its public contact address); 409 ALREADY_INVITED when this practice invited the address in the last ${REINVITE_AFTER_DAYS} days; 429 INVITATION_LIMIT beyond ${INVITATIONS_PER_DAY} invitations in 24 hours. An address that already has a therapist account is answered the same 201 and counted alike, but nothing is sent to it, so the answer never tells whether an address has an account. ${NO_PRACTICE}`,
        body: InvitationBodySchema,
        response: { 201: ReferralEntrySchema, ...errors, 409: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const entry = await invite(
        { db: app.db, withEmails: app.withEmails, publicUrl: config.publicUrl },
        await practiceFor(request),
        request.body,
      );
      return reply.status(201).send(entry);
    },
  );

  app.post(
    '/api/v1/referrals/claim',
    {
      config: { ...therapists, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Enter a colleague’s code: for a practice that registered without the link',
        description: `Allowed while the practice has no referrer, is not verified and its account is at most ${REFERRAL_WINDOW_DAYS} days old (409 REFERRAL_NOT_ELIGIBLE otherwise). 409 REFERRAL_CYCLE for the code of a practice this one referred, directly or through others, so two practices cannot reward each other twice. 404 REFERRAL_CODE_UNKNOWN for a code nobody has; 400 SELF_REFERRAL for the practice's own. Answers the referrals screen with \`referredBy\` set. ${NO_PRACTICE}`,
        body: ClaimBodySchema,
        response: { 200: ReferralsSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const practice = await practiceFor(request);
      await claim(app.db, practice, request.body.code);
      return referralsView(app.db, practice);
    },
  );

  app.get(
    '/api/v1/referrals/codes/:code',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Whose referral code this is, for “invited by …” on the registration page',
        description:
          'Case-insensitive. Names only a verified practice whose name reads as no link (decision 029): 404 REFERRAL_CODE_UNKNOWN for a code nobody has, an unverified practice’s code and one whose name reads as a web or email address, alike (registration then simply goes on with the code, unnamed). Limited per address, so codes cannot be tried in bulk.',
        params: ReferralCodeParamsSchema,
        response: { 200: ReferralCodeOwnerSchema, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      // Calma's own page says "invited by …": only of a practice it has verified, and never a link.
      const owner = await ownerOfCode(app.db, request.params.code);
      const name = owner?.verifiedAt ? safeName(`${owner.firstName} ${owner.lastName}`) : null;
      if (!name) throw new AppError('REFERRAL_CODE_UNKNOWN', 404, 'No therapist has this referral code');
      return { name };
    },
  );

  // Rewards whose Stripe credit or plan month failed when the colleague was approved, each morning (UTC).
  const jobs = app.jobs;
  if (jobs) {
    await jobs.createQueue(REFERRAL_REWARDS_QUEUE);
    await jobs.schedule(REFERRAL_REWARDS_QUEUE, '15 7 * * *');
    await jobs.work(REFERRAL_REWARDS_QUEUE, async () => {
      await rewardDue(rewards, (error) => app.log.warn({ err: error }, 'a referral reward failed'));
    });
  }
};

export default referrals;
