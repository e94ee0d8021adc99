import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small stand-in for the part of Stripe's API that subscriptions use on the platform's account:
 * customers, their tax ids and balance credits, products, prices found by lookup key, Checkout in subscription mode,
 * subscriptions (update, cancel) and their schedules, invoices and customer portal sessions.
 * Objects live in memory; requests are recorded so tests can check parameters and idempotency keys,
 * and a repeated idempotency key answers the first response, as on Stripe.
 *
 * What Stripe would do on its own (a customer paying, a renewal, a card declined) is done by the
 * test through the helpers returned (`completeCheckout`, `setCheckout`, `failPayment`, `payInvoice`,
 * `renew`, `end`), followed by the webhook event Stripe would send (`signedEvent`). It has no vitest
 * dependency, so `scripts/stripe-stand-in.ts` serves the same thing to the end-to-end tests.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
}

type StripeObject = { id: string; object: string; [key: string]: unknown };
type Answer = { status: number; body: unknown };

const DAY = 86_400;
const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;

/** Stripe's form encoding (`a[b][0][c]=d`) back into nested objects and arrays. */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((segment, index) => {
      if (index === path.length - 1) {
        node[segment] = value;
        return;
      }
      node[segment] ??= /^\d+$/.test(path[index + 1] as string) ? [] : {};
      node = node[segment] as Record<string, unknown>;
    });
  }
  return root;
}

const addMonths = (unix: number, months: number) => {
  const date = new Date(unix * 1000);
  date.setUTCMonth(date.getUTCMonth() + months);
  return Math.floor(date.getTime() / 1000);
};
const periodAfter = (start: number, interval: string) => addMonths(start, interval === 'year' ? 12 : 1);

export interface StripeBillingServerOptions {
  port?: number;
  host?: string;
  /** Where checkout pages are served: by default this server's own `/c/pay/{id}` page. */
  checkoutBase?: string;
  /** Signs webhook events; random unless given (the app's STRIPE_BILLING_WEBHOOK_SECRET must match). */
  webhookSecret?: string;
  /**
   * The app's subscriptions webhook: when a checkout session is completed through `/__test/…` or
   * the checkout page, `checkout.session.completed` is delivered there, signed, as Stripe would.
   */
  webhookUrl?: string;
}

