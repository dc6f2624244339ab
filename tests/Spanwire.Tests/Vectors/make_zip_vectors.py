"""Writes zip_python.zip and zip_python.json: a ZIP archive made by Python's zipfile (stored and deflated entries, a
UTF-8 name, an empty entry, an archive comment), and what zipfile itself reports about each entry. The C# tests read
the archive as a union of ZIP records told apart by their signatures, and write it back byte for byte.

Run from this folder: python3 make_zip_vectors.py
"""
import json
import zipfile

ENTRIES = [
    ("hello.txt", b"hello, zip\n", zipfile.ZIP_STORED),
    ("data/numbers.csv", "\n".join(str(i * i) for i in range(200)).encode(), zipfile.ZIP_DEFLATED),
    ("caf\u00e9.txt", "caf\u00e9 cr\u00e8me\n".encode(), zipfile.ZIP_STORED),
    ("empty", b"", zipfile.ZIP_STORED),
]

with zipfile.ZipFile("zip_python.zip", "w") as archive:
    for name, data, method in ENTRIES:
        info = zipfile.ZipInfo(name, date_time=(2024, 5, 6, 7, 8, 10))
        info.compress_type = method
        archive.writestr(info, data)
    archive.comment = b"made by Python's zipfile"

with zipfile.ZipFile("zip_python.zip") as archive:
    assert archive.testzip() is None
    report = {
        "comment": archive.comment.decode(),
        "entries": [
            {"name": info.filename, "crc": info.CRC, "compressed": info.compress_size, "size": info.file_size,
             "method": info.compress_type, "offset": info.header_offset, "data": archive.read(info).hex()}
            for info in archive.infolist()
        ],
    }

with open("zip_python.json", "w") as out:
    json.dump(report, out, indent=1)
