"""Writes mqtt_vectors.jsonl: MQTT 3.1.1 control packets (OASIS standard, section 2 and 3) encoded here from the
specification with struct, for BitTagUnionTests: the packet type in the top 4 bits of the first byte, the flags in
the low 4, the Remaining Length as a Variable Byte Integer (at most 4 bytes), then the variable header and payload.

Run from this folder: python3 make_mqtt_vectors.py
"""
import json
import struct


def remaining_length(n):
    out = b""
    while True:
        byte, n = n % 128, n // 128
        out += bytes([byte | (0x80 if n else 0)])
        if not n:
            return out


def packet(kind, flags, body):
    return bytes([(kind << 4) | flags]) + remaining_length(len(body)) + body


def utf8(text):
    data = text.encode("utf-8")
    return struct.pack(">H", len(data)) + data


PACKETS = {
    "connack": packet(2, 0, struct.pack(">BB", 1, 0)),
    "publish_qos0_retain": packet(3, 0b0001, utf8("a/b") + b"hello"),
    "publish_qos0_dup": packet(3, 0b1000, utf8("sensors/temp") + bytes(range(200))),
    "publish_qos1": packet(3, 0b0010, utf8("a/b") + struct.pack(">H", 10) + b"hello"),
    "publish_qos2_dup": packet(3, 0b1100, utf8("x") + struct.pack(">H", 65535) + b""),
    "publish_large": packet(3, 0b0001, utf8("big") + bytes(i % 256 for i in range(1000))),
    "puback": packet(4, 0, struct.pack(">H", 10)),
    "suback": packet(9, 0, struct.pack(">H", 7) + bytes([0, 1, 0x80])),
    "pingreq": packet(12, 0, b""),
    "pingresp": packet(13, 0, b""),
    "disconnect": packet(14, 0, b""),
}

with open("mqtt_vectors.jsonl", "w") as out:
    for name, data in PACKETS.items():
        out.write(json.dumps({"kind": "mqtt", "name": name, "hex": data.hex().upper()}) + "\n")
