import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { startCheckout } from '../../billing/checkout.ts';
import { readPayToken } from '../../billing/pay-links.ts';
import { noSuchInvoice } from '../../billing/payments.ts';
import { createPaymentProvider } from '../../billing/providers/index.ts';
import type { Config } from '../../config.ts';
import { CheckoutSchema, PayTokenParamsSchema } from '../../schemas/billing.ts';
import { ErrorSchema } from '../../schemas/common.ts';

const tags = ['billing'];

/**
 * The client's card checkout from an invoice's pay link. With no card payments configured it says
 * cards are unavailable.
 */
const invoiceCheckout: FastifyPluginAsyncTypebox<{ config: Config; linkSecret: string }> = async (
  app,
  { config, linkSecret },
) => {
  const provider = createPaymentProvider(config);
  // Never kept in a shared cache or the back-forward cache, as the practice's billing answers.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post(
    '/api/v1/invoices/pay/:token/checkout',
    {
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Pay what is owed on an invoice by card: the Stripe Checkout page to send the client to',
        description:
          'Anyone with the pay link. The payment goes to the practice’s own Stripe account; Stripe returns the client to the pay page (`?payment=success` or `?payment=cancelled`). 409 CARD_PAYMENTS_UNAVAILABLE when the practice does not take cards, NOTHING_OWED when the invoice is paid, credited or a credit note, PAYMENT_IN_PROGRESS while an earlier checkout’s payment is being processed. A forged token or a draft is 404.',
        params: PayTokenParamsSchema,
        response: { 200: CheckoutSchema, 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema },
      },
    },
    async (request) => {
      const { token } = request.params;
      const invoiceId = readPayToken(linkSecret, token);
      if (!invoiceId) throw noSuchInvoice();
      return { url: await startCheckout(app.db, provider, invoiceId, { publicUrl: config.publicUrl, token }) };
    },
  );
};

export default invoiceCheckout;
