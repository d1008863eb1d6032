// The end of `npm test`'s output, where CI's log is read first: each failed test (file, name and
// the first line of its message), then the closing line "tests: N passed, N failed".
const results = require(require('node:path').resolve(process.argv[2]));
for (const file of results.testResults) {
  const name = require('node:path').relative(process.cwd(), file.name);
  if (file.status === 'failed' && file.assertionResults.every((a) => a.status !== 'failed')) {
    console.log(`FAILED ${name}: ${(file.message || '').split('\n')[0]}`);
  }
  for (const test of file.assertionResults) {
    if (test.status === 'failed')
      console.log(`FAILED ${name} > ${test.fullName}: ${(test.failureMessages[0] || '').split('\n')[0].slice(0, 300)}`);
  }
}
console.log(`tests: ${results.numPassedTests} passed, ${results.numFailedTests} failed`);
