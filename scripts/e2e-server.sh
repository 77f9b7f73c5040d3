#!/usr/bin/env bash
# The sandbox for Playwright: the production bundle and a fresh database in a temp folder.
set -euo pipefail
cd "$(dirname "$0")/.."
# One folder per port, emptied at start: Playwright stops this server with a signal the shell
# cannot always trap, so a folder per run (mktemp) was left behind each time (300 MB each).
data="${TMPDIR:-/tmp}/kowhai-e2e-${PORT:-8181}"
rm -rf "$data" && mkdir -p "$data"
trap 'rm -rf "$data"' EXIT
# Both journeys' sandboxes start at once: the first builds the bundle, the other waits for it.
mkdir -p .tmp
( flock 9; [ -f dist/index.html ] || npx tsx scripts/build.ts ) 9> .tmp/e2e-build.lock
# The seeded data folder, made once (scripts/e2e-data.sh) and copied for each sandbox.
cp -a "$(bash scripts/e2e-data.sh)/." "$data/"
# Every journey logs in from 127.0.0.1: the per-address limits (failed logins, token requests,
# codes) and the per-customer code limits are raised for them (journeys share demo customers).
# Every journey's browser is a new device: its first-login notice would fill the inboxes the
# message journeys count (server tests prove the notice); the security log still records it.
DATA_DIR="$data" HOST=127.0.0.1 SANDBOX_DEV=true FAILED_LOGINS_PER_ADDRESS=1000 NEW_DEVICE_NOTICES=false \
  TOKEN_REQUESTS_PER_ADDRESS=100000 CODE_REQUESTS_PER_ADDRESS=100000 CODE_SENDS_PER_CUSTOMER=1000 CODE_CHECKS_PER_CUSTOMER=1000 \
  npx tsx server/main.ts
