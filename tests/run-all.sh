#!/usr/bin/env bash
# Every test of the store, in one command (`npm test`): type check, lint, unit and model-based machine
# tests, API tests on PGlite and on a real PostgreSQL, then browser tests on the production build,
# then mutation testing of the machine files the change touches.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tests/ensure-system-deps.sh
echo "== Type check"
npx tsc --noEmit -p tsconfig.json
echo "== Lint and format (Biome: recommended rules, React hooks, accessibility, promises; biome.json)"
npx biome check --error-on-warnings .
echo "== Tests (the e2e project builds the app and starts the real shop first)"
status=0
# The browser tests' shop is built and started at low priority while the other projects' tests run.
E2E_BACKGROUND_START=1 npx vitest run --reporter=default --reporter=json --outputFile.json=.test-results.json || status=$?
# A full mutation run takes longer than CI's 30 minutes on 2 cores; only the machine and contract
# files changed since origin/main (or, on main, since the last full run) are mutated
# (machines/README.md, "Mutation testing").
echo "== Mutation testing of the machines and contract files this change touches"
mutation=0
npx tsx tests/mutation/run.ts --changed --concurrency 2 || mutation=$?
[ $mutation -eq 0 ] || { echo "Mutation testing failed (exit $mutation): a folder's score fell below its floor in tests/mutation/floors.json."; status=1; }
# The names of the tests that failed, then one plain closing line for CI, last: "tests: N passed, N failed".
node tests/support/print-results.cjs .test-results.json || true
exit $status
