"""Writes riff_python.wav: a RIFF WAVE file with chunks of odd size ('note' of 5 bytes, 'data' of 3 bytes), each
followed by RIFF's pad byte, encoded here with struct; it checks the file with Python's own chunk reader (the chunk
module, which skips the pad byte) and writes riff_vectors.json: each chunk's id and size as that reader sees them.

Run from this folder: python3 make_riff_vectors.py
"""
import chunk
import io
import json
import struct
import warnings


def riff_chunk(kind, data):
    return kind + struct.pack("<I", len(data)) + data + (b"\0" if len(data) % 2 else b"")


body = (b"WAVE"
        + riff_chunk(b"fmt ", struct.pack("<HHIIHH", 1, 1, 8000, 8000, 1, 8))
        + riff_chunk(b"note", b"hello")
        + riff_chunk(b"data", bytes([0x80, 0x81, 0x7F])))
wave = b"RIFF" + struct.pack("<I", len(body)) + body
with open("riff_python.wav", "wb") as out:
    out.write(wave)

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    outer = chunk.Chunk(io.BytesIO(wave), bigendian=False)
    assert outer.getname() == b"RIFF" and outer.read(4) == b"WAVE"
    found = []
    while True:
        try:
            inner = chunk.Chunk(outer, bigendian=False)
        except EOFError:
            break
        found.append({"id": inner.getname().decode("ascii"), "size": inner.getsize(), "hex": inner.read().hex()})
        inner.skip()

with open("riff_vectors.json", "w") as out:
    json.dump({"size": len(body), "chunks": found}, out, indent=1)
