"""Writes encoding_vectors.jsonl: text in UTF-16LE, Windows-1252 and code page 437 as Python's codecs encode it
('utf-16-le', 'cp1252', 'cp437'), and bytes those code pages leave undefined (cp1252's 0x81, 0x8D, 0x8F, 0x90, 0x9D).

Run from this folder: python3 make_encoding_vectors.py
"""
import json

texts = {
    "utf-16-le": ["", "A", "Grüße", "€ 5", "日本語", "🎉 emoji"],
    "cp1252": ["", "plain", "café €10 – “quoted” ™", "Œuvre Ÿ ž"],
    "cp437": ["", "README.TXT", "ÇÜÉ café ñ", "╔═╗ box ░▒▓ αß", "½ ± ≥ °"],
}
with open("encoding_vectors.jsonl", "w") as out:
    for codec, values in texts.items():
        for text in values:
            out.write(json.dumps({"kind": codec, "text": text, "hex": text.encode(codec).hex()}, ensure_ascii=False) + "\n")
    for byte in range(0x80, 0x100):
        try:
            bytes([byte]).decode("cp1252")
        except UnicodeDecodeError:
            out.write(json.dumps({"kind": "cp1252-undefined", "hex": bytes([byte]).hex()}) + "\n")
