"""Checks tshark's dissection of the ProtocolServer capture against what the sample sent.

Usage: check_dissector.py DISSECTED.json EXPECTED

DISSECTED.json is `tshark -T json` output with the exported Lua dissector loaded; EXPECTED is the sample's list of
messages ("to"/"from", then field=value pairs). Every message must be dissected, in order, with each field's value as
sent; no packet may be malformed or raise a Lua error; messages split across TCP segments must be reassembled.
"""
import json
import sys

PROTOCOL = "protocolserver"
SERVER_PORT = "7000"


def pairs(value):
    # tshark repeats keys (one per message or subtree in a packet): keep every pair.
    return value if isinstance(value, list) else []


def fields(node, found):
    for key, value in pairs(node):
        if isinstance(value, list):
            fields(value, found)
        elif key.startswith(PROTOCOL + "."):
            found.setdefault(key, []).append(value)
    return found


def layer(packet, name):
    for key, value in pairs(packet):
        if key == "_source":
            for key2, layers in pairs(value):
                if key2 == "layers":
                    return [v for k, v in pairs(layers) if k == name]
    return []


def single(packet, name, field):
    for node in layer(packet, name):
        for key, value in pairs(node):
            if key == field:
                return value
    return None


def normalize(key, value):
    if key.endswith(".payload"):
        return value.replace(":", "").lower()
    return value


def main(dissected_path, expected_path):
    text = open(dissected_path, encoding="utf-8").read()
    for marker in ("_ws.malformed", "Malformed", "Lua Error", "_ws.lua.error"):
        if marker in text:
            sys.exit(f"FAILED: the dissection contains '{marker}'")
    packets = json.loads(text, object_pairs_hook=lambda items: items)

    seen = []
    reassembled = 0
    for packet in packets:
        direction = "to" if single(packet, "tcp", "tcp.dstport") == SERVER_PORT else "from"
        messages = layer(packet, PROTOCOL)
        if messages and layer(packet, "tcp.segments"):
            reassembled += 1
        for message in messages:
            seen.append((direction, {k: [normalize(k, v) for v in vs] for k, vs in fields(message, {}).items()}))

    expected = []
    for line in open(expected_path, encoding="utf-8"):
        direction, *assignments = line.split()
        values = {}
        for assignment in assignments:
            key, _, value = assignment.partition("=")
            parts = value.split(",") if key.endswith(".values") and value else [value]
            values[key] = [normalize(key, v) for v in parts if v != "" or not key.endswith(".values")]
        expected.append((direction, values))

    if len(seen) != len(expected):
        sys.exit(f"FAILED: {len(seen)} messages dissected, {len(expected)} sent")
    for index, ((direction, got), (want_direction, want)) in enumerate(zip(seen, expected)):
        if direction != want_direction:
            sys.exit(f"FAILED: message {index} went {direction}, expected {want_direction}")
        for key, values in want.items():
            actual = got.get(key, [""] if values == [""] else [])
            if actual != values:
                sys.exit(f"FAILED: message {index} {key} = {actual}, sent {values}")
    if reassembled == 0:
        sys.exit("FAILED: no message was reassembled from several TCP segments")
    print(f"dissector: {len(seen)} messages dissected with every field as sent, {reassembled} of them reassembled from several TCP segments")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
