import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll } from 'vitest';

/**
 * A small stand-in for Stripe's API, for the calls the billing code makes: accounts, account links,
 * checkout sessions, payment intents, charges, refunds, payouts and balance transactions. Objects
 * live in memory; each belongs to a connected account and is found only with its `Stripe-Account`
 * header, as on Stripe. Requests are recorded so tests can check headers and idempotency keys, and
 * a repeated idempotency key answers the first response. Tests move money with `pay`, `refund` and
 * `payout`, then sign the webhook event Stripe would send with `signedEvent`.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  body: Record<string, unknown>;
  account: string | undefined;
  idempotencyKey: string | undefined;
}

type StripeObject = { id: string; object: string; [key: string]: unknown };

const WEBHOOK_SECRET = `whsec_${randomBytes(16).toString('hex')}`;
const SECRET_KEY = `sk_test_${randomBytes(12).toString('hex')}`;
const signer = new Stripe(SECRET_KEY);

const newId = (prefix: string) => `${prefix}_test_${randomBytes(10).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`a[b][0][c]=d`) back into nested objects and arrays. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      container[segment] ??= /^\d+$/.test(path[index + 1] as string) ? [] : {};
      node = container[segment] as Record<string, unknown>;
    });
  }
  return root;
}

export async function startStripeServer() {
  const objects = new Map<string, StripeObject & { account?: string }>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: RecordedRequest[] = [];

  const put = <T extends StripeObject>(object: T, account?: string) => {
    objects.set(object.id, { ...object, account });
    return object;
  };
  const stored = (id: string, account: string | undefined) => {
    const object = objects.get(id);
    return object && object.account === account ? object : undefined;
  };
  const publicView = (object: StripeObject & { account?: string }) => {
    const { account: _account, ...rest } = object;
    return structuredClone(rest);
  };
  /** Replaces ids by their objects along each dotted path, as Stripe's `expand[]` does. */
  const expand = (object: Record<string, unknown>, paths: string[], account: string | undefined) => {
    for (const path of paths) {
      let nodes: Record<string, unknown>[] = [object];
      for (const field of path.split('.')) {
        const next: Record<string, unknown>[] = [];
        for (const node of nodes) {
          const value = node[field];
          if (typeof value === 'string') {
            const found = stored(value, account);
            if (found) node[field] = publicView(found);
          }
          if (node[field] && typeof node[field] === 'object') next.push(node[field] as Record<string, unknown>);
        }
        nodes = next;
      }
    }
    return object;
  };
  const list = (data: StripeObject[], url: string) => ({ object: 'list', data, has_more: false, url });
  const ofType = (type: string, account: string | undefined, match: (o: StripeObject) => boolean) =>
    [...objects.values()]
      .filter((o) => o.object === type && o.account === account && match(o))
      .map(publicView)
      .sort((a, b) => Number(b.created ?? 0) - Number(a.created ?? 0));

  function route(request: RecordedRequest): { status: number; body: unknown } {
    const { method, path, account } = request;
    const params = method === 'GET' ? request.query : request.body;
    const expandPaths = Array.isArray(params.expand) ? (params.expand as string[]) : [];
    const one = (id: string) => {
      const found = stored(id, account);
      if (!found) return notFound(id);
      return { status: 200, body: expand(publicView(found), expandPaths, account) };
    };
    const accountPath = path.match(/^\/v1\/accounts\/([\w-]+)$/);
    const expirePath = path.match(/^\/v1\/checkout\/sessions\/(\w+)\/expire$/);
    const objectPath = path.match(/^\/v1\/(?:checkout\/sessions|payment_intents|charges|refunds|payouts)\/(\w+)$/);

    if (method === 'POST' && path === '/v1/accounts') {
      const body = request.body as { country?: string; email?: string; type?: string; metadata?: object };
      const accountObject = put({
        id: newId('acct'),
        object: 'account',
        type: body.type,
        country: body.country,
        email: body.email,
        metadata: body.metadata ?? {},
        charges_enabled: false,
        details_submitted: false,
        payouts_enabled: false,
        capabilities: {},
      });
      return { status: 200, body: accountObject };
    }
    if (method === 'GET' && accountPath) {
      const found = objects.get(accountPath[1] as string);
      return found ? { status: 200, body: publicView(found) } : notFound(accountPath[1] as string);
    }
    if (method === 'POST' && path === '/v1/account_links') {
      const body = request.body as { account: string };
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/${body.account}/${randomBytes(6).toString('hex')}`,
          created: now(),
          expires_at: now() + 300,
        },
      };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const body = request.body as {
        line_items: { quantity: string; price_data: { currency: string; unit_amount: string } }[];
        metadata?: Record<string, string>;
        payment_intent_data?: { metadata?: Record<string, string>; application_fee_amount?: string };
        success_url: string;
        cancel_url: string;
      };
      const amount = body.line_items.reduce(
        (sum, line) => sum + Number(line.quantity) * Number(line.price_data.unit_amount),
        0,
      );
      const id = newId('cs');
      const session = put(
        {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount,
          currency: body.line_items[0]?.price_data.currency,
          metadata: body.metadata ?? {},
          payment_intent: null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          success_url: body.success_url,
          cancel_url: body.cancel_url,
          payment_intent_data: body.payment_intent_data ?? {},
          created: now(),
        },
        account,
      );
      return { status: 200, body: session };
    }
    if (method === 'POST' && expirePath) {
      const found = stored(expirePath[1] as string, account);
      if (!found) return notFound(expirePath[1] as string);
      Object.assign(found, { status: 'expired', url: null });
      return { status: 200, body: publicView(found) };
    }
    if (method === 'GET' && objectPath) {
      return one(objectPath[1] as string);
    }
    if (method === 'GET' && path === '/v1/refunds') {
      return {
        status: 200,
        body: list(
          ofType('refund', account, (o) => o.charge === params.charge),
          path,
        ),
      };
    }
    if (method === 'GET' && path === '/v1/balance_transactions') {
      return {
        status: 200,
        body: list(
          ofType('balance_transaction', account, (o) => params.payout === undefined || o.payout === params.payout),
          path,
        ),
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `No route ${method} ${path}` } } };
  }

  const notFound = (id: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'` } },
  });

  const server = createServer(async (incoming: IncomingMessage, outgoing: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const url = new URL(incoming.url ?? '/', 'http://stripe.test');
    const header = (name: string) => {
      const value = incoming.headers[name];
      return typeof value === 'string' ? value : undefined;
    };
    const recorded: RecordedRequest = {
      method: incoming.method ?? 'GET',
      path: url.pathname,
      query: parseForm(url.search.slice(1)),
      body: parseForm(Buffer.concat(chunks).toString('utf8')),
      account: header('stripe-account'),
      idempotencyKey: header('idempotency-key'),
    };
    requests.push(recorded);
    const replayKey =
      recorded.method === 'POST' && recorded.idempotencyKey
        ? `${recorded.account ?? ''} ${recorded.idempotencyKey}`
        : undefined;
    const answer = (replayKey && idempotent.get(replayKey)) || route(recorded);
    if (replayKey && answer.status < 500) idempotent.set(replayKey, answer);
    outgoing.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': newId('req') });
    outgoing.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = <T = StripeObject>(id: string) => objects.get(id) as T & StripeObject;

  /** A balance transaction on the account: what a charge added or a refund took away. */
  const balanceTransaction = (account: string, amount: number, source: string, type: string) =>
    put(
      { id: newId('txn'), object: 'balance_transaction', amount, type, source, payout: null, created: now() },
      account,
    );

  return {
    url: `http://127.0.0.1:${port}`,
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    requests,
    get,
    /** Onboarding done (or not): what Stripe reports for the account from now on. */
    setAccount(accountId: string, state: { charges_enabled: boolean; details_submitted: boolean }) {
      Object.assign(objects.get(accountId) as StripeObject, state, {
        capabilities: { card_payments: state.charges_enabled ? 'active' : 'inactive' },
      });
    },
    /** The client pays the checkout: a payment intent, its charge and the balance transaction. */
    pay(sessionId: string) {
      const session = get<{ account: string; amount_total: number; currency: string; metadata: object }>(sessionId);
      const account = session.account;
      const intentId = newId('pi');
      const charge = put(
        {
          id: newId('ch'),
          object: 'charge',
          amount: session.amount_total,
          amount_captured: session.amount_total,
          amount_refunded: 0,
          currency: session.currency,
          created: now(),
          paid: true,
          refunded: false,
          payment_intent: intentId,
          balance_transaction: null as string | null,
        },
        account,
      );
      charge.balance_transaction = balanceTransaction(account, session.amount_total, charge.id, 'charge').id;
      put(charge, account);
      const piData = (session as unknown as { payment_intent_data: { metadata?: object } }).payment_intent_data;
      put(
        {
          id: intentId,
          object: 'payment_intent',
          amount: session.amount_total,
          currency: session.currency,
          status: 'succeeded',
          latest_charge: charge.id,
          metadata: piData.metadata ?? {},
        },
        account,
      );
      Object.assign(objects.get(sessionId) as StripeObject, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: intentId,
        url: null,
      });
      return { intentId, chargeId: charge.id, balanceTransactionId: charge.balance_transaction };
    },
    /** The therapist refunds part or all of a charge in their dashboard. */
    refund(chargeId: string, amount: number) {
      const charge = get<{ account: string; amount_refunded: number; amount: number }>(chargeId);
      const account = charge.account;
      const refund = put(
        {
          id: newId('re'),
          object: 'refund',
          amount,
          charge: chargeId,
          status: 'succeeded',
          created: now(),
          balance_transaction: null as string | null,
        },
        account,
      );
      refund.balance_transaction = balanceTransaction(account, -amount, refund.id, 'refund').id;
      put(refund, account);
      Object.assign(objects.get(chargeId) as StripeObject, {
        amount_refunded: charge.amount_refunded + amount,
        refunded: charge.amount_refunded + amount >= charge.amount,
      });
      return refund;
    },
    /** Stripe pays the given balance transactions out to the practice's bank. */
    payout(account: string, transactionIds: string[], status: string, currency = 'eur') {
      const id = newId('po');
      const amount = transactionIds.reduce((sum, txn) => sum + Number(get<{ amount: number }>(txn).amount), 0);
      for (const txn of transactionIds) Object.assign(objects.get(txn) as StripeObject, { payout: id });
      return put(
        { id, object: 'payout', amount, currency, status, arrival_date: Date.UTC(2026, 11, 3) / 1000, created: now() },
        account,
      );
    },
    setPayoutStatus(payoutId: string, status: string) {
      Object.assign(objects.get(payoutId) as StripeObject, { status });
    },
    /** A webhook delivery as Stripe would sign it: the body and its `Stripe-Signature` header. */
    signedEvent(
      type: string,
      object: { id: string; [field: string]: unknown },
      account: string | undefined,
      secret = WEBHOOK_SECRET,
    ) {
      const payload = JSON.stringify({
        id: newId('evt'),
        object: 'event',
        type,
        account,
        api_version: '2026-10-28.endive',
        created: now(),
        data: { object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
    },
  };
}

export type StripeServer = Awaited<ReturnType<typeof startStripeServer>>;
