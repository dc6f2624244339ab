#!/usr/bin/env bash
# Python's zipfile writes an archive, the sample reads and rewrites it with Spanwire, and Python's zipfile and
# `unzip -t` check the archive Spanwire wrote.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
python3 samples/Zip/make_archive.py "$work/in.zip"
dotnet run -c Release --project samples/Zip -- "$work/in.zip" "$work/out.zip"
python3 samples/Zip/check.py "$work/in.zip" "$work/out.zip"
unzip -tq "$work/out.zip"
rm -rf "$work"
