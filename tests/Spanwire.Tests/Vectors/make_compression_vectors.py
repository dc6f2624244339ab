"""Writes compression_vectors.jsonl: a payload compressed by Python's zlib (zlib framing at level 9, raw DEFLATE via
wbits=-15) and gzip (mtime 0), laid out as CompressionTests' CompressedBlobs: an int32 length and the zlib stream, an
int32 length and the raw DEFLATE stream, then the gzip stream to the end.

Run from this folder: python3 make_compression_vectors.py
"""
import gzip
import json
import struct
import zlib

payload = b"Spanwire " * 50 + bytes(range(256))
raw = zlib.compressobj(9, zlib.DEFLATED, -15)
deflated = raw.compress(payload) + raw.flush()
zlibbed = zlib.compress(payload, 9)
gzipped = gzip.compress(payload, mtime=0)
wire = struct.pack(">i", len(zlibbed)) + zlibbed + struct.pack(">i", len(deflated)) + deflated + gzipped

with open("compression_vectors.jsonl", "w") as out:
    out.write(json.dumps({"kind": "compression", "payload": payload.hex().upper(), "wire": wire.hex().upper()}) + "\n")
