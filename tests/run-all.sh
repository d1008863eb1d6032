#!/usr/bin/env bash
# Every test of the store, in one command (`npm test`): type check, lint, unit and model-based machine
# tests, API tests on PGlite and on a real PostgreSQL, browser tests on the production build, then
# mutation testing of the machine and contract files the change touches.
set -euo pipefail
cd "$(dirname "$0")/.."

# The browser tests' shop needs its demo photos drawn, minutes of work that used to keep the browser
# tests waiting; it is done now, beside the installs, type check, lint and build, which leave a core free.
e2e_data=$(mktemp -d "${TMPDIR:-/tmp}/outlet-e2e-XXXXXX")
nice -n 5 npx tsx tests/e2e/prepare-shop.ts "$e2e_data" >.e2e-prepare.log 2>&1 &
prepare=$!
e2e_data_late=$(mktemp -d "${TMPDIR:-/tmp}/outlet-e2e-late-XXXXXX")
trap 'kill "$prepare" 2>/dev/null || true; rm -rf "$e2e_data" "$e2e_data_late"' EXIT

bash tests/ensure-system-deps.sh
echo "== Type check"
npx tsc --noEmit -p tsconfig.json
echo "== Lint and format (Biome: recommended rules, React hooks, accessibility, promises; biome.json)"
npx biome check --error-on-warnings .
echo "== Build (the API tests draw pages with it; the browser tests' shop serves it)"
NODE_ENV=production npx vite build --logLevel warn
rm -f .test-results*.json .e2e-late-copied
status=0

# The browser tests wait on pages and the network far more than they use the processor (about 40% of
# 2 cores), so they run in a vitest of their own beside the unit, model, dom and API tests, once
# their shop is prepared (had the preparing failed, the shop would draw what it lacks itself, at
# low priority, before the first test); their output follows the others'.
# They outlast the unit, model, dom and API tests by minutes, so a second lane takes the files named
# in tests/e2e/late-lane.txt once those finish, on a shop of its own (a copy of the prepared one,
# taken before the first lane's tests change it): the two lanes then share the 2 cores.
late_files=$(grep -v '^#' tests/e2e/late-lane.txt | xargs)
late_excludes=()
for file in $late_files; do late_excludes+=(--exclude "$file"); done
echo "== Browser tests (e2e project: running in the background once their shop is prepared, output below once they finish)"
(
  while kill -0 "$prepare" 2>/dev/null; do sleep 1; done
  cat .e2e-prepare.log
  cp -a "$e2e_data/." "$e2e_data_late/"
  touch .e2e-late-copied
  E2E_DATA_DIR="$e2e_data" E2E_BUILT=1 E2E_BACKGROUND_START=1 npx vitest run --project e2e "${late_excludes[@]}" \
    --reporter=default --reporter=json --outputFile.json=.test-results-e2e.json
) >.e2e-run.log 2>&1 &
e2e=$!

echo "== Unit, model, dom and API tests"
# At a lower priority than the browser tests, whose pages and waits are what timing touches.
# process.test.ts runs `npm start`, which builds the app again into dist/: it waits for the browser
# tests, whose shop serves dist/.
nice -n 5 npx vitest run --project unit --project model --project dom --project api --exclude tests/api/process.test.ts \
  --reporter=default --reporter=json --outputFile.json=.test-results.json || status=$?

echo "== Browser tests, second lane: $late_files"
while [ ! -e .e2e-late-copied ] && kill -0 "$e2e" 2>/dev/null; do sleep 1; done
E2E_DATA_DIR="$e2e_data_late" E2E_BUILT=1 E2E_BACKGROUND_START=1 npx vitest run --project e2e $late_files \
  --reporter=default --reporter=json --outputFile.json=.test-results-e2e-late.json || status=$?

wait $e2e || status=1
echo "== Browser tests: their output"
cat .e2e-run.log

echo "== The store as a process (npm start, signals, data folders)"
npx vitest run --project api tests/api/process.test.ts \
  --reporter=default --reporter=json --outputFile.json=.test-results-process.json || status=$?

# A full mutation run takes longer than CI's 30 minutes on 2 cores; only the machine and contract
# files changed since origin/main (or, on main, since the last full run) are mutated
# (machines/README.md, "Mutation testing").
echo "== Mutation testing of the machines and contract files this change touches"
mutation=0
npx tsx tests/mutation/run.ts --changed --concurrency 2 || mutation=$?
[ $mutation -eq 0 ] || { echo "Mutation testing failed (exit $mutation): a folder's score fell below its floor in tests/mutation/floors.json."; status=1; }
# The names of the tests that failed, then one plain closing line for CI, last: "tests: N passed, N failed".
node tests/support/print-results.cjs .test-results.json .test-results-e2e.json .test-results-e2e-late.json .test-results-process.json || true
exit $status
