import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs for every mutant (`npm run test:mutation`): only the machine tests,
// unit and model-based, so each mutant's run stays small (STACK.md, mutation testing).
export default defineConfig({
  test: {
    include: ['machines/**/*.test.ts'],
    environment: 'node',
  },
});
