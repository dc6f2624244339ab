"""Writes zip_flag_vectors.jsonl: the general-purpose bit flag and compression method (little-endian 16-bit words,
bits numbered from the least significant: 3 = sizes in a data descriptor, 11 = UTF-8 names) of local file headers
that Python's zipfile writes: to a seekable file, to a stream it cannot seek (a data descriptor), with a non-ASCII
name.

Run from this folder: python3 make_zip_flag_vectors.py
"""
import io
import json
import struct
import zipfile


class Unseekable(io.RawIOBase):
    def __init__(self):
        self.data = bytearray()

    def writable(self):
        return True

    def write(self, b):
        self.data += b
        return len(b)


def first_header(data):
    signature, version, flags, method = struct.unpack_from("<IHHH", data, 0)
    assert signature == 0x04034B50
    return data[6:10], flags, method


with open("zip_flag_vectors.jsonl", "w") as out:
    for name, (file_name, seekable, method) in {
        "stored, seekable": ("a.txt", True, zipfile.ZIP_STORED),
        "deflated, unseekable": ("a.txt", False, zipfile.ZIP_DEFLATED),
        "utf-8 name, unseekable": ("\u00e9t\u00e9.txt", False, zipfile.ZIP_DEFLATED),
    }.items():
        target = io.BytesIO() if seekable else Unseekable()
        with zipfile.ZipFile(target, "w", compression=method) as archive:
            archive.writestr(file_name, b"hello hello hello")
        data = bytes(target.getvalue() if seekable else target.data)
        raw, flags, method_used = first_header(data)
        out.write(json.dumps({"name": name, "hex": raw.hex(), "flags": flags, "method": method_used}) + "\n")
