#!/usr/bin/env python3
"""Writes protocol_vectors.jsonl: whole protocol messages built from their specifications with Python's struct.

Run from this folder: python3 make_protocol_vectors.py
- PostgreSQL v3 StartupMessage (protocol 3.0, section 55.7): Int32 length counting itself, Int32 196608, then
  name/value C strings, then a 0 byte.
- Kafka record (KIP-98, message format v2): a ZigZag varint length, then attributes, ZigZag varint deltas, and
  ZigZag-varint-prefixed key, value and headers (-1 for a null key or value).
Varints are encoded here from the protobuf/Kafka definition, independently of Spanwire's code.
"""
import json
import struct


def zigzag(n):
    return (n << 1) ^ (n >> 63)


def varint(u):
    out = bytearray()
    while u >= 0x80:
        out.append((u & 0x7F) | 0x80)
        u >>= 7
    out.append(u)
    return bytes(out)


def zz(n):
    return varint(zigzag(n))


def pg_startup(params):
    body = struct.pack(">i", 196608) + b"".join(k.encode() + b"\0" + v.encode() + b"\0" for k, v in params) + b"\0"
    return struct.pack(">i", len(body) + 4) + body


def kafka_bytes(b):
    return zz(-1) if b is None else zz(len(b)) + b


def kafka_record(attributes, ts_delta, offset_delta, key, value, headers):
    body = struct.pack(">b", attributes) + zz(ts_delta) + zz(offset_delta) + kafka_bytes(key) + kafka_bytes(value)
    body += zz(len(headers)) + b"".join(zz(len(k.encode())) + k.encode() + kafka_bytes(v) for k, v in headers)
    return zz(len(body)) + body


with open("protocol_vectors.jsonl", "w", encoding="utf-8") as out:
    for params in ([("user", "postgres"), ("database", "postgres")], [("user", "u"), ("application_name", "spanwire"), ("client_encoding", "UTF8")]):
        out.write(json.dumps({"kind": "pg_startup", "params": params, "hex": pg_startup(params).hex().upper()}) + "\n")
    for rec in ((0, 0, 0, None, b"hello", []), (0, 1234567, 3, b"key", b"v" * 200, [("trace", b"\x01\x02"), ("n", None)])):
        attributes, ts, off, key, value, headers = rec
        out.write(json.dumps({
            "kind": "kafka_record", "attributes": attributes, "timestampDelta": ts, "offsetDelta": off,
            "key": None if key is None else key.hex().upper(), "value": value.hex().upper(),
            "headers": [[k, None if v is None else v.hex().upper()] for k, v in headers],
            "hex": kafka_record(*rec).hex().upper(),
        }) + "\n")
