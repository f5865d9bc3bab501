#!/bin/sh
# Runs at container start (nginx's /docker-entrypoint.d), after remotes.json is written from the same MF_*_URL:
# the security headers every answer of the shell carries, included by each location of shell.nginx.conf.
# The nginx image has no node, so this repeats by hand what contentSecurityPolicy() and SECURITY_HEADERS build
# (libs/stack/src/serve/security-headers.ts, the source of truth); change them together.
# HSTS=on only in production: sent only on answers that came over HTTPS ($icast_hsts, shell.nginx.conf), and to
# the subdomains too only with HSTS_INCLUDE_SUBDOMAINS=true (every subdomain must serve HTTPS first).
set -eu
target="${NGINX_CONF_DIR:-/etc/nginx/conf.d}/security-headers.inc"
policy_target="${NGINX_CONF_DIR:-/etc/nginx/conf.d}/security-policy.conf"
origin() { echo "$1" | sed -E 's#^([A-Za-z][A-Za-z0-9+.-]*://[^/]+).*$#\1#'; }
code="'self' $(origin "${MF_PUBLIC_URL:-http://localhost:3001}") $(origin "${MF_ADMISSIONS_URL:-http://localhost:3002}") $(origin "${MF_DASHBOARD_URL:-http://localhost:3003}")"
# The one inline script of a page the server drew (it wakes the app) is allowed by its hash: WAKE_SCRIPT_SOURCE,
# written by the build beside the shell's files (one CSP source a line).
inline_file="${INLINE_SCRIPT_SOURCES_FILE:-/usr/share/nginx/html/inline-script-sources.txt}"
scripts="$code"
if [ -f "$inline_file" ]; then scripts="$code $(tr '\n' ' ' < "$inline_file" | sed -E 's/ +$//')"; fi
policy="default-src 'self'; script-src $scripts; style-src $code; img-src $code data: blob:; font-src $code; connect-src $code; frame-src https://www.youtube-nocookie.com; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
# One policy per answer: the upstream's own where it sent one (a page the document server drew names the hash of its
# inline critical CSS in style-src, which differs per page; a second, static policy would refuse that style), this
# static one everywhere else. A map lives at http level, beside shell.nginx.conf in conf.d.
{
  echo '# Written by write-security-headers.sh at container start.'
  echo 'map $upstream_http_content_security_policy $icast_content_security_policy {'
  echo "  \"\" \"$policy\";"
  echo '  default "";'
  echo '}'
} > "$policy_target.tmp"
mv "$policy_target.tmp" "$policy_target"
{
  echo 'add_header Content-Security-Policy $icast_content_security_policy always;'
  echo 'add_header X-Content-Type-Options "nosniff" always;'
  echo 'add_header Referrer-Policy "strict-origin-when-cross-origin" always;'
  echo 'add_header Permissions-Policy "camera=(), microphone=(), geolocation=()" always;'
  if [ "${HSTS:-off}" = "on" ]; then
    if [ "${HSTS_INCLUDE_SUBDOMAINS:-false}" = "true" ]; then hsts='$icast_hsts_with_subdomains'; else hsts='$icast_hsts'; fi
    echo "add_header Strict-Transport-Security $hsts always;"
  fi
} > "$target.tmp"
mv "$target.tmp" "$target"
echo "security headers written for $code"
