#!/bin/sh
# Runs at container start (nginx's /docker-entrypoint.d): the API instances the shell proxies /api to come from
# API_SERVERS (comma-separated host:port), so adding an instance is a change of environment, not of image.
# nginx resolves each name once, at start; compose gives the API containers fixed addresses, so a recreated
# container keeps its address. An instance that refuses connections is left out for 3 s (passive health check:
# open-source nginx has no active one) and its request goes to the next instance.
set -eu
servers="${API_SERVERS:-api:4000}"
target="${NGINX_CONF_DIR:-/etc/nginx/conf.d}/api-upstream.conf"
{
  echo "upstream icast_api {"
  for server in $(echo "$servers" | tr ',' ' '); do
    case "$server" in
      *[!A-Za-z0-9.:_-]*) echo "API_SERVERS: \"$server\" is not host:port" >&2; exit 1 ;;
    esac
    echo "  server $server max_fails=1 fail_timeout=3s;"
  done
  echo "}"
} > "$target.tmp"
mv "$target.tmp" "$target"
echo "api upstream written for $servers"
