#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throwaway PostgreSQL cluster (Debian's
# postgresql, as in test-postgres.sh) on a free port, and removes the cluster afterwards.
# Used by the long jobs: npm run test:crash:postgres, npm run test:backup:postgres.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "Installing Debian's postgresql..."
  sudo_cmd=""; [ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq postgresql >/dev/null
fi
bin="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
cluster="$(mktemp -d -t kowhai-pg-XXXXXX)"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
as_pg=()
if [ "$(id -u)" -eq 0 ]; then chown postgres "$cluster"; as_pg=(runuser -u postgres --); fi
"${as_pg[@]}" "$bin/initdb" -D "$cluster/data" -U kowhai --auth=trust >/dev/null
"${as_pg[@]}" "$bin/pg_ctl" -D "$cluster/data" -o "-p $port -k $cluster -c listen_addresses=127.0.0.1" -l "$cluster/log" -w start >/dev/null
trap '"${as_pg[@]}" "$bin/pg_ctl" -D "$cluster/data" -m fast stop >/dev/null; rm -rf "$cluster"' EXIT
export DATABASE_URL="postgres://kowhai@127.0.0.1:$port/postgres"
export PG_BIN="$bin"
# For jobs that crash the cluster itself and start it again (test:crash:postgres).
export PG_DATA="$cluster/data" PG_OPTIONS="-p $port -k $cluster -c listen_addresses=127.0.0.1" PG_LOG="$cluster/log"
[ "$(id -u)" -eq 0 ] && export PG_RUN_AS=postgres
echo "PostgreSQL: $("$bin/postgres" --version), port $port"
"$@"
