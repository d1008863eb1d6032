// Standalone config for the browser suite until the lead adds a vitest project `e2e`:
//   npx vitest run --config tests/e2e/vitest.e2e.config.mts
// E2E_BASE_URL=http://localhost:3000 tests a running server; E2E_DATA_DIR reuses a seeded data folder.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    root: new URL('../..', import.meta.url).pathname,
    include: ['tests/e2e/*.e2e.test.ts', 'tests/e2e/bundle-budget.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
