#!/usr/bin/env python3
"""Writes protocol_vectors.jsonl: whole protocol messages built from their specifications with Python's struct.

Run from this folder: python3 make_protocol_vectors.py
- PostgreSQL v3 StartupMessage (protocol 3.0, section 55.7): Int32 length counting itself, Int32 196608, then
  name/value C strings, then a 0 byte.
- Kafka record (KIP-98, message format v2): a ZigZag varint length, then attributes, ZigZag varint deltas, and
  ZigZag-varint-prefixed key, value and headers (-1 for a null key or value).
- memcached binary protocol packet: the 24-byte header (struct ">BBHBBHIIQ"), then extras, key and value.
- HdrHistogram V2 (uncompressed): the 40-byte header, then counts as ZigZag LEB128 (negative = a run of zeros).
Varints are encoded here from the protobuf/Kafka/HdrHistogram definitions, independently of Spanwire's code.
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

    for opcode, extras, key, value, opaque, cas in ((1, b"\xde\xad\xbe\xef\x00\x00\x0e\x10", b"Hello", b"World", 7, 0), (0, b"", b"k", b"", 1, 42)):
        header = struct.pack(">BBHBBHIIQ", 0x80, opcode, len(key), len(extras), 0, 0, len(extras) + len(key) + len(value), opaque, cas)
        out.write(json.dumps({"kind": "memcached", "opcode": opcode, "extras": extras.hex().upper(), "key": key.decode(), "value": value.hex().upper(),
                              "opaque": opaque, "cas": cas, "hex": (header + extras + key + value).hex().upper()}) + "\n")
    for counts in ([1, 2, 3, 0, 0, 0, 5], [0] * 10 + [1000000, 1]):
        encoded, zeros = [], 0
        for c in counts:
            if c == 0:
                zeros += 1
                continue
            if zeros:
                encoded.append(-zeros)
                zeros = 0
            encoded.append(c)
        if zeros:
            encoded.append(-zeros)
        payload = b"".join(zz(v) for v in encoded)
        header = struct.pack(">iiiiqqd", 0x1c849303, len(payload), 0, 3, 1, 3600000000, 1.0)
        out.write(json.dumps({"kind": "hdr_v2", "counts": encoded, "hex": (header + payload).hex().upper()}) + "\n")
