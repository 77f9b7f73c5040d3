#!/usr/bin/env bash
# npm run test:calendar: the calendar sweep. Runs the server tests and the money,
# statements and scheduling journeys on each of the awkward dates below, and prints a table of
# counts (docs/reliability.md, "Calendar sweep").
#
#   npm run test:calendar                        # every date, the sandbox's own clock (SANDBOX_CLOCK_AT)
#   npm run test:calendar -- --faketime          # every date, Debian's faketime around the whole process
#   npm run test:calendar -- --server 2027-04-04T02:30      # one date, server tests only
#   npm run test:calendar -- --e2e --faketime 2028-02-29T09:00
#   npm run test:calendar -- --server 2027-04-04T02:30 test/server/pay test/server/statements   # some test files only
#
# Dates are Auckland wall-clock times (YYYY-MM-DDTHH:MM). In clock mode SANDBOX_CLOCK_AT sets the
# sandbox's clock (server/platform/clock/clockStart.ts): the test templates and the journeys'
# server are seeded on that day, while the machine keeps its own time, so any code reading the
# machine's time instead of the clock disagrees with the sandbox and fails. In faketime mode the
# machine's time itself (every process: jest, the sandbox, Playwright, chromium) starts at that
# instant and runs on (FAKETIME '@…'); monotonic clocks are left alone so timers still work.
#
# The whole sweep takes a long time (server tests and 7 journeys, 6 dates): run it on a machine
# that is otherwise idle. It never stops at a failure; the table says what failed where.
set -uo pipefail
cd "$(dirname "$0")/.."

DEFAULT_DATES=(
  2027-02-28T23:30  # the last half hour of an Auckland month (10:30 UTC): the month ends here first
  2027-04-04T02:30  # the repeated hour: daylight saving ends (the first 02:30, NZDT)
  2027-09-26T02:30  # the missing hour: daylight saving starts (read as 03:30 NZDT)
  2028-02-29T09:00  # 29 February
  2027-12-31T23:59  # New Year's Eve, a minute before the year ends in Auckland (still 31 Dec 10:59 UTC)
  2027-03-01T00:05  # 00:05 on a Monday, the first of a month, still 28 February in UTC
)
JOURNEYS=(e2e/money-accounts.spec.ts e2e/accounts-export.spec.ts e2e/money-pay.spec.ts e2e/money-transfer.spec.ts
  e2e/pay-forms.spec.ts e2e/automatic-payments.spec.ts e2e/settings-statements.spec.ts)

mode=clock; run_server=1; run_e2e=1; dates=(); paths=()
for arg in "$@"; do
  case "$arg" in
    --faketime) mode=faketime ;;
    --clock) mode=clock ;;
    --server) run_server=1; run_e2e=0 ;;
    --e2e) run_server=0; run_e2e=1 ;;
    ????-??-??T??:??) dates+=("$arg") ;;
    test/*|e2e/*) paths+=("$arg") ;;
    *) echo "Unknown argument '$arg' (see the top of scripts/test-calendar.sh)" >&2; exit 2 ;;
  esac
done
[ ${#dates[@]} -gt 0 ] || dates=("${DEFAULT_DATES[@]}")
# Test files named on the command line narrow the run: test/… for jest, e2e/… for Playwright.
server_paths=(); e2e_paths=()
for path in "${paths[@]}"; do case "$path" in test/*) server_paths+=("$path") ;; *) e2e_paths+=("$path") ;; esac; done
[ ${#e2e_paths[@]} -gt 0 ] || e2e_paths=("${JOURNEYS[@]}")

bash scripts/ensure-deps.sh $([ $run_e2e = 1 ] && echo --browser) || exit 1
if [ $mode = faketime ] && ! command -v faketime >/dev/null; then
  echo "Installing Debian's faketime..."
  sudo_cmd=""
  [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq faketime >/dev/null || { echo "Could not install faketime" >&2; exit 1; }
fi
# The journeys' server serves the production bundle: build it once, on the real date.
[ $run_e2e = 0 ] || [ -f dist/index.html ] || npx tsx scripts/build.ts || exit 1

out=.tmp/calendar
mkdir -p "$out"
table="$out/summary-$mode.md"
printf '| date (Auckland) | mode | server tests | journeys |\n|---|---|---|---|\n' > "$table"
export NODE_OPTIONS="${NODE_OPTIONS:-} --experimental-vm-modules --no-warnings=ExperimentalWarning"

# "N passed, N failed" from a jest or Playwright JSON report ('not run' when there is none).
counts() {
  node -e '
    const fs = require("fs");
    const [kind, file] = process.argv.slice(1);
    if (!fs.existsSync(file)) { console.log("not run"); process.exit(0); }
    const r = JSON.parse(fs.readFileSync(file, "utf8"));
    const [passed, failed, skipped] = kind === "jest"
      ? [r.numPassedTests, r.numFailedTests, r.numPendingTests + (r.numTodoTests || 0)]
      : [r.stats.expected + r.stats.flaky, r.stats.unexpected, r.stats.skipped];
    console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
  ' "$1" "$2"
}

# Runs a command on a date: with SANDBOX_CLOCK_AT, or inside faketime at that Auckland instant.
on_date() {
  local at="$1"; shift
  if [ $mode = clock ]; then
    SANDBOX_CLOCK_AT="$at" "$@"
  else
    local utc
    utc="$(npx tsx -e "import { aucklandInstantOf } from './contract/rules/AucklandDate'; const [d, t] = '$at'.split('T'); console.log(new Date(aucklandInstantOf(d, t)).toISOString().slice(0, 19).replace('T', ' '))")"
    # A private temp folder: the test templates' cache (test/support/pgliteTemplates.ts) is
    # shared by every worktree, and a faked date must not age anyone else's files.
    mkdir -p "$out/tmp"
    TMPDIR="$PWD/$out/tmp" TZ=UTC FAKETIME_DONT_FAKE_MONOTONIC=1 faketime -f "@$utc" "$@"
  fi
}

for at in "${dates[@]}"; do
  dir="$out/$mode-${at/:/}"
  rm -rf "$dir" && mkdir -p "$dir"
  echo; echo "── $at ($mode)"
  if [ $run_server = 1 ]; then
    on_date "$at" npx jest --ci --selectProjects server --maxWorkers=2 --json --outputFile="$dir/server.json" "${server_paths[@]}" 2>&1 | tail -n 40
  fi
  if [ $run_e2e = 1 ]; then
    PLAYWRIGHT_JSON_OUTPUT_NAME="$dir/e2e.json" on_date "$at" npx playwright test --trace off --reporter=list,json "${e2e_paths[@]}" 2>&1 | tail -n 60
  fi
  server="$([ $run_server = 1 ] && counts jest "$dir/server.json" || echo '—')"
  e2e="$([ $run_e2e = 1 ] && counts playwright "$dir/e2e.json" || echo '—')"
  printf '| %s | %s | %s | %s |\n' "$at" "$mode" "$server" "$e2e" >> "$table"
done

echo; echo "── calendar sweep ($mode), also in $table"
cat "$table"
! grep -Eq '[1-9][0-9]* failed|not run' "$table"
