#!/bin/sh
# Writes gzip_*.gz and gzip_vectors.jsonl: gzip members made by GNU gzip (with and without the file's name) and by
# Python's gzip module (no name; a name and a fixed time through GzipFile), with what each holds: the name, the
# modification time as Python's gzip reader reports it, the data's CRC-32 (zlib) and length.
# Run from this folder: sh make_gzip_vectors.sh
set -e
work=$(mktemp -d)
python3 -c "import sys; sys.stdout.write(''.join('line %d of a gzip test file\n' % i for i in range(200)))" > "$work/payload.txt"
touch -d '2024-05-06 07:08:09 UTC' "$work/payload.txt"
cp "$work/payload.txt" "$work/named.txt"
touch -d '2024-05-06 07:08:09 UTC' "$work/named.txt"
gzip -9 -k "$work/named.txt" && cp "$work/named.txt.gz" gzip_cli_named.gz
gzip -n -c "$work/payload.txt" > gzip_cli_no_name.gz
python3 - "$work/payload.txt" <<'PY'
import gzip, io, json, sys, zlib
data = open(sys.argv[1], "rb").read()
open("gzip_python.gz", "wb").write(gzip.compress(data, mtime=1700000000))
buffer = io.BytesIO()
with gzip.GzipFile(filename="from python.txt", mode="wb", fileobj=buffer, mtime=1234567890) as f:
    f.write(data)
open("gzip_python_named.gz", "wb").write(buffer.getvalue())
with open("gzip_vectors.jsonl", "w") as out:
    for file, name in (("gzip_cli_named.gz", "named.txt"), ("gzip_cli_no_name.gz", None), ("gzip_python.gz", None), ("gzip_python_named.gz", "from python.txt")):
        raw = open(file, "rb").read()
        reader = gzip.GzipFile(fileobj=io.BytesIO(raw))
        assert reader.read() == data
        out.write(json.dumps({"file": file, "name": name, "mtime": reader.mtime, "crc": zlib.crc32(data), "size": len(data)}) + "\n")
PY
rm -rf "$work"
