#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server: a new cluster in a temporary folder, listening
# on loopback only, removed afterwards. The command gets TEST_DATABASE_URL (a superuser, so the tests can
# create and drop a database each). Usage: scripts/with-postgres.sh npx vitest run --project server
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "PostgreSQL is not installed (Debian package postgresql)" >&2; exit 1; }

folder=$(mktemp -d /tmp/admin-postgres-XXXXXX)
# A free loopback port unless one is given, so several runs can share a machine.
port=${POSTGRES_TEST_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}
password=test-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')
# initdb and postgres refuse to run as root: the cluster belongs to the postgres system user then.
run_as=()
if [ "$(id -u)" = 0 ]; then
  chown postgres "$folder"
  run_as=(runuser -u postgres --)
fi

cleanup() {
  "${run_as[@]}" "$bin/pg_ctl" -D "$folder/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$folder"
}
trap cleanup EXIT

printf '%s\n' "$password" >"$folder/password"
chown --reference="$folder" "$folder/password"
"${run_as[@]}" "$bin/initdb" -D "$folder/data" -U admin_test --pwfile="$folder/password" -A scram-sha-256 -E UTF8 --locale=C.UTF-8 >/dev/null
"${run_as[@]}" "$bin/pg_ctl" -D "$folder/data" -l "$folder/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$port -c unix_socket_directories=$folder -c fsync=off -c max_connections=200" start >/dev/null

export TEST_DATABASE_URL="postgres://admin_test:$password@127.0.0.1:$port/postgres"
"$@"
