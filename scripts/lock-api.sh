#!/usr/bin/env bash
# Regenerates api/package-lock.json, the lockfile the deploy job installs the Functions app's production
# dependencies from (npm workspaces keep only the root lockfile, which the deployed folder cannot use).
set -euo pipefail
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp api/package.json "$work/"
(cd "$work" && npm install --package-lock-only --no-audit --no-fund > /dev/null)
cp "$work/package-lock.json" api/package-lock.json
echo "api/package-lock.json updated"
