#!/usr/bin/env bash
# Instructions per call, hand-written vs Spanwire, counted by valgrind's callgrind: unlike wall time, the count does
# not move with machine load. Each operation runs twice in a fresh process (LOW and HIGH iterations);
# (instructions(HIGH) - instructions(LOW)) / (HIGH - LOW) is the steady per-call count, startup cancelled out.
# The benchmarks run as a Native AOT build: under valgrind the JIT's optimized compiles fail an address check and
# are redone unoptimized (MinOpts, no inlining; see dotnet/runtime#100600), so JIT-mode counts would describe code no
# user runs (a method listed twice by DOTNET_JitDisasm, first FullOpts, then MinOpts). AOT code is optimized ahead
# of time, identically on every run; it differs from tiered JIT code in details (no PGO, no static-readonly folding).
# Usage: bash benchmarks/Callgrind/run.sh [operation ...]   (from the repository root; installs valgrind and binutils if missing)
# PROFILES=dir keeps each HIGH run's callgrind file there: `callgrind_annotate dir/OPERATION` lists instructions by
# function (divide by HIGH for a per-call figure; inlined code counts in its caller).
set -euo pipefail
root=$(pwd)
low=${LOW:-2000}
high=${HIGH:-202000}
command -v valgrind >/dev/null || { apt-get update -qq && apt-get install -y -qq valgrind >/dev/null; }
command -v objcopy >/dev/null || { apt-get update -qq && apt-get install -y -qq binutils >/dev/null; }
out="$root/benchmarks/Spanwire.Benchmarks/bin/aot"
dotnet publish "$root/benchmarks/Spanwire.Benchmarks" -c Release -r linux-x64 -p:SpanwireAot=true \
  -o "$out" -v q -nologo >/dev/null
# valgrind cannot read NativeAOT's DWARF (it gives up): keep the symbol table, drop the debug sections.
binary="$out/Spanwire.Benchmarks.symbols"
objcopy --strip-debug "$out/Spanwire.Benchmarks" "$binary"
operations=("$@")
if [ ${#operations[@]} -eq 0 ]; then
  operations=(a.serialize.hand a.serialize.spanwire a.deserialize.hand a.deserialize.spanwire
              b.serialize.hand b.serialize.spanwire b.deserialize.hand b.deserialize.spanwire
              d.serialize.hand d.serialize.spanwire d.deserialize.hand d.deserialize.spanwire
              dns.serialize.hand dns.serialize.spanwire dns.deserialize.hand dns.deserialize.spanwire
              xdr.serialize.hand xdr.serialize.spanwire xdr.deserialize.hand xdr.deserialize.spanwire)
fi

count() { # operation iterations [profile file] -> total instructions
  DOTNET_gcServer=0 DOTNET_GCgen0size=0x4000000 \
    valgrind --tool=callgrind --callgrind-out-file="${3:-/dev/null}" "$binary" --count "$1" "$2" 2>&1 \
    | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}
profiles=${PROFILES:-}
[ -n "$profiles" ] && mkdir -p "$profiles"

echo "| operation | instructions per call |"
echo "|---|---|"
for operation in "${operations[@]}"; do
  lo=$low hi=$high
  # Shape d is 1,000 records a call: a hundredth of the iterations covers as many instructions.
  if [[ $operation == d.* ]]; then lo=$((low / 100)) hi=$((high / 100)); fi
  a=$(count "$operation" "$lo")
  b=$(count "$operation" "$hi" "${profiles:+$profiles/$operation}")
  echo "| $operation | $(( (b - a) / (hi - lo) )) |"
done
