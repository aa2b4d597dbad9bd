#!/usr/bin/env bash
# Renders deploy/nginx/tazama.conf.template to stdout, filling in only the ${TAZAMA_*} variables
# (nginx's own $variables are left alone). Every variable has a production default.
#   TAZAMA_MEDIA_ROOT=/srv/tazama/data/media deploy/render-nginx.sh > /etc/nginx/nginx.conf
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

export TAZAMA_LISTEN="${TAZAMA_LISTEN:-80}"
export TAZAMA_UPSTREAM="${TAZAMA_UPSTREAM:-127.0.0.1:3000}"
export TAZAMA_MEDIA_ROOT="${TAZAMA_MEDIA_ROOT:-/srv/tazama/data/media}"
export TAZAMA_NJS_DIR="${TAZAMA_NJS_DIR:-$here/nginx}"
export TAZAMA_STATE_DIR="${TAZAMA_STATE_DIR:-/var/lib/nginx}"
export TAZAMA_ERROR_LOG="${TAZAMA_ERROR_LOG:-/var/log/nginx/error.log}"
export TAZAMA_ACCESS_LOG="${TAZAMA_ACCESS_LOG:-/var/log/nginx/access.log}"
export TAZAMA_NGINX_USER="${TAZAMA_NGINX_USER:-www-data}"
export TAZAMA_WORKERS="${TAZAMA_WORKERS:-auto}"

# "127.0.0.1:3001,127.0.0.1:3002" → one `server` line each in the upstream block.
servers=""
IFS=',' read -ra upstreams <<< "$TAZAMA_UPSTREAM"
for address in "${upstreams[@]}"; do
  case "$address" in
    *[!A-Za-z0-9.:_\[\]-]* | "") echo "render-nginx: bad upstream address '$address'" >&2; exit 2 ;;
  esac
  servers="${servers}server ${address} max_fails=1 fail_timeout=5s; "
done
export TAZAMA_UPSTREAM_SERVERS="$servers"

for name in TAZAMA_MEDIA_ROOT TAZAMA_NJS_DIR TAZAMA_STATE_DIR; do
  case "${!name}" in
    /*) ;;
    *) echo "render-nginx: $name must be an absolute path (got '${!name}')" >&2; exit 2 ;;
  esac
done

vars='${TAZAMA_LISTEN} ${TAZAMA_UPSTREAM_SERVERS} ${TAZAMA_MEDIA_ROOT} ${TAZAMA_NJS_DIR} ${TAZAMA_STATE_DIR} ${TAZAMA_ERROR_LOG} ${TAZAMA_ACCESS_LOG} ${TAZAMA_NGINX_USER} ${TAZAMA_WORKERS}'
envsubst "$vars" < "$here/nginx/tazama.conf.template"
