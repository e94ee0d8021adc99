// A local stand-in for Stripe's API on the platform's account, for end-to-end tests of subscriptions
// (the same server the API tests use: api/test/helpers/stripe-billing-server.ts).
//
//   node scripts/stripe-stand-in.ts [--port 12111] [--webhook-secret whsec_standin] [--webhook-url URL]
//
// Point the app at it (the stand-in checks no key; the webhook secret must match when
// --webhook-url is given):
//
//   STRIPE_API_URL=http://127.0.0.1:12111
//   STRIPE_SECRET_KEY=sk_test_standin
//   STRIPE_WEBHOOK_SECRET=whsec_standin
//   STRIPE_BILLING_WEBHOOK_SECRET=whsec_standin
//
// With --webhook-url http://localhost:3107/api/v1/subscription/webhooks/stripe a signed
// `checkout.session.completed` reaches the app whenever a session is completed as below.
//
// Checkout URLs point here: GET /c/pay/{session id} is a page a person can use ("Pay", "Pay by bank
// debit (processing)", "Back"), which returns to the session's success or cancel URL as Stripe does.
//
// A test can put a checkout session into any state without the page:
//
//   POST /__test/checkout-sessions/{id}
//     { "status": "open" | "complete" | "expired",
//       "payment_status": "paid" | "unpaid" | "no_payment_required",
//       "subscription_status": "active" | "trialing" | "incomplete" | "past_due" | ... }
//   → 200 with the session; a subscription in that status is made (or changed) for it.
//
//   GET /__test/checkout-sessions/latest   → the session made last (to learn its id).
//
// Answers of the callback page for each state: complete + active/trialing → success;
// complete + incomplete (or unpaid) → processing; open or expired → failed.
import { parseArgs } from 'node:util';
import { createStripeBillingServer } from '../api/test/helpers/stripe-billing-server.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '12111' },
    'webhook-secret': { type: 'string', default: 'whsec_standin' },
    'webhook-url': { type: 'string' },
  },
});
const port = Number(values.port);
if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`stripe-stand-in: --port ${values.port} is not a port`);
  process.exit(1);
}
const server = await createStripeBillingServer({
  port,
  host: '127.0.0.1',
  webhookSecret: values['webhook-secret'],
  webhookUrl: values['webhook-url'],
});
console.log(`Stripe stand-in listening on ${server.url} (webhook secret ${server.webhookSecret})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await server.close();
    process.exit(0);
  });
}
