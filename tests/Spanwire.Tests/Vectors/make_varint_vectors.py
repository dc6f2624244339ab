"""Writes sqlite_varint_vectors.jsonl and quic_varint_vectors.jsonl.

SQLite: the bytes SQLite itself wrote. For each value, Python's sqlite3 stores one row with that rowid in a new
database file; the rowid is the second varint of the table's only cell (after the payload size), found through the
page header and the cell pointer array of page 2, and cut where SQLite's format says a varint ends (a byte below 0x80,
or the ninth byte). Negative rowids are stored as their 64-bit two's complement, so they take nine bytes.

QUIC: the examples of RFC 9000, appendix A.1, then values at each length boundary encoded as section 16 specifies.

Run from this folder: python3 make_varint_vectors.py
"""
import json
import os
import sqlite3
import tempfile


def sqlite_rowid_bytes(rowid):
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "v.db")
        connection = sqlite3.connect(path)
        connection.execute("CREATE TABLE t(x)")
        connection.execute("INSERT INTO t(rowid, x) VALUES (?, NULL)", (rowid,))
        connection.commit()
        connection.close()
        data = open(path, "rb").read()
    page_size = int.from_bytes(data[16:18], "big")
    page = data[page_size:2 * page_size]  # page 2: the table's b-tree root
    assert page[0] == 0x0D, "a table leaf page"
    assert int.from_bytes(page[3:5], "big") == 1, "one cell"
    cell = int.from_bytes(page[8:10], "big")

    def varint_at(offset):
        end = offset
        while page[end] >= 0x80 and end - offset < 8:
            end += 1
        return page[offset:end + 1]

    payload_size = varint_at(cell)
    return varint_at(cell + len(payload_size))


def quic_encode(value):
    for length, code in ((1, 0), (2, 1), (4, 2), (8, 3)):
        if value < 1 << (8 * length - 2):
            return (value | code << (8 * length - 2)).to_bytes(length, "big")
    raise ValueError(value)


def main():
    values = sorted({v for bits in range(64) for v in (2 ** bits - 1, 2 ** bits, 2 ** bits + 1)} | {240, 2287, 67823, 2 ** 63 - 1})
    with open("sqlite_varint_vectors.jsonl", "w") as out:
        for value in values + [-1, -2, -(2 ** 63), -12345678901234]:
            if value > 2 ** 63 - 1:
                continue
            stored = sqlite_rowid_bytes(value)
            out.write(json.dumps({"value": str(value & (2 ** 64 - 1)), "hex": stored.hex()}) + "\n")

    with open("quic_varint_vectors.jsonl", "w") as out:
        # RFC 9000, A.1: "the eight-byte sequence 0xc2197c5eff14e88c decodes to the decimal value
        # 151,288,809,941,952,652; the four-byte sequence 0x9d7f3e7d decodes to 494,878,333; the two-byte sequence
        # 0x7bbd decodes to 15,293; and the single byte 0x25 decodes to 37 (as does the two-byte sequence 0x4025)."
        for hex_bytes, value, shortest in (("c2197c5eff14e88c", 151288809941952652, True), ("9d7f3e7d", 494878333, True),
                                           ("7bbd", 15293, True), ("25", 37, True), ("4025", 37, False)):
            out.write(json.dumps({"value": str(value), "hex": hex_bytes, "shortest": shortest}) + "\n")
        for value in (0, 63, 64, 16383, 16384, 2 ** 30 - 1, 2 ** 30, 2 ** 62 - 1):
            out.write(json.dumps({"value": str(value), "hex": quic_encode(value).hex(), "shortest": True}) + "\n")


if __name__ == "__main__":
    main()
