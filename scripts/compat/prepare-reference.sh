#!/usr/bin/env bash
# Builds the reference product's web client (Atendechat / Whaticket SaaS v6.0.0, `frontend/` of the public
# repository diegonasciment07/meu_atendechat at the pinned commit) for the compatibility test, and prints
# the folder of the build. Nothing of it enters this repository: the source and the build live in a cache
# folder outside it (COMPAT_CACHE, default $TMPDIR/balcao-compat-reference-<commit>), built once.
#
#   prepare-reference.sh <git dir of a clone or mirror of that repository | a prebuilt build folder>
#
# The build's backend URL is a placeholder (REFERENCE_BACKEND_PLACEHOLDER below) that the test's static
# server replaces with the Balcão under test, so one build serves any port. A prebuilt folder must have
# been built the same way (REACT_APP_BACKEND_URL set to the placeholder).
set -euo pipefail

REFERENCE_COMMIT=2bd70200
REFERENCE_BACKEND_PLACEHOLDER=http://balcao-backend.invalid

source="${1:?usage: prepare-reference.sh <reference git dir | prebuilt build folder>}"
if [ -f "$source/index.html" ]; then
  echo "$source"
  exit 0
fi
cache="${COMPAT_CACHE:-${TMPDIR:-/tmp}/balcao-compat-reference-$REFERENCE_COMMIT}"
if [ -f "$cache/build/index.html" ]; then
  echo "$cache/build"
  exit 0
fi
git -C "$source" rev-parse --verify --quiet "$REFERENCE_COMMIT^{commit}" >/dev/null || {
  echo "$source holds no commit $REFERENCE_COMMIT of the reference repository" >&2
  exit 2
}
rm -rf "$cache" && mkdir -p "$cache"
git -C "$source" archive "$REFERENCE_COMMIT" frontend | tar -x -C "$cache" --strip-components=1
cd "$cache"
{
  # Its lockfile's peers conflict (React 17 beside packages that ask for 18): installed as its authors did,
  # then the one peer the build needs and the lockfile pins (@mui/material's @emotion/react).
  npm ci --no-audit --no-fund --legacy-peer-deps --ignore-scripts
  npm install --no-save --no-audit --no-fund --legacy-peer-deps --ignore-scripts @emotion/react@11.11.4
  # react-scripts 3 (webpack 4) hashes with MD4, which OpenSSL 3 keeps in its legacy provider.
  REACT_APP_BACKEND_URL="$REFERENCE_BACKEND_PLACEHOLDER" NODE_OPTIONS=--openssl-legacy-provider GENERATE_SOURCEMAP=false CI=false \
    npx react-scripts build
} >&2
echo "$cache/build"
