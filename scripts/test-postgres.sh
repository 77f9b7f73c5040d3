#!/usr/bin/env bash
# The server tests and HTTP contract suites against a real PostgreSQL instead of PGlite:
# installs Debian's postgresql if missing, starts a throwaway cluster on a free port,
# runs the suites with DATABASE_URL, and removes the cluster.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql..."
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
fi
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
cluster="$(mktemp -d -t kowhai-pg-XXXXXX)"
port=55432
# PostgreSQL refuses to run as root: the cluster belongs to the postgres user when we are root.
as_pg=()
if [ "$(id -u)" -eq 0 ]; then chown postgres "$cluster"; as_pg=(runuser -u postgres --); fi
"${as_pg[@]}" "$bin/initdb" -D "$cluster/data" -U kowhai --auth=trust >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$cluster/data" -o "-p $port -k $cluster -c listen_addresses=127.0.0.1" -l "$cluster/log" -w start >/dev/null
trap '"${as_pg[@]}" "$bin/pg_ctl" -D "$cluster/data" -m fast stop >/dev/null; rm -rf "$cluster"' EXIT

export DATABASE_URL="postgres://kowhai@127.0.0.1:$port/postgres"
echo "Running the server tests against PostgreSQL ($("$bin/postgres" --version))"
NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning" npx jest --selectProjects server
