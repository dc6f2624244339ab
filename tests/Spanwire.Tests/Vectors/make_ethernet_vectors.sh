#!/bin/sh
# Ethernet frames for EthernetTests: dumpcap captures loopback traffic (a UDP exchange, a TCP connection, an ICMP echo), and
# Python's struct adds frames tagged 802.1Q (VLAN 100, and one nested in VLAN 7) around UDP and IPv6 payloads, written
# as a pcap. tshark lists each frame's outer EtherType, VLAN ids, IP protocol and ports, which the test compares.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
dumpcap -q -i lo -f 'host 127.0.0.1' -c 24 -a duration:20 -P -w "$work/lo.pcap" 2>/dev/null &
capture=$!
sleep 2
python3 - <<'PY'
import socket, threading
server = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); server.bind(("127.0.0.1", 0))
client = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
for text in (b"ping", b"a somewhat longer datagram for the capture"):
    client.sendto(text, server.getsockname()); data, peer = server.recvfrom(100); server.sendto(data.upper(), peer); client.recv(100)
listener = socket.socket(); listener.bind(("127.0.0.1", 0)); listener.listen(1)
def serve():
    connection, _ = listener.accept(); connection.sendall(connection.recv(100)[::-1]); connection.close()
thread = threading.Thread(target=serve); thread.start()
tcp = socket.create_connection(listener.getsockname()); tcp.sendall(b"hello over tcp"); tcp.recv(100); tcp.close(); thread.join()
icmp = socket.socket(socket.AF_INET, socket.SOCK_RAW, socket.IPPROTO_ICMP)  # an echo request the kernel answers
def checksum(data):
    total = sum(int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data), 2)); total = (total >> 16) + (total & 0xFFFF)
    return ~(total + (total >> 16)) & 0xFFFF
echo = b"\x08\x00\x00\x00\x12\x34\x00\x01" + b"spanwire"
icmp.sendto(echo[:2] + checksum(echo).to_bytes(2, "big") + echo[4:], ("127.0.0.1", 0)); icmp.recv(200)
PY
wait $capture || true
python3 - "$work/lo.pcap" <<'PY'
import struct, sys
data = open(sys.argv[1], "rb").read()
frames, at = [], 24
while at < len(data):
    seconds, fraction, included, original = struct.unpack_from("<IIII", data, at)
    frames.append((seconds, fraction, data[at + 16:at + 16 + included])); at += 16 + included
def checksum(data):
    total = sum(int.from_bytes(data[i:i + 2], "big") for i in range(0, len(data), 2))
    while total > 0xFFFF: total = (total & 0xFFFF) + (total >> 16)
    return ~total & 0xFFFF
def ip_udp(payload):
    udp = struct.pack(">HHHH", 5000, 53, 8 + len(payload), 0) + payload
    header = struct.pack(">BBHHHBBH4s4s", 0x45, 0, 20 + len(udp), 1, 0, 64, 17, 0, bytes([10, 0, 0, 1]), bytes([10, 0, 0, 2]))
    return header[:10] + checksum(header).to_bytes(2, "big") + header[12:] + udp
macs = bytes.fromhex("020000000001") + bytes.fromhex("020000000002")
tagged = [
    macs + struct.pack(">HHH", 0x8100, (5 << 13) | 100, 0x0800) + ip_udp(b"in vlan 100"),
    macs + struct.pack(">HHHHH", 0x8100, 7, 0x8100, (1 << 12) | 42, 0x0800) + ip_udp(b"vlan in vlan"),
    macs + struct.pack(">HHH", 0x8100, 100, 0x86DD) + struct.pack(">IHBB16s16s", 0x60000000, 4, 59, 64, b"\0" * 15 + b"\1", b"\0" * 15 + b"\1") + b"ipv6",
]
out = [struct.pack("<IHHiIII", 0xA1B2C3D4, 2, 4, 0, 0, 262144, 1)]
for seconds, fraction, frame in frames + [(frames[-1][0] + 1, 0, frame) for frame in tagged]:
    out.append(struct.pack("<IIII", seconds, fraction, len(frame), len(frame)) + frame)
open("ethernet_frames.pcap", "wb").write(b"".join(out))
PY
tshark -r ethernet_frames.pcap -T fields -E separator=' ' -E occurrence=a -E aggregator=, \
  -e eth.type -e vlan.id -e ip.proto -e udp.srcport -e tcp.srcport -e frame.len > ethernet_frames.txt 2>/dev/null
