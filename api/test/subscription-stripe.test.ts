import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import type { CallbackResult, Plans, PlatformInvoices, Subscription } from '../src/schemas/subscription.ts';
import { endGracePeriods } from '../src/subscription/grace.ts';
import { stripeBilling } from '../src/subscription/stripe-billing.ts';
import { testApp } from './helpers/app.ts';
import { call, deliverSigned, practiceOwner } from './helpers/sessions.ts';
import { createStripeBillingServer } from './helpers/stripe-billing-server.ts';

const deliver = (app: FastifyInstance, event: { payload: string; signature: string }) =>
  deliverSigned(app, '/api/v1/subscription/webhooks/stripe', event);
const PUBLIC_URL = 'https://calma.test';
const DAY_MS = 86_400_000;

/** A practice on the free plan (no subscription row), its owner signed in. */
async function freePractice(app: FastifyInstance, db: Database, spec: Parameters<typeof practiceOwner>[2] = {}) {
  const owner = await practiceOwner(app, db, spec);
  await db.deleteFrom('subscription').where('therapistId', '=', owner.id).execute();
  return owner;
}

const rowOf = (db: Database, therapistId: string) =>
  db.selectFrom('subscription').selectAll().where('therapistId', '=', therapistId).executeTakeFirstOrThrow();

