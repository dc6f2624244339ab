"""Writes wav_fmt_vectors.jsonl: the body of the 'fmt ' chunk of WAV files that Python's wave module writes (PCM:
16 bytes, no cbSize), and the same with cbSize 0 appended (18 bytes, as some writers emit).

Run from this folder: python3 make_wav_vectors.py
"""
import io
import json
import struct
import wave

with open("wav_fmt_vectors.jsonl", "w") as out:
    for channels, width, rate in ((1, 2, 8000), (2, 2, 44100), (1, 1, 22050)):
        data = io.BytesIO()
        with wave.open(data, "wb") as w:
            w.setnchannels(channels)
            w.setsampwidth(width)
            w.setframerate(rate)
            w.writeframes(b"\0" * (channels * width * 4))
        riff = data.getvalue()
        at = riff.index(b"fmt ")
        size = struct.unpack_from("<I", riff, at + 4)[0]
        body = riff[at + 8:at + 8 + size]
        out.write(json.dumps({"channels": channels, "rate": rate, "bits": width * 8, "fmt": body.hex(), "extended": (body + b"\0\0").hex()}) + "\n")
