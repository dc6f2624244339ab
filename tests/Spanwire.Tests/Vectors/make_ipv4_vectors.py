"""Writes ipv4_vectors.jsonl: IPv4 headers (RFC 791) and TCP headers (RFC 9293) with options, whose header lengths are
counted in 4-byte words (IHL, Data Offset) in 4-bit fields, encoded here with struct; the IPv4 checksum is RFC 1071's.

Run from this folder: python3 make_ipv4_vectors.py
"""
import json
import struct


def checksum(data):
    total = sum(struct.unpack(f">{len(data) // 2}H", data))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF


def ipv4(options, payload_length=20, ident=0x1C46, ttl=64, proto=6, src="192.168.0.1", dst="10.0.0.2"):
    ihl = 5 + len(options) // 4
    addresses = bytes(int(part) for part in src.split(".")) + bytes(int(part) for part in dst.split("."))
    header = struct.pack(">BBHHHBBH", (4 << 4) | ihl, 0, ihl * 4 + payload_length, ident, (0b010 << 13) | 0, ttl, proto, 0) + addresses + options
    return header[:10] + struct.pack(">H", checksum(header)) + header[12:]


def tcp(options, flags=0x018):
    offset = 5 + len(options) // 4
    return struct.pack(">HHIIHHHH", 443, 51234, 1000, 2000, (offset << 12) | flags, 64240, 0, 0) + options


with open("ipv4_vectors.jsonl", "w") as out:
    for name, options in {
        "no options": b"",
        "record route": bytes([7, 11, 4]) + bytes(8) + bytes([1]),  # RR, 11 bytes, pointer 4, two empty slots, NOP pad
        "router alert": bytes([0x94, 4, 0, 0]),                       # RFC 2113
    }.items():
        out.write(json.dumps({"kind": "ipv4", "name": name, "hex": ipv4(options).hex()}) + "\n")
    for name, options in {
        "no options": b"",
        "mss, sack permitted, timestamps, window scale": bytes([2, 4, 0x05, 0xB4, 4, 2, 8, 10]) + struct.pack(">II", 12345, 0) + bytes([1, 3, 3, 7]),
    }.items():
        out.write(json.dumps({"kind": "tcp", "name": name, "hex": tcp(options).hex()}) + "\n")
