"""Writes ip_packet_vectors.jsonl: whole IPv4 packets (RFC 791) whose payload's type the Protocol byte names, seven
fields before the payload: ICMP echo (RFC 792), TCP (RFC 9293) with options and data, UDP (RFC 768) and GRE (47, no
case: kept raw). Encoded here with struct; checksums are RFC 1071's, the TCP/UDP ones over the pseudo-header.

Run from this folder: python3 make_ip_packet_vectors.py
"""
import json
import struct

SOURCE, DESTINATION = bytes([192, 168, 0, 1]), bytes([10, 0, 0, 2])


def checksum(data):
    data = data + b"\0" * (len(data) % 2)
    total = sum(struct.unpack(f">{len(data) // 2}H", data))
    while total >> 16:
        total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF


def pseudo(protocol, length):
    return SOURCE + DESTINATION + struct.pack(">BBH", 0, protocol, length)


def ipv4(protocol, payload, options=b""):
    ihl = 5 + len(options) // 4
    header = struct.pack(">BBHHHBBH", (4 << 4) | ihl, 0, ihl * 4 + len(payload), 0x1C46, 0x4000, 64, protocol, 0) + SOURCE + DESTINATION + options
    return header[:10] + struct.pack(">H", checksum(header)) + header[12:] + payload


def icmp_echo(identifier, sequence, data):
    body = struct.pack(">BBHHH", 8, 0, 0, identifier, sequence) + data
    return body[:2] + struct.pack(">H", checksum(body)) + body[4:]


def tcp(options, data, flags=0x018):
    offset = 5 + len(options) // 4
    segment = struct.pack(">HHIIHHHH", 51234, 80, 1000, 2000, (offset << 12) | flags, 64240, 0, 0) + options + data
    value = checksum(pseudo(6, len(segment)) + segment)
    return segment[:16] + struct.pack(">H", value) + segment[18:]


def udp(data):
    datagram = struct.pack(">HHHH", 5353, 53, 8 + len(data), 0) + data
    value = checksum(pseudo(17, len(datagram)) + datagram) or 0xFFFF
    return datagram[:6] + struct.pack(">H", value) + datagram[8:]


packets = {
    "icmp echo request": (1, "IcmpMessage", ipv4(1, icmp_echo(0x1234, 1, b"abcdefgh"))),
    "tcp with options and data": (6, "TcpSegment", ipv4(6, tcp(bytes([2, 4, 0x05, 0xB4, 1, 1, 4, 2]), b"GET / HTTP/1.1\r\n\r\n"))),
    "tcp syn, router alert option": (6, "TcpSegment", ipv4(6, tcp(b"", b"", flags=0x002), options=bytes([0x94, 4, 0, 0]))),
    "udp dns query": (17, "UdpDatagram", ipv4(17, udp(bytes.fromhex("abcd01000001000000000000076578616d706c6503636f6d0000010001")))),
    "udp empty": (17, "UdpDatagram", ipv4(17, udp(b""))),
    "gre (no case)": (47, "RawIpPayload", ipv4(47, bytes.fromhex("00000800") + b"\x45" + bytes(19))),
}

with open("ip_packet_vectors.jsonl", "w") as out:
    for name, (protocol, case, packet) in packets.items():
        out.write(json.dumps({"name": name, "protocol": protocol, "case": case, "hex": packet.hex()}) + "\n")
