#!/usr/bin/env python3
"""Writes xdr_vectors.jsonl: RFC 4506 bytes from Python's xdrlib, for Spanwire's XDR layout.

Run from this folder: python3 make_xdr_vectors.py   (xdrlib ships with Python up to 3.12)
"""
import json
import struct
import warnings

with warnings.catch_warnings():
    warnings.simplefilter("ignore", DeprecationWarning)
    import xdrlib


def bits32(value):
    return struct.unpack(">I", struct.pack(">f", value))[0]


def bits64(value):
    return struct.unpack(">Q", struct.pack(">d", value))[0]


def record(i, u, hyper, uhyper, flag, f, d, text, opaque, fixed, ints, flags, names, triple):
    p = xdrlib.Packer()
    p.pack_int(i)
    p.pack_uint(u)
    p.pack_hyper(hyper)
    p.pack_uhyper(uhyper)
    p.pack_bool(flag)
    p.pack_float(f)
    p.pack_double(d)
    p.pack_string(text.encode("utf-8"))
    p.pack_opaque(opaque)
    p.pack_fopaque(5, fixed)
    p.pack_array(ints, p.pack_int)
    p.pack_array(flags, p.pack_bool)
    p.pack_array([n.encode("utf-8") for n in names], p.pack_string)
    p.pack_farray(3, triple, p.pack_int)
    return {
        "fields": {
            "Int": i, "UInt": u, "Hyper": str(hyper), "UHyper": str(uhyper), "Flag": flag,
            "FloatBits": bits32(f), "DoubleBits": str(bits64(d)), "Text": text, "Opaque": opaque.hex(),
            "Fixed": fixed.hex(), "Ints": ints, "Flags": flags, "Names": names, "Triple": triple,
        },
        "hex": p.get_buffer().hex(),
    }


def auth(flavor, stamp=None, machine=None):
    """An XDR union (RFC 4506 section 4.15): int discriminant, then the arm (AUTH_NONE has no arm)."""
    p = xdrlib.Packer()
    p.pack_int(flavor)
    if flavor == 1:
        p.pack_uint(stamp)
        p.pack_string(machine.encode("utf-8"))
    return {"type": "XdrUnion", "fields": {"Flavor": flavor, "Stamp": stamp, "Machine": machine}, "hex": p.get_buffer().hex()}


def main():
    vectors = [
        record(0, 0, 0, 0, False, 0.0, 0.0, "", b"", b"\0" * 5, [], [], [], [0, 0, 0]),
        record(-1, 4294967295, -(2**63), 2**64 - 1, True, -1.5, 1e300, "abc", b"\x01", b"abcde", [1, -2, 3], [True, False], ["a", "bb", "ccc", "dddd"], [1, 2, 3]),
        record(2**31 - 1, 1, 2**63 - 1, 1, True, float("inf"), -0.0, "\u65e5\u672c", b"\x00\x01\x02\x03\x04", b"\x09" * 5, [0], [True], ["\u00e9"], [-1, 2**31 - 1, -(2**31)]),
    ]
    unions = [auth(0), auth(1, 0x5EED, "host"), auth(1, 4294967295, "")]
    with open("xdr_union_vectors.jsonl", "w", encoding="utf-8") as out:
        for vector in unions:
            out.write(json.dumps(vector, ensure_ascii=True) + "\n")
    with open("xdr_vectors.jsonl", "w", encoding="utf-8") as out:
        for vector in vectors:
            out.write(json.dumps(vector, ensure_ascii=True) + "\n")


if __name__ == "__main__":
    main()
