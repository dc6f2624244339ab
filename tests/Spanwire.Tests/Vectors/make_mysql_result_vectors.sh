#!/bin/sh
# MySQL result sets as a real server sends them, for MySqlResultTests: a private MariaDB (Debian's mariadb-server) on
# 127.0.0.1, queried by a minimal protocol-4.1 client in Python (no CLIENT_DEPRECATE_EOF, so rows end with an EOF
# packet), which keeps each response's raw bytes (mysql_result_N.bin); the mariadb CLI's batch output of the same query
# is the expected rows (mysql_result_N.txt, NULL as "NULL"). The queries' rows begin with every kind of first byte a
# row can have in a short packet: text, an empty string (0x00), NULL (0xFB), 2- and 3-byte lengths (0xFC, 0xFD);
# the last query fails, for an ERR packet.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
mariadb-install-db --no-defaults --datadir="$work/data" --user=root --auth-root-authentication-method=normal >/dev/null
mariadbd --no-defaults --datadir="$work/data" --socket="$work/sock" --port=33306 --bind-address=127.0.0.1 --user=root \
  --skip-grant-tables --skip-log-bin --pid-file="$work/pid" >"$work/log" 2>&1 &
for _ in $(seq 1 50); do [ -S "$work/sock" ] && break; sleep 0.2; done
set -- "SELECT 'a', NULL, 42" "SELECT '', 'x' UNION ALL SELECT 'yy', ''" "SELECT NULL, 1, 'z'" \
  "SELECT REPEAT('x', 300), 'short'" "SELECT REPEAT('y', 70000)" "SELECT * FROM no_such_table"
/usr/bin/python3 - "$@" <<'PY'
import socket
import struct
import sys

def packet(sock):
    header = b""
    while len(header) < 4:
        header += sock.recv(4 - len(header))
    length = header[0] | header[1] << 8 | header[2] << 16
    body = b""
    while len(body) < length:
        body += sock.recv(length - len(body))
    return header + body

for n, query in enumerate(sys.argv[1:]):
    sock = socket.create_connection(("127.0.0.1", 33306))
    packet(sock)  # the server's handshake
    capabilities = 0x0001 | 0x0200 | 0x8000  # long password, protocol 4.1, secure connection
    response = struct.pack("<IIB23x", capabilities, 1 << 24, 33) + b"root\0" + b"\0"
    sock.sendall(struct.pack("<I", len(response))[:3] + b"\x01" + response)
    assert packet(sock)[4] == 0x00, "the server refused the login"
    command = b"\x03" + query.encode()
    sock.sendall(struct.pack("<I", len(command))[:3] + b"\x00" + command)
    # The response: an ERR packet, or a column count, the columns, an EOF, the rows and an EOF.
    first = packet(sock)
    raw = first
    if first[4] != 0xFF:
        eofs = 0
        while eofs < 2:
            next_packet = packet(sock)
            raw += next_packet
            if next_packet[4] == 0xFE and len(next_packet) - 4 < 9:
                eofs += 1
    open(f"mysql_result_{n}.bin", "wb").write(raw)
    sock.close()
PY
n=0
for query in "$@"; do
  mariadb --no-defaults --socket="$work/sock" -u root -N -B -e "$query" >"mysql_result_$n.txt" 2>&1 || true
  n=$((n + 1))
done
kill "$(cat "$work/pid")"
sleep 1
rm -rf "$work"
