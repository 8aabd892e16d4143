#!/usr/bin/env bash
# Puts staticwebapp.config.json next to the built client with the Kinde provider pointed at KINDE_DOMAIN (the
# repository's file names agulhadas.kinde.com), and refuses to publish source maps. Run by azd before it packages the
# web service (azure.yaml); the built client must be in dist/.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -f dist/index.html ] || { echo "dist/index.html is missing: run npm run build first" >&2; exit 1; }
domain=${KINDE_DOMAIN:-agulhadas.kinde.com}
sed "s#agulhadas.kinde.com#${domain}#" staticwebapp.config.json > dist/staticwebapp.config.json
if find dist -name '*.map' | grep -q .; then
  echo "source maps found in dist/: they are never published" >&2
  exit 1
fi
