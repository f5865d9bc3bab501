#!/usr/bin/env bash
# Installs what `npm test` needs beyond npm packages: Debian's chromium for the browser suite and,
# when no MongoDB is reachable, the FerretDB binary the tests start as their database.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing chromium from Debian's packages"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
fi
echo "setup: $(/usr/bin/chromium --version 2>/dev/null)"

if [ -z "${MONGODB_URI:-}" ] && ! command -v mongod >/dev/null 2>&1; then
  npx tsx --conditions=icast-source scripts/install-db-tool.ts
fi
