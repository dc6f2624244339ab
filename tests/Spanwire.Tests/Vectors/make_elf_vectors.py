"""Writes elf_true.json: what GNU readelf reports for elf_true.bin (a copy of Debian 12's /usr/bin/true): the header's
offsets and counts, every section (name, address, offset, size, entry size, link, info, alignment) and segment; and
elf_relocatable.json for elf_relocatable.o, an object file GCC made from elf_relocatable.c (`gcc -c -Os`), which has
no program headers (e_phoff 0, e_phnum 0); and elf_s390x.json for elf_s390x.bin, a big-endian s390x executable
(a copy of samples/Elf/BigEndian/s390x.elf, which Debian's cross binutils made); elf_mips32.json and elf_i686.json for
two 32-bit files from the same binutils (copies of samples/Elf/BigEndian/mips.o, big-endian, and i686.elf).
Run from this folder: python3 make_elf_vectors.py (needs binutils' readelf; GCC to remake the object)."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "samples", "Elf"))
from check import readelf  # noqa: E402  (the sample's readelf parser)

for name in ("elf_true.bin", "elf_relocatable.o", "elf_s390x.bin", "elf_mips32.o", "elf_i686.bin"):
    header, sections, segments = readelf(name)
    with open(os.path.splitext(name)[0] + ".json", "w") as out:
        json.dump({"header": header, "sections": sections, "segments": segments}, out, indent=1)
        out.write("\n")
