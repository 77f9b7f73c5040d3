#!/usr/bin/env bash
# The sandbox for Playwright: the production bundle and a fresh database in a temp folder.
set -euo pipefail
cd "$(dirname "$0")/.."
data="$(mktemp -d -t kowhai-e2e-XXXXXX)"
trap 'rm -rf "$data"' EXIT
[ -f dist/index.html ] || npx tsx scripts/build.ts
# Every journey logs in from 127.0.0.1: the per-address failed-login limit is raised for them.
DATA_DIR="$data" HOST=127.0.0.1 SANDBOX_DEV=true FAILED_LOGINS_PER_ADDRESS=1000 npx tsx server/main.ts
