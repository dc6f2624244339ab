#!/usr/bin/python3
"""Writes dns_response_vectors.jsonl: DNS responses as dnspython writes them, names compressed (RFC 1035 §4.1.4).

dnspython (Debian's python3-dnspython, hence /usr/bin/python3) builds each response and compresses every name it
can onto an earlier one; its own reader parses the bytes back, and each record is listed as it reads it: the owner
name, type, class, TTL and the RDATA in dnspython's text form, with pointers followed. A record type Spanwire's test
declaration does not name (HINFO) is kept raw. Run from this folder: /usr/bin/python3 make_dns_response_vectors.py
"""
import json

import dns.message
import dns.name
import dns.rdata
import dns.rdataclass
import dns.rdatatype
import dns.rrset


def rrset(name, ttl, rdtype, *texts):
    # Names in RDATA text are absolute (the root as origin), as in a zone file with $ORIGIN .
    rdatas = [dns.rdata.from_text("IN", rdtype, text, origin=dns.name.root, relativize=False) for text in texts]
    return dns.rrset.from_rdata_list(dns.name.from_text(name), ttl, rdatas)


def response(qname, qtype, answers=(), authority=(), additional=(), msg_id=0x2B1D):
    query = dns.message.make_query(qname, qtype, id=msg_id)
    message = dns.message.make_response(query)
    message.answer.extend(answers)
    message.authority.extend(authority)
    message.additional.extend(additional)
    return message


def uncompressed(message):
    """The same message with every name written whole: dnspython's rendering with no compression table."""
    import io
    import struct
    out = io.BytesIO()
    out.write(struct.pack("!HHHHHH", message.id, message.flags, len(message.question),
                          sum(len(r) for r in message.answer), sum(len(r) for r in message.authority), sum(len(r) for r in message.additional)))
    for question in message.question:
        question.name.to_wire(out, None)
        out.write(struct.pack("!HH", question.rdtype, question.rdclass))
    for section in (message.answer, message.authority, message.additional):
        for rrset in section:
            rrset.to_wire(out, None)
    assert dns.message.from_wire(out.getvalue()) == message
    return out.getvalue()


def records(section):
    return [{"name": rr.name.to_text(omit_final_dot=True), "type": int(rr.rdtype), "ttl": rr.ttl, "data": rd.to_text()}
            for rr in section for rd in rr]


def main():
    messages = {
        "a_two_addresses": response("www.example.com", "A", [rrset("www.example.com", 300, "A", "192.0.2.1", "192.0.2.2")]),
        "cname_chain": response("www.example.com", "A", [
            rrset("www.example.com", 60, "CNAME", "cdn.example.com"),
            rrset("cdn.example.com", 60, "CNAME", "edge.cdn.example.com"),
            rrset("edge.cdn.example.com", 20, "A", "198.51.100.7"),
        ]),
        "mx_ns_soa": response("example.org", "MX", [
            rrset("example.org", 3600, "MX", "10 mail.example.org", "20 backup.mail.example.org"),
        ], authority=[
            rrset("example.org", 86400, "NS", "ns1.example.org", "ns2.example.net"),
            rrset("example.org", 900, "SOA", "ns1.example.org hostmaster.example.org 2026112801 7200 3600 1209600 300"),
        ], additional=[
            rrset("mail.example.org", 3600, "A", "203.0.113.25"),
            rrset("mail.example.org", 3600, "AAAA", "2001:db8::25"),
        ]),
        "txt_ptr_hinfo": response("example.net", "TXT", [
            rrset("example.net", 120, "TXT", '"v=spf1 -all"', '"two" "strings"'),
            rrset("7.100.51.198.in-addr.arpa", 120, "PTR", "edge.cdn.example.net"),
            rrset("example.net", 120, "HINFO", '"x86_64" "Linux"'),
        ]),
        "root_and_long_labels": response("a" * 63 + ".example", "AAAA", [
            rrset("a" * 63 + ".example", 5, "AAAA", "2001:db8::1"),
            rrset("b." + "a" * 63 + ".example", 5, "CNAME", "."),
        ]),
    }
    with open("dns_response_vectors.jsonl", "w") as out:
        for name, message in messages.items():
            wire = message.to_wire()
            parsed = dns.message.from_wire(wire)
            assert parsed == message
            assert any(b >= 0xC0 for b in wire), "dnspython compressed no name"
            out.write(json.dumps({
                "kind": "response",
                "name": name,
                "hex": wire.hex(),
                "plain_hex": uncompressed(message).hex(),
                "id": parsed.id,
                "questions": [{"name": q.name.to_text(omit_final_dot=True), "type": int(q.rdtype)} for q in parsed.question],
                "answers": records(parsed.answer),
                "authority": records(parsed.authority),
                "additional": records(parsed.additional),
            }) + "\n")


main()
