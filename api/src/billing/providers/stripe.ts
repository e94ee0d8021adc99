import Stripe from 'stripe';
import type { StripeSettings } from '../../config.ts';
import type { PayoutStatus } from '../../db/schema.ts';
import {
  type CardPayment,
  type CheckoutState,
  InvalidSignatureError,
  type PaymentProvider,
  type ProviderEvent,
} from './index.ts';

// Enough for a practice's payouts and refunds of one charge; a payout's transactions are paged.
const PAGE = 100;
const MAX_ITEMS = 10_000;

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const dateOf = (unixSeconds: number) => new Date(unixSeconds * 1000);

/** The SDK client of the platform's account, shared by card payments (Connect) and subscriptions (Billing). */
export function stripeClient(settings: Pick<StripeSettings, 'secretKey' | 'api'>): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.api ?? {}),
    // Retries reuse the request's idempotency key, so a charge or an account is never made twice.
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Calma' },
  });
}

/**
 * Card payments through Stripe Connect with direct charges: each practice has a Standard account,
 * so the therapist is the merchant of record who sees and refunds payments in their own dashboard,
 * and Stripe's fees are theirs; the platform takes its share as an application fee on each charge.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = stripeClient(settings);
  const on = (stripeAccount: string) => ({ stripeAccount });

  const payment = (
    charge: Stripe.Charge,
    intent: Stripe.PaymentIntent | string | null,
  ): CardPayment & { chargeId: string } => ({
    invoiceId: typeof intent === 'object' && intent ? intent.metadata.invoice_id : undefined,
    paymentId: idOf(intent) ?? charge.id,
    chargeId: charge.id,
    amountMinor: charge.amount_captured,
    currency: charge.currency.toUpperCase(),
    paidAt: dateOf(charge.created),
    balanceTransactionId: idOf(charge.balance_transaction),
  });

  return {
    cardPayments: true,
    feePercent: settings.feePercent,

    async createAccount({ therapistId, country, email }) {
      const account = await stripe.accounts.create(
        { type: 'standard', country, email, metadata: { therapist_id: therapistId } },
        { idempotencyKey: `calma-account-${therapistId}` },
      );
      return account.id;
    },

    async onboardingUrl(accountId, { returnUrl, refreshUrl }) {
      const link = await stripe.accountLinks.create({
        account: accountId,
        type: 'account_onboarding',
        return_url: returnUrl,
        refresh_url: refreshUrl,
      });
      return link.url;
    },

    async accountStatus(accountId) {
      const account = await stripe.accounts.retrieve(accountId);
      const cards = account.capabilities?.card_payments;
      if (account.charges_enabled && (cards === undefined || cards === 'active')) return 'enabled';
      // Details given but Stripe holds the account back (verification, a missing document).
      return account.details_submitted ? 'restricted' : 'pending';
    },

    async createCheckout(accountId, checkout) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: checkout.currency.toLowerCase(),
                unit_amount: checkout.amountMinor,
                product_data: { name: checkout.description },
              },
            },
          ],
          payment_intent_data: {
            application_fee_amount: checkout.feeMinor,
            description: checkout.description,
            metadata: { invoice_id: checkout.invoiceId },
          },
          metadata: { invoice_id: checkout.invoiceId },
          client_reference_id: checkout.invoiceId,
          customer_email: checkout.customerEmail,
          locale: checkout.locale as Stripe.Checkout.SessionCreateParams.Locale,
          success_url: checkout.successUrl,
          cancel_url: checkout.cancelUrl,
        },
        { ...on(accountId), idempotencyKey: checkout.idempotencyKey },
      );
      if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
      return { id: session.id, url: session.url };
    },

    async checkoutState(accountId, sessionId): Promise<CheckoutState> {
      const session = await stripe.checkout.sessions.retrieve(sessionId, {}, on(accountId));
      const status: CheckoutState['status'] =
        session.status === 'open' ? 'open' : session.status === 'complete' ? 'complete' : 'expired';
      return {
        status,
        paid: session.payment_status === 'paid',
        amountMinor: session.amount_total ?? 0,
        url: session.url,
      };
    },

    async expireCheckout(accountId, sessionId) {
      await stripe.checkout.sessions.expire(sessionId, {}, on(accountId));
    },

    verifyEvent(payload, signature): ProviderEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, settings.webhookSecret);
      } catch (error) {
        throw new InvalidSignatureError((error as Error).message);
      }
      const object = event.data.object as { id?: string };
      return { id: event.id, type: event.type, account: event.account ?? null, objectId: object.id ?? '' };
    },

    async checkoutPayment(accountId, sessionId) {
      const session = await stripe.checkout.sessions.retrieve(
        sessionId,
        { expand: ['payment_intent.latest_charge'] },
        on(accountId),
      );
      // A bank debit completes the checkout before the money arrives; async_payment_succeeded follows.
      if (session.payment_status !== 'paid') return undefined;
      const intent = session.payment_intent;
      if (!intent || typeof intent === 'string' || intent.status !== 'succeeded') return undefined;
      const charge = intent.latest_charge;
      if (!charge || typeof charge === 'string') return undefined;
      return payment(charge, intent);
    },

    async chargeWithRefunds(accountId, chargeId) {
      const charge = await stripe.charges.retrieve(chargeId, { expand: ['payment_intent'] }, on(accountId));
      const refunds = await stripe.refunds
        .list({ charge: chargeId, limit: PAGE }, on(accountId))
        .autoPagingToArray({ limit: MAX_ITEMS });
      return {
        payment: payment(charge, charge.payment_intent),
        refunds: refunds.map((refund) => ({
          id: refund.id,
          amountMinor: refund.amount,
          createdAt: dateOf(refund.created),
          succeeded: refund.status === 'succeeded',
          balanceTransactionId: idOf(refund.balance_transaction),
        })),
      };
    },

    async refundCharge(accountId, refundId) {
      const refund = await stripe.refunds.retrieve(refundId, {}, on(accountId));
      const chargeId = idOf(refund.charge);
      if (!chargeId) throw new Error(`Refund ${refundId} belongs to no charge`);
      return chargeId;
    },

    async payout(accountId, payoutId) {
      const payout = await stripe.payouts.retrieve(payoutId, {}, on(accountId));
      const transactions = await stripe.balanceTransactions
        .list({ payout: payoutId, limit: PAGE }, on(accountId))
        .autoPagingToArray({ limit: MAX_ITEMS });
      return {
        id: payout.id,
        amountMinor: payout.amount,
        currency: payout.currency.toUpperCase(),
        status: payout.status as PayoutStatus,
        arrivalDate: payout.arrival_date ? dateOf(payout.arrival_date).toISOString().slice(0, 10) : null,
        balanceTransactionIds: transactions.map((transaction) => transaction.id),
      };
    },
  };
}
