"""Writes sqlite_overflow.db and sqlite_overflow.json for SqliteOverflowTests: Python's sqlite3 (the SQLite library)
with 1,024-byte pages, a table whose rows' payloads are as long as the cell fits (no overflow), one byte longer, and
up to several overflow pages long (text and blobs), and an index over long text keys, which spill too. Python reads
every table leaf cell with struct, following SQLite's file format (https://www.sqlite.org/fileformat2.html, 1.6): each
cell's payload size, rowid, the bytes kept in the page, and the overflow page chain it follows; sqlite3 gives each
row's values (as their UTF-8 or blob bytes' SHA-256).

Run from this folder: python3 make_sqlite_overflow_vectors.py
"""
import hashlib
import json
import os
import random
import sqlite3
import struct

PATH = "sqlite_overflow.db"
if os.path.exists(PATH):
    os.remove(PATH)
rng = random.Random(20261129)
db = sqlite3.connect(PATH)
db.execute("PRAGMA page_size = 1024")
db.execute("CREATE TABLE files (id INTEGER PRIMARY KEY, name TEXT, body BLOB)")
usable = 1024
# Payload sizes around the table leaf's limit (usable - 35 = 989 bytes, header and name included) and well past it.
for i, size in enumerate([0, 10, 900, 960, 970, 980, 990, 1000, 2000, 3000, 5000, 12000, 30000]):
    db.execute("INSERT INTO files VALUES (?, ?, ?)", (i + 1, f"f{i}", rng.randbytes(size)))
db.execute("INSERT INTO files VALUES (100, ?, NULL)", ("long text " * 300,))
db.execute("CREATE TABLE words (word TEXT)")
for i in range(40):
    db.execute("INSERT INTO words VALUES (?)", ("".join(rng.choice("abcdefgh") for _ in range(rng.choice([5, 300, 1200, 2500]))),))
db.execute("CREATE INDEX words_by_word ON words (word)")
db.commit()

data = open(PATH, "rb").read()
page_size = struct.unpack_from(">H", data, 16)[0]
reserved = data[20]
usable = page_size - reserved


def varint(at):
    value = 0
    for i in range(9):
        byte = data[at + i]
        if i == 8:
            return (value << 8) | byte, at + 9
        value = (value << 7) | (byte & 0x7F)
        if byte < 0x80:
            return value, at + i + 1


def local_size(payload, index):
    x = usable - 35 if not index else (usable - 12) * 64 // 255 - 23
    if payload <= x:
        return payload
    m = (usable - 12) * 32 // 255 - 23
    k = m + (payload - m) % (usable - 4)
    return k if k <= x else m


def chain(first, remaining):
    pages = []
    while first:
        pages.append(first)
        at = (first - 1) * page_size
        first = struct.unpack_from(">I", data, at)[0]
    return pages


def leaves(page, index):
    start = (page - 1) * page_size
    header = start + (100 if page == 1 else 0)
    kind = data[header]
    count = struct.unpack_from(">H", data, header + 3)[0]
    pointers_at = header + (12 if kind in (2, 5) else 8)
    cells = []
    for c in range(count):
        at = start + struct.unpack_from(">H", data, pointers_at + 2 * c)[0]
        if kind == 5:
            child = struct.unpack_from(">I", data, at)[0]
            cells += leaves(child, index)
            continue
        if kind == 2:
            child = struct.unpack_from(">I", data, at)[0]
            cells += leaves(child, index)
            at += 4
        payload, at = varint(at)
        rowid = None
        if kind == 13:
            rowid, at = varint(at)
        local = local_size(payload, kind in (2, 10))
        overflow = struct.unpack_from(">I", data, at + local)[0] if local < payload else 0
        cells.append({"page": page, "offset": at - start, "payload": payload, "rowid": rowid, "local": local,
                      "overflow": chain(overflow, payload - local)})
    if kind in (2, 5):
        cells += leaves(struct.unpack_from(">I", data, header + 8)[0], index)
    return cells


def sha(value):  # the values' SHA-256, so the report stays small
    return None if value is None else hashlib.sha256(value).hexdigest()


roots = {name: root for name, root in db.execute("SELECT name, rootpage FROM sqlite_master")}
report = {
    "page_size": page_size,
    "usable": usable,
    "files": {"root": roots["files"], "cells": leaves(roots["files"], False),
              "rows": [[r[0], sha(r[1].encode()), sha(r[2])] for r in db.execute("SELECT id, name, body FROM files ORDER BY id")]},
    "words_by_word": {"root": roots["words_by_word"], "cells": leaves(roots["words_by_word"], True),
                      "keys": [[sha(w.encode()), r] for w, r in db.execute("SELECT word, rowid FROM words INDEXED BY words_by_word ORDER BY word, rowid")]},
}
json.dump(report, open("sqlite_overflow.json", "w"), indent=1)
