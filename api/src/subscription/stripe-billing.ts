import Stripe from 'stripe';
import { stripeClient } from '../billing/providers/stripe.ts';
import type { StripeSettings } from '../config.ts';
import type { Locale } from '../contract/locales.ts';
import type { BillingInterval } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { PlatformInvoices } from '../schemas/subscription.ts';
import { type PlanCurrency, type PlanDefinition, planById } from './plans.ts';

// The platform's own Stripe account (Stripe Billing, not Connect): one customer per practice, one
// price per plan, interval and currency found by its lookup key, subscriptions bought on Checkout.
// Everything leaves this module as plain values, so the rules elsewhere never read Stripe's shapes.

/** A price as the plans file names it: `calma_{plan}_{interval}_{currency}`, e.g. `calma_practice_year_eur`. */
export const lookupKey = (plan: string, interval: BillingInterval, currency: PlanCurrency) =>
  `calma_${plan}_${interval}_${currency.toLowerCase()}`;
const LOOKUP_KEY = /^calma_([a-z][a-z0-9_]*)_(month|year)_(eur|gbp)$/;

export interface PricedPlan {
  plan: string;
  interval: BillingInterval;
  currency: PlanCurrency;
}

/** A Stripe subscription as the platform needs it, read afresh from Stripe. */
export interface BillingSubscription {
  id: string;
  customerId: string;
  status: Stripe.Subscription.Status;
  /** What the subscription's price sells; null for a price this platform did not make. */
  priced: PricedPlan | null;
  itemId: string | null;
  priceId: string | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  scheduleId: string | null;
  /** The next phase of its schedule, when it moves to another plan or interval. */
  scheduled: (PricedPlan & { from: Date }) | null;
  /** The practice named when it was bought (unverified: matched against the database). */
  therapistId: string | undefined;
}

export interface BillingCheckout {
  id: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  /** `client_reference_id`: the practice that opened it. */
  therapistId: string | null;
  plan: string | undefined;
  interval: string | undefined;
}

export interface BillingEvent {
  id: string;
  type: string;
  /** Set for events of connected accounts, which belong to the card payments' endpoint. */
  account: string | null;
  objectId: string;
}

export class InvalidSignatureError extends AppError {
  constructor(message: string) {
    super('INVALID_SIGNATURE', 400, message);
  }
}

export const paymentFailed = (message: string) =>
  new AppError('PAYMENT_FAILED', 409, `The payment for the change was refused: ${message}`);

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const dateOf = (unixSeconds: number | null | undefined) => (unixSeconds ? new Date(unixSeconds * 1000) : null);
const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

/**
 * Stripe's own errors carry an HTTP status of theirs, which the API's error handler would pass on
 * with Stripe's message; a refusal the caller can act on is mapped where it is expected, and the
 * rest is Stripe being unreachable (503, try again) or a fault of ours (500).
 */
function unexpected(error: unknown): never {
  if (error instanceof Stripe.errors.StripeConnectionError || error instanceof Stripe.errors.StripeAPIError) {
    throw new AppError('STRIPE_UNAVAILABLE', 503, 'Stripe could not be reached; try again in a moment');
  }
  if (error instanceof Stripe.errors.StripeError) {
    throw new Error(`Stripe refused a request: ${error.message}`, { cause: error });
  }
  throw error;
}

function pricedOf(price: Stripe.Price | string | null | undefined): PricedPlan | null {
  if (!price || typeof price === 'string') return null;
  const fromKey = price.lookup_key?.match(LOOKUP_KEY);
  const plan = fromKey?.[1] ?? price.metadata?.plan;
  const interval = fromKey?.[2] ?? price.recurring?.interval;
  const currency = price.currency.toUpperCase();
  if (!plan || !planById(plan) || (interval !== 'month' && interval !== 'year')) return null;
  if (currency !== 'EUR' && currency !== 'GBP') return null;
  return { plan, interval, currency };
}

export type StripeBilling = ReturnType<typeof stripeBilling>;

