"""Writes bcd_vectors.jsonl: packed BCD as the decimal digits of a number, two a byte, most significant first, the
number zero-filled to an even count of digits (ISO 8583's "n" fields in BCD); and an ISO 8583-style message of
BCD fields with a BCD length (LLVAR) before an ASCII field.

Run from this folder: python3 make_bcd_vectors.py
"""
import json
import random


def bcd(value, digits):
    width = (digits + 1) // 2
    text = str(value).zfill(width * 2)
    assert len(text) == width * 2
    return bytes.fromhex(text)


rng = random.Random(8583)
with open("bcd_vectors.jsonl", "w") as out:
    for digits in range(1, 20):
        largest = 10**digits - 1
        values = {0, 1, 9, largest, largest // 10 + 1, min(largest, 12345678901234567890 % (largest + 1))}
        values.update(rng.randrange(largest + 1) for _ in range(4))
        for value in sorted(values):
            out.write(json.dumps({"digits": digits, "value": str(value), "hex": bcd(value, digits).hex()}) + "\n")

    # MTI 0200, processing code 000000, amount 12345 (12 digits), currency 978 (3 digits), PAN as an LLVAR: its
    # length in 2 BCD digits, then the digits as ASCII.
    pan = "4761739001010119"
    message = bcd(200, 4) + bcd(0, 6) + bcd(12345, 12) + bcd(978, 3) + bcd(len(pan), 2) + pan.encode("ascii")
    out.write(json.dumps({"message": "iso8583", "pan": pan, "hex": message.hex()}) + "\n")
