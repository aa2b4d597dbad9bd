#!/usr/bin/env bash
# A runnable copy of another commit for `npm run bench:imports -- --baseline DIR`: its files from git,
# this checkout's installed packages (except the workspace's own, which point into the copy).
#   bash bench/imports/checkout-at.sh <commit> /tmp/tazama-old
set -euo pipefail
commit="$1"
dir="$2"
here="$(cd "$(dirname "$0")/../.." && pwd)"
rm -rf "$dir"
mkdir -p "$dir/node_modules/@tazama"
git -C "$here" archive "$commit" | tar -x -C "$dir"
for entry in "$here"/node_modules/* "$here"/node_modules/.bin; do
  name="$(basename "$entry")"
  [ "$name" = "@tazama" ] || ln -s "$entry" "$dir/node_modules/$name"
done
for entry in "$here"/node_modules/@tazama/*; do
  cp -P "$entry" "$dir/node_modules/@tazama/" # relative links: into the copy
done
# Workspaces' own node_modules (packages installed for one workspace only).
while IFS= read -r nested; do
  rel="${nested#"$here"/}"
  [ -e "$dir/$rel" ] || ln -s "$nested" "$dir/$rel"
done < <(find "$here/apps" "$here/packages" "$here/bench" "$here/scripts" "$here/e2e" -maxdepth 3 -name node_modules -type d -not -path "*/node_modules/*")
echo "$dir: $(git -C "$here" rev-parse --short "$commit")"
