import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { connectAccount, paymentSettings, refreshAccount, setCardPayments } from '../../billing/payment-settings.ts';
import { payoutDetail, payoutList } from '../../billing/payouts.ts';
import { createPaymentProvider, InvalidSignatureError } from '../../billing/providers/index.ts';
import { handleWebhook } from '../../billing/webhooks.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import {
  ConnectLinkSchema,
  PaymentSettingsInputSchema,
  PaymentSettingsSchema,
  PayoutListSchema,
  PayoutSchema,
} from '../../schemas/billing.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import { practiceRoutes, TWO_FACTOR_NOTE } from '../practice.ts';

const tags = ['billing'];

const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const unconfigured = '409 CARD_PAYMENTS_UNAVAILABLE when Stripe is not configured on this installation.';

/**
 * How a practice gets paid: its payment settings and Stripe account, its payouts, and Stripe's
 * webhook. With nothing configured the practice is paid by bank transfer and every card route says
 * cards are unavailable. The client's card checkout is routes/invoices/checkout.ts.
 */
const billingPayments: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const provider = createPaymentProvider(config);
  const { guard, signedInPractice } = practiceRoutes(app, config);
  const practiceFor = (request: FastifyRequest) => signedInPractice(request, () => notFound('No practice'));

  app.get(
    '/api/v1/billing/payment-settings',
    {
      ...guard,
      schema: {
        tags,
        summary: 'How the practice’s clients can pay: bank transfer, and cards through Stripe',
        description: `Cards are available when Stripe is configured on this installation, and can be offered once the practice’s Stripe account is enabled. ${TWO_FACTOR_NOTE}`,
        response: { 200: PaymentSettingsSchema, ...errors },
      },
    },
    async (request) => paymentSettings(app.db, provider, (await practiceFor(request)).therapistId),
  );

  app.put(
    '/api/v1/billing/payment-settings',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Offer card payment on the practice’s invoices, or stop offering it',
        description: `Turning cards on needs an enabled Stripe account: 409 CARD_PAYMENTS_UNAVAILABLE otherwise (or when Stripe is not configured), and a plan with card payments: 403 PLAN_REQUIRED. Turning them off always works. ${TWO_FACTOR_NOTE}`,
        body: PaymentSettingsInputSchema,
        response: { 200: PaymentSettingsSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) =>
      setCardPayments(app.db, provider, (await practiceFor(request)).therapistId, request.body.cardPayments),
  );

  app.post(
    '/api/v1/billing/stripe/connect',
    {
      ...guard,
      config: { ...guard.config, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Open the practice’s Stripe account (once) and get the link to Stripe’s onboarding',
        description: `The account is created on the first call and kept; each call answers a new single-use onboarding link, which returns to /dashboard/billing/settings. 403 PLAN_REQUIRED when the practice’s plan has no card payments. ${unconfigured} ${TWO_FACTOR_NOTE}`,
        response: { 200: ConnectLinkSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => ({ url: await connectAccount(app.db, provider, await practiceFor(request), config.publicUrl) }),
  );

  app.post(
    '/api/v1/billing/stripe/refresh',
    {
      ...guard,
      config: { ...guard.config, rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Read the Stripe account’s state now, as after returning from onboarding',
        description: `Pending until the details are given, enabled once Stripe lets it take cards, restricted while Stripe holds it back (cards are then no longer offered). 409 NO_STRIPE_ACCOUNT before the account is opened. ${unconfigured} ${TWO_FACTOR_NOTE}`,
        response: { 200: PaymentSettingsSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => refreshAccount(app.db, provider, (await practiceFor(request)).therapistId),
  );

  app.get(
    '/api/v1/billing/payouts',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Stripe payouts to the practice’s bank, and money received per month',
        description: `Mode \`stripe\` once the practice has a Stripe account (its 100 latest payouts); \`bank_transfer\` otherwise, where the money is already in the practice’s account and only the months received (the last 24) say anything. ${TWO_FACTOR_NOTE}`,
        response: { 200: PayoutListSchema, ...errors },
      },
    },
    async (request) => payoutList(app.db, await practiceFor(request)),
  );

  app.get(
    '/api/v1/billing/payouts/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A payout with the payments and refunds it carried',
        description: `Another practice’s payout answers 404. ${TWO_FACTOR_NOTE}`,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: PayoutSchema, ...errors },
      },
    },
    async (request) => payoutDetail(app.db, (await practiceFor(request)).therapistId, request.params.id),
  );

  // Stripe signs the exact bytes it sent, so this one route reads its body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/v1/billing/webhooks/stripe',
      {
        // Stripe sends bursts from a few addresses; an event refused here is delivered again later.
        config: { access: 'public', rateLimit: { max: 1200, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Stripe’s events on connected accounts: payments, refunds, account changes and payouts',
          description:
            'Called by Stripe. The `Stripe-Signature` header must sign the raw body with the webhook secret (400 INVALID_SIGNATURE otherwise); 404 when Stripe is not configured. Each event counts once; a repeated one answers 200 and changes nothing. What an event names is read from Stripe as it is now. 500 only when processing failed, so Stripe retries.',
          response: { 200: Type.Object({ received: Type.Boolean() }), 400: ErrorSchema, 404: ErrorSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new InvalidSignatureError('The Stripe-Signature header or the body is missing');
        }
        const result = await handleWebhook(app.db, provider, request.body, signature);
        request.log.info(
          { event: result.event.id, type: result.event.type, outcome: result.outcome },
          result.outcome === 'ignored' ? `Stripe event ignored: ${result.reason}` : 'Stripe event',
        );
        return { received: true };
      },
    );
  });
};

export default billingPayments;
