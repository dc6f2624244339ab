#!/bin/sh
# BMP files three real writers made (Kaitai's bmp), for BmpTests: ImageMagick's BITMAPV5HEADER, BITMAPINFOHEADER
# (24-bit, and 4-bit with a palette) and OS/2 BITMAPCOREHEADER; Pillow's 8-bit palette, 1-bit and 32-bit files; Java
# ImageIO's 24-bit file. bmp_vectors.json records, for each, the file header's and the DIB header's fields as Python's
# struct reads them and the size ImageMagick's identify reports, for the test to compare with Spanwire's read.
# Needs Debian's imagemagick and python3-pil, and Java.
set -eu
cd "$(dirname "$0")"
convert -size 5x3 gradient:red-blue BMP:bmp_magick_v5.bmp
convert -size 5x3 gradient:red-blue BMP3:bmp_magick_v3.bmp
convert -size 5x3 gradient:red-blue -type palette BMP3:bmp_magick_palette.bmp
convert -size 5x3 gradient:red-blue BMP2:bmp_magick_os2.bmp
/usr/bin/python3 - <<'PY'
from PIL import Image
image = Image.new("P", (7, 2))
image.putpalette([i % 256 for i in range(768)])
image.putdata([i * 3 for i in range(14)])
image.save("bmp_pillow_palette.bmp")
Image.new("1", (9, 2), 1).save("bmp_pillow_1bit.bmp")
Image.new("RGBA", (3, 3), (10, 20, 30, 40)).save("bmp_pillow_rgba.bmp")
PY
java MakeBmp.java
python3 - bmp_*.bmp > bmp_vectors.json <<'PY'
import json, struct, subprocess, sys
result = {}
for name in sorted(sys.argv[1:]):
    data = open(name, "rb").read()
    magic, file_size, reserved1, reserved2, pixel_offset, header_size = struct.unpack_from("<2sIHHII", data, 0)
    if header_size == 12:
        width, height, planes, bits = struct.unpack_from("<HHHH", data, 18)
    else:
        width, height, planes, bits = struct.unpack_from("<iiHH", data, 18)
    identified = subprocess.run(["identify", "-format", "%w %h", name], capture_output=True, text=True, check=True).stdout.split()
    result[name] = {"length": len(data), "fileSize": file_size, "pixelOffset": pixel_offset, "headerSize": header_size,
                    "width": width, "height": height, "bitsPerPixel": bits,
                    "identifyWidth": int(identified[0]), "identifyHeight": int(identified[1])}
json.dump(result, sys.stdout, indent=1)
PY
