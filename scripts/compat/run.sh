#!/usr/bin/env bash
# npm run test:compat -- <git dir of the reference repository | prebuilt build folder>
# Builds (once) the reference product's web client and drives every route of its menu against a Balcão
# started for the run (playwright.compat.config.ts). It cannot run in CI: the reference repository is not
# reachable there. See docs/decisions/whaticket-compatibility.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
build="$(bash scripts/compat/prepare-reference.sh "${1:?usage: npm run test:compat -- <reference git dir | prebuilt build folder>}")"
COMPAT_REFERENCE_BUILD="$build" exec npx playwright test -c playwright.compat.config.ts "${@:2}"
