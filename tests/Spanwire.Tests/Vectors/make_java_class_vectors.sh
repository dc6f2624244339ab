#!/bin/sh
# Java class files javac wrote (Kaitai's java_class), for JavaClassTests: a class with long, double, int and float
# constants, strings with non-ASCII text and a NUL (Java's modified UTF-8), lambdas (InvokeDynamic, MethodHandle,
# MethodType); a record; an interface with a default method; a module-info (Module and Package constants). The
# sources are in java_class_src/. java_class.json records what the JDK's own reader, `javap -v`, lists for each: the
# version, every constant-pool entry by its index (a long or double takes two, so the next index skips one), this and
# super class, and the counts of interfaces, fields, methods and attributes.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
javac --release 17 -d "$work" java_class_src/Constants.java java_class_src/Point.java
javac --release 17 -d "$work/module" java_class_src/module-info.java java_class_src/demo.kinds/Kinds.java
cp "$work/Constants.class" java_constants.class
cp "$work/Point.class" java_point.class
cp "$work/module/demo/kinds/Kinds.class" java_kinds.class
cp "$work/module/module-info.class" java_module_info.class
python3 - java_constants.class java_point.class java_kinds.class java_module_info.class > java_class.json <<'PY'
import json, re, subprocess, sys
result = {}
for name in sys.argv[1:]:
    listing = subprocess.run(["javap", "-v", name], capture_output=True, text=True, check=True).stdout
    version = re.search(r"minor version: (\d+)\s+major version: (\d+)", listing)
    counts = re.search(r"interfaces: (\d+), fields: (\d+), methods: (\d+), attributes: (\d+)", listing)
    pool = [{"index": int(index), "kind": kind, "value": value.strip()}
            for index, kind, value in re.findall(r"^ +#(\d+) = (\w+)\s+(.*)$", listing.split("Constant pool:")[1].split("\n{")[0], re.M)]
    this_class = re.search(r"this_class: #(\d+)", listing)
    super_class = re.search(r"super_class: #(\d+)", listing)
    result[name] = {"minor": int(version[1]), "major": int(version[2]), "pool": pool,
                    "thisClass": int(this_class[1]), "superClass": int(super_class[1]) if super_class else 0,
                    "interfaces": int(counts[1]), "fields": int(counts[2]), "methods": int(counts[3]), "attributes": int(counts[4])}
json.dump(result, sys.stdout, indent=1)
PY
