#!/usr/bin/env bash
# npm test: every check, in order of speed, then one summary line "N passed, N failed".
# A failing step does not stop the others, so one run shows everything that is wrong.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser || exit 1

results=.tmp/results
rm -rf "$results" && mkdir -p "$results"
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"

step() {
  local name="$1"; shift
  echo; echo "── $name"
  if "$@"; then echo "pass $name" >> "$results/steps"; else echo "fail $name" >> "$results/steps"; fi
}

step "typecheck" npx tsc --noEmit -p tsconfig.json
step "lint" npx eslint --max-warnings 0 contract src test server e2e scripts
step "architecture fences (no wrong import, no cycle)" npx depcruise --config .dependency-cruiser.cjs contract src server
step "jest (client and server)" npx jest --ci --json --outputFile="$results/jest.json"
step "production build" npx tsx scripts/build.ts
step "bundle size budget" npx tsx scripts/size.ts
step "no server code or secret in the bundle" npx tsx scripts/check-bundle.ts
step "playwright journeys" npx playwright test

npx tsx scripts/summarise-tests.ts "$results"
