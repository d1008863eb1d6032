#!/usr/bin/env bash
# Every test of the store, in one command (`npm test`): type check, unit and model-based machine
# tests, API tests on PGlite and on a real PostgreSQL, then browser tests on the production build.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tests/ensure-system-deps.sh
echo "== Type check"
npx tsc --noEmit -p tsconfig.json
echo "== Tests (the e2e project builds the app and starts the real shop first)"
npx vitest run
