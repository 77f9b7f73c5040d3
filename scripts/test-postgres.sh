#!/usr/bin/env bash
# The server tests and HTTP contract suites against a real PostgreSQL instead of PGlite:
# a throwaway cluster of Debian's postgresql (see with-postgres.sh), the suites run with
# DATABASE_URL, and the cluster is removed.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
echo "Running the server tests against PostgreSQL"
NODE_OPTIONS="--experimental-vm-modules --no-warnings=ExperimentalWarning" exec bash scripts/with-postgres.sh npx jest --selectProjects server
