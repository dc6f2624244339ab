#!/usr/bin/env bash
# Python's sqlite3 (the SQLite library) writes a database of 30,000 rows (integers of every width, floats, UTF-8 text,
# NULLs, blobs), an index on two of its columns and a WITHOUT ROWID table, and what it returns for each, then the same
# in UTF-16LE and UTF-16BE (3,000 rows each); the Sqlite sample reads each file with Spanwire and compares every row
# and every key.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
python3 samples/Sqlite/make_db.py "$work/people.db" "$work/people.jsonl" 30000
dotnet run -c Release --project samples/Sqlite -- "$work/people.db" "$work/people.jsonl"
# The same rows in the two UTF-16 text encodings a database can be created with.
for encoding in UTF-16le UTF-16be; do
  python3 samples/Sqlite/make_db.py "$work/$encoding.db" "$work/$encoding.jsonl" 3000 "$encoding"
  dotnet run -c Release --no-build --project samples/Sqlite -- "$work/$encoding.db" "$work/$encoding.jsonl"
done
# A hostile file: the first overflow chain's second page points back at its first. The sample must refuse it by name.
python3 - "$work/people.db" "$work/loop.db" <<'PY'
import sqlite3, struct, sys
data = bytearray(open(sys.argv[1], "rb").read())
page_size = struct.unpack_from(">H", data, 16)[0]
pages = [n for n in range(2, len(data) // page_size + 1) if data[(n - 1) * page_size] == 0 and struct.unpack_from(">I", data, (n - 1) * page_size)[0] > 1]
first = next(n for n in pages if struct.unpack_from(">I", data, (n - 1) * page_size)[0] in pages)
second = struct.unpack_from(">I", data, (first - 1) * page_size)[0]
struct.pack_into(">I", data, (second - 1) * page_size, first)
open(sys.argv[2], "wb").write(data)
PY
if dotnet run -c Release --no-build --project samples/Sqlite -- "$work/loop.db" "$work/people.jsonl" > "$work/loop.out" 2>&1; then
  echo "the sample read a looping overflow chain"; exit 1
fi
grep -q "the overflow chain comes back to page" "$work/loop.out" || { cat "$work/loop.out"; exit 1; }
echo "a looping overflow chain: refused ($(grep -o 'the overflow chain comes back to page [0-9]*' "$work/loop.out" | head -1))"
rm -rf "$work"
