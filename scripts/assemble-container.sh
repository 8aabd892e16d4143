#!/usr/bin/env bash
# Assembles what the robot's or the notifier's container image runs, exactly the files its Dockerfile copies into the
# final stage: the esbuild bundle (dist/main.js, @agulhadas/domain and @agulhadas/delivery inside), package.json (ESM),
# and only the production dependencies the bundle leaves external, installed by `npm ci --omit=dev` from the
# workspace's own lockfile. The Dockerfiles run this script in their build stage, and tests/robot/container-image.test.ts
# runs it here and starts the result, so the image and the test cannot drift apart.
# Usage: scripts/assemble-container.sh <robot|notifier> <output folder>
set -euo pipefail
cd "$(dirname "$0")/.."
workspace=${1:-}
out=${2:-}
case "$workspace" in robot | notifier) ;; *) echo "usage: $0 <robot|notifier> <output folder>" >&2; exit 2 ;; esac
[ -n "$out" ] || { echo "usage: $0 <robot|notifier> <output folder>" >&2; exit 2; }
rm -rf "$out"
mkdir -p "$out"
out=$(cd "$out" && pwd)
npx tsx scripts/bundle.ts "$workspace" src/main.ts "$out/dist/main.js"
cp "$workspace/package.json" "$workspace/package-lock.json" "$out/"
(cd "$out" && npm ci --omit=dev --no-audit --no-fund --loglevel=error)
