// @ts-check
/**
 * Mutation testing of the statechart core (`npm run test:mutation`; machines/README.md, "Proof").
 * StrykerJS 9.6.1: version 10 needs Node 22 (STACK.md).
 * - `mutate`: every machine file, the cart pricing rule and the zod rules in contract/.
 *   `npm run test:mutation -- machines/cart` measures one machine (tests/mutation/run.ts).
 * - `ignoreStatic`: module-level constants (texts, schemas built once) are 44% of the mutants
 *   and 78% of the time; a mutant there is only killed by reloading the module per test.
 * - `tsconfigFile` names a file that does not exist: Stryker's TypeScript preprocessor calls
 *   TypeScript's JavaScript API, which TypeScript 7 does not have; vitest does not need it.
 * - `thresholds.break`: the score reached; a change that lowers it fails.
 */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'machines/**/*.ts',
    '!machines/**/*.test.ts',
    '!machines/**/fixtures.ts',
    '!machines/testing/**',
    'contract/**/*.ts',
    '!contract/**/*.test.ts',
    // Not zod rules: the URL builders and each page's head, which the API and browser tests cover.
    '!contract/page-head.ts',
    '!contract/product-urls.ts',
  ],
  ignoreStatic: true,
  coverageAnalysis: 'perTest',
  concurrency: 2,
  tsconfigFile: 'stryker-has-no-tsconfig.json',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportMutants: true, reportScoreTable: true },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
  // break: the lowest per-folder floor of tests/mutation/floors.json (a run may hold one folder).
  thresholds: { high: 90, low: 80, break: 95 },
};
