#!/bin/sh
# zip_cli_extra.zip and zip_cli_extra.json for ZipExtraFieldTests: Info-ZIP's zip CLI writes each entry's extra
# fields (UT, the extended timestamp 0x5455; ux, the Unix uid/gid 0x7875). Python reads every local header's extra
# bytes with struct and lists each field's id and size, with the file's modification time and owner from os.stat.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf 'first file\n' > "$work/a.txt"
printf 'second file, a little longer\n' > "$work/b.txt"
touch -d '2026-11-28 10:00:00 UTC' "$work/a.txt"
touch -d '2025-01-02 03:04:05 UTC' "$work/b.txt"
rm -f zip_cli_extra.zip
(cd "$work" && zip -q "$OLDPWD/zip_cli_extra.zip" a.txt b.txt)
python3 - "$work" <<'PY'
import json, os, struct, sys, zipfile
work = sys.argv[1]
data = open("zip_cli_extra.zip", "rb").read()
entries = []
with zipfile.ZipFile("zip_cli_extra.zip") as archive:
    for info in archive.infolist():
        at = info.header_offset
        name_length, extra_length = struct.unpack_from("<HH", data, at + 26)
        extra = data[at + 30 + name_length:at + 30 + name_length + extra_length]
        fields, i = [], 0
        while i < len(extra):
            field_id, size = struct.unpack_from("<HH", extra, i)
            fields.append({"id": field_id, "size": size})
            i += 4 + size
        stat = os.stat(os.path.join(work, info.filename))
        entries.append({"name": info.filename, "extra": extra.hex(), "fields": fields,
                        "mtime": int(stat.st_mtime), "uid": stat.st_uid, "gid": stat.st_gid})
json.dump({"entries": entries}, open("zip_cli_extra.json", "w"), indent=1)
PY
