#!/usr/bin/env bash
# The Elf sample reads binaries of this machine (executables, shared libraries, .NET's own host and runtime); readelf
# (GNU binutils) reads the same files, and check.py compares every header, section and segment. Big-endian files
# from other machines' binutils go through the same declarations: EI_DATA chooses the order.
set -euo pipefail
cd "$(dirname "$0")/../.."
host=$(readlink -f "$(command -v dotnet)")
runtime=$(dirname "$(find "$(dirname "$host")/shared/Microsoft.NETCore.App" -name libcoreclr.so | sort | tail -1)")/libcoreclr.so
# Big-endian objects from Debian's cross binutils (BigEndian/make.sh): s390x, PowerPC64 and MIPS64, one linked.
files=(/usr/bin/true /usr/bin/ls "$(readlink -f /lib/x86_64-linux-gnu/libc.so.6)" "$host" "$runtime" samples/Elf/BigEndian/s390x.o samples/Elf/BigEndian/s390x.elf samples/Elf/BigEndian/ppc64.o samples/Elf/BigEndian/mips64.o samples/Elf/BigEndian/i686.o samples/Elf/BigEndian/i686.elf samples/Elf/BigEndian/mips.o)
dotnet build -c Release samples/Elf -v q -nologo > /dev/null
python3 samples/Elf/check.py "${files[@]}"
