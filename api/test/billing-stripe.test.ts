import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { payToken } from '../src/billing/pay-links.ts';
import { recordPayment } from '../src/billing/payments.ts';
import type { Database } from '../src/db/database.ts';
import type { InvoiceStatus } from '../src/db/schema.ts';
import type { PaymentSettings, Payout, PayoutList } from '../src/schemas/billing.ts';
import { testApp } from './helpers/app.ts';
import { call, deliverSigned, practiceOwner } from './helpers/sessions.ts';
import { startStripeServer } from './helpers/stripe-server.ts';

const deliver = (app: FastifyInstance, event: { payload: string; signature: string }) =>
  deliverSigned(app, '/api/v1/billing/webhooks/stripe', event);
const LINK_SECRET = 'billing-stripe-test-link-secret-0123456789';
const PUBLIC_URL = 'https://calma.test';
const FEE_PERCENT = 2.5;

async function clientOf(db: Database, therapistId: string) {
  const suffix = randomBytes(4).toString('hex');
  return db
    .insertInto('client')
    .values({ therapistId, name: `Mara ${suffix}`, email: `mara-${suffix}@example.test` })
    .returning('id')
    .executeTakeFirstOrThrow();
}

let counter = 0;
/** An issued invoice as the invoices engine leaves it (numbered, dated), written straight to the table. */
async function issuedInvoice(
  db: Database,
  therapistId: string,
  options: { grossMinor?: number; status?: InvoiceStatus; currency?: 'EUR' | 'GBP' } = {},
) {
  const client = await clientOf(db, therapistId);
  counter += 1;
  const status = options.status ?? 'issued';
  return db
    .insertInto('invoice')
    .values({
      therapistId,
      clientId: client.id,
      number: status === 'draft' ? null : `2026-${String(counter).padStart(4, '0')}`,
      status,
      locale: 'de',
      currency: options.currency ?? 'EUR',
      issueDate: status === 'draft' ? null : '2026-11-20',
      dueDate: status === 'draft' ? null : '2026-12-04',
      netMinor: options.grossMinor ?? 12_000,
      grossMinor: options.grossMinor ?? 12_000,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

const invoiceState = (db: Database, id: string) =>
  db
    .selectFrom('invoice')
    .select(['status', 'paidMinor', 'stripeCheckoutSessionId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const paymentsOf = (db: Database, invoiceId: string) =>
  db
    .selectFrom('invoicePayment')
    .select(['amountMinor', 'method', 'providerPaymentId', 'providerBalanceTransactionId', 'payoutId'])
    .where('invoiceId', '=', invoiceId)
    .orderBy('createdAt')
    .execute();

describe('payments without Stripe (bank transfer only)', async () => {
  const { app, db } = await testApp({ twoFactorRoles: [], appointmentLinkSecret: LINK_SECRET, stripe: undefined });

  it('offers no card payments and refuses to turn them on or open an account', async () => {
    const owner = await practiceOwner(app, db);
    const settings = await call(app, 'GET', '/api/v1/billing/payment-settings', owner.cookie);
    expect(settings.statusCode).toBe(200);
    expect(settings.json<PaymentSettings>().card).toEqual({
      available: false,
      enabled: false,
      accountStatus: 'none',
      feePercent: 0,
    });
    const turnOn = await call(app, 'PUT', '/api/v1/billing/payment-settings', owner.cookie, { cardPayments: true });
    expect(turnOn.statusCode).toBe(409);
    expect(turnOn.json().code).toBe('CARD_PAYMENTS_UNAVAILABLE');
    const connect = await call(app, 'POST', '/api/v1/billing/stripe/connect', owner.cookie);
    expect(connect.statusCode).toBe(409);
    expect(connect.json().code).toBe('CARD_PAYMENTS_UNAVAILABLE');
  });

  it('refuses a card checkout on the pay link', async () => {
    const owner = await practiceOwner(app, db);
    const invoice = await issuedInvoice(db, owner.id);
    const response = await call(app, 'POST', `/api/v1/invoices/pay/${payToken(LINK_SECRET, invoice.id)}/checkout`);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('CARD_PAYMENTS_UNAVAILABLE');
  });

  it('shows the money received per month instead of payouts', async () => {
    const owner = await practiceOwner(app, db);
    const month = (offset: number) => {
      const date = new Date();
      date.setUTCDate(15);
      date.setUTCMonth(date.getUTCMonth() + offset);
      return date.toISOString().slice(0, 10);
    };
    const first = await issuedInvoice(db, owner.id, { grossMinor: 9000 });
    const second = await issuedInvoice(db, owner.id, { grossMinor: 8000 });
    const paid = { therapistId: owner.id, method: 'bank_transfer' as const };
    await recordPayment(db, { ...paid, invoiceId: first.id, amountMinor: 9000, receivedOn: month(-1) });
    await recordPayment(db, { ...paid, invoiceId: second.id, amountMinor: 3000, receivedOn: month(0) });
    await recordPayment(db, { ...paid, invoiceId: second.id, amountMinor: 5000, receivedOn: month(0) });

    const response = await call(app, 'GET', '/api/v1/billing/payouts', owner.cookie);
    expect(response.statusCode).toBe(200);
    const list = response.json<PayoutList>();
    expect(list.mode).toBe('bank_transfer');
    expect(list.items).toEqual([]);
    expect(list.currency).toBe('EUR');
    expect(list.receivedByMonth).toEqual([
      { month: month(0).slice(0, 7), amountMinor: 8000, count: 2 },
      { month: month(-1).slice(0, 7), amountMinor: 9000, count: 1 },
    ]);
  });

  it('has no webhook to call', async () => {
    const stripe = await startStripeServer();
    const response = await deliver(app, stripe.signedEvent('account.updated', { id: 'acct_x' }, 'acct_x'));
    expect(response.statusCode).toBe(404);
  });
});

describe('card payments through Stripe Connect', async () => {
  const stripe = await startStripeServer();
  const api = new URL(stripe.url);
  const { app, db } = await testApp({
    twoFactorRoles: [],
    appointmentLinkSecret: LINK_SECRET,
    publicUrl: PUBLIC_URL,
    stripe: {
      secretKey: stripe.secretKey,
      webhookSecret: stripe.webhookSecret,
      billingWebhookSecret: stripe.webhookSecret,
      feePercent: FEE_PERCENT,
      api: { host: api.hostname, port: Number(api.port), protocol: 'http' },
    },
  });

  /** A practice that connected its Stripe account, finished onboarding and turned cards on. */
  async function cardPractice() {
    const owner = await practiceOwner(app, db);
    const connected = await call(app, 'POST', '/api/v1/billing/stripe/connect', owner.cookie);
    expect(connected.statusCode, connected.body).toBe(200);
    const { stripeAccountId } = await db
      .selectFrom('billingProfile')
      .select('stripeAccountId')
      .where('therapistId', '=', owner.id)
      .executeTakeFirstOrThrow();
    const account = stripeAccountId as string;
    stripe.setAccount(account, { charges_enabled: true, details_submitted: true });
    expect((await call(app, 'POST', '/api/v1/billing/stripe/refresh', owner.cookie)).statusCode).toBe(200);
    const on = await call(app, 'PUT', '/api/v1/billing/payment-settings', owner.cookie, { cardPayments: true });
    expect(on.statusCode).toBe(200);
    return { ...owner, account };
  }

  /** The client opens the checkout from the pay link and pays it on Stripe. */
  async function paidCheckout(invoiceId: string) {
    const response = await call(app, 'POST', `/api/v1/invoices/pay/${payToken(LINK_SECRET, invoiceId)}/checkout`);
    expect(response.statusCode).toBe(200);
    const { stripeCheckoutSessionId } = await invoiceState(db, invoiceId);
    const sessionId = stripeCheckoutSessionId as string;
    return { sessionId, ...stripe.pay(sessionId) };
  }

  it('offers cards once the connected account is enabled', async () => {
    const owner = await practiceOwner(app, db);
    const before = await call(app, 'GET', '/api/v1/billing/payment-settings', owner.cookie);
    expect(before.json<PaymentSettings>().card).toEqual({
      available: true,
      enabled: false,
      accountStatus: 'none',
      feePercent: FEE_PERCENT,
    });
    const early = await call(app, 'PUT', '/api/v1/billing/payment-settings', owner.cookie, { cardPayments: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('CARD_PAYMENTS_UNAVAILABLE');

    const practice = await cardPractice();
    const after = await call(app, 'GET', '/api/v1/billing/payment-settings', practice.cookie);
    expect(after.json<PaymentSettings>().card).toMatchObject({ enabled: true, accountStatus: 'enabled' });
  });

  it('opens one Standard account per practice and answers a fresh onboarding link each time', async () => {
    const owner = await practiceOwner(app, db);
    const first = await call(app, 'POST', '/api/v1/billing/stripe/connect', owner.cookie);
    const second = await call(app, 'POST', '/api/v1/billing/stripe/connect', owner.cookie);
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/connect\.stripe\.test\/setup\/acct_/);
    expect(second.json().url).not.toBe(first.json().url);

    const created = stripe.requests.filter(
      (r) => r.path === '/v1/accounts' && r.idempotencyKey === `calma-account-${owner.id}`,
    );
    expect(created).toHaveLength(1);
    expect(created[0]?.body).toMatchObject({ type: 'standard', country: 'DE', email: owner.email });
    const { stripeAccountId: account } = await db
      .selectFrom('billingProfile')
      .select('stripeAccountId')
      .where('therapistId', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(first.json().url).toContain(`/${account}/`);
    const links = stripe.requests.filter((r) => r.path === '/v1/account_links' && r.body.account === account);
    expect(links).toHaveLength(2);
    expect(links[0]?.body).toMatchObject({
      type: 'account_onboarding',
      return_url: `${PUBLIC_URL}/dashboard/billing/settings?stripe=return`,
      refresh_url: `${PUBLIC_URL}/dashboard/billing/settings?stripe=refresh`,
    });
    const settings = await call(app, 'GET', '/api/v1/billing/payment-settings', owner.cookie);
    expect(settings.json<PaymentSettings>().card.accountStatus).toBe('pending');
  });

  it('creates the checkout on the connected account, with the platform fee, once per balance', async () => {
    const practice = await cardPractice();
    const invoice = await issuedInvoice(db, practice.id, { grossMinor: 12_345 });
    const token = payToken(LINK_SECRET, invoice.id);
    const first = await call(app, 'POST', `/api/v1/invoices/pay/${token}/checkout`);
    expect(first.statusCode).toBe(200);
    expect(first.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_/);

    const sessions = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    const mine = sessions.filter((r) => r.account === practice.account);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.idempotencyKey).toBe(`calma-checkout-${invoice.id}-12345-first`);
    expect(mine[0]?.body).toMatchObject({
      mode: 'payment',
      metadata: { invoice_id: invoice.id },
      payment_intent_data: { application_fee_amount: '309', metadata: { invoice_id: invoice.id } },
      line_items: [{ quantity: '1', price_data: { currency: 'eur', unit_amount: '12345' } }],
      success_url: `${PUBLIC_URL}/de/invoice/${token}?payment=success`,
      cancel_url: `${PUBLIC_URL}/de/invoice/${token}?payment=cancelled`,
    });

    // A second click while the page is open goes back to it.
    const again = await call(app, 'POST', `/api/v1/invoices/pay/${token}/checkout`);
    expect(again.json().url).toBe(first.json().url);
    expect(
      stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.account === practice.account),
    ).toHaveLength(1);
  });

  it('never opens a second checkout while one is being paid, and a new one when the balance changed or a debit failed', async () => {
    const practice = await cardPractice();
    const invoice = await issuedInvoice(db, practice.id);
    const checkout = `/api/v1/invoices/pay/${payToken(LINK_SECRET, invoice.id)}/checkout`;
    expect((await call(app, 'POST', checkout)).statusCode).toBe(200);
    const first = (await invoiceState(db, invoice.id)).stripeCheckoutSessionId as string;

    // 20.00 arrived by bank meanwhile: the open page for 120.00 is closed and one for 100.00 made.
    await recordPayment(db, {
      therapistId: practice.id,
      invoiceId: invoice.id,
      amountMinor: 2_000,
      method: 'bank_transfer',
      receivedOn: '2026-11-21',
    });
    const changed = await call(app, 'POST', checkout);
    expect(changed.statusCode).toBe(200);
    expect(stripe.get<{ status: string }>(first).status).toBe('expired');
    const second = (await invoiceState(db, invoice.id)).stripeCheckoutSessionId as string;
    expect(second).not.toBe(first);
    const created = stripe.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.account === practice.account);
    expect(created.map((r) => r.idempotencyKey)).toEqual([
      `calma-checkout-${invoice.id}-12000-first`,
      `calma-checkout-${invoice.id}-10000-${first}`,
    ]);

    // The client paid by bank debit: the checkout is complete, the money not yet there.
    Object.assign(stripe.get(second), { status: 'complete', payment_status: 'unpaid', url: null });
    const busy = await call(app, 'POST', checkout);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().code).toBe('PAYMENT_IN_PROGRESS');

    const failed = stripe.signedEvent('checkout.session.async_payment_failed', { id: second }, practice.account);
    expect((await deliver(app, failed)).statusCode).toBe(200);
    expect((await invoiceState(db, invoice.id)).stripeCheckoutSessionId).toBeNull();
    expect((await call(app, 'POST', checkout)).statusCode).toBe(200);
  });

  it('refuses a checkout when nothing is owed or the practice does not take cards', async () => {
    const practice = await cardPractice();
    const paid = await issuedInvoice(db, practice.id, { status: 'paid' });
    const nothing = await call(app, 'POST', `/api/v1/invoices/pay/${payToken(LINK_SECRET, paid.id)}/checkout`);
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json().code).toBe('NOTHING_OWED');

    const draft = await issuedInvoice(db, practice.id, { status: 'draft' });
    expect(
      (await call(app, 'POST', `/api/v1/invoices/pay/${payToken(LINK_SECRET, draft.id)}/checkout`)).statusCode,
    ).toBe(404);
    expect((await call(app, 'POST', '/api/v1/invoices/pay/not-a-real-token-at-all.xyz/checkout')).statusCode).toBe(404);

    const bankOnly = await practiceOwner(app, db);
    const invoice = await issuedInvoice(db, bankOnly.id);
    const refused = await call(app, 'POST', `/api/v1/invoices/pay/${payToken(LINK_SECRET, invoice.id)}/checkout`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('CARD_PAYMENTS_UNAVAILABLE');
  });

  it('marks the invoice paid on checkout.session.completed, once however often the event comes', async () => {
    const practice = await cardPractice();
    const invoice = await issuedInvoice(db, practice.id);
    const { sessionId, intentId, balanceTransactionId } = await paidCheckout(invoice.id);

    const event = stripe.signedEvent('checkout.session.completed', { id: sessionId }, practice.account);
    const response = await deliver(app, event);
    expect(response.statusCode).toBe(200);
    expect(await invoiceState(db, invoice.id)).toEqual({
      status: 'paid',
      paidMinor: 12_000,
      stripeCheckoutSessionId: null,
    });
    expect(await paymentsOf(db, invoice.id)).toEqual([
      {
        amountMinor: 12_000,
        method: 'card',
        providerPaymentId: intentId,
        providerBalanceTransactionId: balanceTransactionId,
        payoutId: null,
      },
    ]);

    const replay = await deliver(app, event);
    expect(replay.statusCode).toBe(200);
    // Stripe also sends the same news under another event id (async_payment_succeeded after completed).
    const sameNews = await deliver(
      app,
      stripe.signedEvent('checkout.session.async_payment_succeeded', { id: sessionId }, practice.account),
    );
    expect(sameNews.statusCode).toBe(200);
    expect(await paymentsOf(db, invoice.id)).toHaveLength(1);
    expect((await invoiceState(db, invoice.id)).paidMinor).toBe(12_000);
    const nothingOwed = await call(app, 'POST', `/api/v1/invoices/pay/${payToken(LINK_SECRET, invoice.id)}/checkout`);
    expect(nothingOwed.json().code).toBe('NOTHING_OWED');
  });

  it('reads the checkout from Stripe, not from the event: an unpaid checkout records nothing', async () => {
    const practice = await cardPractice();
    const invoice = await issuedInvoice(db, practice.id);
    const opened = await call(app, 'POST', `/api/v1/invoices/pay/${payToken(LINK_SECRET, invoice.id)}/checkout`);
    expect(opened.statusCode).toBe(200);
    const { stripeCheckoutSessionId } = await invoiceState(db, invoice.id);
    // The event claims the session is paid; Stripe says it is still open.
    const forgedState = { id: stripeCheckoutSessionId as string, payment_status: 'paid', status: 'complete' };
    const response = await deliver(
      app,
      stripe.signedEvent('checkout.session.completed', forgedState, practice.account),
    );
    expect(response.statusCode).toBe(200);
    expect(await paymentsOf(db, invoice.id)).toEqual([]);
  });

  it('ends in the right state when the refund arrives before the payment', async () => {
    const practice = await cardPractice();
    const invoice = await issuedInvoice(db, practice.id);
    const { sessionId, chargeId, intentId } = await paidCheckout(invoice.id);
    const refund = stripe.refund(chargeId, 12_000);

    const refunded = await deliver(app, stripe.signedEvent('charge.refunded', { id: chargeId }, practice.account));
    expect(refunded.statusCode).toBe(200);
    const completed = await deliver(
      app,
      stripe.signedEvent('checkout.session.completed', { id: sessionId }, practice.account),
    );
    expect(completed.statusCode).toBe(200);

    const recorded = await paymentsOf(db, invoice.id);
    expect(recorded.map((p) => [p.providerPaymentId, p.amountMinor])).toEqual([
      [intentId, 12_000],
      [refund.id, -12_000],
    ]);
    expect(await invoiceState(db, invoice.id)).toMatchObject({ status: 'issued', paidMinor: 0 });
  });

  it('records a partial refund against a payment already recorded', async () => {
    const practice = await cardPractice();
    const invoice = await issuedInvoice(db, practice.id);
    const { sessionId, chargeId } = await paidCheckout(invoice.id);
    await deliver(app, stripe.signedEvent('checkout.session.completed', { id: sessionId }, practice.account));
    stripe.refund(chargeId, 2_000);
    const refunded = stripe.signedEvent('charge.refunded', { id: chargeId }, practice.account);
    expect((await deliver(app, refunded)).statusCode).toBe(200);
    expect((await deliver(app, refunded)).statusCode).toBe(200);
    expect(await invoiceState(db, invoice.id)).toMatchObject({ status: 'partially_paid', paidMinor: 10_000 });
  });

  it('refuses a forged signature and records nothing', async () => {
    const practice = await cardPractice();
    const invoice = await issuedInvoice(db, practice.id);
    const { sessionId } = await paidCheckout(invoice.id);
    const forged = stripe.signedEvent(
      'checkout.session.completed',
      { id: sessionId },
      practice.account,
      'whsec_not_the_secret',
    );
    const response = await deliver(app, forged);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_SIGNATURE');
    const eventId = JSON.parse(forged.payload).id;
    expect(await db.selectFrom('paymentEvent').select('id').where('id', '=', eventId).execute()).toEqual([]);
    expect(await paymentsOf(db, invoice.id)).toEqual([]);

    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/v1/billing/webhooks/stripe',
      headers: { 'content-type': 'application/json' },
      payload: forged.payload,
    });
    expect(unsigned.statusCode).toBe(400);
  });

  it('ignores events of accounts that belong to no practice', async () => {
    const response = await deliver(app, stripe.signedEvent('payout.paid', { id: 'po_unknown' }, 'acct_unknown'));
    expect(response.statusCode).toBe(200);
  });

  it('stops offering cards when Stripe restricts the account', async () => {
    const practice = await cardPractice();
    stripe.setAccount(practice.account, { charges_enabled: false, details_submitted: true });
    const response = await deliver(
      app,
      stripe.signedEvent('account.updated', { id: practice.account, charges_enabled: true }, practice.account),
    );
    expect(response.statusCode).toBe(200);
    const settings = await call(app, 'GET', '/api/v1/billing/payment-settings', practice.cookie);
    expect(settings.json<PaymentSettings>().card).toMatchObject({ enabled: false, accountStatus: 'restricted' });
  });

  it('goes back to bank transfer when the therapist disconnects the platform from their account', async () => {
    const practice = await cardPractice();
    const response = await deliver(
      app,
      stripe.signedEvent('account.application.deauthorized', { id: 'ca_platform' }, practice.account),
    );
    expect(response.statusCode).toBe(200);
    const settings = await call(app, 'GET', '/api/v1/billing/payment-settings', practice.cookie);
    expect(settings.json<PaymentSettings>().card).toMatchObject({ enabled: false, accountStatus: 'none' });
    const payouts = await call(app, 'GET', '/api/v1/billing/payouts', practice.cookie);
    expect(payouts.json<PayoutList>().mode).toBe('bank_transfer');
  });

  it('links a paid payout to the payments it carried, and shows it only to its practice', async () => {
    const practice = await cardPractice();
    const first = await issuedInvoice(db, practice.id, { grossMinor: 10_000 });
    const second = await issuedInvoice(db, practice.id, { grossMinor: 7_000 });
    const one = await paidCheckout(first.id);
    const two = await paidCheckout(second.id);
    for (const { sessionId } of [one, two]) {
      await deliver(app, stripe.signedEvent('checkout.session.completed', { id: sessionId }, practice.account));
    }
    const payout = stripe.payout(practice.account, [one.balanceTransactionId, two.balanceTransactionId], 'in_transit');
    await deliver(app, stripe.signedEvent('payout.created', { id: payout.id }, practice.account));
    stripe.setPayoutStatus(payout.id, 'paid');
    const paid = await deliver(app, stripe.signedEvent('payout.paid', { id: payout.id }, practice.account));
    expect(paid.statusCode).toBe(200);

    const list = await call(app, 'GET', '/api/v1/billing/payouts', practice.cookie);
    const payouts = list.json<PayoutList>();
    expect(payouts.mode).toBe('stripe');
    expect(payouts.items).toHaveLength(1);
    expect(payouts.items[0]).toMatchObject({
      amountMinor: 17_000,
      currency: 'EUR',
      status: 'paid',
      arrivalDate: '2026-12-03',
      paymentCount: 2,
    });

    const id = payouts.items[0]?.id as string;
    const detail = await call(app, 'GET', `/api/v1/billing/payouts/${id}`, practice.cookie);
    expect(detail.statusCode).toBe(200);
    const body = detail.json<Payout>();
    expect(body.payments.map((p) => [p.invoice.id, p.amountMinor, p.method, p.payoutId])).toEqual([
      [first.id, 10_000, 'card', id],
      [second.id, 7_000, 'card', id],
    ]);
    expect(body.payments[0]?.invoice.clientName).toMatch(/^Mara /);

    const stranger = await practiceOwner(app, db);
    const hidden = await call(app, 'GET', `/api/v1/billing/payouts/${id}`, stranger.cookie);
    expect(hidden.statusCode).toBe(404);
  });

  it('returns a failed payout’s payments to the balance', async () => {
    const practice = await cardPractice();
    const invoice = await issuedInvoice(db, practice.id);
    const paid = await paidCheckout(invoice.id);
    await deliver(app, stripe.signedEvent('checkout.session.completed', { id: paid.sessionId }, practice.account));
    const payout = stripe.payout(practice.account, [paid.balanceTransactionId], 'in_transit');
    await deliver(app, stripe.signedEvent('payout.updated', { id: payout.id }, practice.account));
    expect((await paymentsOf(db, invoice.id))[0]?.payoutId).not.toBeNull();
    stripe.setPayoutStatus(payout.id, 'failed');
    // The event's own copy still says in transit; Stripe's current state wins.
    await deliver(app, stripe.signedEvent('payout.failed', { id: payout.id, status: 'in_transit' }, practice.account));
    expect((await paymentsOf(db, invoice.id))[0]?.payoutId).toBeNull();
    const list = (await call(app, 'GET', '/api/v1/billing/payouts', practice.cookie)).json<PayoutList>();
    expect(list.items[0]).toMatchObject({ status: 'failed', paymentCount: 0 });
  });
});
