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

# Steps side by side, each printing its output when it ends: tsc, eslint, dependency-cruiser
# and webpack are each one thread, so two lanes keep both cores busy (CI has 2).
lane() {
  local log="$results/lane-$1.log"; shift
  while [ $# -gt 0 ]; do
    local name="$1" cmd="$2"; shift 2
    step "$name" bash -c "$cmd"
  done > "$log" 2>&1
}
lane a "typecheck" "npx tsc --noEmit -p tsconfig.json" \
  "architecture fences (no wrong import, no cycle)" "npx depcruise --config .dependency-cruiser.cjs contract src server" \
  "seeded data folder for the journeys' sandboxes" "bash scripts/e2e-data.sh" &
lane b "lint" "npx eslint --max-warnings 0 contract src test server e2e scripts" \
  "production build" "npx tsx scripts/build.ts" &
wait
cat "$results"/lane-*.log
# The size budget loads pages in chromium: it runs alone, so the load does not move its figures.
step "bundle size budget" npx tsx scripts/size.ts
step "no server code or secret in the bundle" npx tsx scripts/check-bundle.ts
# Jest would use one worker on 2 cores (cores - 1), and then runs every file in this process,
# one after another: the sandbox tests wait on PGlite, one thread each, so two workers.
step "jest (client and server)" npx jest --ci --maxWorkers=2 --json --outputFile="$results/jest.json"
# No trace is recorded for a journey that passes (a trace costs ~30% of the run's CPU); to see a
# failing journey's trace, run that spec alone (`npx playwright test e2e/<file>.spec.ts`).
step "playwright journeys" npx playwright test --trace off

echo; echo "── time per step"
cat "$results/times"
printf '%5ds  total\n' "$((SECONDS - run_start))"
npx tsx scripts/summarise-tests.ts "$results"
