"""Runs the Elf sample on binaries of this machine and other machines (64- and 32-bit, either byte order) and checks every header, section and segment line it prints
against `readelf -h -S -l -W` (GNU binutils), an implementation nobody here wrote."""
import os
import re
import subprocess
import sys

SECTION_TYPES = {"NULL": 0, "PROGBITS": 1, "SYMTAB": 2, "STRTAB": 3, "RELA": 4, "HASH": 5, "DYNAMIC": 6, "NOTE": 7,
                 "NOBITS": 8, "REL": 9, "DYNSYM": 11, "INIT_ARRAY": 14, "FINI_ARRAY": 15, "PREINIT_ARRAY": 16,
                 "GROUP": 17, "GNU_HASH": 0x6FFFFFF6, "VERDEF": 0x6FFFFFFD, "VERNEED": 0x6FFFFFFE, "VERSYM": 0x6FFFFFFF}
FILE_TYPES = {"REL": 1, "EXEC": 2, "DYN": 3, "CORE": 4}


def readelf(path):
    text = subprocess.run(["readelf", "-h", "-S", "-l", "-W", path], check=True, capture_output=True, text=True).stdout
    field = lambda name: re.search(rf"^\s*{re.escape(name)}:\s+(\S+)", text, re.M).group(1)
    header = {
        "data": 1 if "little endian" in re.search(r"^\s*Data:\s+(.*)$", text, re.M).group(1) else 2,
        "type": FILE_TYPES[field("Type")],
        "entry": int(field("Entry point address"), 16),
        "phoff": int(field("Start of program headers")),
        "shoff": int(field("Start of section headers")),
        "phnum": int(field("Number of program headers")),
        "shnum": int(field("Number of section headers")),
        "shstrndx": int(field("Section header string table index")),
    }
    sections = []
    row = re.compile(r"^\s*\[\s*(\d+)\]\s(.*?)\s+(\S+)\s+([0-9a-f]{16}|[0-9a-f]{8})\s([0-9a-f]{6,})\s([0-9a-f]{6,})\s([0-9a-f]{2})\s+([A-Za-z]*)\s+(\d+)\s+(\d+)\s+(\d+)$")
    for line in text.splitlines():
        m = row.match(line)
        if m:
            sections.append({"index": int(m.group(1)), "name": m.group(2).strip(), "type": m.group(3),
                             "addr": int(m.group(4), 16), "off": int(m.group(5), 16), "size": int(m.group(6), 16),
                             "es": int(m.group(7), 16), "lk": int(m.group(9)), "inf": int(m.group(10)), "al": int(m.group(11))})
    segments = []
    seg = re.compile(r"^\s+([A-Z_]+|0x[0-9a-f]+)\s+0x([0-9a-f]+) 0x([0-9a-f]+) 0x([0-9a-f]+) 0x([0-9a-f]+) 0x([0-9a-f]+) (.{3}) (?:0x)?([0-9a-f]+)$")
    for line in text.splitlines():
        m = seg.match(line)
        if m:
            segments.append({"off": int(m.group(2), 16), "vaddr": int(m.group(3), 16), "filesz": int(m.group(5), 16),
                             "memsz": int(m.group(6), 16), "align": int(m.group(8), 16)})
    return header, sections, segments


def parse_sample(lines):
    files, current = {}, None
    for line in lines:
        kind, _, rest = line.partition(" ")
        if kind == "file":
            current = files.setdefault(rest, {"sections": [], "segments": []})
            continue
        if kind not in ("header", "section", "segment"):
            continue
        values = {}
        if kind == "section":
            index, rest = rest.split(" ", 1)
            values["index"] = int(index)
        for key, value in re.findall(r"(\w+)=(\S*)", rest):
            values[key] = value
        if kind == "header":
            current["header"] = values
        else:
            current[kind + "s"].append(values)
    return files


def main(paths):
    out = subprocess.run(["dotnet", "run", "-c", "Release", "--no-build", "--project", "samples/Elf", "--", *paths],
                         check=True, capture_output=True, text=True).stdout
    files = parse_sample(out.splitlines())
    checked = 0
    for path in paths:
        header, sections, segments = readelf(path)
        mine = files[path]
        h = mine["header"]
        for key in ("data", "type", "phoff", "shoff", "phnum", "shnum", "shstrndx"):
            assert int(h[key]) == header[key], (path, key, h[key], header[key])
        assert int(h["entry"], 16) == header["entry"], (path, "entry")
        assert len(mine["sections"]) == len(sections) == header["shnum"], (path, len(mine["sections"]), len(sections))
        for s, r in zip(mine["sections"], sections):
            assert s["index"] == r["index"] and s["name"] == r["name"], (path, s, r)
            for key in ("addr", "off", "size", "es"):
                assert int(s[key], 16) == r[key], (path, r["name"], key, s[key], r[key])
            for key in ("lk", "inf", "al"):
                assert int(s[key]) == r[key], (path, r["name"], key, s[key], r[key])
            if r["type"] in SECTION_TYPES:
                assert int(s["type"]) == SECTION_TYPES[r["type"]], (path, r["name"], s["type"], r["type"])
        assert len(mine["segments"]) == len(segments) == header["phnum"], (path, len(mine["segments"]), len(segments))
        for s, r in zip(mine["segments"], segments):
            for key in ("off", "vaddr", "filesz", "memsz", "align"):
                assert int(s[key], 16) == r[key], (path, key, s[key], r[key])
        checked += 1
        print(f"{path}: header, {len(sections)} sections and {len(segments)} segments match readelf")
    print(f"{checked} ELF files match readelf -h -S -l -W")


if __name__ == "__main__":
    main(sys.argv[1:])
