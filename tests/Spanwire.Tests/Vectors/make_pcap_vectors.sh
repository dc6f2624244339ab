#!/bin/sh
# pcap files in both byte orders and both time resolutions, for PcapTests. text2pcap (Wireshark) writes three UDP
# packets in the host's order (little-endian here, microseconds); editcap converts them to nanosecond pcap; Python's
# struct rewrites both big-endian (no Wireshark tool writes the other order); tshark then reads all four and lists
# each packet's time, captured length and length on the wire, which the test compares with Spanwire's read.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/packets.txt" <<'HEX'
2026-11-28 10:00:00.123456
0000  68 65 6c 6c 6f
2026-11-28 10:00:01.000001
0000  77 6f 72 6c 64 21 0a
2026-11-28 10:00:02.999999
0000  00 01 02 03 04 05 06 07 08 09 0a 0b 0c 0d 0e 0f
0010  10 11 12 13 14 15 16 17 18 19 1a 1b 1c 1d 1e 1f
HEX
text2pcap -q -F pcap -t '%Y-%m-%d %H:%M:%S.%f' -u 5353,53 "$work/packets.txt" pcap_le_usec.pcap
editcap -F nsecpcap pcap_le_usec.pcap pcap_le_nsec.pcap
python3 - <<'PY'
import struct
def swap(source, target):
    data = open(source, 'rb').read()
    magic, major, minor, zone, sigfigs, snaplen, network = struct.unpack_from('<IHHiIII', data, 0)
    out = [struct.pack('>IHHiIII', magic, major, minor, zone, sigfigs, snaplen, network)]
    at = 24
    while at < len(data):
        seconds, fraction, included, original = struct.unpack_from('<IIII', data, at)
        out.append(struct.pack('>IIII', seconds, fraction, included, original))
        out.append(data[at + 16:at + 16 + included])
        at += 16 + included
    open(target, 'wb').write(b''.join(out))
swap('pcap_le_usec.pcap', 'pcap_be_usec.pcap')
swap('pcap_le_nsec.pcap', 'pcap_be_nsec.pcap')
PY
for f in pcap_le_usec pcap_le_nsec pcap_be_usec pcap_be_nsec; do
  tshark -r "$f.pcap" -T fields -E separator=' ' -e frame.time_epoch -e frame.cap_len -e frame.len > "$f.txt"
done
