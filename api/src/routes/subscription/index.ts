import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { createPaymentProvider } from '../../billing/providers/index.ts';
import type { Config } from '../../config.ts';
import { notFound } from '../../errors.ts';
import { ErrorSchema } from '../../schemas/common.ts';
import {
  CallbackQuerySchema,
  CallbackResultSchema,
  ChangePlanInputSchema,
  CheckoutInputSchema,
  CheckoutUrlSchema,
  PlansSchema,
  PlatformInvoicesSchema,
  PortalSchema,
  SubscriptionSchema,
  VatIdInputSchema,
} from '../../schemas/subscription.ts';
import { checkoutResult, checkoutUnavailable, startCheckout } from '../../subscription/checkout.ts';
import { endGracePeriods, GRACE_QUEUE } from '../../subscription/grace.ts';
import {
  cancelAtPeriodEnd,
  changePlan,
  platformInvoices,
  portalUrl,
  resume,
  setVatId,
} from '../../subscription/manage.ts';
import { InvalidSignatureError, stripeBilling } from '../../subscription/stripe-billing.ts';
import { plansView, practiceAccountOf, subscriptionView } from '../../subscription/view.ts';
import { BILLING_EVENTS, handleBillingWebhook } from '../../subscription/webhooks.ts';
import { practiceRoutes, TWO_FACTOR_NOTE } from '../practice.ts';

const tags = ['subscription'];
const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const UNCONFIGURED = '409 CHECKOUT_UNAVAILABLE when Stripe is not configured on this installation.';
const MANAGED =
  '409 NO_SUBSCRIPTION unless Stripe manages a trialing, active or past-due subscription of the practice.';

/**
 * The practice's subscription to the platform: its plan and state, the plans on offer, Stripe
 * Checkout and its result, plan changes, cancelling and resuming, Stripe's customer portal, the
 * platform's invoices and the VAT id, and Stripe's webhook for them. Without Stripe an
 * administrator assigns plans, and every route that needs Stripe says so with 409.
 */
