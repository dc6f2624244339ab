#!/bin/sh
# PNG files whose bKGD and tRNS chunks read by IHDR's colour type (Kaitai's _root.ihdr.color_type), for
# PngParameterTests and GalleryTests: ImageMagick's bKGD in each of the five colour types (grey, grey and alpha, RGB
# 16-bit, RGBA, palette) and Pillow's tRNS for grey, RGB and palette images. png_colour_vectors.json records, for each,
# the colour type and every bKGD and tRNS body as Python's struct reads them.
# Needs Debian's imagemagick and python3-pil.
set -eu
cd "$(dirname "$0")"
/usr/bin/convert -size 4x3 xc:gray60 -define png:color-type=0 -define png:bit-depth=8 -background gray30 png_bkgd_grey.png
/usr/bin/convert -size 4x3 gradient:white-black -alpha set -channel A -evaluate set 50% +channel -type GrayscaleAlpha -background gray30 png_bkgd_grey_alpha.png
/usr/bin/convert -size 4x3 gradient:red-blue -define png:color-type=2 -background 'rgb(1,2,3)' png_bkgd_rgb.png
/usr/bin/convert -size 4x3 gradient:red-blue -alpha set -channel A -evaluate set 50% -define png:color-type=6 -background 'rgb(4,5,6)' png_bkgd_rgba.png
/usr/bin/convert -size 4x3 xc:red -fill blue -draw 'point 1,1' -background red PNG8:png_bkgd_palette.png
/usr/bin/python3 - <<'PY'
import json
import struct
from PIL import Image

Image.new("L", (3, 2), 5).save("png_trns_grey.png", transparency=5)
Image.new("RGB", (3, 2), (1, 2, 3)).save("png_trns_rgb.png", transparency=(1, 2, 3))
palette = Image.new("P", (3, 2))
palette.putpalette([0, 0, 0, 255, 0, 0, 0, 255, 0])
palette.putdata([0, 1, 2, 0, 1, 2])
palette.save("png_trns_palette.png", transparency=1)

vectors = []
for name in ["png_bkgd_grey.png", "png_bkgd_grey_alpha.png", "png_bkgd_rgb.png", "png_bkgd_rgba.png", "png_bkgd_palette.png",
             "png_trns_grey.png", "png_trns_rgb.png", "png_trns_palette.png"]:
    data = open(name, "rb").read()
    colour_type = data[8 + 8 + 9]
    chunks = []
    at = 8
    while at < len(data):
        length, kind = struct.unpack(">I4s", data[at:at + 8])
        body = data[at + 8:at + 8 + length]
        if kind in (b"bKGD", b"tRNS"):
            values = list(body) if kind == b"tRNS" and colour_type == 3 else [body[0]] if colour_type == 3 else list(struct.unpack(">%dH" % (length // 2), body))
            chunks.append({"type": kind.decode(), "values": values})
        at += 12 + length
    vectors.append({"file": name, "colourType": colour_type, "chunks": chunks})
json.dump(vectors, open("png_colour_vectors.json", "w"), indent=1)
PY
