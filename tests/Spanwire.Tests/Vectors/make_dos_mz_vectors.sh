#!/bin/sh
# DOS MZ headers (Kaitai's dos_mz) as real toolchains write them, for DosMzTests: a Windows program GNU ld linked
# (mingw-w64's i686 gcc: apt-get install gcc-mingw-w64-i686) and a library Roslyn's csc compiled (the .NET SDK), each
# a DOS stub whose header, image and the PE file after it Spanwire reads. Python's struct module reads the header
# words independently into dos_mz.json.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'int main(void) { return 0; }\n' > "$work/hello.c"
i686-w64-mingw32-gcc -O2 -s -o dos_mz_mingw.exe "$work/hello.c"
printf 'public static class Hello { public static int Answer() => 42; }\n' > "$work/hello.cs"
sdk=$(dotnet --list-sdks | tail -1 | sed 's/^\([^ ]*\) \[\(.*\)\]$/\2\/\1/')
runtime=$(dirname "$(find "$(dirname "$(dirname "$sdk")")/packs/Microsoft.NETCore.App.Ref" -name System.Runtime.dll -path '*ref/net*' | sort | tail -1)")
dotnet "$sdk/Roslyn/bincore/csc.dll" -nologo -noconfig -deterministic -target:library -nostdlib -r:"$runtime/System.Runtime.dll" -out:dos_mz_roslyn.dll "$work/hello.cs"
python3 - dos_mz_mingw.exe dos_mz_roslyn.dll > dos_mz.json <<'PY'
import json, struct, sys
names = ["magic", "lastPageBytes", "pages", "relocationCount", "headerParagraphs", "minAllocation", "maxAllocation",
         "initialSs", "initialSp", "checksum", "initialIp", "initialCs", "relocationTableOffset", "overlayId"]
files = {}
for path in sys.argv[1:]:
    data = open(path, "rb").read()
    header = dict(zip(names, struct.unpack_from("<14H", data)))
    size = header["pages"] * 512 - (512 - header["lastPageBytes"] if header["lastPageBytes"] else 0)
    header["imageSize"] = size - header["headerParagraphs"] * 16
    header["peOffset"] = struct.unpack_from("<I", data, 0x3C)[0]
    header["fileSize"] = len(data)
    files[path] = header
print(json.dumps(files, indent=1))
PY
