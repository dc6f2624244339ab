#!/usr/bin/env bash
# A private dnsmasq on 127.0.0.1 answering for example.test from its command line (no upstream, no /etc/hosts), for
# samples/Dns: installed from Debian's dnsmasq-base if missing, started in the foreground in the background, stopped by PID.
#   dnsmasq.sh start DIR PORT
#   dnsmasq.sh stop DIR
set -euo pipefail
command=$1
dir=$2
if [ "$command" = stop ]; then
  [ -f "$dir/pid" ] && kill "$(cat "$dir/pid")" 2>/dev/null || true
  exit 0
fi

port=$3
if ! command -v dnsmasq >/dev/null && [ ! -x /usr/sbin/dnsmasq ]; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq dnsmasq-base >/dev/null
fi
mkdir -p "$dir"
user=$([ "$(id -u)" = 0 ] && echo "--user=nobody" || echo "")
# shellcheck disable=SC2086
/usr/sbin/dnsmasq --keep-in-foreground --conf-file=/dev/null --no-resolv --no-hosts --no-poll --bind-interfaces \
  --listen-address=127.0.0.1 --port="$port" --local=/example.test/ --local=/2.0.192.in-addr.arpa/ --local-ttl=300 $user \
  --host-record=www.example.test,192.0.2.1,2001:db8::1 \
  --host-record=mail.example.test,192.0.2.25 \
  --host-record=backup.mail.example.test,192.0.2.26 \
  --cname=alias.example.test,www.example.test \
  --mx-host=example.test,mail.example.test,10 \
  --mx-host=example.test,backup.mail.example.test,20 \
  --txt-record=example.test,"v=spf1 -all","second string" \
  --ptr-record=1.2.0.192.in-addr.arpa,www.example.test \
  --srv-host=_ldap._tcp.example.test,ldap.example.test,389,0,100 \
  --log-queries --log-facility="$dir/log" >"$dir/stdout" 2>&1 &
echo $! >"$dir/pid"
for _ in $(seq 1 50); do
  if python3 - "$port" <<'PY' 2>/dev/null; then exit 0; fi
import socket, sys
s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.settimeout(0.2)
name = b"".join(bytes([len(label)]) + label for label in (b"www", b"example", b"test")) + b"\0"
s.sendto(bytes.fromhex("000101000001000000000000") + name + bytes.fromhex("00010001"), ("127.0.0.1", int(sys.argv[1])))
s.recv(512)
PY
  sleep 0.1
done
echo "dnsmasq did not start: $(cat "$dir/stdout" "$dir/log" 2>/dev/null)" >&2
exit 1
