"""Writes sqlite_records.json for SqliteRecordTests: Python's sqlite3 (the SQLite library) stores rows holding every
serial type of SQLite's record format (https://www.sqlite.org/fileformat2.html, 2.1): NULL, integers of 1, 2, 3, 4, 6
and 8 bytes, the constants 0 and 1, a float, text and blobs (empty too), and a row of 130 columns, whose header takes a
two-byte size. Python reads each table leaf cell with struct, keeping the record's bytes and its serial types as the
format defines them; sqlite3 gives each row's values, each tagged with its type.

Run from this folder: python3 make_sqlite_record_vectors.py
"""
import json
import os
import sqlite3
import struct
import tempfile

ROWS = [
    [None, 0, 1, -1, 127, -128],
    [128, -129, 32767, -32768, 32768, -8388608],
    [8388607, 8388608, -2147483648, 2147483647, 2147483648, -140737488355328],
    [140737488355327, 140737488355328, -9223372036854775808, 9223372036854775807, 0.5, -1234.0625],
    ["", b"", "text", b"\x00\x01\xff", "é ü 😀", "x" * 200],
    [1e308, -0.0, None, None, b"\x10" * 70, 0],
]


def main():
    path = os.path.join(tempfile.mkdtemp(), "records.db")
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE t (a, b, c, d, e, f)")
    db.executemany("INSERT INTO t VALUES (?, ?, ?, ?, ?, ?)", ROWS)
    wide = ", ".join(f"c{i}" for i in range(130))
    db.execute(f"CREATE TABLE wide ({wide})")
    db.execute(f"INSERT INTO wide VALUES ({', '.join('?' * 130)})", [i * 1000 if i % 3 else f"v{i}" for i in range(130)])
    db.commit()
    expected = {name: [list(row) for row in db.execute(f"SELECT * FROM {name} ORDER BY rowid")] for name in ("t", "wide")}
    roots = dict(db.execute("SELECT name, rootpage FROM sqlite_schema WHERE type = 'table'"))
    db.close()
    data = open(path, "rb").read()
    page_size = struct.unpack_from(">H", data, 16)[0]

    def varint(at):
        value = 0
        for i in range(9):
            byte = data[at + i]
            if i == 8:
                return (value << 8) | byte, at + 9
            value = (value << 7) | (byte & 0x7F)
            if byte < 0x80:
                return value, at + i + 1

    records = []
    for name in ("t", "wide"):
        start = (roots[name] - 1) * page_size
        assert data[start] == 13, "one leaf page per table"
        count = struct.unpack_from(">H", data, start + 3)[0]
        for index in range(count):
            at = start + struct.unpack_from(">H", data, start + 8 + 2 * index)[0]
            size, at = varint(at)
            rowid, at = varint(at)
            payload = data[at:at + size]
            header, body = varint(at)
            types = []
            while body < at + header:
                serial, body = varint(body)
                types.append(serial)
            records.append({"table": name, "rowid": rowid, "payload": payload.hex(), "serial_types": types,
                            "values": [value_of(v) for v in expected[name][rowid - 1]]})
    with open("sqlite_records.json", "w") as out:
        json.dump(records, out, indent=1)


def value_of(value):
    if value is None:
        return ["null", None]
    if isinstance(value, bool) or isinstance(value, int):
        return ["integer", str(value)]
    if isinstance(value, float):
        return ["real", repr(value)]
    if isinstance(value, str):
        return ["text", value]
    return ["blob", value.hex()]


main()
