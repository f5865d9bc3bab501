#!/bin/sh
# Runs at container start (nginx's /docker-entrypoint.d): the API instances the shell proxies /api to come from
# API_SERVERS (comma-separated host:port), so adding an instance is a change of environment, not of image; the
# document servers that write every page's HTML (status, head, remotes.json inlined) from DOCUMENT_SERVERS.
# nginx resolves each name once, at start; compose gives the API containers fixed addresses, so a recreated
# container keeps its address. An instance that refuses connections is left out for 3 s (passive health check:
# open-source nginx has no active one) and its request goes to the next instance.
set -eu
servers="${API_SERVERS:-api:4000}"
documents="${DOCUMENT_SERVERS:-documents:8090}"
conf_dir="${NGINX_CONF_DIR:-/etc/nginx/conf.d}"
target="$conf_dir/api-upstream.conf"
list=$(echo "$servers" | tr ',' ' ')
document_list=$(echo "$documents" | tr ',' ' ')
for server in $list $document_list; do
  case "$server" in
    *[!A-Za-z0-9.:_-]*) echo "API_SERVERS/DOCUMENT_SERVERS: \"$server\" is not host:port" >&2; exit 1 ;;
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
# Pages: a document server that is down is skipped for 3 s; with none answering, nginx serves the static
# index.html (the app still works, with the generic head).
{
  echo "upstream icast_documents {"
  for server in $document_list; do echo "  server $server max_fails=1 fail_timeout=3s;"; done
  echo "}"
} > "$conf_dir/documents-upstream.conf.tmp"
mv "$conf_dir/documents-upstream.conf.tmp" "$conf_dir/documents-upstream.conf"
echo "documents upstream written for $documents"
