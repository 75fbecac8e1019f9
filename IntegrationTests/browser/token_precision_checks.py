"""A token document's colours, built to CSS, compute in Chromium as the document says.

Usage: token_precision_checks.py DOCUMENT CSS

DOCUMENT is a DTCG file of colour tokens written as colour objects in srgb, srgb-linear,
hsl or oklch (in the sRGB gamut); CSS is what `twilight tokens build --format css` wrote
for it. The expected colours are computed here, from the document's numbers, by CSS Color
4's formulas — not by Twilight. Chromium applies each custom property as an element's
`color` and reports the computed colour; its distance from the document's value in OKLab
(ΔE-OK) must be at most 0.0002. Prints `ok …` with the largest distance, or `FAIL …`
naming the token, both colours and the distance.
"""

import json
import math
import re
import sys

from playwright.sync_api import sync_playwright

from browser_checks_support import check, delta_e_ok, fail, gamma

DOCUMENT, CSS = sys.argv[1], sys.argv[2]
LIMIT = 0.0002


def hsl_to_srgb(hue, saturation, lightness):
    """CSS Color 4 `hslToRgb`, saturation and lightness in percent."""
    saturation, lightness = saturation / 100, lightness / 100

    def f(n):
        k = (n + hue / 30) % 12
        a = saturation * min(lightness, 1 - lightness)
        return lightness - a * max(-1, min(k - 3, 9 - k, 1))

    return [f(0), f(8), f(4)]


def oklch_to_srgb(lightness, chroma, hue):
    """CSS Color 4: OKLCH → OKLab → LMS → linear sRGB (Björn Ottosson's matrices)."""
    a, b = chroma * math.cos(math.radians(hue)), chroma * math.sin(math.radians(hue))
    l_ = (lightness + 0.3963377773761749 * a + 0.2158037573099136 * b) ** 3
    m_ = (lightness - 0.1055613458156586 * a - 0.0638541728258133 * b) ** 3
    s_ = (lightness - 0.0894841775298119 * a - 1.2914855480194092 * b) ** 3
    red = 4.0767416621 * l_ - 3.3077115913 * m_ + 0.2309699292 * s_
    green = -1.2684380046 * l_ + 2.6097574011 * m_ - 0.3413193965 * s_
    blue = -0.0041960863 * l_ - 0.7034186147 * m_ + 1.7076147010 * s_
    return [gamma(red), gamma(green), gamma(blue)]


def expected_srgb(value):
    space, components = value["colorSpace"], [0 if c == "none" else c for c in value["components"]]
    if space == "srgb":
        return components
    if space == "srgb-linear":
        return [gamma(c) for c in components]
    if space == "hsl":
        return hsl_to_srgb(*components)
    if space == "oklch":
        return oklch_to_srgb(*components)
    fail(f"the document uses {space}: this check reads srgb, srgb-linear, hsl and oklch")


def parse_computed(text):
    """Chromium's computed colour: `rgb(r, g, b)` or `color(srgb r g b)` (alpha ignored)."""
    if match := re.fullmatch(r"rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, [\d.]+)?\)", text):
        return [float(v) / 255 for v in match.groups()]
    if match := re.fullmatch(r"color\(srgb ([-\d.e]+) ([-\d.e]+) ([-\d.e]+)(?: / [\d.]+)?\)", text):
        return [float(v) for v in match.groups()]
    fail(f"Chromium computed a colour this check cannot read: {text}")


def colour_tokens(node, path):
    """(custom property, expected sRGB) for every colour object token under `node`."""
    for key, child in node.items():
        if key.startswith("$") or not isinstance(child, dict):
            continue
        if isinstance(child.get("$value"), dict) and "colorSpace" in child["$value"]:
            yield "--" + "-".join(path + [key]), expected_srgb(child["$value"])
        else:
            yield from colour_tokens(child, path + [key])


tokens = dict(colour_tokens(json.load(open(DOCUMENT)), []))
check(tokens, f"{DOCUMENT} has no colour object tokens")
css = open(CSS).read()
probes = "".join(f'<div id="p{index}" style="color: var({name})"></div>' for index, name in enumerate(tokens))
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
    page = browser.new_page()
    page.set_content(f"<!doctype html><html><head><style>{css}</style></head><body>{probes}</body></html>")
    computed = page.evaluate("(count) => [...Array(count).keys()].map(i => getComputedStyle(document.getElementById('p' + i)).color)", len(tokens))
    browser.close()

largest = (0.0, "")
for (name, expected), text in zip(tokens.items(), computed):
    distance = delta_e_ok(parse_computed(text), expected)
    check(distance <= LIMIT, f"{name}: Chromium computes {text}, the document says {[round(c, 6) for c in expected]}: ΔE-OK {distance:.6f} > {LIMIT}")
    largest = max(largest, (distance, name))
print(f"ok {len(tokens)} colours compute within ΔE-OK {LIMIT} of the document; the largest is {largest[0]:.7f} ({largest[1]})", flush=True)
