import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: '.reports/vitest.json' }]],
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'api/src/**/*.test.ts',
            'site/src/**/*.test.ts',
            'search-indexer/src/**/*.test.ts',
            'lint/**/*.test.ts',
          ],
          setupFiles: ['api/test/helpers/fail-on-console-error.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: ['api/test/**/*.test.ts'],
          globalSetup: ['api/test/helpers/global-setup.ts'],
          setupFiles: ['api/test/helpers/fail-on-console-error.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
