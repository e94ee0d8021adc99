import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './scripts/chromium.ts';

const PORT = 3107;
const BASE_URL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: 'site/e2e',
  fullyParallel: true,
  workers: 2,
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
  // The real server: embedded PostgreSQL with its own data directory, demo data, built site.
  webServer: {
    command: 'node scripts/e2e-server.ts',
    url: `${BASE_URL}/api/ready`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      PUBLIC_URL: BASE_URL,
      DATA_DIR: '.data/e2e',
      EMBEDDED_PG_PORT: '54339',
      LOG_LEVEL: 'warn',
      // Every simulated person in the suite comes from 127.0.0.1: the per-address limits (the global
      // one and the routes' own: sign-in, registration, bookings) are raised; api/test covers them.
      RATE_LIMIT_SCALE: '50',
      RATE_LIMIT_PER_MINUTE: '100000',
      // Sign-in with a provider: site/e2e/oidc.spec.ts starts a real one (oidc-provider) on this port.
      OIDC_ISSUER: 'http://127.0.0.1:3109',
      OIDC_CLIENT_ID: 'calma-test',
      OIDC_CLIENT_SECRET: 'calma-test-secret',
      OIDC_NAME: 'Calma Test ID',
    },
  },
});
