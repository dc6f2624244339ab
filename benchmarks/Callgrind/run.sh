#!/usr/bin/env bash
# Instructions per call, hand-written vs Spanwire, counted by valgrind's callgrind: unlike wall time, the count does
# not move with machine load. Each operation runs twice in a fresh process (LOW and HIGH iterations) with tiering
# off, so both runs JIT the same code once; (instructions(HIGH) - instructions(LOW)) / (HIGH - LOW) is the steady
# per-call count, startup and JIT cancelled out.
# Usage: bash benchmarks/Callgrind/run.sh [operation ...]   (from the repository root; installs valgrind if missing)
set -euo pipefail
root=$(pwd)
low=${LOW:-2000}
high=${HIGH:-22000}
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
dotnet build "$root/benchmarks/Spanwire.Benchmarks" -c Release -v q -nologo >/dev/null
dll="$root/benchmarks/Spanwire.Benchmarks/bin/Release/net10.0/Spanwire.Benchmarks.dll"
operations=("$@")
if [ ${#operations[@]} -eq 0 ]; then
  operations=(a.serialize.hand a.serialize.spanwire a.deserialize.hand a.deserialize.spanwire
              b.serialize.hand b.serialize.spanwire b.deserialize.hand b.deserialize.spanwire
              d.serialize.hand d.serialize.spanwire d.deserialize.hand d.deserialize.spanwire
              dns.serialize.hand dns.serialize.spanwire dns.deserialize.hand dns.deserialize.spanwire
              xdr.serialize.hand xdr.serialize.spanwire xdr.deserialize.hand xdr.deserialize.spanwire)
fi

count() { # operation iterations -> total instructions
  DOTNET_TieredCompilation=0 DOTNET_TieredPGO=0 DOTNET_gcServer=0 DOTNET_GCgen0size=0x4000000 \
    valgrind --tool=callgrind --callgrind-out-file=/dev/null dotnet "$dll" --count "$1" "$2" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

echo "| operation | instructions per call |"
echo "|---|---|"
for operation in "${operations[@]}"; do
  a=$(count "$operation" "$low")
  b=$(count "$operation" "$high")
  echo "| $operation | $(( (b - a) / (high - low) )) |"
done
