#!/bin/sh
# zip64_cli.zip, zip64_stream.zip and zip64_vectors.json for Zip64Tests. Info-ZIP's zip -fz writes ZIP64 archives
# (local sizes 0xFFFFFFFF with both real sizes in a ZIP64 extra field; a central uncompressed size saturated with the
# real one in its extra; ZIP64's end record and locator); Python's zipfile streaming ZIP64 entries to a pipe saturates
# the local sizes, leaves zeros in the extra and puts 8-byte sizes in each data descriptor. Python reads every record
# with struct: each entry's offsets, its local and central extra fields' bytes, its descriptor's sizes.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'notes %.0s' $(seq 400) > "$work/notes.txt"
python3 -c "import random, sys; sys.stdout.buffer.write(random.Random(7).randbytes(3000))" > "$work/random.bin"
: > "$work/empty.txt"
touch -d '2026-11-29 10:00:00 UTC' "$work/notes.txt" "$work/random.bin" "$work/empty.txt"
rm -f zip64_cli.zip zip64_stream.zip
(cd "$work" && zip -q -X -fz "$OLDPWD/zip64_cli.zip" notes.txt random.bin empty.txt)
python3 - "$work" <<'PY'
import io, json, struct, sys, zipfile
work = sys.argv[1]
class Pipe(io.RawIOBase):  # not seekable: zipfile streams, with data descriptors
    def __init__(self, f): self.f = f
    def writable(self): return True
    def write(self, data): return self.f.write(data)
with open("zip64_stream.zip", "wb") as raw, zipfile.ZipFile(Pipe(raw), "w", compression=zipfile.ZIP_DEFLATED) as archive:
    for name in ["notes.txt", "random.bin", "empty.txt"]:
        info = zipfile.ZipInfo(name, (2026, 11, 29, 10, 0, 0))
        info.compress_type = zipfile.ZIP_DEFLATED
        with archive.open(info, "w", force_zip64=True) as entry:
            entry.write(open(f"{work}/{name}", "rb").read())

def fields(extra):
    out, i = [], 0
    while i < len(extra):
        field_id, size = struct.unpack_from("<HH", extra, i)
        out.append({"id": field_id, "data": extra[i + 4:i + 4 + size].hex()})
        i += 4 + size
    return out

report = {}
for path in ["zip64_cli.zip", "zip64_stream.zip"]:
    data = open(path, "rb").read()
    entries = []
    with zipfile.ZipFile(path) as archive:
        assert archive.testzip() is None
        for info in archive.infolist():
            at = info.header_offset
            flags, local_compressed, local_size, name_length, extra_length = struct.unpack_from("<2xH10xIIHH", data, at + 4)
            local_extra = data[at + 30 + name_length:at + 30 + name_length + extra_length]
            end = at + 30 + name_length + extra_length + info.compress_size
            descriptor = None
            if flags & 8:
                signature, crc, compressed, size = struct.unpack_from("<IIQQ", data, end)
                assert signature == 0x08074B50
                descriptor = {"crc": crc, "compressed": compressed, "size": size}
                end += 24
            entries.append({"name": info.filename, "offset": at, "end": end, "crc": info.CRC,
                            "compressed": info.compress_size, "size": info.file_size,
                            "local_sizes": [local_compressed, local_size], "local_extra": fields(local_extra),
                            "central_extra": fields(info.extra), "descriptor": descriptor})
    locator = data.rfind(b"PK\x06\x07")
    report[path] = {"entries": entries, "end64": struct.unpack_from("<Q", data, locator + 8)[0] if locator >= 0 else None,
                    "directory": data.rfind(b"PK\x05\x06") if locator < 0 else struct.unpack_from("<Q", data, struct.unpack_from("<Q", data, locator + 8)[0] + 48)[0]}
json.dump(report, open("zip64_vectors.json", "w"), indent=1)
PY
