"""Writes a SQLite database with Python's sqlite3 (the SQLite library itself) and, beside it, every row as sqlite3
returns it (JSON lines, blobs as hex), for the Sqlite sample to compare with what it reads from the file: the table
`people` in rowid order; then, in OUT.jsonl's sibling OUT.keys.jsonl, its index `people_by_name` (name, age, rowid) and
the WITHOUT ROWID table `tags` (tag, weight), each in key order, as sqlite3 walks them.

usage: python3 make_db.py OUT.db OUT.jsonl [ROWS=3000] [ENCODING=UTF-8 | UTF-16le | UTF-16be]"""
import json
import random
import sqlite3
import sys

path, expected, rows = sys.argv[1], sys.argv[2], int(sys.argv[3]) if len(sys.argv) > 3 else 3000
encoding = sys.argv[4] if len(sys.argv) > 4 else "UTF-8"
rng = random.Random(20261126)
db = sqlite3.connect(path)
db.execute(f"PRAGMA encoding = '{encoding}'")
db.execute("CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT NOT NULL, score REAL, age INTEGER, note TEXT, photo BLOB)")
for i in range(1, rows + 1):
    # now and then a name, note or photo longer than a page keeps: the record (and the index key) spills to overflow pages
    name = "".join(rng.choice("abcdefghijklmnopqrstuvwxyzé ") for _ in range(rng.randint(0, 24) if i % 499 else rng.randint(1000, 6000)))
    score = None if i % 17 == 0 else round(rng.uniform(-1e6, 1e6), 3)
    # integers of every stored width: 0 and 1 (serial types 8, 9), 1 to 8 bytes, negative ones
    age = rng.choice([0, 1, -1, rng.randint(-128, 127), rng.randint(-32768, 32767), rng.randint(-2**23, 2**23 - 1),
                      rng.randint(-2**31, 2**31 - 1), rng.randint(-2**47, 2**47 - 1), rng.randint(-2**63, 2**63 - 1), None])
    note = None if i % 3 else f"note {i}" * (1 if i % 701 else 400)
    photo = None if i % 5 else bytes(rng.getrandbits(8) for _ in range(rng.randint(0, 40) if i % 997 else rng.randint(4000, 20000)))
    db.execute("INSERT INTO people VALUES (?, ?, ?, ?, ?, ?)", (i * 7, name, score, age, note, photo))
db.execute("CREATE INDEX people_by_name ON people (name, age)")
db.execute("CREATE TABLE tags (tag TEXT PRIMARY KEY, weight INTEGER) WITHOUT ROWID")
db.executemany("INSERT INTO tags VALUES (?, ?)", ((f"tag-{rng.getrandbits(40):010x}", i) for i in range(rows // 2)))
db.commit()

with open(expected, "w") as out:
    for row in db.execute("SELECT id, name, score, age, note, photo FROM people ORDER BY id"):
        out.write(json.dumps([v.hex() if isinstance(v, bytes) else v for v in row], ensure_ascii=False) + "\n")

with open(expected[:-len(".jsonl")] + ".keys.jsonl", "w") as out:
    for key in db.execute("SELECT name, age, id FROM people INDEXED BY people_by_name ORDER BY name, age, id"):
        out.write(json.dumps(["people_by_name", *key], ensure_ascii=False) + "\n")
    for key in db.execute("SELECT tag, weight FROM tags ORDER BY tag"):
        out.write(json.dumps(["tags", *key], ensure_ascii=False) + "\n")
db.close()
