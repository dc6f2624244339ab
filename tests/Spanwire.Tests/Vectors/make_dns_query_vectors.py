#!/usr/bin/python3
"""Writes dns_query_vectors.jsonl: DNS queries as dnspython writes them (RFC 1035 messages; the names share no
suffix, so dnspython compresses none).

dnspython (Debian's python3-dnspython, hence /usr/bin/python3) builds each query; each is parsed back with its own
reader to check it. A name is a list of labels that ends with the empty (root) label. Run from this folder:
/usr/bin/python3 make_dns_query_vectors.py
"""
import json

import dns.message
import dns.name
import dns.rdataclass
import dns.rdatatype
import dns.rrset


def main():
    queries = [
        dns.message.make_query("www.example.com", "AAAA", id=0x1234),
        dns.message.make_query("localhost", "A", id=1),
        dns.message.make_query(".", "NS", id=0xFFFF),
        dns.message.make_query("a" * 63 + ".example", "TXT", id=77),
    ]
    several = dns.message.make_query("example.org", "MX", id=4242)
    several.flags &= ~dns.flags.RD
    several.question.append(dns.rrset.RRset(dns.name.from_text("ns1.test"), dns.rdataclass.IN, dns.rdatatype.A))
    several.question.append(dns.rrset.RRset(dns.name.from_text("version.bind"), dns.rdataclass.CH, dns.rdatatype.TXT))
    queries.append(several)
    with open("dns_query_vectors.jsonl", "w") as out:
        for query in queries:
            wire = query.to_wire()
            parsed = dns.message.from_wire(wire)
            assert parsed == query
            out.write(json.dumps({
                "hex": wire.hex(),
                "id": query.id,
                "recursion_desired": bool(query.flags & dns.flags.RD),
                "questions": [{"name": [label.decode("ascii") for label in q.name.labels], "type": int(q.rdtype), "class": int(q.rdclass)} for q in query.question],
            }) + "\n")


main()
