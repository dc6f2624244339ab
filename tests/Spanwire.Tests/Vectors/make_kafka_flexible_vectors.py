"""Writes kafka_flexible_vectors.jsonl: Kafka ApiVersionsResponse v3 (a flexible version, KIP-482) encoded from the
protocol's rules with Python's struct: compact arrays and strings are an unsigned varint of the length plus one (0 for
null), and every struct ends with tagged fields: an unsigned-varint count, then per field an unsigned-varint tag, an
unsigned-varint size and the body. The response carries tag 0 (SupportedFeatures), tag 1 (FinalizedFeaturesEpoch) and
an unknown tag 9, which a reader must keep. Each vector holds the values and the bytes.

Run from this folder: python3 make_kafka_flexible_vectors.py
"""
import json
import random
import struct

random.seed(482)


def uvarint(value):
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def compact_string(text):
    if text is None:
        return uvarint(0)
    data = text.encode("utf-8")
    return uvarint(len(data) + 1) + data


def compact_array(items, encode):
    if items is None:
        return uvarint(0)
    return uvarint(len(items) + 1) + b"".join(encode(item) for item in items)


def tagged(fields):
    return uvarint(len(fields)) + b"".join(uvarint(tag) + uvarint(len(body)) + body for tag, body in fields)


def api_key(key):
    return struct.pack(">hhh", key["apiKey"], key["minVersion"], key["maxVersion"]) + tagged([])


def feature(item):
    return compact_string(item["name"]) + struct.pack(">hh", item["minVersion"], item["maxVersion"]) + tagged([])


with open("kafka_flexible_vectors.jsonl", "w") as out:
    for case in range(8):
        keys = None if case == 7 else [{"apiKey": k, "minVersion": 0, "maxVersion": random.randrange(1, 20)} for k in range(case * 3)]
        features = [{"name": name, "minVersion": 1, "maxVersion": random.randrange(1, 30)} for name in ["metadata.version", "kraft.version", "gäst"][: case % 4]]
        epoch = random.randrange(-1, 1 << 40)
        unknown = bytes(random.randrange(256) for _ in range(case))
        fields = []
        if features:
            fields.append((0, compact_array(features, feature)))
        fields.append((1, struct.pack(">q", epoch)))
        fields.append((9, unknown))
        wire = struct.pack(">h", case) + compact_array(keys, api_key) + struct.pack(">i", 100 * case) + tagged(fields)
        out.write(json.dumps({
            "kind": "api_versions", "errorCode": case, "apiKeys": keys, "throttleTimeMs": 100 * case,
            "features": features, "epoch": epoch, "unknown": unknown.hex().upper(), "wire": wire.hex().upper(),
        }) + "\n")
