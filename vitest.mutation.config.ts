import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs for every mutant (`npm run test:mutation`): only the machine tests,
// unit and model-based, and the contract's own rule tests, so each mutant's run stays small
// (STACK.md, mutation testing).
export default defineConfig({
  test: {
    include: ['machines/**/*.test.ts', 'contract/**/*.test.ts'],
    environment: 'node',
    // A busy shared machine must not fail a test by its clock: only a wrong answer kills a mutant
    // (StrykerJS has its own time limit for mutants that loop).
    testTimeout: 120_000,
  },
});
