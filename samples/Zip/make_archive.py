"""Makes the archive samples/Zip reads: Python's zipfile with stored and deflated entries, UTF-8 names, an empty entry,
a 1 MB entry and an archive comment. Usage: python3 make_archive.py OUT.zip"""
import sys
import zipfile

with zipfile.ZipFile(sys.argv[1], "w") as archive:
    for i in range(200):
        method = zipfile.ZIP_DEFLATED if i % 3 else zipfile.ZIP_STORED
        info = zipfile.ZipInfo(f"dir{i % 7}/entry-{i}.txt", date_time=(2024, 5, 6, 7, 8, 10))
        info.compress_type = method
        archive.writestr(info, ("line %d of entry %d\n" % (i, i) * (i % 40)).encode())
    archive.writestr(zipfile.ZipInfo("caf\u00e9/cr\u00e8me.txt"), "caf\u00e9 cr\u00e8me\n".encode())
    archive.writestr(zipfile.ZipInfo("empty"), b"")
    big = zipfile.ZipInfo("big.csv")
    big.compress_type = zipfile.ZIP_DEFLATED
    archive.writestr(big, "\n".join(f"{i},{i * i},{i % 97}" for i in range(70000)).encode())
    archive.comment = b"made by Python's zipfile"