const subscription: FastifyPluginAsyncTypebox<{ config: Config }> = async (app, { config }) => {
  const billing = config.stripe ? stripeBilling(config.stripe) : undefined;
  const stripeOn = billing !== undefined;
  // Card payments on invoices go through Stripe Connect, set up apart from plan billing.
  const { cardPayments } = createPaymentProvider(config);
  const { guard } = practiceRoutes(app, config);
  const practiceFor = async (request: FastifyRequest) => {
    const practice = await practiceAccountOf(app.db, request.principal?.userId as string);
    if (!practice) throw notFound('No practice');
    return practice;
  };
  const stripeFor = () => {
    if (!billing) throw checkoutUnavailable();
    return billing;
  };
  const mailer = { db: app.db, withEmails: app.withEmails };

  app.get(
    '/api/v1/subscription',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The practice’s plan, its state, what it includes and uses, and the next charge',
        description: `The plan in effect: a lapsed assignment, an ended subscription or a payment past its grace period is the free plan (the status still says why). \`manageable\` is true while Stripe manages the subscription. ${TWO_FACTOR_NOTE}`,
        response: { 200: SubscriptionSchema, ...errors },
      },
    },
    async (request) => subscriptionView(app.db, await practiceFor(request), stripeOn),
  );

  app.get(
    '/api/v1/subscription/plans',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The plans, in the practice’s currency and the account’s language, and how to get one here',
        description: `\`checkout\`: \`stripe\` when plans are bought through Stripe Checkout, \`admin\` when an administrator assigns them on this installation. ${TWO_FACTOR_NOTE}`,
        response: { 200: PlansSchema, ...errors },
      },
    },
    async (request) => plansView(app.db, await practiceFor(request), { stripeOn, cardPayments }),
  );

  app.post(
    '/api/v1/subscription/checkout',
    {
      ...guard,
      config: { ...guard.config, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Stripe Checkout for a paid plan: the page to send the therapist to',
        description: `The first paid subscription starts with the free trial where the plan has one. Stripe returns to /dashboard/settings/subscription/callback?session_id=…, paid or not. An open checkout for the same plan is answered again. 400 for the free plan or an unknown one; 409 ALREADY_SUBSCRIBED while Stripe manages a subscription (change its plan instead). ${UNCONFIGURED} ${TWO_FACTOR_NOTE}`,
        body: CheckoutInputSchema,
        response: { 200: CheckoutUrlSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => ({
      url: await startCheckout(app.db, stripeFor(), await practiceFor(request), request.body, config.publicUrl),
    }),
  );

  app.get(
    '/api/v1/subscription/callback',
    {
      ...guard,
      schema: {
        tags,
        summary: 'What a checkout came to, read from Stripe',
        description: `\`success\` once the subscription is active or trialing, \`processing\` while a completed checkout is still being paid, \`failed\` for a checkout left open or expired (choose the plan again). The subscription it made is saved at once. A session of another practice, or one Stripe does not know, is 404. ${UNCONFIGURED} ${TWO_FACTOR_NOTE}`,
        querystring: CallbackQuerySchema,
        response: { 200: CallbackResultSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => checkoutResult(app.db, stripeFor(), await practiceFor(request), request.query.session_id),
  );

  app.post(
    '/api/v1/subscription/change',
    {
      ...guard,
      config: { ...guard.config, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Change plan: a dearer one now, a cheaper one at the end of the period',
        description: `A dearer plan (or yearly instead of monthly) starts at once and the rest of the period is charged pro rata (409 PAYMENT_FAILED when the card is refused; nothing changes). A cheaper plan (or monthly instead of yearly) starts when the paid period ends (\`scheduled\`). The free plan cancels at the end of the period; the current plan takes back a planned change or cancellation. ${MANAGED} ${UNCONFIGURED} ${TWO_FACTOR_NOTE}`,
        body: ChangePlanInputSchema,
        response: { 200: SubscriptionSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => changePlan(app.db, stripeFor(), await practiceFor(request), request.body),
  );

  app.post(
    '/api/v1/subscription/cancel',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cancel at the end of the paid period',
        description: `The plan stays until then; nothing of the practice is deleted afterwards. A planned downgrade is dropped. ${MANAGED} ${UNCONFIGURED} ${TWO_FACTOR_NOTE}`,
        response: { 200: SubscriptionSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => cancelAtPeriodEnd(app.db, stripeFor(), await practiceFor(request)),
  );

  app.post(
    '/api/v1/subscription/resume',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Keep the subscription: take back a cancellation or a planned downgrade',
        description: `${MANAGED} ${UNCONFIGURED} ${TWO_FACTOR_NOTE}`,
        response: { 200: SubscriptionSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => resume(app.db, stripeFor(), await practiceFor(request)),
  );

  app.post(
    '/api/v1/subscription/portal',
    {
      ...guard,
      config: { ...guard.config, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Stripe’s customer portal for the card, billing address and invoices',
        description: `A single-use link that returns to /dashboard/settings/subscription. 409 NO_SUBSCRIPTION before the practice ever went to checkout. ${UNCONFIGURED} ${TWO_FACTOR_NOTE}`,
        response: { 200: PortalSchema, ...errors, 409: ErrorSchema },
      },
    },
    async (request) => {
      const practice = await practiceFor(request);
      return { url: await portalUrl(app.db, stripeFor(), practice.therapistId, practice.locale, config.publicUrl) };
    },
  );

  app.get(
    '/api/v1/subscription/invoices',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The platform’s invoices to the practice, newest first',
        description: `From Stripe, with its hosted page and PDF; empty without Stripe or before the first checkout. ${TWO_FACTOR_NOTE}`,
        response: { 200: PlatformInvoicesSchema, ...errors },
      },
    },
    async (request) => platformInvoices(app.db, billing, (await practiceFor(request)).therapistId),
  );

  app.put(
    '/api/v1/subscription/vat-id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'The practice’s VAT id for reverse charge on the platform’s invoices (empty removes it)',
        description: `Checked by its country prefix as the receipts settings check it (DE, NL, PT, ES, GB or XI): 400 naming \`body.vatId\` otherwise, or when Stripe refuses it. Given to the Stripe customer as its tax id when there is one. ${TWO_FACTOR_NOTE}`,
        body: VatIdInputSchema,
        response: { 200: SubscriptionSchema, ...errors },
      },
    },
    async (request) => setVatId(app.db, billing, await practiceFor(request), request.body.vatId, stripeOn),
  );

  // Stripe signs the exact bytes it sent, so this one route reads its body raw.
  await app.register(async (webhook) => {
    webhook.removeAllContentTypeParsers();
    webhook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_request, body, done) =>
      done(null, body),
    );
    webhook.post(
      '/api/v1/subscription/webhooks/stripe',
      {
        // Stripe sends bursts from a few addresses; an event refused here is delivered again later.
        config: { access: 'public', rateLimit: { max: 1200, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Stripe’s events on the platform’s subscriptions',
          description: `Called by Stripe for ${BILLING_EVENTS.join(', ')}. The \`Stripe-Signature\` header must sign the raw body with STRIPE_BILLING_WEBHOOK_SECRET (400 INVALID_SIGNATURE otherwise); 404 when Stripe is not configured. Each event counts once; a repeated one answers 200 and changes nothing. The subscription an event names is read from Stripe as it is now. 500 only when processing failed, so Stripe retries.`,
          response: { 200: Type.Object({ received: Type.Boolean() }), 400: ErrorSchema, 404: ErrorSchema },
        },
      },
      async (request) => {
        if (!billing) throw notFound('Stripe is not configured on this installation');
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw new InvalidSignatureError('The Stripe-Signature header or the body is missing');
        }
        const result = await handleBillingWebhook(app.db, billing, mailer, request.body, signature);
        request.log.info(
          { event: result.event.id, type: result.event.type, outcome: result.outcome },
          result.outcome === 'ignored' ? `Stripe billing event ignored: ${result.reason}` : 'Stripe billing event',
        );
        return { received: true };
      },
    );
  });

  // Grace periods that ran out are ended each morning (UTC).
  const jobs = app.jobs;
  if (jobs) {
    await jobs.createQueue(GRACE_QUEUE);
    await jobs.schedule(GRACE_QUEUE, '30 6 * * *');
    await jobs.work(GRACE_QUEUE, async () => {
      await endGracePeriods(mailer, billing, (error) => app.log.warn({ err: error }, 'ending a grace period failed'));
    });
  }
};

export default subscription;
