// The end of `npm test`'s output, where CI's log is read first: each failed test (file, name and
// the first line of its message), then the closing line "tests: N passed, N failed", summed over
// the JSON reports named on the command line (one per vitest run).
const { relative, resolve } = require('node:path');
const { existsSync } = require('node:fs');
let passed = 0;
let failed = 0;
for (const report of process.argv.slice(2)) {
  if (!existsSync(report)) {
    console.log(`FAILED ${report}: no report (that vitest run did not finish)`);
    failed += 1;
    continue;
  }
  const results = require(resolve(report));
  passed += results.numPassedTests;
  failed += results.numFailedTests;
  for (const file of results.testResults) {
    const name = relative(process.cwd(), file.name);
    if (file.status === 'failed' && file.assertionResults.every((a) => a.status !== 'failed')) {
      // A file that failed outside its tests (an import, a hook) counts as one failure.
      console.log(`FAILED ${name}: ${(file.message || '').split('\n')[0]}`);
      failed += 1;
    }
    for (const test of file.assertionResults) {
      if (test.status === 'failed')
        console.log(
          `FAILED ${name} > ${test.fullName}: ${(test.failureMessages[0] || '').split('\n')[0].slice(0, 300)}`,
        );
    }
  }
}
console.log(`tests: ${passed} passed, ${failed} failed`);
