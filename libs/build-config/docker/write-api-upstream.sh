#!/bin/sh
# Runs at container start (nginx's /docker-entrypoint.d): the API instances the shell proxies /api to come from
# API_SERVERS (comma-separated host:port), so adding an instance is a change of environment, not of image.
# nginx resolves each name once, at start; compose gives the API containers fixed addresses, so a recreated
# container keeps its address. An instance that refuses connections is left out for 3 s (passive health check:
# open-source nginx has no active one) and its request goes to the next instance.
set -eu
servers="${API_SERVERS:-api:4000}"
target="${NGINX_CONF_DIR:-/etc/nginx/conf.d}/api-upstream.conf"
list=$(echo "$servers" | tr ',' ' ')
for server in $list; do
  case "$server" in
    *[!A-Za-z0-9.:_-]*) echo "API_SERVERS: \"$server\" is not host:port" >&2; exit 1 ;;
  esac
done
# Each instance twice: once to share the load (left out for 3 s after it refuses a connection), once as a backup
# that is never left out. Without the backups, an instance marked down just before the other one fails would leave
# nginx with "no live upstreams" (502) for up to 3 s although it is already back; the drill showed exactly that.
{
  echo "upstream icast_api {"
  for server in $list; do echo "  server $server max_fails=1 fail_timeout=3s;"; done
  for server in $list; do echo "  server $server backup max_fails=0;"; done
  echo "}"
} > "$target.tmp"
mv "$target.tmp" "$target"
echo "api upstream written for $servers"
