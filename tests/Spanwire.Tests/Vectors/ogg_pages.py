"""Lists the pages of Ogg files as Python's struct reads them (RFC 3533), for OggTests: each page's header fields, its
lacing values, and whether Ogg's CRC-32 (polynomial 0x04C11DB7, from 0, not reflected) of the page with its CRC field
zeroed equals the stored one; then each file's packets as the lacing values join them (count and first bytes)."""
import json
import struct
import sys


def crc32_ogg(data):
    crc = 0
    for byte in data:
        crc ^= byte << 24
        for _ in range(8):
            crc = ((crc << 1) ^ 0x04C11DB7) if crc & 0x80000000 else crc << 1
            crc &= 0xFFFFFFFF
    return crc


def pages(data):
    offset = 0
    while offset < len(data):
        assert data[offset:offset + 4] == b"OggS"
        version, flags, granule, serial, sequence, crc, count = struct.unpack_from("<BBqIIIB", data, offset + 4)
        lacing = list(data[offset + 27:offset + 27 + count])
        end = offset + 27 + count + sum(lacing)
        zeroed = data[offset:offset + 22] + b"\0\0\0\0" + data[offset + 26:end]
        yield {"offset": offset, "size": end - offset, "flags": flags, "granule": granule, "serial": serial,
               "sequence": sequence, "crc": crc, "crcMatches": crc32_ogg(zeroed) == crc, "lacing": lacing,
               "body": data[offset + 27 + count:end]}
        offset = end


result = {}
for name in sys.argv[1:]:
    data = open(name, "rb").read()
    listed, packets, packet = [], [], b""
    for page in pages(data):
        body, position = page.pop("body"), 0
        for value in page["lacing"]:
            packet += body[position:position + value]
            position += value
            if value < 255:
                packets.append(packet)
                packet = b""
        listed.append(page)
    result[name] = {"length": len(data), "pages": listed, "packets": len(packets),
                    "firstPacketStart": packets[0][:8].hex(), "packetBytes": sum(len(p) for p in packets)}
json.dump(result, sys.stdout, indent=1)
