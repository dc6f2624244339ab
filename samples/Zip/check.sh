#!/usr/bin/env bash
# Archives from five writers: Python's zipfile (sizes in each local header), Java's jar, zip writing to a pipe and
# bsdtar (streaming writers: the local headers' sizes are 0 and a data descriptor follows each entry's data; bsdtar
# writing to a pipe pads the archive to whole blocks), and two ZIP64
# ones: zip -fz (sizes in ZIP64 extra fields, ZIP64's end record and locator) and Python's zipfile streaming ZIP64
# entries to a pipe (saturated sizes, 8-byte sizes in each data descriptor). The sample reads and rewrites each with
# Spanwire (ZIP64 entries as ZIP64); Python's zipfile and `unzip -t` check the archive Spanwire wrote.
set -euo pipefail
cd "$(dirname "$0")/../.."
work=$(mktemp -d)
python3 samples/Zip/make_archive.py "$work/in.zip"
mkdir "$work/files"
(cd "$work/files" && python3 -c "import pathlib, random; pathlib.Path('notes.txt').write_text('notes ' * 400); pathlib.Path('random.bin').write_bytes(random.Random(7).randbytes(5000)); pathlib.Path('empty.txt').write_text('')")
jar cf "$work/jar.zip" -C "$work/files" .
(cd "$work/files" && zip -q - notes.txt random.bin empty.txt | cat > "$work/pipe.zip")
(cd "$work/files" && zip -q -fz "$work/zip64.zip" notes.txt random.bin empty.txt)
(cd "$work/files" && bsdtar --format zip -cf "$work/bsdtar.zip" notes.txt random.bin empty.txt)
(cd "$work/files" && bsdtar --format zip -cf - notes.txt random.bin empty.txt | cat > "$work/bsdtar-pipe.zip")
python3 - "$work/files" <<'PY' | cat > "$work/stream64.zip"
import io, pathlib, sys, zipfile
class Pipe(io.RawIOBase):  # not seekable: zipfile streams, with data descriptors
    def writable(self): return True
    def write(self, data): return sys.stdout.buffer.write(data)
with zipfile.ZipFile(Pipe(), "w", compression=zipfile.ZIP_DEFLATED) as archive:
    for name in ["notes.txt", "random.bin", "empty.txt"]:
        with archive.open(name, "w", force_zip64=True) as entry:
            entry.write((pathlib.Path(sys.argv[1]) / name).read_bytes())
PY
for archive in in jar pipe bsdtar bsdtar-pipe zip64 stream64; do
  dotnet run -c Release --project samples/Zip -- "$work/$archive.zip" "$work/$archive.out.zip"
  python3 samples/Zip/check.py "$work/$archive.zip" "$work/$archive.out.zip"
  unzip -tq "$work/$archive.out.zip"
done
rm -rf "$work"
