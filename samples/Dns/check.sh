#!/usr/bin/env bash
# The Dns sample asks a private dnsmasq on 127.0.0.1 (samples/servers/dnsmasq.sh) eight questions and prints the
# compressed responses as it reads them; dnspython reads the same bytes (check.py) and the two listings must match.
# The sample itself checks that each response writes back byte for byte.
set -euo pipefail
cd "$(dirname "$0")/../.."
port=${1:-53535}
if ! /usr/bin/python3 -c "import dns.message" 2>/dev/null; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-dnspython >/dev/null
fi
work=$(mktemp -d)
trap 'bash samples/servers/dnsmasq.sh stop "$work/server"; rm -rf "$work"' EXIT
bash samples/servers/dnsmasq.sh start "$work/server" "$port"
dotnet run -c Release --project samples/Dns -- "$port" "$work/responses" > "$work/spanwire.txt"
/usr/bin/python3 samples/Dns/check.py "$work/responses" > "$work/dnspython.txt"
diff "$work/dnspython.txt" "$work/spanwire.txt"
echo "$(grep -c '' "$work/spanwire.txt") lines: Spanwire's reading of dnsmasq's responses equals dnspython's"
