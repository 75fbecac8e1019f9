"""Twilight converts and gamut-maps colours as ColorAide does, a reference implementation of CSS Color 4.

Usage: color_reference_checks.py CASES

CASES is a JSON file: {"colors": [...], "conversions": {...}, "mapped": {...}, "contrast": [...],
"mixes": [...]}. `colors` holds
each colour as Twilight read it, in CIE XYZ (D65) — the colour both sides start from, so that
reading CSS (which the Chromium checks cover) is not part of this check. `conversions` maps a
space (`lab`, `oklch`, `display-p3`, …) to Twilight's components of every colour in it, as they
are, unmapped; `mapped` maps a space with a gamut (`srgb`, `display-p3`, `rec2020`, …) to
Twilight's components of every colour mapped into it by CSS Color 4's gamut-mapping algorithm
(ColorAide's `minde-chroma` in OKLCh with a just-noticeable difference of 0.02, its default, is
that algorithm); `contrast` holds Twilight's WCAG 2 contrast ratio of each colour with the next;
each of `mixes` is two colours with alpha (`from`, `to`: XYZ and alpha), a `fraction` and
Twilight's mix of them in OKLab (`twilight`, the same form), which must be CSS Color 4's:
premultiplied by alpha, as ColorAide's `mix(…, space="oklab")` is, within 1e-6. Where both
colours are fully transparent so is the mix, and only its alpha is compared: ColorAide gives
transparent black, Twilight mixes the colours unweighted (a terminal, which draws no alpha,
sees no black frame).

Two spaces are not ColorAide's own. `rec2020` is the space of CSS Color 4 as published and as
Chromium draws it: BT.2020's transfer function (ColorAide's `rec2020-oetf`). The CSS working group
resolved in August 2025 to use BT.1886's gamma of 2.4 instead (w3c/csswg-drafts#12574), which
ColorAide's `rec2020` follows; Twilight keeps to what browsers draw until they change.
`prophoto-rgb` is ColorAide's with the matrix worked out here from the primaries CSS Color 4
gives (to six places, as ROMM RGB does: red 0.734699, 0.265301): ColorAide works it out from
primaries rounded to four places (0.7347, 0.2653), which moves a component by up to 1.5e-4.

Conversions must agree within 1e-9 of each component's range (lightness 100 for Lab, hue 360);
a hue is compared only where the chroma (or saturation) is more than 1e-6 (a grey's hue means
nothing), and `hsl` only for colours inside sRGB (Twilight writes it after mapping). Mapped colours
must agree within 1e-6 per component: the algorithm bisects chroma and stops within 1e-4 of its
goal, so a difference in the last bits of a matrix moves the point where it stops only by a
hair, or not at all. Contrast ratios must agree within 0.1%: WCAG 2 weighs the linear
components by 0.2126, 0.7152 and 0.0722 (as Twilight does), ColorAide by the exact row of the
sRGB matrix (0.2126729, 0.7151522, 0.0721750); a colour outside sRGB is not mapped first on
either side.

Prints `ok …` with the counts, or `FAIL …` listing up to 40 disagreements with the largest first.
"""

import json
import sys

from coloraide import Color as BaseColor
from coloraide import algebra
from coloraide.spaces.prophoto_rgb import ProPhotoRGB
from coloraide.spaces.prophoto_rgb_linear import ProPhotoRGBLinear
from coloraide.spaces.rec2020_oetf import Rec2020OETF


def rgb_to_xyz(primaries, white):
    """The matrix from linear RGB to CIE XYZ for the CIE xy chromaticities of the primaries and white."""
    columns = algebra.transpose([[x / y, 1, (1 - x - y) / y] for x, y in primaries])
    x, y = white
    scales = algebra.solve(columns, [x / y, 1, (1 - x - y) / y])
    return [[columns[row][column] * scales[column] for column in range(3)] for row in range(3)]


# CSS Color 4, "The Predefined ProPhoto RGB Color Space": primaries and the D50 white point.
PROPHOTO_TO_XYZ = rgb_to_xyz([(0.734699, 0.265301), (0.159597, 0.840403), (0.036598, 0.000105)], (0.3457, 0.3585))
XYZ_TO_PROPHOTO = algebra.inv(PROPHOTO_TO_XYZ)


class ProPhotoRGBLinearCSS(ProPhotoRGBLinear):
    """Linear ProPhoto RGB with CSS Color 4's primaries."""

    NAME = "--prophoto-rgb-linear-css"
    SERIALIZE = (NAME,)

    def to_base(self, coords):
        return algebra.matmul(PROPHOTO_TO_XYZ, coords)

    def from_base(self, coords):
        return algebra.matmul(XYZ_TO_PROPHOTO, coords)


class ProPhotoRGBCSS(ProPhotoRGB):
    """ProPhoto RGB with CSS Color 4's primaries."""

    BASE = ProPhotoRGBLinearCSS.NAME
    NAME = "--prophoto-rgb-css"
    SERIALIZE = (NAME,)


class Color(BaseColor):
    """ColorAide with the rec2020 browsers draw and CSS Color 4's ProPhoto RGB."""


Color.register([Rec2020OETF(), ProPhotoRGBLinearCSS(), ProPhotoRGBCSS()])

