#!/usr/bin/env bash
# The Elf sample reads binaries of this machine (executables, shared libraries, .NET's own host and runtime); readelf
# (GNU binutils) reads the same files, and check.py compares every header, section and segment.
set -euo pipefail
cd "$(dirname "$0")/../.."
host=$(readlink -f "$(command -v dotnet)")
runtime=$(dirname "$(find "$(dirname "$host")/shared/Microsoft.NETCore.App" -name libcoreclr.so | sort | tail -1)")/libcoreclr.so
files=(/usr/bin/true /usr/bin/ls "$(readlink -f /lib/x86_64-linux-gnu/libc.so.6)" "$host" "$runtime")
dotnet build -c Release samples/Elf -v q -nologo > /dev/null
python3 samples/Elf/check.py "${files[@]}"
