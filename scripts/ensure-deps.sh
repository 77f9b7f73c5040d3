#!/usr/bin/env bash
# Installs what is missing on a fresh machine: node_modules (the lock file's versions) and,
# with --browser (npm test), Debian's packages the checks drive: chromium for Playwright (its own
# browser download cannot work here) and qpdf, which checks the PDFs the bank signs.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # `npm install`, not `npm ci`: this registry's lock files carry no entries for other
  # platforms' optional binaries (@swc/core-*), which `npm ci` refuses as "out of sync".
  # With the lock file present, `npm install` still installs exactly the locked versions.
  echo "Installing npm dependencies..."
  npm install --no-audit --no-fund --loglevel=error
fi

if [ "${1:-}" = "--browser" ]; then
  missing=()
  [ -x /usr/bin/chromium ] || missing+=(chromium)
  command -v qpdf >/dev/null || missing+=(qpdf)
  if [ ${#missing[@]} -gt 0 ]; then
    echo "Installing Debian's ${missing[*]}..."
    sudo_cmd=""
    [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
    $sudo_cmd apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
fi
