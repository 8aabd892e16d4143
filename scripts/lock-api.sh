#!/usr/bin/env bash
# Regenerates the lockfile of each deployable workspace (default: api, robot, notifier) from its own package.json: the
# Functions app's deploy and the robot's and the notifier's container images install their production dependencies
# from it (npm workspaces keep only the root lockfile, which an assembled folder cannot use).
# Usage: scripts/lock-api.sh [workspace ...]
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
workspaces=("$@")
[ ${#workspaces[@]} -gt 0 ] || workspaces=(api robot notifier)
for name in "${workspaces[@]}"; do
  mkdir -p "$work/$name"
  cp "$name/package.json" "$work/$name/"
  (cd "$work/$name" && npm install --package-lock-only --no-audit --no-fund > /dev/null)
  cp "$work/$name/package-lock.json" "$name/package-lock.json"
  echo "$name/package-lock.json updated"
done
