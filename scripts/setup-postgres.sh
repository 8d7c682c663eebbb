#!/usr/bin/env bash
# PostgreSQL for the storage tests: Debian's server package. The tests start a throwaway cluster of
# their own (initdb in a temporary directory, a free loopback port) and stop it at the end; no
# system cluster is used or needed. Fails loudly when the server binaries cannot be installed.
set -euo pipefail
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
  fi
fi
ls /usr/lib/postgresql/*/bin/initdb
if [ "$(id -u)" = 0 ] && ! id postgres >/dev/null 2>&1; then
  echo "setup-postgres: no 'postgres' user to run initdb as (root may not)" >&2
  exit 1
fi
echo "setup-postgres: PostgreSQL server binaries ready"
