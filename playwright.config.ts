import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';
import { TURNSERVER_PATH, turnServerArgs } from './scripts/coturn.ts';
import { DATABASE, RELAY, SECOND_INSTANCE, STRIPE_STAND_IN } from './site/e2e/servers.ts';

const PORT = 3107;
const BASE_URL = `http://localhost:${PORT}`;
/**
 * Journeys through the demo therapist's online room: they open and close it and expect to know who
 * waits in it, so they run one at a time, beside the rest of the suite.
 */
const ROOM_SPECS = ['online-session.spec.ts', 'waiting-room.spec.ts'];

/** What every instance of the app under test shares. */
const appEnv = {
  PUBLIC_URL: BASE_URL,
  DATA_DIR: '.data/e2e',
  LOG_LEVEL: 'warn',
  // Every simulated person in the suite comes from 127.0.0.1: the per-address limits (the global
  // one and the routes' own: sign-in, registration, bookings) are raised; api/test covers them.
  RATE_LIMIT_SCALE: '50',
  RATE_LIMIT_PER_MINUTE: '100000',
};

export default defineConfig({
  testDir: 'site/e2e',
  fullyParallel: true,
  workers: 2,
  // A journey runs axe after each step, 2–5 s apiece on this two-core machine while the other worker
  // and the server share it: five checks and a sign-in overran 30 s in CI (favourites), not a fault.
  timeout: 60_000,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.reports/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'site', testIgnore: ROOM_SPECS },
    { name: 'online room', testMatch: ROOM_SPECS, workers: 1 },
  ],
  // Started one after the other, each once the one before answers.
  webServer: [
    // The real server: embedded PostgreSQL with its own data directory, demo data, built site.
    {
      command: 'node scripts/e2e-server.ts',
      url: `${BASE_URL}/api/ready`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...appEnv,
        PORT: String(PORT),
        EMBEDDED_PG_PORT: String(DATABASE.port),
        // Sign-in with a provider: site/e2e/oidc.spec.ts starts a real one (oidc-provider) on this port.
        OIDC_ISSUER: 'http://127.0.0.1:3109',
        OIDC_CLIENT_ID: 'calma-test',
        OIDC_CLIENT_SECRET: 'calma-test-secret',
        OIDC_NAME: 'Calma Test ID',
      },
    },
    // A real TURN relay for video calls (site/e2e/online-session.spec.ts).
    {
      command: [
        TURNSERVER_PATH,
        ...turnServerArgs({
          port: RELAY.port,
          secret: RELAY.secret,
          pidFile: path.join(tmpdir(), `calma-e2e-turnserver-${RELAY.port}.pid`),
          relayPorts: RELAY.relayPorts,
        }),
      ].join(' '),
      port: RELAY.port,
      timeout: 10_000,
      reuseExistingServer: false,
    },
    // Stripe's API for the second instance (site/e2e/subscription.spec.ts): started before it, as
    // the instance asks it for nothing until a test does, but its webhooks need somewhere to go.
    {
      command: [
        'node scripts/stripe-stand-in.ts',
        `--port ${STRIPE_STAND_IN.port}`,
        `--webhook-secret ${STRIPE_STAND_IN.webhookSecret}`,
        `--webhook-url ${SECOND_INSTANCE.url}/api/v1/subscription/webhooks/stripe`,
      ].join(' '),
      // A checkout page for a session that does not exist: 200 once the stand-in listens.
      url: `${STRIPE_STAND_IN.url}/c/pay/none`,
      timeout: 30_000,
      reuseExistingServer: false,
    },
    // A second instance of the app on the first one's database, as behind a load balancer (one
    // public URL), with the relay configured: calls and conversations between people on different
    // instances. It serves the site the first one built (scripts/e2e-instance.ts says why). Unlike
    // the first, it has Stripe (the stand-in): subscriptions bought through Checkout.
    {
      command: 'node scripts/e2e-instance.ts',
      url: `${SECOND_INSTANCE.url}/api/ready`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        ...appEnv,
        PORT: String(SECOND_INSTANCE.port),
        DATABASE_URL: DATABASE.url,
        // The first instance keeps the search index up to date.
        SEARCH_INDEXER: 'external',
        TURN_URLS: `turn:127.0.0.1:${RELAY.port}?transport=udp`,
        TURN_SECRET: RELAY.secret,
        STRIPE_SECRET_KEY: 'sk_test_calma_e2e',
        STRIPE_WEBHOOK_SECRET: STRIPE_STAND_IN.webhookSecret,
        STRIPE_BILLING_WEBHOOK_SECRET: STRIPE_STAND_IN.webhookSecret,
        STRIPE_API_URL: STRIPE_STAND_IN.url,
      },
    },
  ],
});
