#!/usr/bin/env python3
"""Writes cstring_vectors.jsonl: NUL-terminated strings as Python's codecs encode them, for [BinaryNullTerminated].

Run from this folder: python3 make_cstring_vectors.py
Each record holds four texts and the bytes of the record CStrings (tests/Spanwire.Tests/Types/Protocols.cs):
UTF-8, ASCII, Latin-1 and UTF-16BE, each encoded by Python's own codec and followed by its terminator
(one 00 byte, or 00 00 for UTF-16BE), then a big-endian int32 from struct.
"""
import json
import struct

CASES = [
    ("", "", "", "", 0),
    ("user", "postgres", "caf\u00e9", "A\u0100", 7),
    ("\u65e5\u672c\u8a9e", "client_encoding", "\u00ff\u00fe", "\U0001F600", -1),
    ("application_name", "x" * 300, "", "\u0100\u0200", 2**31 - 1),
]

with open("cstring_vectors.jsonl", "w", encoding="utf-8") as out:
    for utf8, ascii_text, latin1, utf16, tail in CASES:
        data = (
            utf8.encode("utf-8") + b"\0"
            + ascii_text.encode("ascii") + b"\0"
            + latin1.encode("latin-1") + b"\0"
            + utf16.encode("utf-16-be") + b"\0\0"
            + struct.pack(">i", tail)
        )
        out.write(json.dumps({"utf8": utf8, "ascii": ascii_text, "latin1": latin1, "utf16": utf16, "tail": tail, "hex": data.hex().upper()}) + "\n")
