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
    },
  },
});
