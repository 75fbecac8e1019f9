"""Colours outside sRGB written as CSS strings, built to CSS, compute in Chromium as the
document's own strings do.

Usage: token_wide_checks.py DOCUMENT CSS

DOCUMENT is a DTCG file of colour tokens written as CSS strings outside sRGB
(`color(display-p3 …)`, `oklch(…)`, `lab(…)`); CSS is what `twilight tokens build --format
css` wrote for it. Chromium computes each token's custom property (which the style sheet
declares again, in its own space, inside `@supports`) and the document's string itself, each
as an element's `color`: the two must be the same function with the same numbers (within
0.001), so the wide colour reaches a browser that can show it — not only the sRGB fallback.
Prints `ok …`, or `FAIL …` naming the token and both computed colours.
"""

import json
import re
import sys

from playwright.sync_api import sync_playwright

from browser_checks_support import check

DOCUMENT, CSS = sys.argv[1], sys.argv[2]


def string_tokens(node, path):
    """(custom property, the document's string) for every colour token written as a string."""
    for key, child in node.items():
        if key.startswith("$") or not isinstance(child, dict):
            continue
        if isinstance(child.get("$value"), str):
            yield "--" + "-".join(path + [key]), child["$value"]
        else:
            yield from string_tokens(child, path + [key])


def parts(text):
    """A computed colour's function (with a color()'s space) and its numbers."""
    function = re.match(r"[a-z-]+\((?:[a-z0-9-]+ )?", text)
    numbers = [float(number) for number in re.findall(r"-?[\d.]+(?:e-?\d+)?", text[function.end() if function else 0:])]
    return (function.group(0) if function else text), numbers


tokens = dict(string_tokens(json.load(open(DOCUMENT)), []))
check(tokens, f"{DOCUMENT} has no colour tokens written as strings")
css = open(CSS).read()
check("a note" not in css, "the file's text (a comment) reached the style sheet")
probes = "".join(
    f'<div id="built{index}" style="color: var({name})"></div><div id="written{index}"></div>' for index, name in enumerate(tokens)
)
with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
    page = browser.new_page()
    page.set_content(f"<!doctype html><html><head><style>{css}</style></head><body>{probes}</body></html>")
    computed = page.evaluate(
        """(written) => written.map((text, i) => {
            document.getElementById('written' + i).style.color = text;
            return [getComputedStyle(document.getElementById('built' + i)).color, getComputedStyle(document.getElementById('written' + i)).color];
        })""",
        list(tokens.values()),
    )
    browser.close()

for (name, text), (built, written) in zip(tokens.items(), computed):
    check(not written.startswith("rgb"), f"{name}: Chromium read the document's {text!r} as {written}, inside sRGB: not a wide colour")
    (built_function, built_numbers), (written_function, written_numbers) = parts(built), parts(written)
    alike = built_function == written_function and len(built_numbers) == len(written_numbers)
    alike = alike and all(abs(a - b) <= 0.001 for a, b in zip(built_numbers, written_numbers))
    check(alike, f"{name}: the style sheet computes to {built}, the document's {text!r} to {written}")
print(f"ok {len(tokens)} wide colours written as strings compute in Chromium as the document's strings do", flush=True)
