"""Checks that OUT.zip (written by samples/Zip) holds what IN.zip (written by Python's zipfile) does: the same names,
sizes, CRC-32s, contents and comment, as Python's zipfile reports them, and that zipfile's own test passes.
Usage: python3 check.py IN.zip OUT.zip"""
import sys
import zipfile

with zipfile.ZipFile(sys.argv[1]) as before, zipfile.ZipFile(sys.argv[2]) as after:
    assert after.testzip() is None, "a CRC-32 does not match"
    assert after.comment == before.comment, (after.comment, before.comment)
    old, new = before.infolist(), after.infolist()
    assert [i.filename for i in old] == [i.filename for i in new]
    for a, b in zip(old, new):
        assert (a.file_size, a.CRC) == (b.file_size, b.CRC), a.filename
        assert before.read(a) == after.read(b), a.filename
    print(f"zipfile: {len(new)} entries of {sys.argv[2]} match {sys.argv[1]} (names, sizes, CRC-32s, contents, comment)")
