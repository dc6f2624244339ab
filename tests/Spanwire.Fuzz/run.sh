#!/usr/bin/env bash
# Coverage-guided fuzzing of the generated readers and writers: afl-fuzz (Debian's afl++) drives SharpFuzz's fork
# server; Spanwire.dll and the generated code (Spanwire.Fuzz.Targets.dll) are instrumented by the SharpFuzz tool.
# One harness covers every type and read path (tests/Spanwire.Fuzz.Targets/FuzzTarget.cs says how).
#
#   bash tests/Spanwire.Fuzz/run.sh [seconds=60]        CI runs 150; docs/fuzzing.md gives the longer command
#
# It first replays the committed corpus and findings, then fuzzes, prints afl's counts, and fails on any crash or
# hang (each saved under $FUZZ_OUT/findings/default/{crashes,hangs}: copy it to Findings/ and add a test).
set -euo pipefail
seconds=${1:-60}
root=$(cd "$(dirname "$0")/../.." && pwd)
out=${FUZZ_OUT:-$(mktemp -d)}
here="$root/tests/Spanwire.Fuzz"

if ! command -v afl-fuzz >/dev/null; then
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq afl++ >/dev/null
fi

cd "$root"
dotnet tool restore >/dev/null
dotnet publish "$here/Spanwire.Fuzz.csproj" -c Release -o "$out/bin" -v q -nologo
dotnet "$out/bin/Spanwire.Fuzz.dll" replay "$here/Corpus" "$here/Findings"
for assembly in Spanwire.dll Spanwire.Fuzz.Targets.dll; do
  dotnet tool run sharpfuzz "$out/bin/$assembly" >/dev/null
done

# dotnet is not an afl-instrumented binary (the instrumentation is in the managed code); no core dumps or CPU
# governor on this machine to wait for; plain output for logs.
export AFL_SKIP_BIN_CHECK=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 AFL_SKIP_CPUFREQ=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1
afl-fuzz -i "$here/Corpus" -o "$out/findings" -t 10000 -m none -V "$seconds" -- dotnet "$out/bin/Spanwire.Fuzz.dll" > "$out/afl.log" 2>&1 || {
  tail -40 "$out/afl.log"; exit 1; }

stats="$out/findings/default/fuzzer_stats"
value() { awk -F: -v key="$1" '$1 ~ "^"key" *$" { gsub(/ /, "", $2); print $2 }' "$stats"; }
echo "afl-fuzz, $seconds s: $(value execs_done) executions ($(value execs_per_sec)/s), $(value corpus_count) paths in the queue" \
  "($(value corpus_found) found), edges $(value bitmap_cvg), crashes $(value saved_crashes), hangs $(value saved_hangs)"
crashes=$(value saved_crashes); hangs=$(value saved_hangs)
if [ "${crashes:-0}" != 0 ] || [ "${hangs:-0}" != 0 ]; then
  ls -l "$out/findings/default/crashes" "$out/findings/default/hangs"
  for input in "$out"/findings/default/crashes/id* "$out"/findings/default/hangs/id*; do
    [ -f "$input" ] && { echo "== $input"; dotnet "$out/bin/Spanwire.Fuzz.dll" replay "$input" 2>&1 | head -5 || true; }
  done
  exit 1
fi
