import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * The unit, model and dom tests' time limit. Under `npm test` they run at a lower priority beside
 * the browser tests on 2 cores, where a property test of 300 runs took 5.1 s (0.6 s alone) and
 * failed at vitest's default of 5 s.
 */
const SHARED_CORES_TIMEOUT_MS = 30_000;

// One vitest, several projects: each can be run alone (npm run test:unit, test:model, test:api).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'machines/**/*.test.ts',
            'contract/**/*.test.ts',
            'copy/**/*.test.ts',
            'server/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          exclude: ['**/*.paths.test.ts'],
          environment: 'node',
          testTimeout: SHARED_CORES_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'model',
          include: ['machines/**/*.paths.test.ts'],
          environment: 'node',
          testTimeout: SHARED_CORES_TIMEOUT_MS,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // The browser tests run beside these under `npm test`, sharing the 2 cores.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One worker runs every API file in turn, its imports kept (the server, PGlite): on 2 cores
          // this halved the project's time. Each file still makes its own app and database.
          isolate: false,
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // A page on a busy 2-core machine can take a few seconds to show what a poll waits for.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
          // Each file first waits for the shop the setup may still be starting in the background.
          setupFiles: ['tests/e2e/wait-for-shop.ts'],
        },
      },
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          testTimeout: SHARED_CORES_TIMEOUT_MS,
        },
      },
    ],
  },
});
