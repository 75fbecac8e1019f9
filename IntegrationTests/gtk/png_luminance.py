"""Prints the median relative luminance of a PNG's pixels (0 black … 1 white), or with
--pixel X Y the red, green and blue (0-255) of one pixel, or with --count-green how many
pixels are clearly green (green above both red and blue by more than 30), and the size.

Usage: png_luminance.py FILE.png [--pixel X Y | --count-green]
"""
import sys

from PIL import Image


def channel(value):
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


image = Image.open(sys.argv[1]).convert("RGB")
if len(sys.argv) == 5 and sys.argv[2] == "--pixel":
    print(*image.getpixel((int(sys.argv[3]), int(sys.argv[4]))))
    sys.exit(0)
if len(sys.argv) == 3 and sys.argv[2] == "--count-green":
    print(sum(1 for r, g, b in image.convert("RGB").getdata() if g > r + 30 and g > b + 30), *image.size)
    sys.exit(0)
values = sorted(0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b) for r, g, b in image.getdata())
print(f"{values[len(values) // 2]:.4f}")
