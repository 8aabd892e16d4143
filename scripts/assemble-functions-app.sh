#!/usr/bin/env bash
# Assembles the Functions app as Azure receives it: the bundle (api/dist, from `npm run build`), host.json, and only
# the production dependencies, installed by `npm ci --omit=dev` from api/package-lock.json. The CI's assembly job
# runs it and loads the result, so a bundle that needs something the deploy does not install fails before main.
# Usage: scripts/assemble-functions-app.sh [output folder, default .deploy/api]
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.deploy/api}
[ -f api/dist/index.js ] || { echo "api/dist/index.js is missing: run npm run build --workspace api first" >&2; exit 1; }
rm -rf "$out"
mkdir -p "$out"
cp -r api/package.json api/package-lock.json api/host.json api/dist "$out/"
(cd "$out" && npm ci --omit=dev --no-audit --no-fund)
