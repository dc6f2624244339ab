#!/usr/bin/env bash
# Archives from three writers: Python's zipfile (sizes in each local header), Java's jar and zip writing to a pipe
# (streaming writers: the local headers' sizes are 0 and a data descriptor follows each entry's data). The sample reads
# and rewrites each with Spanwire; Python's zipfile and `unzip -t` check the archive Spanwire wrote.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
python3 samples/Zip/make_archive.py "$work/in.zip"
mkdir "$work/files"
(cd "$work/files" && python3 -c "import pathlib, random; pathlib.Path('notes.txt').write_text('notes ' * 400); pathlib.Path('random.bin').write_bytes(random.Random(7).randbytes(5000)); pathlib.Path('empty.txt').write_text('')")
jar cf "$work/jar.zip" -C "$work/files" .
(cd "$work/files" && zip -q - notes.txt random.bin empty.txt | cat > "$work/pipe.zip")
for archive in in jar pipe; do
  dotnet run -c Release --project samples/Zip -- "$work/$archive.zip" "$work/$archive.out.zip"
  python3 samples/Zip/check.py "$work/$archive.zip" "$work/$archive.out.zip"
  unzip -tq "$work/$archive.out.zip"
done
rm -rf "$work"
