#!/usr/bin/env python3
"""Writes struct_vectors.jsonl: byte-exact expectations for Spanwire produced by Python's struct module.

Run from this folder: python3 make_struct_vectors.py
Every record holds the field values (floats as IEEE bit patterns, so NaN and -0.0 survive JSON) and the
bytes that Python's big-endian packing gives for them. The C# tests serialize the same values and compare,
then read Python's bytes back and compare the values.
"""
import json
import struct
import uuid

SCALARS = ">?BbhHiIqQefdH16s"  # ... Half(e), float(f), double(d), char as UTF-16 code unit (H), Guid as RFC 4122 bytes


def bits32(value):
    return struct.unpack(">I", struct.pack(">f", value))[0]


def bits64(value):
    return struct.unpack(">Q", struct.pack(">d", value))[0]


def bits16(value):
    return struct.unpack(">H", struct.pack(">e", value))[0]


def scalars(flag, u8, i8, i16, u16, i32, u32, i64, u64, f16, f32, f64, letter, guid):
    packed = struct.pack(SCALARS, flag, u8, i8, i16, u16, i32, u32, i64, u64, f16, f32, f64, ord(letter), guid.bytes)
    return {
        "type": "PyScalars",
        "fields": {
            "Flag": flag, "U8": u8, "I8": i8, "I16": i16, "U16": u16, "I32": i32, "U32": u32,
            "I64": str(i64), "U64": str(u64),
            "F16Bits": bits16(f16), "F32Bits": bits32(f32), "F64Bits": str(bits64(f64)),
            "Letter": ord(letter), "Guid": str(guid),
        },
        "hex": packed.hex(),
    }


def length_prefixed(data):
    if data is None:
        return struct.pack(">i", -1)
    return struct.pack(">i", len(data)) + data


def text(label, data, ints, doubles):
    packed = length_prefixed(None if label is None else label.encode("utf-8"))
    packed += length_prefixed(data)
    packed += struct.pack(">i", -1) if ints is None else struct.pack(f">i{len(ints)}i", len(ints), *ints)
    packed += struct.pack(">i", -1) if doubles is None else struct.pack(f">i{len(doubles)}d", len(doubles), *doubles)
    return {
        "type": "PyText",
        "fields": {
            "Label": label,
            "Data": None if data is None else data.hex(),
            "Ints": ints,
            "DoubleBits": None if doubles is None else [str(bits64(d)) for d in doubles],
        },
        "hex": packed.hex(),
    }


def leb128(value):
    """Unsigned LEB128, written here from the definition (DWARF/protobuf), not with Spanwire's code."""
    out = bytearray()
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return bytes(out)


def zigzag(value, bits):
    return (value << 1) ^ (value >> (bits - 1)) if value < 0 else value << 1


def prefixed(pascal, short, blob, counts, maybe, delta, big, offset):
    """Layout controls: u8, i16 (-1 null), u16, LEB128 count and ZigZag prefixes; ZigZag and unsigned varint integers."""
    packed = b""
    raw = pascal.encode("utf-8")
    packed += struct.pack(">B", len(raw)) + raw
    packed += struct.pack(">h", -1) if short is None else struct.pack(">h", len(short.encode("utf-8"))) + short.encode("utf-8")
    packed += struct.pack(">H", len(blob)) + blob
    packed += leb128(len(counts)) + struct.pack(f">{len(counts)}i", *counts)
    packed += leb128(zigzag(-1, 64)) if maybe is None else leb128(zigzag(len(maybe.encode("utf-8")), 64)) + maybe.encode("utf-8")
    packed += leb128(zigzag(delta, 32))
    packed += leb128(big)
    packed += leb128(zigzag(offset, 64))
    return {
        "type": "PyPrefixed",
        "fields": {
            "Pascal": pascal, "Short": short, "Blob": blob.hex(), "Counts": counts, "Maybe": maybe,
            "Delta": delta, "Big": str(big), "Offset": str(offset),
        },
        "hex": packed.hex(),
    }


def cut_at_character(text, size):
    """The longest prefix of whole characters whose UTF-8 form fits size bytes."""
    out = b""
    for ch in text:
        encoded = ch.encode("utf-8")
        if len(out) + len(encoded) > size:
            break
        out += encoded
    return out


def fixed(name, code, magic, cut):
    """Fixed-size fields: '8s' NUL-padded, space-padded text, '4s' bytes, and a cut at a character boundary."""
    packed = struct.pack(">8s", name.encode("utf-8"))
    packed += code.encode("utf-8").ljust(6, b" ")
    packed += struct.pack(">4s", magic)
    packed += struct.pack(">5s", cut_at_character(cut, 5))
    return {
        "type": "PyFixed",
        "fields": {"Name": name, "Code": code, "Magic": magic.hex(), "Cut": cut, "CutRead": cut_at_character(cut, 5).decode("utf-8")},
        "hex": packed.hex(),
    }


def dns(ident, qr, opcode, aa, tc, rd, ra, z, rcode, qd, an, ns, ar):
    """RFC 1035 section 4.1.1 header: the flags word built with shifts, MSB first."""
    flags = (qr << 15) | (opcode << 11) | (aa << 10) | (tc << 9) | (rd << 8) | (ra << 7) | (z << 4) | rcode
    return {
        "type": "PyDns",
        "fields": {"Id": ident, "QR": qr, "Opcode": opcode, "AA": aa, "TC": tc, "RD": rd, "RA": ra, "Z": z, "RCode": rcode,
                   "QD": qd, "AN": an, "NS": ns, "AR": ar},
        "hex": struct.pack(">HHHHHH", ident, flags, qd, an, ns, ar).hex(),
    }


