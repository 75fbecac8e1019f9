"""Two style sheets built from one token document give every element the same computed values.

Usage: token_css_checks.py FLAT_CSS OTHER_CSS MARKUP NAME...

MARKUP says how an element names a style: `attr:data-theme` or `class:theme-`. NAME... are
the styles the sheets offer. Chromium loads a page with each sheet in turn and reads
getComputedStyle(...).getPropertyValue(--token) of every custom property the flat sheet
declares, on:
- the root naming each style, and the root naming none under the system's light and dark
  schemes (and, both ways, with `prefers-contrast: more`);
- an element naming each style inside an element naming each style (every ordered pair),
  and an element naming nothing inside that.
Prints `ok …` per check and exits 1 at the first difference, naming the element, the
property and both values.
"""

import re
import sys

from playwright.sync_api import sync_playwright

from browser_checks_support import check, fail

FLAT, OTHER, MARKUP, NAMES = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
KIND, _, MARK = MARKUP.partition(":")


def mark(name):
    """The markup of an element that names the style `name`."""
    return f'{MARK}="{name}"' if KIND == "attr" else f'class="{MARK}{name}"'


def page_html(css):
    nested = "".join(
        f'<div id="in-{outer}" {mark(outer)}>'
        + "".join(f'<div id="in-{outer}-{inner}" {mark(inner)}><div id="in-{outer}-{inner}-plain"></div></div>' for inner in NAMES)
        + "</div>"
        for outer in NAMES
    )
    probe = '<div id="probe" style="color: var(--PROBE)"></div>'
    return f"<!doctype html><html><head><style>{css}</style></head><body>{nested}{probe}</body></html>"


READ = """([names, ids]) => Object.fromEntries(ids.map(id => {
  const element = id === ':root' ? document.documentElement : document.getElementById(id);
  const style = getComputedStyle(element);
  return [id, Object.fromEntries(names.map(name => [name, style.getPropertyValue(name).trim()]))];
}))"""


def set_root(page, name):
    if KIND == "attr":
        page.evaluate("([attribute, name]) => name === null ? document.documentElement.removeAttribute(attribute) : document.documentElement.setAttribute(attribute, name)", [MARK, name])
    else:
        page.evaluate("(name) => document.documentElement.className = name", None if name is None else MARK + name)


def computed(page, css, names):
    """Every value, by situation and element."""
    page.set_content(page_html(css))
    ids = [f"in-{o}" for o in NAMES] + [f"in-{o}-{i}" for o in NAMES for i in NAMES] + [f"in-{o}-{i}-plain" for o in NAMES for i in NAMES]
    values = {}
    for scheme in ["light", "dark"]:
        for contrast in ["no-preference", "more"]:
            page.emulate_media(color_scheme=scheme, contrast=contrast)
            set_root(page, None)
            values[f"root following the system ({scheme}, contrast {contrast})"] = page.evaluate(READ, [names, [":root"]])[":root"]
    page.emulate_media(color_scheme="light", contrast="no-preference")
    for name in NAMES:
        set_root(page, name)
        values[f"root naming {name}"] = page.evaluate(READ, [names, [":root"]])[":root"]
    set_root(page, None)
    for element, read in page.evaluate(READ, [names, ids]).items():
        values[element] = read
    return values


def main():
    flat, other = open(FLAT).read(), open(OTHER).read()
    names = sorted(set(re.findall(r"^\s*(--[A-Za-z0-9_-]+):", flat, re.M)))
    check(names, "the flat sheet declares no custom properties")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        page = browser.new_page()
        expected, found = computed(page, flat, names), computed(page, other, names)
        compared = 0
        for situation, values in expected.items():
            for name in names:
                want, got = values[name], found[situation][name]
                if want != got:
                    fail(f"{situation}: {name} is {got!r} with {OTHER}, {want!r} with the flat sheet")
                compared += 1
        check(any(values[name] for values in expected.values() for name in names), "no token has a value anywhere")
        print(f"ok {len(names)} custom properties compute alike in {len(expected)} situations ({compared} values)", flush=True)

        # A wide-gamut colour is in force where the browser understands it.
        wide = re.search(r"^\s*(--[A-Za-z0-9_-]+): (color\(display-p3[^;]*|oklch\([^;]*);", flat, re.M)
        if wide:
            page.set_content(page_html(other.replace("PROBE", "")).replace("--PROBE", wide.group(1)))
            shown = page.evaluate("getComputedStyle(document.getElementById('probe')).color")
            check(shown.startswith("color(") or shown.startswith("oklch("), f"{wide.group(1)} shows as {shown!r}, not in a wide-gamut space")
            print(f"ok {wide.group(1)} is shown as {shown}", flush=True)
        browser.close()


main()
