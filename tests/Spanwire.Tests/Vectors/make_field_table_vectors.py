"""Writes field_table_vectors.jsonl: AMQP 0-9-1 field tables (the spec's section 4.2.5.5, with RabbitMQ's type
letters) encoded here with struct from the specification, for FieldTableTests: a union of typed values keyed by a
type character, in a byte-counted list of entries, with nested tables and arrays, and no presence bytes anywhere.

Run from this folder: python3 make_field_table_vectors.py
"""
import json
import struct


def shortstr(text):
    data = text.encode("utf-8")
    return struct.pack(">B", len(data)) + data


def value(kind, body):
    if kind == "t": return b"t" + struct.pack(">B", 1 if body else 0)
    if kind == "b": return b"b" + struct.pack(">b", body)
    if kind == "B": return b"B" + struct.pack(">B", body)
    if kind == "s": return b"s" + struct.pack(">h", body)
    if kind == "I": return b"I" + struct.pack(">i", body)
    if kind == "l": return b"l" + struct.pack(">q", body)
    if kind == "f": return b"f" + struct.pack(">f", body)
    if kind == "d": return b"d" + struct.pack(">d", body)
    if kind == "S": return b"S" + struct.pack(">I", len(body.encode("utf-8"))) + body.encode("utf-8")
    if kind == "x": return b"x" + struct.pack(">I", len(body)) + body
    if kind == "T": return b"T" + struct.pack(">Q", body)
    if kind == "V": return b"V"
    if kind == "F": return b"F" + table(body)
    if kind == "A":
        items = b"".join(value(k, v) for k, v in body)
        return b"A" + struct.pack(">I", len(items)) + items
    raise ValueError(kind)


def table(entries):
    data = b"".join(shortstr(name) + value(kind, body) for name, kind, body in entries)
    return struct.pack(">I", len(data)) + data


CASES = {
    "empty": [],
    "every_type": [
        ("durable", "t", True), ("priority", "b", -3), ("hops", "B", 200), ("port", "s", -2), ("count", "I", 70000),
        ("offset", "l", -(2**40)), ("ratio", "f", 0.5), ("score", "d", -1.25), ("user", "S", "gästé"),
        ("blob", "x", b"\x00\xff"), ("at", "T", 1700000000), ("nothing", "V", None),
        ("nested", "F", [("x-match", "S", "all"), ("depth", "F", [("leaf", "t", False)])]),
        ("list", "A", [("I", 1), ("S", "two"), ("F", [("three", "b", 3)])]),
    ],
}

with open("field_table_vectors.jsonl", "w") as out:
    for name, entries in CASES.items():
        out.write(json.dumps({"kind": "field_table", "name": name, "hex": table(entries).hex().upper()}) + "\n")
