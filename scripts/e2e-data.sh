#!/usr/bin/env bash
# Prints the path of the journeys' seeded data folder, making it first when it is missing.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
# The seeded data folder (migrations, demo customers, 120,000 addresses: some 30 s of CPU) is
# made once (npm test makes it beside the static checks; otherwise the first sandbox does) and
# copied for each sandbox (a second). It is named by what decides its rows: the server's and
# contract's sources, the Auckland day the demo history is dated from, and the chosen clock
# (SANDBOX_CLOCK_AT); folders of other versions go after two hours.
key=$( { find server contract -type f -print0 | sort -z | xargs -0 sha1sum; TZ=Pacific/Auckland date +%F; echo "${SANDBOX_CLOCK_AT:-}"; } | sha1sum | cut -c1-16)
template=".tmp/e2e-data-$key"
(
  flock 9
  find .tmp -maxdepth 1 -name 'e2e-data-*' ! -name "e2e-data-$key" -mmin +120 -exec rm -rf {} +
  if [ ! -d "$template" ]; then
    rm -rf "$template.part"
    DATA_DIR="$template.part" npx tsx server/cli/resetDatabase.ts > /dev/null
    mv "$template.part" "$template"
  fi
) 9> .tmp/e2e-data.lock
echo "$template"
