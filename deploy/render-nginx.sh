#!/usr/bin/env bash
# Renders deploy/nginx/tazama.conf.template to stdout, filling in only the ${TAZAMA_*} variables
# (nginx's own $variables are left alone). Every variable has a production default.
#   TAZAMA_MEDIA_ROOT=/srv/tazama/data/media deploy/render-nginx.sh > /etc/nginx/nginx.conf
# With TAZAMA_MEDIA_STORE=s3://bucket/prefix (the servers' MEDIA_STORE) media comes from the
# bucket instead, through a disk cache (ADR 0051): TAZAMA_S3_ENDPOINT (default AWS in
# TAZAMA_S3_REGION), TAZAMA_MEDIA_CACHE_SIZE (default 10g). nginx reads the key pair from its
# environment (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), never from this file.
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

export TAZAMA_MEDIA_STORE="${TAZAMA_MEDIA_STORE:-}"
export TAZAMA_STORE_REGION="${TAZAMA_S3_REGION:-us-east-1}"
export TAZAMA_MEDIA_CACHE_SIZE="${TAZAMA_MEDIA_CACHE_SIZE:-10g}"

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

case "$TAZAMA_MEDIA_CACHE_SIZE" in
  [0-9]*[kmgKMG] | [0-9]*) ;;
  *) echo "render-nginx: TAZAMA_MEDIA_CACHE_SIZE must be a size like 10g (got '$TAZAMA_MEDIA_CACHE_SIZE')" >&2; exit 2 ;;
esac

# s3://bucket/prefix and the endpoint → the upstream, the Host header and the object path.
if [ -n "$TAZAMA_MEDIA_STORE" ]; then
  store="${TAZAMA_MEDIA_STORE#s3://}"
  bucket="${store%%/*}"
  prefix=""
  [ "$store" != "$bucket" ] && prefix="${store#*/}"
  prefix="${prefix%/}"
  case "$bucket/$prefix" in
    s3://* | /* | *[!A-Za-z0-9._/-]*) echo "render-nginx: TAZAMA_MEDIA_STORE must be s3://bucket[/prefix] (got '$TAZAMA_MEDIA_STORE')" >&2; exit 2 ;;
  esac
  [ "${TAZAMA_MEDIA_STORE#s3://}" = "$TAZAMA_MEDIA_STORE" ] && { echo "render-nginx: TAZAMA_MEDIA_STORE must start with s3:// (got '$TAZAMA_MEDIA_STORE')" >&2; exit 2; }
  endpoint="${TAZAMA_S3_ENDPOINT:-https://s3.$TAZAMA_STORE_REGION.amazonaws.com}"
  export TAZAMA_STORE_SCHEME="${endpoint%%://*}"
  authority="${endpoint#*://}"
  authority="${authority%%/*}"
  case "$TAZAMA_STORE_SCHEME" in
    http) port=80 ;;
    https) port=443 ;;
    *) echo "render-nginx: TAZAMA_S3_ENDPOINT must be http(s)://host[:port] (got '$endpoint')" >&2; exit 2 ;;
  esac
  case "$authority" in
    "" | *[!A-Za-z0-9.:_-]*) echo "render-nginx: bad TAZAMA_S3_ENDPOINT '$endpoint'" >&2; exit 2 ;;
  esac
  export TAZAMA_STORE_HOST="$authority"
  export TAZAMA_STORE_NAME="${authority%%:*}"
  case "$authority" in
    *:*) export TAZAMA_STORE_SERVER="$authority" ;;
    *) export TAZAMA_STORE_SERVER="$authority:$port" ;;
  esac
  export TAZAMA_STORE_PATH="/$bucket/${prefix:+$prefix/}"
  store_vars='${TAZAMA_STATE_DIR} ${TAZAMA_MEDIA_CACHE_SIZE} ${TAZAMA_STORE_HOST} ${TAZAMA_STORE_NAME} ${TAZAMA_STORE_PATH} ${TAZAMA_STORE_REGION} ${TAZAMA_STORE_SERVER} ${TAZAMA_STORE_SCHEME} ${TAZAMA_NJS_DIR}'
  TAZAMA_MEDIA_HTTP="$(envsubst "$store_vars" < "$here/nginx/media-store.http.conf.template")"
  TAZAMA_MEDIA_SERVER="$(envsubst "$store_vars" < "$here/nginx/media-store.server.conf.template")"
else
  TAZAMA_MEDIA_HTTP="# Media from the folder below (no TAZAMA_MEDIA_STORE)."
  TAZAMA_MEDIA_SERVER="$(envsubst '${TAZAMA_MEDIA_ROOT}' < "$here/nginx/media-local.server.conf.template")"
fi
export TAZAMA_MEDIA_HTTP TAZAMA_MEDIA_SERVER

vars='${TAZAMA_LISTEN} ${TAZAMA_UPSTREAM_SERVERS} ${TAZAMA_MEDIA_HTTP} ${TAZAMA_MEDIA_SERVER} ${TAZAMA_NJS_DIR} ${TAZAMA_STATE_DIR} ${TAZAMA_ERROR_LOG} ${TAZAMA_ACCESS_LOG} ${TAZAMA_NGINX_USER} ${TAZAMA_WORKERS}'
envsubst "$vars" < "$here/nginx/tazama.conf.template"
