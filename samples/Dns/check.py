#!/usr/bin/python3
"""Reads the responses the Dns sample received (OUTDIR/NN.bin) with dnspython and prints them as the sample does;
check.sh compares the two. dnspython is Debian's python3-dnspython, hence /usr/bin/python3.
usage: /usr/bin/python3 check.py OUTDIR
"""
import pathlib
import sys

import dns.message

for path in sorted(pathlib.Path(sys.argv[1]).glob("*.bin")):
    message = dns.message.from_wire(path.read_bytes())
    question = message.question[0]
    aa = 1 if message.flags & dns.flags.AA else 0
    print(f"response {path.stem} rcode={message.rcode()} aa={aa} question={question.name.to_text()} {int(question.rdtype)}")
    for section, rrsets in (("answer", message.answer), ("authority", message.authority), ("additional", message.additional)):
        for rrset in rrsets:
            for rdata in rrset:
                print(f"{section} {rrset.name.to_text()} {rrset.ttl} {int(rrset.rdtype)} {rdata.to_text()}")
