"""Writes png_python.png (a 4x2 grayscale image with a tEXt and an sRGB chunk, encoded here with zlib and struct) and
png_vectors.json: the chunks of it and of png_java.png (from MakePng.java) as this script parses them.

Run from this folder: java MakePng.java && python3 make_png_vectors.py
"""
import json
import struct
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def chunks(png):
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    found, at = [], 8
    while at < len(png):
        (length,) = struct.unpack_from(">I", png, at)
        kind = png[at + 4:at + 8]
        found.append({"type": kind.decode("latin-1"), "length": length})
        at += 12 + length
    return found


rows = b"".join(b"\x00" + bytes([16 * (x + 4 * y) for x in range(4)]) for y in range(2))
python_png = (b"\x89PNG\r\n\x1a\n"
              + chunk(b"IHDR", struct.pack(">IIBBBBB", 4, 2, 8, 0, 0, 0, 0))
              + chunk(b"sRGB", b"\x00")
              + chunk(b"tEXt", b"Comment\x00made by make_png_vectors.py")
              + chunk(b"IDAT", zlib.compress(rows))
              + chunk(b"IEND", b""))
with open("png_python.png", "wb") as out:
    out.write(python_png)

with open("png_java.png", "rb") as java:
    java_png = java.read()
(java_width, java_height) = struct.unpack_from(">II", java_png, 16)
with open("png_vectors.json", "w") as out:
    json.dump({
        "png_python.png": {"width": 4, "height": 2, "chunks": chunks(python_png)},
        "png_java.png": {"width": java_width, "height": java_height, "chunks": chunks(java_png)},
    }, out, indent=1)
