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
rm -rf "$work"
