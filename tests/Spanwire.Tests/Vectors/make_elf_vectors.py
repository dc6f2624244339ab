"""Writes elf_true.json: what GNU readelf reports for elf_true.bin (a copy of Debian 12's /usr/bin/true): the header's
offsets and counts, every section (name, address, offset, size, entry size, link, info, alignment) and segment.
Run from this folder: python3 make_elf_vectors.py (needs binutils' readelf)."""
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "..", "samples", "Elf"))
from check import readelf  # noqa: E402  (the sample's readelf parser)

header, sections, segments = readelf("elf_true.bin")
with open("elf_true.json", "w") as out:
    json.dump({"header": header, "sections": sections, "segments": segments}, out, indent=1)
    out.write("\n")
