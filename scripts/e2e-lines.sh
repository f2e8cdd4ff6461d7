#!/usr/bin/env bash
# Runs the end-to-end tests as two Playwright runs side by side ("lines", playwright.config.ts), each
# with its own server, embedded PostgreSQL and seeded admin on its own ports: the specs that share the
# seeded admin run one at a time within a line, two at a time across the lines. Each line's output is
# printed as it comes, prefixed by its name; exits non-zero when either line failed, after both ended.
set -uo pipefail
cd "$(dirname "$0")/.."
first_port="${E2E_PORT:-8765}"
# Line 2's server and stand-ins take the ports from E2E_PORT + 20 (each line uses E2E_PORT to E2E_PORT + 8).
second_port=$((first_port + 20))

E2E_LINE=1 E2E_PORT="$first_port" npx playwright test "$@" 2>&1 | sed -u 's/^/[line 1] /' &
first=$!
E2E_LINE=2 E2E_PORT="$second_port" npx playwright test "$@" 2>&1 | sed -u 's/^/[line 2] /' &
second=$!
wait "$first"
first_status=$?
wait "$second"
second_status=$?
echo "end-to-end lines: line 1 $([ "$first_status" -eq 0 ] && echo passed || echo "FAILED ($first_status)"), line 2 $([ "$second_status" -eq 0 ] && echo passed || echo "FAILED ($second_status)")"
[ "$first_status" -eq 0 ] && [ "$second_status" -eq 0 ]
