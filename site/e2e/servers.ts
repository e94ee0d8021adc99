// Where the servers the suite starts (playwright.config.ts) listen, beyond the first instance of
// the app: kept apart from the tests' browser helpers so the config can read them.

/**
 * The first instance's embedded PostgreSQL, on the data directory it starts afresh: the second
 * instance shares it, and the suite makes its administrators in it with `npm run admin:create`
 * (admin.ts), as an operator would beside a running installation.
 */
export const DATABASE = { port: 54339, url: 'postgres://postgres:calma-embedded@127.0.0.1:54339/calma' };

/** A real coturn relay for video calls (decision 019), started with scripts/coturn.ts's arguments. */
export const RELAY = {
  // Below the range the system hands out to outgoing connections (32768–60999 on Linux), so no
  // browser's or server's socket holds it by chance.
  port: 3110,
  // Known only to the relay and the second instance, which signs each participant's credentials with it.
  secret: 'calma-e2e-turn-secret-not-for-production',
  relayPorts: { min: 31000, max: 31099 },
};

/** A second instance of the app on the first one's database, with the relay configured. */
export const SECOND_INSTANCE = { port: 3111, url: 'http://localhost:3111' };

/**
 * A local stand-in for Stripe's API on the platform's account (scripts/stripe-stand-in.ts), which
 * the second instance talks to: checkout for subscriptions, and a way for a test to put a
 * checkout session into any state. Its signed webhooks go to the second instance.
 */
export const STRIPE_STAND_IN = {
  port: 3112,
  url: 'http://127.0.0.1:3112',
  // Known only to the stand-in and the second instance, which checks the events' signatures with it.
  webhookSecret: 'whsec_calma_e2e_not_for_production',
};
