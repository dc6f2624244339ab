#!/usr/bin/python3
"""Writes mysql_lenenc_vectors.jsonl: MySQL length-encoded integers and strings as PyMySQL writes and reads them, and
text-protocol result rows in their packets.

Integers: PyMySQL's own encoder (pymysql.connections._lenenc_int, the client's) for values at each width's boundaries,
each read back with PyMySQL's packet reader (MysqlPacket.read_length_encoded_integer). Strings: the length-encoded
string a result row carries (the length, then the bytes), read back with MysqlPacket.read_length_coded_string. Rows:
each column a length-encoded string or FB for NULL, in a packet (3-byte little-endian payload length, sequence id),
read back column by column with PyMySQL's reader, which returns None for FB.

PyMySQL comes from Debian (apt-get install python3-pymysql), hence /usr/bin/python3. Run from this folder:
/usr/bin/python3 make_mysql_lenenc_vectors.py
"""
import json

from pymysql.connections import _lenenc_int
from pymysql.protocol import MysqlPacket


def main():
    values = sorted({0, 1, 250, 251, 252, 255, 256, 65535, 65536, 2 ** 24 - 1, 2 ** 24, 2 ** 32, 2 ** 63 - 1, 2 ** 64 - 1})
    with open("mysql_lenenc_vectors.jsonl", "w") as out:
        for value in values:
            encoded = _lenenc_int(value)
            assert MysqlPacket(encoded, "utf8").read_length_encoded_integer() == value
            out.write(json.dumps({"kind": "int", "value": str(value), "hex": encoded.hex()}) + "\n")
        for length in (0, 3, 250, 251, 1000):
            text = ("MySQL " * (length // 6 + 1))[:length]
            encoded = _lenenc_int(length) + text.encode("utf-8")
            assert MysqlPacket(encoded, "utf8").read_length_coded_string() == text.encode("utf-8")
            out.write(json.dumps({"kind": "string", "value": text, "hex": encoded.hex()}) + "\n")
        for sequence, columns in ((1, ["1", "Ada", None, "2024-05-06 07:08:09"]), (2, [None, None]), (3, ["", "x" * 300, "\u00e9t\u00e9"])):
            payload = b"".join(b"\xfb" if value is None else _lenenc_int(len(value.encode("utf-8"))) + value.encode("utf-8") for value in columns)
            packet = len(payload).to_bytes(3, "little") + bytes([sequence]) + payload
            reader = MysqlPacket(payload, "utf8")
            assert [reader.read_length_coded_string() for _ in columns] == [None if value is None else value.encode("utf-8") for value in columns]
            out.write(json.dumps({"kind": "row", "sequence": sequence, "columns": columns, "hex": packet.hex()}) + "\n")


main()