export function stripeBilling(settings: StripeSettings) {
  const stripe = stripeClient(settings);

  async function product(plan: PlanDefinition): Promise<string> {
    const id = `calma_plan_${plan.id}`;
    try {
      return (await stripe.products.retrieve(id)).id;
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    const created = await stripe.products.create(
      { id, name: `Calma ${plan.name.en}`, metadata: { plan: plan.id } },
      { idempotencyKey: `calma-product-${plan.id}` },
    );
    return created.id;
  }

  async function subscription(id: string): Promise<BillingSubscription> {
    const sub = await stripe.subscriptions.retrieve(id);
    const item = sub.items.data[0];
    const scheduleId = idOf(sub.schedule);
    let scheduled: BillingSubscription['scheduled'] = null;
    if (scheduleId) {
      const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId, { expand: ['phases.items.price'] });
      const now = Date.now() / 1000;
      const next = schedule.phases.find((phase) => phase.start_date > now);
      const priced = pricedOf(next?.items[0]?.price as Stripe.Price | string | undefined);
      if (next && priced) scheduled = { ...priced, from: new Date(next.start_date * 1000) };
    }
    return {
      id: sub.id,
      customerId: idOf(sub.customer) as string,
      status: sub.status,
      priced: pricedOf(item?.price),
      itemId: item?.id ?? null,
      priceId: item?.price.id ?? null,
      currentPeriodEnd: dateOf(item?.current_period_end),
      trialEnd: dateOf(sub.trial_end),
      cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
      scheduleId,
      scheduled,
      therapistId: sub.metadata?.therapist_id,
    };
  }

  /** Ends a schedule's planned phases and leaves the subscription as it is now. */
  async function releaseSchedule(sub: BillingSubscription) {
    if (sub.scheduleId) await stripe.subscriptionSchedules.release(sub.scheduleId);
  }

  const guarded =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        if (error instanceof AppError) throw error;
        return unexpected(error);
      }
    };

  return {
    /** The practice's customer, made once: later checkouts, invoices and the portal share it. */
    ensureCustomer: guarded(
      async (practice: {
        therapistId: string;
        email: string;
        name: string;
        locale: Locale;
        vatId: string;
      }): Promise<string> => {
        const taxId = practice.vatId ? [{ type: vatType(practice.vatId), value: practice.vatId }] : undefined;
        const customer = await stripe.customers.create(
          {
            email: practice.email,
            name: practice.name,
            preferred_locales: [practice.locale],
            metadata: { therapist_id: practice.therapistId },
            ...(taxId ? { tax_id_data: taxId } : {}),
          },
          { idempotencyKey: `calma-customer-${practice.therapistId}` },
        );
        return customer.id;
      },
    ),

    /**
     * The price of a plan, found by its lookup key; made (once, whatever the concurrency) when it is
     * missing or when the plans file changed the amount, which moves the key to the new price while
     * existing subscriptions keep theirs.
     */
    priceFor: guarded(async (plan: PlanDefinition, interval: BillingInterval, currency: PlanCurrency) => {
      const amount = plan.prices?.[currency][interval];
      if (!amount) throw new Error(`The plan ${plan.id} has no ${interval} price in ${currency}`);
      const key = lookupKey(plan.id, interval, currency);
      const found = await stripe.prices.list({ lookup_keys: [key], active: true, limit: 1 });
      const current = found.data[0];
      if (current && current.unit_amount === amount && current.currency === currency.toLowerCase()) return current.id;
      const price = await stripe.prices.create(
        {
          product: await product(plan),
          currency: currency.toLowerCase(),
          unit_amount: amount,
          recurring: { interval },
          lookup_key: key,
          transfer_lookup_key: true,
          metadata: { plan: plan.id, interval },
        },
        { idempotencyKey: `calma-price-${key}-${amount}` },
      );
      return price.id;
    }),

    /** The customer's latest checkouts, newest first (open ones are offered again or closed). */
    recentCheckouts: guarded(async (customerId: string): Promise<BillingCheckout[]> => {
      const sessions = await stripe.checkout.sessions.list({ customer: customerId, limit: 10 });
      return sessions.data.map(checkoutOf);
    }),

    createCheckout: guarded(
      async (request: {
        therapistId: string;
        customerId: string;
        priceId: string;
        plan: string;
        interval: BillingInterval;
        trialDays: number;
        locale: Locale;
        returnUrl: string;
        idempotencyKey: string;
      }): Promise<{ id: string; url: string }> => {
        const metadata = { therapist_id: request.therapistId, plan: request.plan, interval: request.interval };
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'subscription',
            customer: request.customerId,
            client_reference_id: request.therapistId,
            line_items: [{ price: request.priceId, quantity: 1 }],
            subscription_data: {
              metadata,
              ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
            },
            metadata,
            locale: request.locale,
            success_url: request.returnUrl,
            cancel_url: request.returnUrl,
          },
          { idempotencyKey: request.idempotencyKey },
        );
        if (!session.url) throw new Error(`Checkout session ${session.id} has no URL`);
        return { id: session.id, url: session.url };
      },
    ),

    expireCheckout: guarded(async (sessionId: string) => {
      await stripe.checkout.sessions.expire(sessionId);
    }),

    /** A checkout session as Stripe has it now; undefined when Stripe knows no such session. */
    checkout: guarded(async (sessionId: string): Promise<BillingCheckout | undefined> => {
      try {
        return checkoutOf(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    }),

    subscription: guarded(subscription),

    /** The subscription an invoice bills, if it bills one. */
    invoiceSubscription: guarded(async (invoiceId: string): Promise<string | null> => {
      const invoice = await stripe.invoices.retrieve(invoiceId);
      return idOf(invoice.parent?.subscription_details?.subscription);
    }),

    /** Moves to a dearer plan at once; the difference for the rest of the period is charged now. */
    upgrade: guarded(async (sub: BillingSubscription, priceId: string, to: PricedPlan) => {
      await releaseSchedule(sub);
      try {
        await stripe.subscriptions.update(
          sub.id,
          {
            items: [{ id: sub.itemId as string, price: priceId }],
            proration_behavior: 'always_invoice',
            // A refused card leaves the subscription as it was instead of half-changed.
            payment_behavior: 'error_if_incomplete',
            cancel_at_period_end: false,
            metadata: { plan: to.plan, interval: to.interval },
          },
          { idempotencyKey: `calma-upgrade-${sub.id}-${priceId}-${sub.priceId}` },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw paymentFailed(error.message);
        throw error;
      }
      return subscription(sub.id);
    }),

    /** Keeps the plan until the period ends, then moves to the cheaper one (a schedule's second phase). */
    downgradeAtPeriodEnd: guarded(async (sub: BillingSubscription, priceId: string, to: PricedPlan) => {
      if (sub.cancelAtPeriodEnd) await stripe.subscriptions.update(sub.id, { cancel_at_period_end: false });
      const scheduleId =
        sub.scheduleId ?? (await stripe.subscriptionSchedules.create({ from_subscription: sub.id })).id;
      const schedule = await stripe.subscriptionSchedules.retrieve(scheduleId);
      const current = schedule.current_phase ?? schedule.phases[0];
      const periodEnd = Math.floor((sub.currentPeriodEnd?.getTime() ?? Date.now()) / 1000);
      const trialing = sub.status === 'trialing' && sub.trialEnd;
      await stripe.subscriptionSchedules.update(scheduleId, {
        end_behavior: 'release',
        proration_behavior: 'none',
        phases: [
          {
            items: [{ price: sub.priceId as string, quantity: 1 }],
            start_date: current?.start_date ?? 'now',
            end_date: periodEnd,
            ...(trialing ? { trial_end: periodEnd } : {}),
          },
          {
            items: [{ price: priceId, quantity: 1 }],
            duration: { interval: to.interval, interval_count: 1 },
            metadata: { plan: to.plan, interval: to.interval },
            proration_behavior: 'none',
          },
        ],
      });
      return subscription(sub.id);
    }),

    /** Cancels at the end of the period (`true`) or takes that back; a planned downgrade is dropped either way. */
    setCancelAtPeriodEnd: guarded(async (sub: BillingSubscription, cancel: boolean) => {
      await releaseSchedule(sub);
      await stripe.subscriptions.update(sub.id, { cancel_at_period_end: cancel });
      return subscription(sub.id);
    }),

    /** Ends the subscription now (the grace period after a failed payment is over). */
    cancelNow: guarded(async (subscriptionId: string) => {
      try {
        await stripe.subscriptions.cancel(subscriptionId, { invoice_now: false, prorate: false });
      } catch (error) {
        // Already gone at Stripe: nothing left to end.
        if (!isMissing(error)) throw error;
      }
    }),

    portalUrl: guarded(async (customerId: string, returnUrl: string, locale: Locale) => {
      const session = await stripe.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        locale,
      });
      return session.url;
    }),

    /** The platform's invoices to the practice, newest first (the last two years of monthly ones). */
    invoices: guarded(async (customerId: string): Promise<PlatformInvoices['items']> => {
      const invoices = await stripe.invoices.list({ customer: customerId, limit: 24 });
      return invoices.data.flatMap((invoice) => {
        const currency = invoice.currency.toUpperCase();
        if (currency !== 'EUR' && currency !== 'GBP') return [];
        return [
          {
            id: invoice.id as string,
            number: invoice.number,
            date: new Date(invoice.created * 1000).toISOString(),
            amountMinor: invoice.total,
            currency,
            status: INVOICE_STATUSES.find((status) => status === invoice.status) ?? 'draft',
            url: invoice.hosted_invoice_url ?? null,
            pdfUrl: invoice.invoice_pdf ?? null,
          },
        ];
      });
    }),

    /**
     * The customer's VAT id, replacing any earlier one (none for ''). Answers false when Stripe
     * refuses the number itself.
     */
    setVatId: guarded(async (customerId: string, vatId: string): Promise<boolean> => {
      const existing = await stripe.customers.listTaxIds(customerId, { limit: 20 });
      const vatTypes = ['eu_vat', 'gb_vat'];
      let kept = false;
      for (const taxId of existing.data) {
        if (!vatTypes.includes(taxId.type)) continue;
        if (vatId && taxId.value === vatId && !kept) kept = true;
        else await stripe.customers.deleteTaxId(customerId, taxId.id);
      }
      if (!vatId || kept) return true;
      try {
        await stripe.customers.createTaxId(customerId, { type: vatType(vatId), value: vatId });
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.param === 'value') return false;
        throw error;
      }
      return true;
    }),

    /**
     * Credits the customer's balance, which Stripe takes off its next invoices (a referral's free
     * month); the same idempotency key credits once. Answers the balance transaction's id.
     */
    creditBalance: guarded(
      async (
        customerId: string,
        credit: {
          amountMinor: number;
          currency: PlanCurrency;
          description: string;
          metadata: Record<string, string>;
          idempotencyKey: string;
        },
      ): Promise<string> => {
        const transaction = await stripe.customers.createBalanceTransaction(
          customerId,
          {
            amount: -credit.amountMinor,
            currency: credit.currency.toLowerCase(),
            description: credit.description,
            metadata: credit.metadata,
          },
          { idempotencyKey: credit.idempotencyKey },
        );
        return transaction.id;
      },
    ),

    /** The event in a webhook's body, if Stripe signed it for the subscriptions' endpoint. */
    verifyEvent(payload: Buffer, signature: string): BillingEvent {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(payload, signature, settings.billingWebhookSecret);
      } catch (error) {
        throw new InvalidSignatureError((error as Error).message);
      }
      const object = event.data.object as { id?: string };
      return { id: event.id, type: event.type, account: event.account ?? null, objectId: object.id ?? '' };
    },
  };
}

const PAYMENT_STATUSES = ['paid', 'unpaid', 'no_payment_required'] as const;
const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** Stripe's tax id type: a British number is `gb_vat`; EU ones (and Northern Ireland's XI) are `eu_vat`. */
const vatType = (vatId: string) => (vatId.startsWith('GB') ? 'gb_vat' : 'eu_vat');

function checkoutOf(session: Stripe.Checkout.Session): BillingCheckout {
  return {
    id: session.id,
    mode: session.mode,
    status: session.status === 'complete' ? 'complete' : session.status === 'open' ? 'open' : 'expired',
    paymentStatus: PAYMENT_STATUSES.find((status) => status === session.payment_status) ?? 'unpaid',
    url: session.url,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    therapistId: session.client_reference_id,
    plan: session.metadata?.plan,
    interval: session.metadata?.interval,
  };
}
