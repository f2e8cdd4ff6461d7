#!/usr/bin/env bash
# Installs what Balcão needs (Node 24, dependencies), builds the web app (only when its sources
# changed since the last build: desktop/scripts/build-web.mjs) and starts the server with an
# embedded PostgreSQL in ./data (or DATABASE_URL). Prints the URL and, on first start, the
# generated super admin password.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/node24.sh
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci
fi
exec npm start
