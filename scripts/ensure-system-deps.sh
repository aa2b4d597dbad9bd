#!/usr/bin/env bash
# Makes sure the Debian packages the project needs are installed.
#   scripts/ensure-system-deps.sh [ffmpeg] [chromium] [wrk] [nginx] [prometheus]
#   (default: ffmpeg chromium)
# As root with apt-get it installs what is missing; otherwise it prints the exact command and
# exits 1. It never downloads anything but Debian packages.
set -euo pipefail

wanted=("$@")
[ ${#wanted[@]} -eq 0 ] && wanted=(ffmpeg chromium)

missing=()
for dep in "${wanted[@]}"; do
  case "$dep" in
    ffmpeg) command -v ffmpeg >/dev/null && command -v ffprobe >/dev/null || missing+=(ffmpeg) ;;
    chromium) [ -x /usr/bin/chromium ] || missing+=(chromium fonts-liberation fonts-noto-color-emoji) ;;
    wrk) command -v wrk >/dev/null || missing+=(wrk) ;;
    # The edge (deploy/nginx) needs njs for the media token check.
    nginx)
      command -v nginx >/dev/null || missing+=(nginx-light)
      [ -f /usr/lib/nginx/modules/ngx_http_js_module.so ] || missing+=(libnginx-mod-http-js)
      ;;
    # deploy/test/prometheus-scrape.api.test.ts: a real Prometheus scrapes the app.
    prometheus) command -v prometheus >/dev/null || missing+=(prometheus) ;;
    *) echo "ensure-system-deps: unknown dependency '$dep'" >&2; exit 2 ;;
  esac
done

[ ${#missing[@]} -eq 0 ] && exit 0

cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null; then
  echo "ensure-system-deps: installing ${missing[*]} (Debian packages)" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  exit 0
fi
echo "ensure-system-deps: missing ${missing[*]}. Install them with:" >&2
echo "  sudo sh -c '$cmd'" >&2
exit 1
