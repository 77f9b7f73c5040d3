#!/usr/bin/env bash
# The sandbox for Playwright: the production bundle and a fresh database in a temp folder.
set -euo pipefail
cd "$(dirname "$0")/.."
data="$(mktemp -d -t kowhai-e2e-XXXXXX)"
trap 'rm -rf "$data"' EXIT
[ -f dist/index.html ] || npx tsx scripts/build.ts
DATA_DIR="$data" HOST=127.0.0.1 SANDBOX_DEV=true npx tsx server/main.ts
