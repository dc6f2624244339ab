#!/usr/bin/env bash
# A private PostgreSQL cluster on 127.0.0.1 for samples/Postgres: installed from Debian's packages if missing,
# started with MD5 password auth for the user 'spanwire', and stopped by its PID.
#   postgres.sh start DIR PORT    prints nothing on success; DIR holds the cluster, its log and its PID file
#   postgres.sh stop DIR
set -euo pipefail
command=$1
dir=$2

if [ "$command" = stop ]; then
  if [ -f "$dir/data/postmaster.pid" ]; then
    pid=$(head -n 1 "$dir/data/postmaster.pid")
    kill -INT "$pid" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.2; done
  fi
  exit 0
fi

port=$3
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }

mkdir -p "$dir"
if [ "$(id -u)" = 0 ]; then
  chown postgres "$dir"
  chmod a+x "$(dirname "$dir")"   # the postgres user must reach the cluster's folder (mktemp makes 0700 folders)
fi
as_postgres "$bin/initdb" -D "$dir/data" -U spanwire --auth-local=trust --auth-host=md5 >/dev/null
as_postgres "$bin/pg_ctl" -D "$dir/data" -l "$dir/log" -w -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c password_encryption=md5" start >/dev/null
as_postgres "$bin/psql" -h "$dir" -p "$port" -U spanwire -d postgres -qAt -c "ALTER USER spanwire PASSWORD 'spanwire-secret'" >/dev/null
