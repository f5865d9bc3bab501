#!/usr/bin/env bash
# Installs what `npm test` needs beyond npm packages: Debian's chromium for the browser suite, Debian's nginx and,
# when no MongoDB is reachable, the FerretDB binary the tests start as their database.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian's nginx runs the containers' own nginx configuration in the tests (nginx -t, and the browser suite
# through it); it is only started by the tests, in the foreground, never as a service.
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]} from Debian's packages"
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi
echo "setup: $(/usr/bin/chromium --version 2>/dev/null), $(/usr/sbin/nginx -v 2>&1)"

if [ -z "${MONGODB_URI:-}" ] && ! command -v mongod >/dev/null 2>&1; then
  npx tsx --conditions=icast-source scripts/install-db-tool.ts
fi
