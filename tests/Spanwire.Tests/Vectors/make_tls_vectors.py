"""Writes tls_client_hello.jsonl: TLS records holding a ClientHello as OpenSSL (through Python's ssl module, memory
BIOs, no network) writes them, one per configuration, with the fields this script reads from them by the RFC 8446
layout (a 24-bit handshake length, byte counts before the cipher suites and extensions).

Run from this folder: python3 make_tls_vectors.py
"""
import json
import ssl
import struct


def client_hello(context, host):
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    connection = context.wrap_bio(incoming, outgoing, server_hostname=host)
    try:
        connection.do_handshake()
    except ssl.SSLWantReadError:
        pass
    return outgoing.read()


def fields(record):
    content_type, version, length = struct.unpack_from(">BHH", record)
    handshake = record[5:5 + length]
    (kind,) = struct.unpack_from(">B", handshake)
    body_length = int.from_bytes(handshake[1:4], "big")
    body = handshake[4:4 + body_length]
    at = 2 + 32
    session_id = body[at + 1:at + 1 + body[at]]
    at += 1 + body[at]
    (suites_length,) = struct.unpack_from(">H", body, at)
    suites = list(struct.unpack_from(f">{suites_length // 2}H", body, at + 2))
    at += 2 + suites_length
    at += 1 + body[at]
    (extensions_length,) = struct.unpack_from(">H", body, at)
    at += 2
    extensions, end = [], at + extensions_length
    while at < end:
        ext_type, ext_length = struct.unpack_from(">HH", body, at)
        extensions.append(ext_type)
        at += 4 + ext_length
    return {"content_type": content_type, "version": version, "handshake_type": kind, "handshake_length": body_length,
            "session_id_length": len(session_id), "cipher_suites": suites, "extensions": extensions}


configurations = {}
default = ssl.create_default_context()
configurations["default context, example.com"] = client_hello(default, "example.com")
tls12 = ssl.create_default_context()
tls12.maximum_version = ssl.TLSVersion.TLSv1_2
configurations["TLS 1.2 only, a long host name"] = client_hello(tls12, "a-rather-long-host-name.example.org")

with open("tls_client_hello.jsonl", "w") as out:
    for name, record in configurations.items():
        out.write(json.dumps({"name": name, "hex": record.hex(), **fields(record)}) + "\n")
