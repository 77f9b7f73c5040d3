#!/usr/bin/env bash
# npm run test:quick: the checks that bear on what you changed, in a few minutes; `npm test`
# stays the whole answer. "What you changed" is every file that differs from main (committed on
# this branch or not) plus new files; QUICK_BASE=<rev> compares with another revision.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh --browser || exit 1
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"

base="${QUICK_BASE:-$(git merge-base HEAD main 2>/dev/null || echo HEAD)}"
mapfile -t changed < <({ git diff --name-only "$base"; git ls-files --others --exclude-standard; } | sort -u | while read -r f; do [ -f "$f" ] && echo "$f"; done)
if [ ${#changed[@]} -eq 0 ]; then echo "Nothing differs from $base: nothing to check."; exit 0; fi
echo "Changed since $(git rev-parse --short "$base"): ${#changed[@]} file(s)"
mapfile -t code < <(printf '%s\n' "${changed[@]}" | grep -E '\.(ts|tsx|js|mjs|cjs)$')

failed=()
check() { local name="$1"; shift; echo; echo "── $name"; "$@" || failed+=("$name"); }

check "typecheck" npx tsc --noEmit -p tsconfig.json
check "architecture fences" npx depcruise --config .dependency-cruiser.cjs contract src server
[ ${#code[@]} -gt 0 ] && check "lint (changed files)" npx eslint --max-warnings 0 --no-warn-ignored "${code[@]}"
# Every jest test that imports a changed file, however indirectly (and changed tests themselves).
[ ${#code[@]} -gt 0 ] && check "jest (related tests)" npx jest --ci --maxWorkers=2 --passWithNoTests --findRelatedTests "${code[@]}"

# Journeys: the changed specs, and those named after an area that changed (src/features/pay →
# money-pay, pay-forms; server/settings → settings-*), one sandbox. A change to e2e/support or
# to the app's shell is not mapped: run `npm run test:e2e` for those.
areas=$(printf '%s\n' "${changed[@]}" | sed -nE 's#^(src/features|server|contract)/([a-z-]+)/.*#\2#p' | sort -u)
specs=$(
  printf '%s\n' "${changed[@]}" | grep -E '^e2e/[^/]+\.spec\.ts$'
  for area in $areas; do ls e2e/*.spec.ts | grep -E "(^|[/-])${area}([.-]|s[.-])" ; done
)
specs=$(printf '%s\n' "$specs" | grep -v -- '-screenshots\.spec\.ts$' | sort -u | grep . || true)
if [ -n "$specs" ]; then
  # shellcheck disable=SC2086
  check "journeys ($(echo $specs | wc -w))" env E2E_WORKERS=1 npx playwright test --trace off $specs
else
  echo; echo "── journeys: none named after what changed"
fi

echo
if [ ${#failed[@]} -eq 0 ]; then echo "test:quick: all passed"; else echo "test:quick failed: ${failed[*]}"; exit 1; fi
