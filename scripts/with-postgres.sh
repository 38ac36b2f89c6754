#!/usr/bin/env bash
# Runs a command with a throw-away PostgreSQL server on a local port, reachable through
# TEST_DATABASE_URL; the server and its data are removed afterwards.
set -euo pipefail

bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -x "$bin/initdb" ] || { echo "with-postgres: PostgreSQL is not installed (scripts/bootstrap.sh installs it)" >&2; exit 1; }
port=${TEST_POSTGRES_PORT:-55432}
data=$(mktemp -d /tmp/site-pg.XXXXXX)

# PostgreSQL refuses to run as root: run it as the postgres user when we are root.
as_pg() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
[ "$(id -u)" -eq 0 ] && chown postgres "$data"

cleanup() {
  as_pg "$bin/pg_ctl" -D "$data/db" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$data"
}
trap cleanup EXIT

as_pg "$bin/initdb" -D "$data/db" -U postgres --auth=trust --no-sync >/dev/null

# Another suite (a second clone, a CI run beside a developer's) may hold the port: the next free
# one is taken. Any other failure stops here, with PostgreSQL's own log.
tries=20
port_taken() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
started=
for candidate in $(seq "$port" $((port + tries - 1))); do
  port_taken "$candidate" && continue
  log="$data/log.$candidate"
  if as_pg "$bin/pg_ctl" -D "$data/db" -l "$log" -w \
    -o "-p $candidate -k $data -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=300" start >/dev/null; then
    port=$candidate started=1
    break
  fi
  # A server still starting after pg_ctl's wait would hold the data directory for the next try.
  as_pg "$bin/pg_ctl" -D "$data/db" -m immediate stop >/dev/null 2>&1 || true
  if ! grep -qE "could not bind|Address already in use|could not create any TCP/IP sockets" "$log" 2>/dev/null; then
    echo "with-postgres: PostgreSQL did not start on port $candidate; its log:" >&2
    cat "$log" >&2 || true
    exit 1
  fi
done
if [ -z "$started" ]; then
  echo "with-postgres: no free port from $port to $((port + tries - 1)) (TEST_POSTGRES_PORT sets the first)" >&2
  exit 1
fi
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
echo "with-postgres: PostgreSQL on 127.0.0.1:$port"
"$@"
