#!/bin/sh
# Runs at container start (nginx's /docker-entrypoint.d): remote addresses come from the environment,
# so a team redeploys or moves its remote without rebuilding the shell image.
# The nginx image has no node, so this repeats by hand what remotesConfigFromBaseUrls() builds: REMOTE_NAMES,
# REMOTE_URL_ENV and DEFAULT_PORTS in libs/contracts/src/remotes.ts are the source of truth; change them together.
set -eu
cat > "${REMOTES_JSON_FILE:-/usr/share/nginx/html/remotes.json}" <<JSON
{
  "remotes": [
    { "name": "mf_public", "entry": "${MF_PUBLIC_URL:-http://localhost:3001}/mf-manifest.json" },
    { "name": "mf_admissions", "entry": "${MF_ADMISSIONS_URL:-http://localhost:3002}/mf-manifest.json" },
    { "name": "mf_dashboard", "entry": "${MF_DASHBOARD_URL:-http://localhost:3003}/mf-manifest.json" }
  ]
}
JSON
echo "remotes.json written for ${MF_PUBLIC_URL:-default} ${MF_ADMISSIONS_URL:-default} ${MF_DASHBOARD_URL:-default}"
