"""Prints the median relative luminance of a PNG's pixels (0 black … 1 white).

Usage: png_luminance.py FILE.png
"""
import sys

from PIL import Image


def channel(value):
    c = value / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


image = Image.open(sys.argv[1]).convert("RGB")
values = sorted(0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b) for r, g, b in image.getdata())
print(f"{values[len(values) // 2]:.4f}")
