#!/bin/sh
# TCP and UDP packets over IPv4 whose checksums cover the pseudo-header, for PseudoHeaderTests. text2pcap (Wireshark)
# wraps each payload in Ethernet, IPv4 and a TCP or UDP header and computes both checksums; tshark, told to verify
# them, lists each packet's addresses, ports, checksum and verdict, which the test compares with Spanwire's read.
# Payloads of 18, 3, 1 and 33 bytes (even and odd lengths), over two IPv4 address pairs and, for UDP and TCP, over IPv6
# (whose pseudo-header holds the 16-byte addresses, RFC 8200 §8.1).
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/payloads.txt" <<'HEX'
0000  47 45 54 20 2f 20 48 54 54 50 2f 31 2e 31 0d 0a
0010  0d 0a
0000  6f 64 64
0000  00
0000  ff ff ff ff fe fe fe fe 00 00 00 00 01 02 03 04
0010  05 06 07 08 09 0a 0b 0c 0d 0e 0f 10 11 12 13 14
0020  15
HEX
text2pcap -q -F pcap -4 10.1.2.3,192.168.7.9 -T 40000,80 "$work/payloads.txt" pseudo_header_tcp.pcap
text2pcap -q -F pcap -4 172.16.0.1,8.8.4.4 -u 5353,53 "$work/payloads.txt" pseudo_header_udp.pcap
text2pcap -q -F pcap -6 2001:db8::1,2001:db8:ffff::2 -T 443,51000 "$work/payloads.txt" pseudo_header_tcp6.pcap
text2pcap -q -F pcap -6 fe80::1,ff02::fb -u 5353,5353 "$work/payloads.txt" pseudo_header_udp6.pcap
for protocol in tcp udp; do
  tshark -r pseudo_header_$protocol.pcap -o $protocol.check_checksum:TRUE \
    -T fields -E separator=' ' -e ip.src -e ip.dst -e $protocol.srcport -e $protocol.dstport -e $protocol.checksum -e $protocol.checksum.status \
    > pseudo_header_$protocol.txt
done
for protocol in tcp udp; do
  tshark -r pseudo_header_${protocol}6.pcap -o $protocol.check_checksum:TRUE \
    -T fields -E separator=' ' -e ipv6.src -e ipv6.dst -e $protocol.srcport -e $protocol.dstport -e $protocol.checksum -e $protocol.checksum.status \
    > pseudo_header_${protocol}6.txt
done
