#!/bin/sh
# Ogg streams three real encoders wrote (Kaitai's ogg), for OggTests: Vorbis (oggenc), Opus (opusenc) and FLAC in Ogg
# (flac --ogg) from one second of a 440 Hz tone, with fixed serial numbers so a rerun writes the same pages. The Vorbis
# stream carries a 70,000-byte comment, so its header packets span pages (continued packets, lacing values of 255
# that end a page mid-packet). ogg_pages.py then lists every page as Python's struct reads it (and libogg's CRC as
# Python recomputes it) with the packets the lacing values delimit, for the test to compare with Spanwire's read.
# Needs Debian's vorbis-tools, opus-tools and flac.
set -eu
cd "$(dirname "$0")"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
python3 - "$work/tone.wav" <<'PY'
import math, struct, sys, wave
with wave.open(sys.argv[1], "wb") as out:
    out.setnchannels(1)
    out.setsampwidth(2)
    out.setframerate(16000)
    out.writeframes(b"".join(struct.pack("<h", int(8000 * math.sin(2 * math.pi * 440 * i / 16000))) for i in range(16000)))
PY
comment=$(python3 -c "print('x' * 70000)")
oggenc --quiet --serial 1234 -q 0 -c "NOTE=$comment" -o ogg_vorbis.ogg "$work/tone.wav"
opusenc --quiet --serial 5678 --bitrate 16 "$work/tone.wav" ogg_opus.opus
flac --silent --ogg --serial-number=42 -o ogg_flac.oga "$work/tone.wav"
python3 ogg_pages.py ogg_vorbis.ogg ogg_opus.opus ogg_flac.oga > ogg_pages.json