export async function createStripeBillingServer(options: StripeBillingServerOptions = {}) {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`;
  const signer = new Stripe(secretKey);
  const objects = new Map<string, StripeObject>();
  const idempotent = new Map<string, Answer>();
  const requests: RecordedRequest[] = [];
  let invoiceNumber = 0;
  let origin = '';

  const put = <T extends StripeObject>(object: T): T => {
    objects.set(object.id, object);
    return object;
  };
  const get = <T extends Record<string, unknown> = Record<string, unknown>>(id: string) =>
    objects.get(id) as (StripeObject & T) | undefined;
  const view = (object: StripeObject) => {
    const { _private: _hidden, ...rest } = object as StripeObject & { _private?: unknown };
    return structuredClone(rest);
  };
  const list = (type: string, match: (o: StripeObject) => boolean, limit = 10) => {
    const found = [...objects.values()]
      .filter((o) => o.object === type && match(o))
      .sort((a, b) => Number(b.created ?? 0) - Number(a.created ?? 0) || (a.id < b.id ? 1 : -1));
    return {
      object: 'list',
      data: found.slice(0, limit).map(view),
      has_more: found.length > limit,
      url: `/v1/${type}`,
    };
  };
  const notFound = (id: string): Answer => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } },
  });
  const invalid = (message: string, param?: string): Answer => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } },
  });
  /** Replaces ids by their objects along each dotted path, through arrays too, as `expand[]` does. */
  const expand = (object: Record<string, unknown>, paths: string[]) => {
    for (const path of paths) {
      let nodes: unknown[] = [object];
      for (const field of path.split('.')) {
        const next: unknown[] = [];
        for (const node of nodes.flatMap((n) => (Array.isArray(n) ? n : [n]))) {
          if (!node || typeof node !== 'object') continue;
          const record = node as Record<string, unknown>;
          const value = record[field];
          if (typeof value === 'string' && objects.has(value)) record[field] = view(objects.get(value) as StripeObject);
          if (record[field] && typeof record[field] === 'object') next.push(record[field]);
        }
        nodes = next;
      }
    }
    return object;
  };

  // ------------------------------------------------------------------ the objects Stripe keeps

  type Price = { id: string; unit_amount: number; currency: string; recurring: { interval: string } };
  const subscriptionItem = (priceId: string, start: number) => {
    const price = get(priceId) as StripeObject & Price;
    return {
      id: newId('si'),
      object: 'subscription_item',
      price: view(price) as unknown as Price,
      quantity: 1,
      current_period_start: start,
      current_period_end: periodAfter(start, price.recurring.interval),
    };
  };
  type Sub = StripeObject & {
    customer: string;
    status: string;
    cancel_at_period_end: boolean;
    trial_end: number | null;
    schedule: string | null;
    latest_invoice: string | null;
    metadata: Record<string, string>;
    items: { object: 'list'; data: ReturnType<typeof subscriptionItem>[] };
  };
  const item = (sub: Sub) => sub.items.data[0] as ReturnType<typeof subscriptionItem>;

  function invoice(sub: Sub, amount: number, status: 'paid' | 'open', reason: string) {
    invoiceNumber += 1;
    const id = newId('in');
    const created = now() + invoiceNumber;
    put({
      id,
      object: 'invoice',
      customer: sub.customer,
      number: `CALMA-${String(invoiceNumber).padStart(4, '0')}`,
      status,
      billing_reason: reason,
      created,
      currency: item(sub).price.currency,
      total: amount,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      amount_remaining: status === 'paid' ? 0 : amount,
      attempted: true,
      hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
      invoice_pdf: `https://invoice.stripe.test/i/${id}/pdf`,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
    });
    sub.latest_invoice = id;
    return id;
  }

  function createSubscription(session: StripeObject, status: string) {
    const data = (session._private as { subscription_data?: { trial_period_days?: string; metadata?: object } })
      .subscription_data;
    const priceId = (session._private as { price: string }).price;
    const trialDays = Number(data?.trial_period_days ?? 0);
    const start = now();
    const sub = put({
      id: newId('sub'),
      object: 'subscription',
      customer: session.customer as string,
      status,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      trial_end: trialDays > 0 ? start + trialDays * DAY : null,
      schedule: null,
      latest_invoice: null,
      metadata: (data?.metadata ?? {}) as Record<string, string>,
      created: start,
      items: { object: 'list' as const, data: [subscriptionItem(priceId, start)] },
    }) as Sub;
    if (trialDays > 0) {
      item(sub).current_period_end = start + trialDays * DAY;
      invoice(sub, 0, 'paid', 'subscription_create');
    } else {
      const amount = item(sub).price.unit_amount as number;
      invoice(sub, amount, status === 'active' ? 'paid' : 'open', 'subscription_create');
    }
    return sub;
  }

  function setCheckout(id: string, state: { status?: string; payment_status?: string; subscription_status?: string }) {
    const session = get<{ status: string; subscription: string | null }>(id);
    if (!session) return undefined;
    if (state.status) Object.assign(session, { status: state.status });
    if (state.status && state.status !== 'open') session.url = null;
    if (state.payment_status) Object.assign(session, { payment_status: state.payment_status });
    if (state.subscription_status) {
      const existing = session.subscription ? (get(session.subscription) as Sub | undefined) : undefined;
      if (existing) existing.status = state.subscription_status;
      else session.subscription = createSubscription(session, state.subscription_status).id;
    }
    return view(session);
  }

  function releaseSchedule(scheduleId: string) {
    const schedule = get<{ subscription: string; status: string }>(scheduleId);
    if (!schedule) return undefined;
    schedule.status = 'released';
    const sub = get(schedule.subscription) as Sub | undefined;
    if (sub) sub.schedule = null;
    return schedule;
  }

  // ------------------------------------------------------------------ the API

  function route(request: RecordedRequest): Answer {
    const { method, path } = request;
    const params = method === 'GET' || method === 'DELETE' ? request.query : request.body;
    const expandPaths = Array.isArray(params.expand) ? (params.expand as string[]) : [];
    const one = (id: string, type?: string) => {
      const found = objects.get(id);
      if (!found || (type && found.object !== type)) return notFound(id);
      return { status: 200, body: expand(view(found), expandPaths) };
    };
    const match = (pattern: RegExp) => path.match(pattern)?.slice(1) as string[] | undefined;
    const taxIdsPath = match(/^\/v1\/customers\/(\w+)\/tax_ids$/);
    const taxIdPath = match(/^\/v1\/customers\/(\w+)\/tax_ids\/(\w+)$/);
    const balancePath = match(/^\/v1\/customers\/(\w+)\/balance_transactions$/);
    const plainPath = match(/^\/v1\/(?:customers|products|prices|invoices)\/(\w+)$/);
    const expirePath = match(/^\/v1\/checkout\/sessions\/(\w+)\/expire$/);
    const sessionPath = match(/^\/v1\/checkout\/sessions\/(\w+)$/);
    const subscriptionPath = match(/^\/v1\/subscriptions\/(\w+)$/);
    const releasePath = match(/^\/v1\/subscription_schedules\/(\w+)\/release$/);
    const schedulePath = match(/^\/v1\/subscription_schedules\/(\w+)$/);

    if (method === 'POST' && path === '/v1/customers') {
      const body = request.body as { email?: string; name?: string; metadata?: object; tax_id_data?: object[] };
      const customer = put({
        id: newId('cus'),
        object: 'customer',
        email: body.email,
        name: body.name,
        balance: 0,
        metadata: body.metadata ?? {},
        created: now(),
      });
      for (const taxId of (body.tax_id_data ?? []) as { type: string; value: string }[]) {
        put({ id: newId('txi'), object: 'tax_id', customer: customer.id, type: taxId.type, value: taxId.value });
      }
      return { status: 200, body: view(customer) };
    }
    if (taxIdsPath) {
      const [customer] = taxIdsPath as [string];
      if (!objects.has(customer)) return notFound(customer);
      if (method === 'GET') return { status: 200, body: list('tax_id', (o) => o.customer === customer, 100) };
      const body = request.body as { type: string; value: string };
      if (body.value.endsWith('000000')) return invalid(`Invalid value for ${body.type}.`, 'value');
      const taxId = put({
        id: newId('txi'),
        object: 'tax_id',
        customer,
        type: body.type,
        value: body.value,
        created: now(),
      });
      return { status: 200, body: view(taxId) };
    }
    if (balancePath) {
      const [customerId] = balancePath as [string];
      const customer = get<{ balance?: number }>(customerId);
      if (customer?.object !== 'customer') return notFound(customerId);
      if (method === 'GET') {
        return {
          status: 200,
          body: list(
            'customer_balance_transaction',
            (o) => o.customer === customerId,
            Number(request.query.limit ?? 10),
          ),
        };
      }
      const body = request.body as { amount?: string; currency?: string; description?: string; metadata?: object };
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount === 0) return invalid('Invalid integer: amount', 'amount');
      if (!body.currency) return invalid('Missing required param: currency.', 'currency');
      // Negative is a credit the customer's next invoices use up, as on Stripe.
      customer.balance = (customer.balance ?? 0) + amount;
      const transaction = put({
        id: newId('cbtxn'),
        object: 'customer_balance_transaction',
        customer: customerId,
        amount,
        currency: body.currency,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        type: 'adjustment',
        ending_balance: customer.balance,
        created: now(),
      });
      return { status: 200, body: view(transaction) };
    }
    if (method === 'DELETE' && taxIdPath) {
      const [, id] = taxIdPath as [string, string];
      if (!objects.delete(id)) return notFound(id);
      return { status: 200, body: { id, object: 'tax_id', deleted: true } };
    }
    if (method === 'GET' && plainPath) {
      return one(plainPath[0] as string);
    }
    if (method === 'POST' && path === '/v1/products') {
      const body = request.body as { id?: string; name: string; metadata?: object };
      const id = body.id ?? newId('prod');
      if (objects.has(id)) return invalid(`Product already exists: ${id}`, 'id');
      return {
        status: 200,
        body: put({ id, object: 'product', name: body.name, metadata: body.metadata ?? {}, created: now() }),
      };
    }
    if (method === 'GET' && path === '/v1/prices') {
      const keys = (request.query.lookup_keys ?? []) as string[];
      return {
        status: 200,
        body: list(
          'price',
          (o) => keys.includes(o.lookup_key as string) && o.active === true,
          Number(request.query.limit ?? 10),
        ),
      };
    }
    if (method === 'POST' && path === '/v1/prices') {
      const body = request.body as {
        product: string;
        currency: string;
        unit_amount: string;
        recurring: { interval: string };
        lookup_key?: string;
        transfer_lookup_key?: string;
        metadata?: object;
      };
      const holder = [...objects.values()].find((o) => o.object === 'price' && o.lookup_key === body.lookup_key);
      if (holder && body.transfer_lookup_key !== 'true') return invalid('A price already uses that lookup key');
      if (holder) holder.lookup_key = null;
      const price = put({
        id: newId('price'),
        object: 'price',
        active: true,
        product: body.product,
        currency: body.currency,
        unit_amount: Number(body.unit_amount),
        recurring: { interval: body.recurring.interval, interval_count: 1 },
        lookup_key: body.lookup_key ?? null,
        metadata: body.metadata ?? {},
        created: now(),
      });
      return { status: 200, body: price };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const body = request.body as {
        mode: string;
        customer: string;
        client_reference_id?: string;
        line_items: { price: string; quantity: string }[];
        subscription_data?: object;
        metadata?: object;
        success_url: string;
        cancel_url: string;
        locale?: string;
      };
      const price = body.line_items[0]?.price as string;
      if (!objects.has(price)) return invalid(`No such price: '${price}'`, 'line_items[0][price]');
      if (!objects.has(body.customer)) return invalid(`No such customer: '${body.customer}'`, 'customer');
      const id = newId('cs');
      const session = put({
        id,
        object: 'checkout.session',
        mode: body.mode,
        status: 'open',
        payment_status: 'unpaid',
        customer: body.customer,
        client_reference_id: body.client_reference_id ?? null,
        subscription: null,
        metadata: body.metadata ?? {},
        locale: body.locale ?? null,
        url: `${options.checkoutBase ?? `${origin}/c/pay`}/${id}`,
        success_url: body.success_url,
        cancel_url: body.cancel_url,
        created: now(),
        expires_at: now() + DAY,
        _private: { price, subscription_data: body.subscription_data ?? {} },
      });
      return { status: 200, body: view(session) };
    }
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      return {
        status: 200,
        body: list(
          'checkout.session',
          (o) => !request.query.customer || o.customer === request.query.customer,
          Number(request.query.limit ?? 10),
        ),
      };
    }
    if (method === 'POST' && expirePath) {
      const session = get(expirePath[0] as string);
      if (!session) return notFound(expirePath[0] as string);
      if (session.status !== 'open') return invalid('Only open sessions can be expired');
      return { status: 200, body: setCheckout(session.id, { status: 'expired' }) };
    }
    if (method === 'GET' && sessionPath) return one(sessionPath[0] as string);
    if (subscriptionPath) {
      const sub = get(subscriptionPath[0] as string) as Sub | undefined;
      if (!sub) return notFound(subscriptionPath[0] as string);
      if (method === 'GET') return one(sub.id);
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now(), cancel_at_period_end: false });
        if (sub.schedule) releaseSchedule(sub.schedule);
        return { status: 200, body: view(sub) };
      }
      const body = request.body as {
        items?: { id: string; price: string }[];
        cancel_at_period_end?: string;
        proration_behavior?: string;
        metadata?: Record<string, string>;
      };
      if (sub.status === 'canceled') return invalid('A canceled subscription can only update its metadata');
      if (sub.schedule && body.items) return invalid('The subscription is managed by a subscription schedule');
      if (body.cancel_at_period_end !== undefined) sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      if (body.metadata) sub.metadata = { ...sub.metadata, ...body.metadata };
      const change = body.items?.[0];
      if (change) {
        const before = item(sub);
        const price = get(change.price) as StripeObject & { unit_amount: number; recurring: { interval: string } };
        if (!price) return invalid(`No such price: '${change.price}'`, 'items[0][price]');
        const sameInterval = price.recurring.interval === before.price.recurring.interval;
        // A new interval starts a new period at once, as on Stripe; the same interval keeps the period.
        const next = subscriptionItem(price.id, sameInterval ? before.current_period_start : now());
        if (sameInterval) next.current_period_end = before.current_period_end;
        if (sub.status === 'trialing') next.current_period_end = sub.trial_end as number;
        next.id = before.id;
        sub.items.data = [next];
        const difference = price.unit_amount - before.price.unit_amount;
        if (body.proration_behavior === 'always_invoice' && sub.status !== 'trialing' && difference > 0) {
          invoice(sub, difference, 'paid', 'subscription_update');
        }
      }
      return { status: 200, body: view(sub) };
    }
    if (method === 'POST' && path === '/v1/subscription_schedules') {
      const sub = get(String(request.body.from_subscription)) as Sub | undefined;
      if (!sub) return notFound(String(request.body.from_subscription));
      if (sub.schedule) return invalid('The subscription already has a schedule');
      const current = item(sub);
      const phase = {
        start_date: current.current_period_start,
        end_date: current.current_period_end,
        items: [{ price: current.price.id, quantity: 1 }],
        trial_end: sub.status === 'trialing' ? sub.trial_end : null,
        metadata: {},
      };
      const schedule = put({
        id: newId('sub_sched'),
        object: 'subscription_schedule',
        subscription: sub.id,
        customer: sub.customer,
        status: 'active',
        end_behavior: 'release',
        current_phase: { start_date: phase.start_date, end_date: phase.end_date },
        phases: [phase],
        created: now(),
      });
      sub.schedule = schedule.id;
      return { status: 200, body: view(schedule) };
    }
    if (releasePath && method === 'POST') {
      const schedule = releaseSchedule(releasePath[0] as string);
      return schedule ? { status: 200, body: view(schedule) } : notFound(releasePath[0] as string);
    }
    if (schedulePath) {
      const schedule = get<{ phases: unknown[]; status: string }>(schedulePath[0] as string);
      if (!schedule) return notFound(schedulePath[0] as string);
      if (method === 'GET') return one(schedule.id);
      if (schedule.status !== 'active') return invalid('Only an active schedule can be updated');
      const body = request.body as {
        end_behavior?: string;
        phases: {
          items: { price: string; quantity: string }[];
          start_date?: string;
          end_date?: string;
          trial_end?: string;
          duration?: { interval: string; interval_count: string };
          metadata?: object;
        }[];
      };
      let start = Number(body.phases[0]?.start_date ?? now());
      schedule.phases = body.phases.map((phase) => {
        const end = phase.end_date ? Number(phase.end_date) : periodAfter(start, phase.duration?.interval ?? 'month');
        const result = {
          start_date: start,
          end_date: end,
          items: phase.items.map((i) => ({ price: i.price, quantity: Number(i.quantity ?? 1) })),
          trial_end: phase.trial_end ? Number(phase.trial_end) : null,
          metadata: phase.metadata ?? {},
        };
        start = end;
        return result;
      });
      if (body.end_behavior) Object.assign(schedule, { end_behavior: body.end_behavior });
      return { status: 200, body: view(schedule) };
    }
    if (method === 'GET' && path === '/v1/invoices') {
      return {
        status: 200,
        body: list('invoice', (o) => o.customer === request.query.customer, Number(request.query.limit ?? 10)),
      };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const body = request.body as { customer: string; return_url?: string; locale?: string };
      if (!objects.has(body.customer)) return invalid(`No such customer: '${body.customer}'`, 'customer');
      const id = newId('bps');
      return {
        status: 200,
        body: {
          id,
          object: 'billing_portal.session',
          customer: body.customer,
          return_url: body.return_url ?? null,
          locale: body.locale ?? null,
          url: `https://billing.stripe.test/p/session/${id}`,
          created: now(),
        },
      };
    }
    return invalid(`No route ${method} ${path} in the stand-in`);
  }

  // ------------------------------------------------------------------ what a test makes Stripe do

  /** The therapist pays on Checkout (or starts the trial): a subscription in `status` is made. */
  function completeCheckout(sessionId: string, status: 'active' | 'trialing' | 'incomplete' = 'active') {
    const session = get(sessionId) as StripeObject;
    const trial = Number(
      (session._private as { subscription_data?: { trial_period_days?: string } }).subscription_data
        ?.trial_period_days ?? 0,
    );
    const subStatus = status === 'active' && trial > 0 ? 'trialing' : status;
    setCheckout(sessionId, {
      status: 'complete',
      payment_status: subStatus === 'trialing' ? 'no_payment_required' : subStatus === 'active' ? 'paid' : 'unpaid',
      subscription_status: subStatus,
    });
    return get(get<{ subscription: string }>(sessionId)?.subscription as string) as Sub;
  }

  /** A renewal's card payment is declined: the invoice stays open and the subscription past due. */
  function failPayment(subscriptionId: string) {
    const sub = get(subscriptionId) as Sub;
    sub.status = 'past_due';
    return invoice(sub, item(sub).price.unit_amount as number, 'open', 'subscription_cycle');
  }

  /** The open invoice is paid after all (a new card, a retry): the subscription is active again. */
  function payInvoice(invoiceId: string) {
    const found = get<{ parent: { subscription_details: { subscription: string } } }>(invoiceId);
    if (!found) throw new Error(`No invoice ${invoiceId}`);
    Object.assign(found, { status: 'paid', amount_paid: found.amount_due, amount_remaining: 0 });
    const sub = get(found.parent.subscription_details.subscription) as Sub;
    sub.status = 'active';
  }

  /**
   * The period ends: a cancellation at period end ends the subscription; a schedule's next phase
   * takes over (and the schedule is released); otherwise a new period starts, paid.
   */
  function renew(subscriptionId: string) {
    const sub = get(subscriptionId) as Sub;
    const current = item(sub);
    if (sub.cancel_at_period_end) {
      Object.assign(sub, { status: 'canceled', ended_at: current.current_period_end, canceled_at: now() });
      return sub;
    }
    let priceId = current.price.id as string;
    if (sub.schedule) {
      const schedule = get<{ phases: { items: { price: string }[] }[] }>(sub.schedule);
      priceId = schedule?.phases[1]?.items[0]?.price ?? priceId;
      releaseSchedule(sub.schedule);
    }
    const next = subscriptionItem(priceId, now());
    next.id = current.id;
    sub.items.data = [next];
    sub.status = 'active';
    invoice(sub, next.price.unit_amount as number, 'paid', 'subscription_cycle');
    return sub;
  }

  /** Stripe ends the subscription now (from its dashboard, or after the last failed retry). */
  function end(subscriptionId: string) {
    const sub = get(subscriptionId) as Sub;
    Object.assign(sub, { status: 'canceled', ended_at: now(), canceled_at: now(), cancel_at_period_end: false });
    return sub;
  }

  /** A webhook delivery as Stripe would sign it: the body and its `Stripe-Signature` header. */
  function signedEvent(type: string, object: { id: string }, secret = webhookSecret) {
    const stored = objects.get(object.id);
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      type,
      api_version: '2026-10-28.endive',
      created: now(),
      data: { object: stored ? view(stored) : object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  // ------------------------------------------------------------------ the server

  /** Tells the app a checkout completed, when it was given the app's webhook address. */
  async function deliverCompleted(sessionId: string) {
    if (!options.webhookUrl) return;
    const { payload, signature } = signedEvent('checkout.session.completed', { id: sessionId });
    try {
      await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
    } catch {
      // The app is not listening (yet): the callback page reads the session from here anyway.
    }
  }

  /** The checkout page a person sees in the end-to-end tests: pay, start paying by bank, or go back. */
  function checkoutPage(id: string) {
    const session = get<{ status: string; success_url: string; cancel_url: string }>(id);
    if (!session) return '<!doctype html><title>Not found</title><p>No such checkout session.</p>';
    const back = (url: string) => url.replace('{CHECKOUT_SESSION_ID}', id);
    const button = (label: string, state: object, to: string) =>
      `<form method="post" action="/__test/checkout-sessions/${id}?redirect=${encodeURIComponent(to)}"><input type="hidden" name="state" value='${JSON.stringify(state)}'><button>${label}</button></form>`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe Checkout (test stand-in)</title></head><body><main><h1>Stripe Checkout (test stand-in)</h1><p>Session ${id}: ${session.status}</p>${button('Pay', { status: 'complete', payment_status: 'paid', subscription_status: 'active' }, back(session.success_url))}${button('Pay by bank debit (processing)', { status: 'complete', payment_status: 'unpaid', subscription_status: 'incomplete' }, back(session.success_url))}<p><a href="${back(session.cancel_url)}">Back</a></p></main></body></html>`;
  }

  const server = createServer(async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(incoming.url ?? '/', 'http://stripe.test');
    const json = (status: number, body: unknown) => {
      outgoing.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      outgoing.end(JSON.stringify(body));
    };

    const page = url.pathname.match(/^\/c\/pay\/(\w+)$/);
    if (incoming.method === 'GET' && page) {
      outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      outgoing.end(checkoutPage(page[1] as string));
      return;
    }
    if (incoming.method === 'GET' && url.pathname === '/__test/checkout-sessions/latest') {
      const latest = list('checkout.session', () => true, 1).data[0];
      json(latest ? 200 : 404, latest ?? { error: { message: 'No checkout session yet' } });
      return;
    }
    const testState = url.pathname.match(/^\/__test\/checkout-sessions\/(\w+)$/);
    if (incoming.method === 'POST' && testState) {
      const form = (incoming.headers['content-type'] ?? '').includes('json')
        ? (JSON.parse(raw || '{}') as object)
        : (JSON.parse(new URLSearchParams(raw).get('state') ?? '{}') as object);
      const session = setCheckout(testState[1] as string, form);
      if (session?.status === 'complete') await deliverCompleted(session.id);
      const redirect = url.searchParams.get('redirect');
      if (session && redirect) {
        outgoing.writeHead(303, { location: redirect });
        outgoing.end();
        return;
      }
      json(session ? 200 : 404, session ?? { error: { message: 'No such checkout session' } });
      return;
    }

    const header = (name: string) => {
      const value = incoming.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const recorded: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: parseForm(url.search.slice(1)),
      body: parseForm(raw),
      idempotencyKey: header('idempotency-key'),
    };
    requests.push(recorded);
    const replayKey = recorded.method === 'POST' ? recorded.idempotencyKey : undefined;
    const answer = (replayKey && idempotent.get(replayKey)) || route(recorded);
    if (replayKey && answer.status < 500) idempotent.set(replayKey, answer);
    json(answer.status, answer.body);
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://${options.host ?? '127.0.0.1'}:${port}`;

  return {
    url: origin,
    port,
    secretKey,
    webhookSecret,
    requests,
    get,
    setCheckout,
    completeCheckout,
    failPayment,
    payInvoice,
    renew,
    end,
    signedEvent,
    /** The settings that point the API at this stand-in. */
    settings(feePercent = 2) {
      return {
        secretKey,
        webhookSecret,
        billingWebhookSecret: webhookSecret,
        feePercent,
        api: { host: options.host ?? '127.0.0.1', port, protocol: 'http' as const },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type StripeBillingServer = Awaited<ReturnType<typeof createStripeBillingServer>>;
