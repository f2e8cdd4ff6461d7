#!/usr/bin/env bash
# Runs every test: type-check and lint, unit and integration tests (vitest, real PostgreSQL:
# DATABASE_URL when set, an embedded one otherwise), then end-to-end tests (Playwright in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
[ -d node_modules ] || npm ci
if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; then
  echo "Chromium is missing: install it with 'apt-get install -y chromium' (or set CHROMIUM_PATH)." >&2
  exit 1
fi
# The checks and the builds the browser tests need are mostly single-threaded: run them side by side.
bash scripts/run-parallel.sh typecheck:desktop lint:eslint typecheck:server build:web lint:format typecheck:rest \
  check:cycles build:electron
npx vitest run
npx playwright test
