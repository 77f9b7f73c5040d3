#!/usr/bin/env bash
# npm test: every check, in order of speed, then one summary line "N passed, N failed".
# A failing step does not stop the others, so one run shows everything that is wrong.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser || exit 1

results=.tmp/results
rm -rf "$results" && mkdir -p "$results"
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"

# Each step's wall time is printed after it and again in a table at the end (docs/benchmarks.md).
run_start=$SECONDS
step() {
  local name="$1"; shift
  local start=$SECONDS outcome=pass
  echo; echo "── $name"
  "$@" || outcome=fail
  echo "$outcome $name" >> "$results/steps"
  printf '%5ds  %s %s\n' "$((SECONDS - start))" "$outcome" "$name" | tee -a "$results/times"
}

step "typecheck" npx tsc --noEmit -p tsconfig.json
step "lint" npx eslint --max-warnings 0 contract src test server e2e scripts
step "architecture fences (no wrong import, no cycle)" npx depcruise --config .dependency-cruiser.cjs contract src server
step "jest (client and server)" npx jest --ci --json --outputFile="$results/jest.json"
step "production build" npx tsx scripts/build.ts
step "bundle size budget" npx tsx scripts/size.ts
step "no server code or secret in the bundle" npx tsx scripts/check-bundle.ts
step "playwright journeys" npx playwright test

echo; echo "── time per step"
cat "$results/times"
printf '%5ds  total\n' "$((SECONDS - run_start))"
npx tsx scripts/summarise-tests.ts "$results"