def ipv4(dscp, ecn, total, ident, flags, fragment, ttl, protocol, checksum, source, destination):
    """RFC 791 header without options: version 4 and IHL 5 in the first byte."""
    packed = struct.pack(">BBHHHBBHII", (4 << 4) | 5, (dscp << 2) | ecn, total, ident, (flags << 13) | fragment,
                         ttl, protocol, checksum, source, destination)
    return {
        "type": "PyIpv4",
        "fields": {"Dscp": dscp, "Ecn": ecn, "Total": total, "Id": ident, "Flags": flags, "Fragment": fragment,
                   "Ttl": ttl, "Protocol": protocol, "Checksum": checksum, "Source": source, "Destination": destination},
        "hex": packed.hex(),
    }


def little(magic, count, scale, samples, name, network):
    """A little-endian type ('<' formats) with one big-endian member."""
    packed = struct.pack("<Hid", magic, count, scale)
    packed += struct.pack("<i", -1) if samples is None else struct.pack(f"<i{len(samples)}h", len(samples), *samples)
    raw = None if name is None else name.encode("utf-8")
    packed += struct.pack("<i", -1) if raw is None else struct.pack("<i", len(raw)) + raw
    packed += struct.pack(">I", network)
    return {
        "type": "PyLittle",
        "fields": {"Magic": magic, "Count": count, "ScaleBits": str(bits64(scale)), "Samples": samples, "Name": name, "Network": network},
        "hex": packed.hex(),
    }


def pascal(text, data):
    """Python's struct 'p' format: a length byte inside a fixed 10-byte field; and '>6s' beside it."""
    return {
        "type": "PyPascal",
        "fields": {"Text": text, "Data": data.hex()},
        "hex": struct.pack(">10p6s", text.encode("utf-8"), data).hex(),
    }


def main():
    nan = float("nan")
    inf = float("inf")
    vectors = [
        scalars(False, 0, 0, 0, 0, 0, 0, 0, 0, 0.0, 0.0, 0.0, "\0", uuid.UUID(int=0)),
        scalars(True, 255, -128, -32768, 65535, -2147483648, 4294967295, -9223372036854775808, 18446744073709551615,
                65504.0, 3.4028234663852886e38, 1.7976931348623157e308, "\uffff", uuid.UUID(int=(1 << 128) - 1)),
        scalars(True, 1, 127, 32767, 1, 2147483647, 1, 9223372036854775807, 1,
                -0.0, -0.0, -0.0, "A", uuid.UUID("00112233-4455-6677-8899-aabbccddeeff")),
        scalars(False, 0x7F, -1, -2, 0x1234, 0x01020304, 0xDEADBEEF, 0x0102030405060708, 0xFEDCBA9876543210,
                nan, nan, nan, "\u00e9", uuid.UUID("6ba7b810-9dad-11d1-80b4-00c04fd430c8")),
        scalars(True, 2, -2, 256, 256, 65536, 65536, 4294967296, 4294967296,
                inf, -inf, 5e-324, "\u65e5", uuid.UUID("f81d4fae-7dec-11d0-a765-00a0c91e6bf6")),
        scalars(False, 10, 10, 1000, 1000, 100000, 100000, 10**15, 10**18,
                6.103515625e-05, 1.401298464324817e-45, 2.2250738585072014e-308, "z", uuid.UUID(int=1)),
        text(None, None, None, None),
        text("", b"", [], []),
        text("Hoge Huga Tako", bytes(range(8)), [1, -1, 2147483647, -2147483648], [1.5, -0.0, nan, inf]),
        text("\u3053\u3093\u306b\u3061\u306f\u4e16\u754c", b"\x00\xff", [0x01020304], [3.141592653589793]),
        text("emoji \U0001F600 and NUL \0 inside", None, None, [5e-324]),
        prefixed("", None, b"", [], None, 0, 0, 0),
        prefixed("Pascal", "short", b"\x00\x01", [1, -1], "zig", -1, 127, -64),
        prefixed("x" * 255, "\u65e5\u672c", bytes(300), list(range(200)), "", 2147483647, 2**64 - 1, -(2**63)),
        prefixed("\u00e9", "", b"\xff", [7], "\U0001F600", -2147483648, 128, 2**63 - 1),
        fixed("", "", b"\x00\x00\x00\x00", ""),
        fixed("abc", "XY", b"\xca\xfe", "abcdefgh"),
        fixed("12345678", "\u00e9\u00e9\u00e9", b"\x01\x02\x03\x04", "ab\U0001F600"),
        fixed("\u65e5\u672c", "A", b"", "\u00e9\u00e9\u00e9"),
        dns(0x1234, 0, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0),
        dns(0xBEEF, 1, 2, 1, 0, 1, 1, 0, 3, 1, 2, 0, 1),
        dns(0xFFFF, 1, 15, 1, 1, 1, 1, 7, 15, 65535, 65535, 65535, 65535),
        ipv4(0, 0, 20, 0, 0, 0, 64, 6, 0, 0x7F000001, 0x0A000001),
        ipv4(46, 3, 1500, 0xABCD, 2, 8191, 255, 17, 0xFFFF, 0xC0A80001, 0xFFFFFFFF),
        little(0xCAFE, -2, 1.5, [1, -1, 32767], "le", 0x01020304),
        little(0, 0, -0.0, None, None, 0),
        little(0xFFFF, 2**31 - 1, float("inf"), [], "\u65e5", 0xFFFFFFFF),
        pascal("", b""),
        pascal("pascal", b"\x01\x02"),
        pascal("123456789", b"abcdef"),
        pascal("\u00e9t\u00e9", b"\xff"),
    ]
    with open("struct_vectors.jsonl", "w", encoding="utf-8") as out:
        for vector in vectors:
            out.write(json.dumps(vector, ensure_ascii=True) + "\n")


if __name__ == "__main__":
    main()
