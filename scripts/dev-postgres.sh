#!/usr/bin/env bash
# A throwaway local PostgreSQL cluster for ctx development and tests (needs scripts/setup-postgres.sh).
#   scripts/dev-postgres.sh start [dir] [port]   initdb (first time) and start; prints the URL
#   scripts/dev-postgres.sh stop  [dir]          stop it (the data stays until you delete dir)
#   scripts/dev-postgres.sh url   [dir] [port]   print the URL
# Listens on 127.0.0.1 only. Run as root, the cluster belongs to the `postgres` user (initdb
# refuses root). Trust authentication on loopback: for development only.
set -euo pipefail
cmd=${1:-start}
dir=${2:-${CTX_DEV_PG_DIR:-/tmp/ctx-dev-postgres}}
port=${3:-${CTX_DEV_PG_PORT:-55432}}
bin=/usr/lib/postgresql/15/bin
as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
url="postgres://postgres@127.0.0.1:$port/ctx"
case "$cmd" in
  start)
    [ -x "$bin/initdb" ] || { echo "dev-postgres: PostgreSQL 15 is not installed (scripts/setup-postgres.sh)" >&2; exit 1; }
    mkdir -p "$dir"
    [ "$(id -u)" -eq 0 ] && chown postgres:postgres "$dir"
    if [ ! -f "$dir/PG_VERSION" ]; then
      as_owner "$bin/initdb" -D "$dir" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    fi
    if ! as_owner "$bin/pg_ctl" -D "$dir" status >/dev/null 2>&1; then
      as_owner "$bin/pg_ctl" -D "$dir" -l "$dir/server.log" -w start \
        -o "-c listen_addresses=127.0.0.1 -p $port -k $dir -c max_connections=200 -c fsync=off -c synchronous_commit=off -c full_page_writes=off" >/dev/null
    fi
    as_owner "$bin/psql" -h 127.0.0.1 -p "$port" -U postgres -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = 'ctx'" | grep -q 1 \
      || as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U postgres ctx
    echo "$url"
    ;;
  stop)
    if [ -f "$dir/PG_VERSION" ]; then as_owner "$bin/pg_ctl" -D "$dir" -m fast -w stop >/dev/null 2>&1 || true; fi
    ;;
  url) echo "$url" ;;
  *) echo "usage: $0 start|stop|url [dir] [port]" >&2; exit 2 ;;
esac
