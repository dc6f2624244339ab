#!/usr/bin/env bash
# A private memcached on 127.0.0.1 speaking the binary protocol, for samples/Memcached: installed from Debian's
# packages if missing, started in the background and stopped by its PID.
#   memcached.sh start DIR PORT
#   memcached.sh stop DIR
set -euo pipefail
command=$1
dir=$2
if [ "$command" = stop ]; then
  [ -f "$dir/pid" ] && kill "$(cat "$dir/pid")" 2>/dev/null || true
  exit 0
fi

port=$3
if ! command -v memcached >/dev/null; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq memcached >/dev/null
fi
mkdir -p "$dir"
user=$([ "$(id -u)" = 0 ] && echo "-u nobody" || echo "")
# shellcheck disable=SC2086
memcached -B binary -l 127.0.0.1 -p "$port" -U 0 -m 64 $user >"$dir/log" 2>&1 &
echo $! >"$dir/pid"
for _ in $(seq 1 50); do (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && exit 0; sleep 0.1; done
echo "memcached did not start: $(cat "$dir/log")" >&2
exit 1
