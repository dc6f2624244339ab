"""Writes timestamp_vectors.jsonl: instants as Python's datetime computes them in each epoch and unit that
[BinaryTimestamp] offers (floor division, as the instant rounded toward the past), or null where the field cannot hold
them (32-bit seconds, 64-bit nanoseconds).

Run from this folder: python3 make_timestamp_vectors.py
"""
import json
from datetime import datetime, timedelta, timezone

UTC = timezone.utc
EPOCHS = {"Unix": datetime(1970, 1, 1, tzinfo=UTC), "PostgreSql": datetime(2000, 1, 1, tzinfo=UTC), "DotNet": datetime(1, 1, 1, tzinfo=UTC)}
INSTANTS = [
    datetime(2000, 1, 1, tzinfo=UTC),
    datetime(1970, 1, 1, tzinfo=UTC),
    datetime(1999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC),
    datetime(2024, 2, 29, 12, 34, 56, 789123, tzinfo=UTC),
    datetime(1900, 3, 1, 0, 0, 0, 1, tzinfo=UTC),
    datetime(2038, 1, 19, 3, 14, 7, tzinfo=UTC),
    datetime(2038, 1, 19, 3, 14, 8, tzinfo=UTC),
    datetime(1901, 12, 13, 20, 45, 52, tzinfo=UTC),
    datetime(1, 1, 2, 0, 0, 0, 500000, tzinfo=UTC),
    datetime(9999, 12, 31, 23, 59, 59, 999999, tzinfo=UTC),
]


def count(instant, epoch, unit):
    micros = (instant - EPOCHS[epoch]) // timedelta(microseconds=1)
    return {"Seconds": micros // 10**6, "Milliseconds": micros // 10**3, "Microseconds": micros, "Nanoseconds": micros * 1000, "Ticks": micros * 10}[unit]


with open("timestamp_vectors.jsonl", "w") as out:
    for instant in INSTANTS:
        fields = {}
        for epoch in EPOCHS:
            for unit in ("Seconds", "Milliseconds", "Microseconds", "Nanoseconds", "Ticks"):
                value = count(instant, epoch, unit)
                fields[f"{epoch}.{unit}.8"] = str(value) if -2**63 <= value < 2**63 else None
                fields[f"{epoch}.{unit}.4"] = str(value) if -2**31 <= value < 2**31 else None
        out.write(json.dumps({"instant": f"{instant.year:04d}-" + instant.strftime("%m-%dT%H:%M:%S.%f"), "fields": fields}) + "\n")
