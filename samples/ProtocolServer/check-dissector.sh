#!/usr/bin/env bash
# Exports the ProtocolServer sample's layouts, records one connection of the sample as a pcap, and has tshark dissect
# it with the exported Lua dissector: every message must come out with the fields that were sent (check_dissector.py).
# Needs tshark (Debian's package; .ci/run installs it).
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dotnet run -c Release --project src/Export -- export samples/ProtocolServer --out "$work/export"
dotnet run -c Release --project samples/ProtocolServer -- --seconds 0.5 --capture "$work"
tshark -X lua_script:"$work/export/protocolserver.lua" -r "$work/protocolserver.pcap" -T json > "$work/dissected.json" 2> "$work/tshark.err" || { cat "$work/tshark.err"; exit 1; }
python3 samples/ProtocolServer/check_dissector.py "$work/dissected.json" "$work/protocolserver.expected"
