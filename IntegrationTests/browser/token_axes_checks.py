"""A style sheet with axes computes, for every combination, the values of its flattened build.

Usage: token_axes_checks.py SPEC_JSON

SPEC_JSON names the sheet built with axes (`sheet`), the styles it offers (`themes`), its
axes (`axes`: name, values, default) and, for every combination of axis values
(`brand=ocean,density=compact`), the sheet built with those values fixed (`flat`: built with
`--input brand=ocean --input density=compact`).

For every combination, and the style named (each theme) or followed from the system (light
and dark), Chromium reads every custom property of the flat sheet on the page's root, then
the same properties with the axes' sheet on an element placed in each of these ways:
everything named on the root; everything on the element; the style on the root and the axes
on the element, and the other way round; the first axis on the root, the style on a parent
and the other axes on the element; other values on the root that the element's own replace;
and an axis left at its default named nowhere. Prints `ok …` per check and exits 1 at the
first difference, naming the placement, the property and both values.
"""

import itertools
import json
import re
import sys

from playwright.sync_api import sync_playwright

from browser_checks_support import check, fail

SPEC = json.load(open(sys.argv[1]))
AXES = SPEC["axes"]
THEMES = SPEC["themes"]

READ = """(names) => {
  const style = getComputedStyle(document.getElementById('probe') || document.documentElement);
  return Object.fromEntries(names.map(name => [name, style.getPropertyValue(name).trim()]));
}"""


def attributes(pairs):
    return "".join(f' data-{name}="{value}"' for name, value in pairs)


def page(css, root=(), parent=(), element=(), probe=True):
    inner = f'<div id="probe"{attributes(element)}></div>' if probe else ""
    return f"<!doctype html><html{attributes(root)}><head><style>{css}</style></head><body><div{attributes(parent)}>{inner}</div></body></html>"


def placements(theme, values):
    """(description, root, parent, element) for one combination; `theme` is None when the
    style follows the system."""
    style = [("theme", theme)] if theme else []
    axes = [(axis["name"], value) for axis, value in zip(AXES, values)]
    others = [(axis["name"], next(v for v in axis["values"] if v != value)) for axis, value in zip(AXES, values)]
    other_style = [("theme", next(t for t in THEMES if t != theme))] if theme else []
    named = [pair for pair, axis in zip(axes, AXES) if pair[1] != axis["default"]]
    yield "everything on the root", style + axes, [], []
    yield "everything on the element", [], [], style + axes
    yield "the style on the root, the axes on the element", style, [], axes
    yield "the axes on the root, the style on the element", axes, [], style
    yield "the first axis on the root, the style on a parent, the rest on the element", axes[:1], style, axes[1:]
    yield "other values on the root, replaced on the element", other_style + others, [], style + axes
    yield "defaults named nowhere", style + named, [], []


def main():
    sheet = open(SPEC["sheet"]).read()
    flat = {key: open(path).read() for key, path in SPEC["flat"].items()}
    names = sorted(set(re.findall(r"^\s*(--[A-Za-z0-9_-]+):", next(iter(flat.values())), re.M)))
    check(names, "the flat sheet declares no custom properties")
    compared = 0
    combinations = 0
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        tab = browser.new_page()
        for values in itertools.product(*(axis["values"] for axis in AXES)):
            key = ",".join(f"{axis['name']}={value}" for axis, value in zip(AXES, values))
            for theme, scheme in [(t, "light") for t in THEMES] + [(None, "light"), (None, "dark")]:
                tab.emulate_media(color_scheme=scheme)
                tab.set_content(page(flat[key], root=[("theme", theme)] if theme else [], probe=False))
                expected = tab.evaluate(READ, names)
                situation = f"{key}, " + (f"style {theme}" if theme else f"following the system ({scheme})")
                for description, root, parent, element in placements(theme, values):
                    tab.set_content(page(sheet, root, parent, element))
                    found = tab.evaluate(READ, names)
                    for name in names:
                        if found[name] != expected[name]:
                            fail(f"{situation}, {description}: {name} is {found[name]!r}, the flat build gives {expected[name]!r}")
                        compared += 1
                combinations += 1
        browser.close()
    print(f"ok {len(names)} custom properties compute as the flat builds in {combinations} combinations, 7 placements each ({compared} values)", flush=True)


main()
