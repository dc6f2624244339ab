#!/usr/bin/python3
"""Writes msgpack_vectors.jsonl: MessagePack values as Python's msgpack (Debian's python3-msgpack 1.0, hence
/usr/bin/python3) packs them, every format of the specification among them, with the value as msgpack's unpacker reads
it back, in a text form MsgPackTests renders the same way: nil, true, false, integers, floats by repr, "text" as JSON,
bin:HEX, ext:TYPE:HEX, [items] and {key: value} in order. Values of 4 KB and more are gzipped (base64), their
text given by its SHA-256. Run from this folder: /usr/bin/python3 make_msgpack_vectors.py
"""
import base64
import gzip
import hashlib
import json

import msgpack


def render(value):
    if value is None:
        return "nil"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, bytes):
        return "bin:" + value.hex()
    if isinstance(value, msgpack.ExtType):
        return f"ext:{value.code}:{value.data.hex()}"
    if isinstance(value, list):
        return "[" + ", ".join(render(item) for item in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{render(k)}: {render(v)}" for k, v in value.items()) + "}"
    raise TypeError(type(value))


def entry(name, packed, text):
    """Large values (the 32-bit formats need 65,536 items or bytes) are kept gzipped, with their text's SHA-256."""
    if len(packed) < 4096:
        return {"kind": "msgpack", "name": name, "hex": packed.hex(), "text": text}
    return {"kind": "msgpack", "name": name, "gzip": base64.b64encode(gzip.compress(packed, mtime=0)).decode(),
            "text_sha256": hashlib.sha256(text.encode()).hexdigest()}


def main():
    values = {
        "fixints": [0, 1, 127, -1, -32],
        "ints": [128, 255, 256, 65535, 65536, 2**32 - 1, 2**32, 2**64 - 1, -33, -128, -129, -32768, -32769, -2**31, -2**31 - 1, -2**63],
        "nil_and_bools": [None, True, False],
        "floats64": [0.5, -1.25, 3.141592653589793, 1e300],
        "strings": ["", "a", "héllo wörld", "x" * 31, "y" * 32, "z" * 255, "w" * 256, "v" * 65535],
        "str32": "u" * 65536,
        "bins": [b"", b"\x00\xff", bytes(range(256)), bytes(300)],
        "bin32": bytes(70000),
        "fixexts": [msgpack.ExtType(1, b"a"), msgpack.ExtType(2, b"ab"), msgpack.ExtType(3, b"abcd"), msgpack.ExtType(4, b"abcdefgh"), msgpack.ExtType(5, bytes(16))],
        "exts": [msgpack.ExtType(7, b""), msgpack.ExtType(42, b"abc"), msgpack.ExtType(127, bytes(256)), msgpack.ExtType(100, bytes(70000))],
        "maps": {"a": 1, "b": [1, 2, {"c": None}], "nested": {"d": {"e": {"f": True}}}, 7: "seven"},
        "map16": {f"k{i}": i for i in range(16)},
        "map32": {i: None for i in range(65536)},
        "array16": list(range(16)),
        "array32": [0] * 65536,
        "document": {"id": 12345, "name": "Spanwire", "tags": ["binary", "codec"], "score": 9.75, "active": True, "owner": None, "raw": b"\x01\x02"},
    }
    with open("msgpack_vectors.jsonl", "w") as out:
        for name, value in values.items():
            packed = msgpack.packb(value, use_bin_type=True)
            unpacked = msgpack.unpackb(packed, raw=False, strict_map_key=False)
            out.write(json.dumps(entry(name, packed, render(unpacked))) + "\n")
        # Single-precision floats: the packer's use_single_float.
        packed = msgpack.packb([0.5, -1.25, 0.1, 3.4e38], use_single_float=True)
        out.write(json.dumps(entry("floats32", packed, render(msgpack.unpackb(packed)))) + "\n")


main()
