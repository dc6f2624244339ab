#!/usr/bin/env bash
# Python's sqlite3 (the SQLite library) writes a database of 30,000 rows (integers of every width, floats, UTF-8 text,
# NULLs, blobs) and the rows it returns for it; the Sqlite sample reads the file with Spanwire and compares every row.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
python3 samples/Sqlite/make_db.py "$work/people.db" "$work/people.jsonl" 30000
dotnet run -c Release --project samples/Sqlite -- "$work/people.db" "$work/people.jsonl"
rm -rf "$work"
