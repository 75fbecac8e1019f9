"""Twilight reads CSS colours as Chromium does: the same inputs are colours, to the same values.

Usage: css_color_checks.py CASES

CASES is a JSON file: a list of objects with `css` (the text), `twilight` (Twilight's reading as
[red, green, blue, alpha] in sRGB, unclamped, or null when Twilight refuses it) and, for the few
inputs where the two may differ on purpose, `differs` (why). Chromium says whether the text is a
colour (`CSS.supports("color", …)`) and, if it is, its value through the relative colour syntax
`color(from TEXT srgb r g b / alpha)`, which keeps out-of-gamut components. Every input must be
a colour to both or to neither, and a colour must agree within 0.0005 per sRGB component or
within ΔE-OK 0.0002 (as the token precision check asks; a just-noticeable difference is about
0.02), and within 0.002 in alpha. Either measure alone misleads out of gamut: Chromium's Lab and
OKLab arithmetic drifts by up to 0.002 in a component where the eye cannot see it, and near black
a colour outside every gamut has no meaningful OKLab distance. Values are compared unless
Chromium puts it far outside every gamut, where its 32-bit arithmetic keeps too few digits and
only its being a colour is compared. An input marked
`differs` must be one on which they do differ, so that the list of differences stays true.

Prints `ok …` with the counts, or `FAIL …` listing up to 40 disagreements.
"""

import json
import re
import sys

from playwright.sync_api import sync_playwright

from browser_checks_support import check, delta_e_ok, fail

CASES = json.load(open(sys.argv[1]))
COMPONENT_LIMIT, DISTANCE_LIMIT, ALPHA_LIMIT = 0.0005, 0.0002, 0.002
# Every display gamut lies within this range of sRGB components. Far beyond it (an OKLab
# lightness of 255, a display-p3 component of 128) Chromium's 32-bit arithmetic keeps too
# few digits to compare values with, so there only whether both read a colour counts.
NEAR_GAMUTS = (-1.0, 2.0)
NUMBER = r"(-?[\d.]+(?:e[-+]?\d+)?)"
COMPUTED = re.compile(rf"color\(srgb {NUMBER} {NUMBER} {NUMBER}(?: / {NUMBER})?\)")

READ = """(texts) => {
    const probe = document.getElementById("probe");
    // A comment left open runs to the end of the text; closed, it leaves the relative
    // colour's own words after it.
    const closingComment = (text) => {
        let open = false;
        for (let i = 0; i < text.length; i++) {
            if (text.startsWith(open ? "*/" : "/*", i)) { open = !open; i++; }
        }
        return open ? "*/" : "";
    };
    return texts.map((text) => {
        if (!CSS.supports("color", text)) return null;
        probe.style.color = "";
        probe.style.color = "color(from " + text + closingComment(text) + " srgb r g b / alpha)";
        return getComputedStyle(probe).color;
    });
}"""


def chromium_value(text):
    match = COMPUTED.fullmatch(text)
    check(match, f"Chromium computed a colour this check cannot read: {text}")
    red, green, blue, alpha = match.groups()
    return [float(red), float(green), float(blue), 1.0 if alpha is None else float(alpha)]


def disagreement(case, computed):
    """Why Twilight and Chromium disagree on `case`, or None."""
    ours, text = case["twilight"], json.dumps(case["css"])
    if computed is None and ours is None:
        return None
    if computed is None:
        return f"{text}: Chromium refuses it, Twilight reads {[round(v, 6) for v in ours]}"
    if ours is None:
        return f"{text}: Chromium reads {computed}, Twilight refuses it"
    theirs = chromium_value(computed)
    if not all(NEAR_GAMUTS[0] <= value <= NEAR_GAMUTS[1] for value in theirs[:3]):
        return "far"
    worst = max(abs(a - b) for a, b in zip(ours[:3], theirs[:3]))
    distance = delta_e_ok(ours[:3], theirs[:3])
    if (worst > COMPONENT_LIMIT and distance > DISTANCE_LIMIT) or abs(ours[3] - theirs[3]) > ALPHA_LIMIT:
        return f"{text}: Chromium computes {computed}, Twilight {[round(v, 6) for v in ours]}: ΔE-OK {distance:.6f}"
    return None


with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
    page = browser.new_page()
    page.set_content('<!doctype html><div id="probe"></div>')
    computed = page.evaluate(READ, [case["css"] for case in CASES])
    browser.close()

problems, differences, far = [], 0, 0
for case, value in zip(CASES, computed):
    why = disagreement(case, value)
    if why == "far":
        far, why = far + 1, None
    if "differs" in case:
        differences += 1
        if why is None:
            problems.append(f"{json.dumps(case['css'])} is listed as a difference ({case['differs']}), but the two agree")
    elif why is not None:
        problems.append(why)
if problems:
    fail(f"{len(problems)} of {len(CASES)} inputs disagree:\n  " + "\n  ".join(problems[:40]))
colours = sum(1 for case, value in zip(CASES, computed) if value is not None and "differs" not in case)
refused = sum(1 for case, value in zip(CASES, computed) if value is None and "differs" not in case)
print(
    f"ok {len(CASES)} inputs: {colours} colours to both, {colours - far} of them within {COMPONENT_LIMIT} or ΔE-OK {DISTANCE_LIMIT} "
    f"({far} far outside every gamut compared as colours only); {refused} refused by both; "
    f"{differences} listed differences hold",
    flush=True,
)
