#!/usr/bin/env bash
# npm start: install what is missing, build the SPA, then migrate, seed and serve on $PORT (8080).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
npx tsx scripts/build.ts >/dev/null
# The sandbox's development endpoints (one-time codes, operator commands) are on for a local start.
SANDBOX_DEV=true exec npx tsx server/main.ts