describe('subscriptions without Stripe (plans assigned by an administrator)', async () => {
  const { app, db } = await testApp({ twoFactorRoles: [], stripe: undefined });

  it('says plans are assigned here and refuses a checkout', async () => {
    const owner = await freePractice(app, db);
    const plans = await call(app, 'GET', '/api/v1/subscription/plans', owner.cookie);
    expect(plans.statusCode).toBe(200);
    expect(plans.json<Plans>()).toMatchObject({
      checkout: 'admin',
      currency: 'EUR',
      current: { plan: 'free', interval: null },
      trialAvailable: true,
      // Without Stripe, the card payments some plans include cannot be turned on: the plan page says so.
      cardPayments: false,
    });
    const checkout = await call(app, 'POST', '/api/v1/subscription/checkout', owner.cookie, {
      plan: 'practice',
      interval: 'month',
    });
    expect(checkout.statusCode).toBe(409);
    expect(checkout.json().code).toBe('CHECKOUT_UNAVAILABLE');
    for (const path of ['change', 'cancel', 'resume', 'portal']) {
      const response = await call(app, 'POST', `/api/v1/subscription/${path}`, owner.cookie, {
        plan: 'practice',
        interval: 'month',
      });
      expect(response.json().code, path).toBe('CHECKOUT_UNAVAILABLE');
    }
    const invoices = await call(app, 'GET', '/api/v1/subscription/invoices', owner.cookie);
    expect(invoices.json<PlatformInvoices>()).toEqual({ items: [] });
  });

  it('shows a free practice its plan, limits and usage', async () => {
    const owner = await freePractice(app, db);
    const response = await call(app, 'GET', '/api/v1/subscription', owner.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json<Subscription>()).toMatchObject({
      plan: 'free',
      planName: 'Listing',
      status: 'free',
      source: 'free',
      features: [],
      limits: { services: 3 },
      usage: { services: 1 },
      manageable: false,
      nextCharge: null,
    });
  });

  it('keeps a VAT id checked by its country prefix', async () => {
    const owner = await freePractice(app, db);
    const good = await call(app, 'PUT', '/api/v1/subscription/vat-id', owner.cookie, { vatId: 'nl 123456789 b01' });
    expect(good.statusCode).toBe(200);
    expect(good.json<Subscription>().vatId).toBe('NL123456789B01');
    const bad = await call(app, 'PUT', '/api/v1/subscription/vat-id', owner.cookie, { vatId: 'DE12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([{ field: 'body.vatId', message: expect.stringContaining('DE123456789') }]);
    const foreign = await call(app, 'PUT', '/api/v1/subscription/vat-id', owner.cookie, { vatId: 'FR12345678901' });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().details[0].field).toBe('body.vatId');
    expect((await rowOf(db, owner.id)).vatId).toBe('NL123456789B01');
  });

  it('has no webhook to call', async () => {
    const stripe = await createStripeBillingServer();
    afterAll(() => stripe.close());
    const response = await deliver(app, stripe.signedEvent('invoice.paid', { id: 'in_x' }));
    expect(response.statusCode).toBe(404);
  });
});

describe('subscriptions through Stripe Billing', async () => {
  const stripe = await createStripeBillingServer();
  afterAll(() => stripe.close());
  const { app, db, outbox } = await testApp({ twoFactorRoles: [], publicUrl: PUBLIC_URL, stripe: stripe.settings() });
  const mailer = { db, withEmails: app.withEmails };
  const billing = stripeBilling(stripe.settings());

  const checkout = async (cookie: string, plan = 'practice', interval = 'month') => {
    const response = await call(app, 'POST', '/api/v1/subscription/checkout', cookie, { plan, interval });
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<{ url: string }>().url;
    return { url, sessionId: url.split('/').pop() as string };
  };
  const subscriptionOf = async (cookie: string) => {
    const response = await call(app, 'GET', '/api/v1/subscription', cookie);
    expect(response.statusCode).toBe(200);
    return response.json<Subscription>();
  };
  /**
   * A practice that bought `plan` on Checkout and pays for it (its trial used up long ago), known to
   * the API through the completed checkout's event.
   */
  const subscribed = async (plan = 'practice') => {
    const owner = await freePractice(app, db);
    await db
      .insertInto('subscription')
      .values({ therapistId: owner.id, plan: 'free', status: 'canceled', source: 'stripe', trialUsed: true })
      .execute();
    const { sessionId } = await checkout(owner.cookie, plan);
    const sub = stripe.completeCheckout(sessionId, 'active');
    expect((await deliver(app, stripe.signedEvent('checkout.session.completed', { id: sessionId }))).statusCode).toBe(
      200,
    );
    return { ...owner, sessionId, subscriptionId: sub.id };
  };

  it('opens Checkout with an idempotency key, the trial on a first paid plan and prices made once', async () => {
    const owner = await freePractice(app, db);
    const first = await checkout(owner.cookie, 'practice', 'month');
    expect(first.url).toBe(`${stripe.url}/c/pay/${first.sessionId}`);
    const again = await checkout(owner.cookie, 'practice', 'month');
    expect(again.url).toBe(first.url);

    const created = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.client_reference_id === owner.id,
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.idempotencyKey).toBe(`calma-plan-checkout-${owner.id}-practice-month-30-first`);
    const lines = created[0]?.body.line_items as { price: string }[];
    const price = stripe.get<{ lookup_key: string; unit_amount: number }>(lines[0]?.price as string);
    expect(price).toMatchObject({ lookup_key: 'calma_practice_month_eur', unit_amount: 2900 });
    expect(created[0]?.body).toMatchObject({
      mode: 'subscription',
      client_reference_id: owner.id,
      subscription_data: { trial_period_days: '30', metadata: { therapist_id: owner.id, plan: 'practice' } },
      success_url: `${PUBLIC_URL}/dashboard/settings/subscription/callback?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${PUBLIC_URL}/dashboard/settings/subscription/callback?session_id={CHECKOUT_SESSION_ID}`,
    });

    // Another interval closes the open checkout, and names it in the new key.
    const yearly = await checkout(owner.cookie, 'practice', 'year');
    expect(stripe.get(first.sessionId)?.status).toBe('expired');
    const latest = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.client_reference_id === owner.id,
    );
    expect(latest.at(-1)?.idempotencyKey).toBe(`calma-plan-checkout-${owner.id}-practice-year-30-${first.sessionId}`);
    expect(yearly.url).not.toBe(first.url);

    // A second practice buys through the same price; a plan without a trial offers none.
    const other = await freePractice(app, db);
    await checkout(other.cookie, 'practice', 'month');
    const plus = await checkout(other.cookie, 'practice_plus', 'month');
    const plusRequest = stripe.requests.find(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/checkout/sessions' &&
        r.idempotencyKey?.includes(`${other.id}-practice_plus`),
    );
    expect(plusRequest?.body.subscription_data).not.toHaveProperty('trial_period_days');
    expect(plus.url).toContain('/c/pay/cs_');
    const madePrices = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/prices' && r.body.lookup_key === 'calma_practice_month_eur',
    );
    expect(madePrices).toHaveLength(1);
    expect(madePrices[0]?.idempotencyKey).toBe('calma-price-calma_practice_month_eur-2900');
  });

  it('gives the trial only on the first paid subscription', async () => {
    const owner = await freePractice(app, db);
    const { sessionId } = await checkout(owner.cookie);
    const sub = stripe.completeCheckout(sessionId, 'active');
    await deliver(app, stripe.signedEvent('checkout.session.completed', { id: sessionId }));
    const trialing = await subscriptionOf(owner.cookie);
    expect(trialing).toMatchObject({ plan: 'practice', status: 'trialing', source: 'stripe', manageable: true });
    expect(new Date(trialing.trialEnd as string).getTime()).toBeGreaterThan(Date.now() + 29 * DAY_MS);

    stripe.end(sub.id);
    await deliver(app, stripe.signedEvent('customer.subscription.deleted', { id: sub.id }));
    const plans = await call(app, 'GET', '/api/v1/subscription/plans', owner.cookie);
    expect(plans.json<Plans>()).toMatchObject({ checkout: 'stripe', trialAvailable: false, current: { plan: 'free' } });
    await checkout(owner.cookie);
    const second = stripe.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions' && r.body.client_reference_id === owner.id,
    );
    expect(second).toHaveLength(2);
    expect(second[1]?.body.subscription_data).not.toHaveProperty('trial_period_days');
    // The customer made for the first checkout is kept for the second.
    expect(second[1]?.body.customer).toBe(second[0]?.body.customer);
  });

  it('refuses a second subscription, the free plan and an unknown plan', async () => {
    const practice = await subscribed();
    const again = await call(app, 'POST', '/api/v1/subscription/checkout', practice.cookie, {
      plan: 'practice_plus',
      interval: 'month',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_SUBSCRIBED');
    const owner = await freePractice(app, db);
    for (const plan of ['free', 'platinum']) {
      const response = await call(app, 'POST', '/api/v1/subscription/checkout', owner.cookie, {
        plan,
        interval: 'month',
      });
      expect(response.statusCode, plan).toBe(400);
      expect(response.json().details).toEqual([{ field: 'body.plan', message: expect.any(String) }]);
    }
  });

  it('reads the checkout’s outcome from Stripe, for a session in each state', async () => {
    // What the practice is on follows the subscription Stripe made: active or trialing is the plan.
    const cases = [
      {
        state: { status: 'complete', payment_status: 'paid', subscription_status: 'active' },
        outcome: 'success',
        plan: 'practice',
        status: 'active',
      },
      {
        state: { status: 'complete', payment_status: 'no_payment_required', subscription_status: 'trialing' },
        outcome: 'success',
        plan: 'practice',
        status: 'trialing',
      },
      {
        state: { status: 'complete', payment_status: 'unpaid', subscription_status: 'incomplete' },
        outcome: 'processing',
        plan: 'free',
        status: 'incomplete',
      },
      {
        state: { status: 'complete', payment_status: 'unpaid', subscription_status: 'active' },
        outcome: 'processing',
        plan: 'practice',
        status: 'active',
      },
      { state: { status: 'expired' }, outcome: 'failed', plan: 'free', status: 'free' },
      { state: {}, outcome: 'failed', plan: 'free', status: 'free' },
    ] as const;
    for (const { state, outcome, plan, status } of cases) {
      const owner = await freePractice(app, db);
      const { sessionId } = await checkout(owner.cookie);
      stripe.setCheckout(sessionId, state);
      const response = await call(app, 'GET', `/api/v1/subscription/callback?session_id=${sessionId}`, owner.cookie);
      expect(response.statusCode, JSON.stringify(state)).toBe(200);
      const result = response.json<CallbackResult>();
      expect(result.outcome, JSON.stringify(state)).toBe(outcome);
      expect(result.subscription.plan, JSON.stringify(state)).toBe(plan);
      expect(result.subscription.status, JSON.stringify(state)).toBe(status);
    }
  });

  it('answers 404 for another practice’s checkout session and for one Stripe does not know', async () => {
    const owner = await freePractice(app, db);
    const other = await freePractice(app, db);
    const { sessionId } = await checkout(owner.cookie);
    stripe.completeCheckout(sessionId);
    const foreign = await call(app, 'GET', `/api/v1/subscription/callback?session_id=${sessionId}`, other.cookie);
    expect(foreign.statusCode).toBe(404);
    expect((await subscriptionOf(other.cookie)).plan).toBe('free');
    const unknown = await call(app, 'GET', '/api/v1/subscription/callback?session_id=cs_test_unknown', owner.cookie);
    expect(unknown.statusCode).toBe(404);
  });

  it('follows each webhook event type', async () => {
    // checkout.session.completed
    const practice = await subscribed('practice');
    expect(await subscriptionOf(practice.cookie)).toMatchObject({
      plan: 'practice',
      status: 'active',
      interval: 'month',
      nextCharge: { amountMinor: 2900, currency: 'EUR' },
      features: ['video', 'card_payments', 'widgets'],
    });

    // customer.subscription.created, for a practice found by its customer
    const owner = await freePractice(app, db);
    const { sessionId } = await checkout(owner.cookie, 'practice_plus', 'year');
    const sub = stripe.completeCheckout(sessionId, 'active');
    expect((await subscriptionOf(owner.cookie)).plan).toBe('free');
    await deliver(app, stripe.signedEvent('customer.subscription.created', { id: sub.id }));
    expect(await subscriptionOf(owner.cookie)).toMatchObject({
      plan: 'practice_plus',
      interval: 'year',
      status: 'active',
    });

    // customer.subscription.updated: cancelled in the customer portal
    Object.assign(stripe.get(sub.id) as object, { cancel_at_period_end: true });
    await deliver(app, stripe.signedEvent('customer.subscription.updated', { id: sub.id }));
    expect(await subscriptionOf(owner.cookie)).toMatchObject({ cancelAtPeriodEnd: true, nextCharge: null });

    // customer.subscription.deleted
    stripe.renew(sub.id);
    await deliver(app, stripe.signedEvent('customer.subscription.deleted', { id: sub.id }));
    expect(await subscriptionOf(owner.cookie)).toMatchObject({ plan: 'free', status: 'canceled', source: 'free' });

    // invoice.payment_failed, then invoice.paid
    const failed = stripe.failPayment(practice.subscriptionId);
    await deliver(app, stripe.signedEvent('invoice.payment_failed', { id: failed }));
    const pastDue = await subscriptionOf(practice.cookie);
    expect(pastDue).toMatchObject({ plan: 'practice', status: 'past_due', nextCharge: null });
    const grace = new Date(pastDue.graceUntil as string).getTime();
    expect(Math.abs(grace - (Date.now() + 7 * DAY_MS))).toBeLessThan(60_000);
    stripe.payInvoice(failed);
    await deliver(app, stripe.signedEvent('invoice.paid', { id: failed }));
    expect(await subscriptionOf(practice.cookie)).toMatchObject({
      plan: 'practice',
      status: 'active',
      graceUntil: null,
    });
  });

  it('emails the therapist once when a payment fails, and keeps the plan through the grace period', async () => {
    const practice = await subscribed('practice');
    await db.updateTable('userAccount').set({ locale: 'de' }).where('id', '=', practice.userId).execute();
    const failed = stripe.failPayment(practice.subscriptionId);
    const event = stripe.signedEvent('invoice.payment_failed', { id: failed });
    expect((await deliver(app, event)).statusCode).toBe(200);
    const row = await rowOf(db, practice.id);
    expect(row.status).toBe('past_due');
    // A replayed event and a later retry's failure keep the first grace period and send nothing more.
    expect((await deliver(app, event)).statusCode).toBe(200);
    await deliver(app, stripe.signedEvent('invoice.payment_failed', { id: failed }));
    expect((await rowOf(db, practice.id)).graceUntil).toEqual(row.graceUntil);

    const mails = (await outbox(practice.email)).filter((m) => m.subject.includes('fehlgeschlagen'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Die Zahlung für Ihren Tarif „Praxis“ ist fehlgeschlagen');
    expect(mails[0]?.text).toContain(`${PUBLIC_URL}/dashboard/settings/subscription`);
    const video = await call(app, 'GET', '/api/v1/subscription', practice.cookie);
    expect(video.json<Subscription>().features).toContain('video');
  });

  it('changes nothing for a replayed event', async () => {
    const practice = await subscribed('practice');
    const updated = stripe.signedEvent('customer.subscription.updated', { id: practice.subscriptionId });
    expect((await deliver(app, updated)).statusCode).toBe(200);
    const before = await rowOf(db, practice.id);
    // Stripe's state moves on; the same event delivered again is recognised and not read afresh.
    Object.assign(stripe.get(practice.subscriptionId) as object, { cancel_at_period_end: true });
    const replay = await deliver(app, updated);
    expect(replay.statusCode).toBe(200);
    expect(await rowOf(db, practice.id)).toEqual(before);
    const seen = await db.selectFrom('paymentEvent').select('id').where('id', 'like', 'subscription:%').execute();
    expect(seen.filter((e) => e.id === `subscription:${JSON.parse(updated.payload).id}`)).toHaveLength(1);
  });

  it('ends in Stripe’s state when a subscription’s deletion arrives before its update', async () => {
    const practice = await subscribed('practice');
    const staleUpdate = stripe.signedEvent('customer.subscription.updated', { id: practice.subscriptionId });
    stripe.end(practice.subscriptionId);
    await deliver(app, stripe.signedEvent('customer.subscription.deleted', { id: practice.subscriptionId }));
    await deliver(app, staleUpdate);
    expect(await subscriptionOf(practice.cookie)).toMatchObject({ plan: 'free', status: 'canceled' });
  });

  it('ends active when a failed payment’s event arrives after the payment that settled it', async () => {
    const practice = await subscribed('practice');
    const failed = stripe.failPayment(practice.subscriptionId);
    const failedEvent = stripe.signedEvent('invoice.payment_failed', { id: failed });
    stripe.payInvoice(failed);
    await deliver(app, stripe.signedEvent('invoice.paid', { id: failed }));
    await deliver(app, failedEvent);
    expect(await subscriptionOf(practice.cookie)).toMatchObject({ status: 'active', graceUntil: null });
    expect((await rowOf(db, practice.id)).paymentFailedAt).toBeNull();
    expect((await outbox(practice.email)).filter((m) => m.subject.includes('did not go through'))).toHaveLength(0);
  });

  it('refuses a forged signature', async () => {
    const practice = await subscribed('practice');
    stripe.end(practice.subscriptionId);
    const forged = stripe.signedEvent('customer.subscription.deleted', { id: practice.subscriptionId }, 'whsec_forged');
    const response = await deliver(app, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_SIGNATURE');
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v1/subscription/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await subscriptionOf(practice.cookie)).status).toBe('active');
  });

  it('falls back to the free plan after the grace period, with an email, deleting nothing', async () => {
    const practice = await subscribed('practice');
    const failed = stripe.failPayment(practice.subscriptionId);
    await deliver(app, stripe.signedEvent('invoice.payment_failed', { id: failed }));
    const services = await db
      .selectFrom('service')
      .select(['id', 'archivedAt'])
      .where('therapistId', '=', practice.id)
      .execute();

    // Other practices of this worker's database may be past due too: only this one's state is asserted.
    await endGracePeriods(mailer, billing, undefined, new Date(Date.now() + 6 * DAY_MS));
    expect(await rowOf(db, practice.id)).toMatchObject({ plan: 'practice', status: 'past_due' });
    const ended = await endGracePeriods(
      mailer,
      billing,
      (error) => {
        throw error;
      },
      new Date(Date.now() + 8 * DAY_MS),
    );
    expect(ended).toBeGreaterThanOrEqual(1);
    expect(await rowOf(db, practice.id)).toMatchObject({ plan: 'free', status: 'canceled', graceUntil: null });
    expect(stripe.get(practice.subscriptionId)?.status).toBe('canceled');
    expect(await subscriptionOf(practice.cookie)).toMatchObject({
      plan: 'free',
      features: [],
      usage: { services: services.length },
    });
    expect(
      await db.selectFrom('service').select(['id', 'archivedAt']).where('therapistId', '=', practice.id).execute(),
    ).toEqual(services);
    const mails = (await outbox(practice.email)).filter(
      (m) => m.subject === 'Your practice is now on the Listing plan',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(
      'video sessions with a waiting room, card payments on your invoices and widgets for your own website',
    );
    expect(mails[0]?.text).toContain('Nothing has been deleted');

    // Stripe's own event for the cancellation finds the practice already free; a second run sends nothing.
    await deliver(app, stripe.signedEvent('customer.subscription.deleted', { id: practice.subscriptionId }));
    await endGracePeriods(mailer, billing, undefined, new Date(Date.now() + 9 * DAY_MS));
    expect((await outbox(practice.email)).filter((m) => m.subject.includes('Listing plan'))).toHaveLength(1);
  });

  it('upgrades at once and downgrades at the end of the period', async () => {
    const practice = await subscribed('practice');
    const up = await call(app, 'POST', '/api/v1/subscription/change', practice.cookie, {
      plan: 'practice_plus',
      interval: 'month',
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json<Subscription>()).toMatchObject({ plan: 'practice_plus', scheduled: null });
    const update = stripe.requests.findLast(
      (r) => r.path === `/v1/subscriptions/${practice.subscriptionId}` && r.method === 'POST',
    );
    expect(update?.body).toMatchObject({
      proration_behavior: 'always_invoice',
      payment_behavior: 'error_if_incomplete',
    });

    const down = await call(app, 'POST', '/api/v1/subscription/change', practice.cookie, {
      plan: 'practice',
      interval: 'month',
    });
    expect(down.statusCode, down.body).toBe(200);
    const scheduled = down.json<Subscription>();
    expect(scheduled).toMatchObject({
      plan: 'practice_plus',
      scheduled: { plan: 'practice', planName: 'Practice', interval: 'month' },
      nextCharge: { amountMinor: 2900 },
    });
    expect(scheduled.scheduled?.from).toBe(scheduled.currentPeriodEnd);

    // The period ends: Stripe moves the subscription to the next phase and says so.
    stripe.renew(practice.subscriptionId);
    await deliver(app, stripe.signedEvent('customer.subscription.updated', { id: practice.subscriptionId }));
    expect(await subscriptionOf(practice.cookie)).toMatchObject({
      plan: 'practice',
      scheduled: null,
      status: 'active',
    });

    // To the free plan: cancelled at the end of the period.
    const free = await call(app, 'POST', '/api/v1/subscription/change', practice.cookie, {
      plan: 'free',
      interval: 'month',
    });
    expect(free.json<Subscription>()).toMatchObject({ plan: 'practice', cancelAtPeriodEnd: true, nextCharge: null });
  });

  it('takes back a planned downgrade by choosing the current plan', async () => {
    const practice = await subscribed('practice_plus');
    await call(app, 'POST', '/api/v1/subscription/change', practice.cookie, { plan: 'practice', interval: 'month' });
    const back = await call(app, 'POST', '/api/v1/subscription/change', practice.cookie, {
      plan: 'practice_plus',
      interval: 'month',
    });
    expect(back.json<Subscription>()).toMatchObject({ plan: 'practice_plus', scheduled: null });
    expect(stripe.get(practice.subscriptionId)?.schedule).toBeNull();
  });

  it('cancels at the end of the period and resumes', async () => {
    const practice = await subscribed('practice');
    const cancelled = await call(app, 'POST', '/api/v1/subscription/cancel', practice.cookie);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<Subscription>()).toMatchObject({
      plan: 'practice',
      cancelAtPeriodEnd: true,
      nextCharge: null,
    });
    expect(stripe.get(practice.subscriptionId)?.cancel_at_period_end).toBe(true);
    const resumed = await call(app, 'POST', '/api/v1/subscription/resume', practice.cookie);
    expect(resumed.json<Subscription>()).toMatchObject({ cancelAtPeriodEnd: false, nextCharge: { amountMinor: 2900 } });
    expect(stripe.get(practice.subscriptionId)?.cancel_at_period_end).toBe(false);

    const owner = await freePractice(app, db);
    const none = await call(app, 'POST', '/api/v1/subscription/cancel', owner.cookie);
    expect(none.statusCode).toBe(409);
    expect(none.json().code).toBe('NO_SUBSCRIPTION');
  });

  it('opens the customer portal back to the subscription screen', async () => {
    const practice = await subscribed('practice');
    const response = await call(app, 'POST', '/api/v1/subscription/portal', practice.cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    const request = stripe.requests.findLast((r) => r.path === '/v1/billing_portal/sessions');
    expect(request?.body).toMatchObject({ return_url: `${PUBLIC_URL}/dashboard/settings/subscription`, locale: 'en' });
    const owner = await freePractice(app, db);
    expect((await call(app, 'POST', '/api/v1/subscription/portal', owner.cookie)).json().code).toBe('NO_SUBSCRIPTION');
  });

  it('lists the platform’s invoices to the practice', async () => {
    const practice = await subscribed('practice');
    stripe.renew(practice.subscriptionId);
    const response = await call(app, 'GET', '/api/v1/subscription/invoices', practice.cookie);
    expect(response.statusCode).toBe(200);
    const { items } = response.json<PlatformInvoices>();
    expect(items).toHaveLength(2);
    expect(items[0]).toMatchObject({
      amountMinor: 2900,
      currency: 'EUR',
      status: 'paid',
      number: expect.stringMatching(/^CALMA-/),
    });
    expect(items[0]?.url).toMatch(/^https:\/\/invoice\.stripe\.test\/i\/in_/);
    const owner = await freePractice(app, db);
    expect((await call(app, 'GET', '/api/v1/subscription/invoices', owner.cookie)).json()).toEqual({ items: [] });
  });

  it('sets the VAT id as the customer’s tax id, and refuses a bad one by its field', async () => {
    const practice = await subscribed('practice');
    const customer = (await rowOf(db, practice.id)).stripeCustomerId as string;
    const listed = async () => {
      const response = await fetch(`${stripe.url}/v1/customers/${customer}/tax_ids`);
      return ((await response.json()) as { data: { type: string; value: string }[] }).data.map(
        (t) => `${t.type} ${t.value}`,
      );
    };
    const good = await call(app, 'PUT', '/api/v1/subscription/vat-id', practice.cookie, { vatId: 'de 123.456.789' });
    expect(good.statusCode).toBe(200);
    expect(good.json<Subscription>().vatId).toBe('DE123456789');
    expect(await listed()).toEqual(['eu_vat DE123456789']);
    await call(app, 'PUT', '/api/v1/subscription/vat-id', practice.cookie, { vatId: 'GB123456789' });
    expect(await listed()).toEqual(['gb_vat GB123456789']);

    for (const vatId of ['DE1234', 'XX123456789', 'DE123000000']) {
      const bad = await call(app, 'PUT', '/api/v1/subscription/vat-id', practice.cookie, { vatId });
      expect(bad.statusCode, vatId).toBe(400);
      expect(bad.json().details, vatId).toEqual([{ field: 'body.vatId', message: expect.any(String) }]);
    }
    expect((await rowOf(db, practice.id)).vatId).toBe('GB123456789');
    const removed = await call(app, 'PUT', '/api/v1/subscription/vat-id', practice.cookie, { vatId: '' });
    expect(removed.json<Subscription>().vatId).toBe('');
    expect(await listed()).toEqual([]);
  });

  it('offers the plans in the practice’s currency and the account’s language', async () => {
    const owner = await freePractice(app, db, { country: 'united-kingdom' });
    await db.updateTable('userAccount').set({ locale: 'de' }).where('id', '=', owner.userId).execute();
    const response = await call(app, 'GET', '/api/v1/subscription/plans', owner.cookie);
    const plans = response.json<Plans>();
    expect(plans).toMatchObject({ checkout: 'stripe', currency: 'GBP', trialAvailable: true, cardPayments: true });
    expect(plans.plans.map((p) => [p.id, p.name, p.prices?.month.amountMinor ?? null, p.trialDays])).toEqual([
      ['free', 'Eintrag', null, 0],
      ['practice', 'Praxis', 2500, 30],
      ['practice_plus', 'Praxis Plus', 4200, 0],
    ]);
  });
});
