"""Writes terminator_vectors.jsonl: PostgreSQL binary COPY's tuple list as TerminatorTests' CopyRows lays it out, each
tuple an int16 field count then (int32 length, bytes) per field with -1 for NULL, the list ended by the int16 -1
trailer (FF FF); and a list of int16 codes ended by the three bytes 00 00 00, after which an int32 follows.

Run from this folder: python3 make_terminator_vectors.py
"""
import json
import random
import struct

random.seed(26)


def field(value):
    return struct.pack(">i", -1) if value is None else struct.pack(">i", len(value)) + value


with open("terminator_vectors.jsonl", "w") as out:
    for rows in range(0, 6):
        tuples = []
        wire = b""
        for _ in range(rows):
            fields = [None if random.random() < 0.2 else bytes(random.randrange(256) for _ in range(random.randrange(6))) for _ in range(random.randrange(4))]
            tuples.append([None if f is None else f.hex().upper() for f in fields])
            wire += struct.pack(">h", len(fields)) + b"".join(field(f) for f in fields)
        wire += struct.pack(">h", -1)
        out.write(json.dumps({"kind": "copy", "tuples": tuples, "wire": wire.hex().upper()}) + "\n")
    for count in range(0, 4):
        codes = [random.randrange(1, 0x7FFF) for _ in range(count)]
        wire = b"".join(struct.pack(">h", c) for c in codes) + b"\0\0\0" + struct.pack(">i", 77)
        out.write(json.dumps({"kind": "codes", "codes": codes, "wire": wire.hex().upper()}) + "\n")