CASES = json.load(open(sys.argv[1]))
# Twilight's name for a space → ColorAide's, and the range of each component.
SPACES = {
    "srgb": ("srgb", (1, 1, 1)),
    "srgb-linear": ("srgb-linear", (1, 1, 1)),
    "display-p3": ("display-p3", (1, 1, 1)),
    "a98-rgb": ("a98-rgb", (1, 1, 1)),
    "prophoto-rgb": (ProPhotoRGBCSS.NAME, (1, 1, 1)),
    "rec2020": ("rec2020-oetf", (1, 1, 1)),
    "xyz-d50": ("xyz-d50", (1, 1, 1)),
    "lab": ("lab", (100, 125, 125)),
    "lch": ("lch", (100, 150, 360)),
    "oklab": ("oklab", (1, 0.4, 0.4)),
    "oklch": ("oklch", (1, 0.4, 360)),
    "hsl": ("hsl", (360, 1, 1)),
}
CONVERSION_LIMIT, COMPONENT_LIMIT, CONTRAST_LIMIT, GREY_CHROMA = 1e-6, 1e-6, 1e-3, 1e-6


def differences(space, ours, theirs):
    """Each component's difference as a fraction of its range, hues compared round the circle."""
    ranges = SPACES[space][1]
    found = []
    for index, (a, b) in enumerate(zip(ours, theirs)):
        difference = abs(a - b)
        if index == hue_index(space):
            difference = min(difference, 360 - difference)
        found.append(difference / ranges[index])
    return found


def hue_index(space):
    """Which component is a hue: lch's and oklch's third, hsl's first."""
    return {"lch": 2, "oklch": 2, "hsl": 0}.get(space)


def is_grey(space, ours, theirs):
    """Whether the colour has no hue in `space` (its chroma or saturation is next to none)."""
    return hue_index(space) is not None and min(ours[1], theirs[1]) <= GREY_CHROMA


def main():
    colors = [Color("xyz-d65", xyz) for xyz in CASES["colors"]]
    problems = []
    compared = 0
    for space, components in CASES["conversions"].items():
        name = SPACES[space][0]
        for color, ours in zip(colors, components, strict=True):
            if space == "hsl" and not color.in_gamut("srgb", tolerance=0):
                continue
            theirs = color.convert(name, norm=False)[:-1]
            found = differences(space, ours, theirs)
            if is_grey(space, ours, theirs):
                found = [value for index, value in enumerate(found) if index != hue_index(space)]
            compared += 1
            if max(found) > CONVERSION_LIMIT:
                problems.append((max(found), f"{space} conversions", f"{space} of xyz {color[:-1]}: Twilight {ours}, ColorAide {theirs}"))
    mapped = 0
    for space, components in CASES["mapped"].items():
        name = SPACES[space][0]
        for color, ours in zip(colors, components, strict=True):
            theirs = color.convert(name, norm=False).fit(method="minde-chroma")[:-1]
            mapped += 1
            worst = max(abs(a - b) for a, b in zip(ours, theirs))
            if worst > COMPONENT_LIMIT:
                problems.append((worst, f"{space} mappings", f"{space} mapping of xyz {color[:-1]}: Twilight {ours}, ColorAide {theirs}"))
    for first, second, ours in zip(colors[:-1], colors[1:], CASES["contrast"], strict=True):
        theirs = first.contrast(second, method="wcag21")
        if abs(ours - theirs) / theirs > CONTRAST_LIMIT:
            problems.append((abs(ours - theirs) / theirs, "contrast", f"contrast of xyz {first[:-1]} and {second[:-1]}: Twilight {ours}, ColorAide {theirs}"))
    for mix in CASES["mixes"]:
        start, end = (Color("xyz-d65", mix[name][:3], mix[name][3]) for name in ("from", "to"))
        theirs = start.mix(end, mix["fraction"], space="oklab", premultiplied=True, out_space="xyz-d65")
        theirs = [*theirs[:-1], theirs.alpha()]
        components = slice(3, 4) if mix["from"][3] == mix["to"][3] == 0 else slice(0, 4)
        worst = max(abs(a - b) for a, b in zip(mix["twilight"][components], theirs[components]))
        if worst > COMPONENT_LIMIT:
            problems.append((worst, "mixes", f"mix {mix['fraction']} of the way from {mix['from']} to {mix['to']}: Twilight {mix['twilight']}, ColorAide {theirs}"))
    if problems:
        print(f"FAIL {len(problems)} disagreements:")
        groups = {}
        for difference, kind, text in problems:
            count, largest = groups.get(kind, (0, 0))
            groups[kind] = (count + 1, max(largest, difference))
        for kind, (count, largest) in sorted(groups.items()):
            print(f"  {kind}: {count} (largest {largest:.3g})")
        problems.sort(key=lambda problem: -problem[0])
        for difference, _, text in problems[:40]:
            print(f"  {difference:.3g}: {text}")
        sys.exit(1)
    print(f"ok {len(colors)} colours: {compared} conversions in {len(CASES['conversions'])} spaces, "
          f"{mapped} gamut mappings in {len(CASES['mapped'])} spaces, {len(CASES['contrast'])} contrast ratios, "
          f"{len(CASES['mixes'])} mixes agree with ColorAide")


if __name__ == "__main__":
    main()
