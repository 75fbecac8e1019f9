"""Drives `twilight studio` in Debian's Chromium on a document of 5 000 tokens in 12 combinations.

Usage: studio_large_checks.py TWILIGHT

Writes the document (50 groups of 100 tokens: colours, aliases to a group's first colour and
to a brand palette, dimensions and numbers; a theme, a brand and a density modifier; 2 000
declared contrast pairs) in a temporary folder and starts the studio on it. Checks that the
page draws only the rows near the screen and the rest as they are scrolled to, that an edit
is answered with the rows it changed rather than the whole document, and times an edit from
the click on "Set" to the new colour drawn: one token, and a palette colour 250 tokens take.
Prints `ok NAME` for each check that passes and `figure NAME VALUE` for what was measured;
exits 1 at the first failure with what was expected and seen.
"""

import json
import os
import statistics
import sys
import tempfile
import time

from playwright.sync_api import sync_playwright

from browser_checks_support import check, start_server, wait_until

TWILIGHT = sys.argv[1]
GROUPS = 50
PAIRS = 2000


def hex_colour(n):
    return "#%06x" % (n % 0xFFFFFF)


def palette(seed):
    tokens = {"$type": "color"}
    for index in range(20):
        tokens[f"c{index}"] = {"$value": hex_colour((index + seed) * 7919)}
        tokens[f"d{index}"] = {"$value": hex_colour((index + seed) * 104729)}
    return {"palette": tokens}


def document():
    """The resolver document: 5 000 tokens, 12 combinations, 2 000 declared pairs."""
    base = {}
    for group in range(GROUPS):
        tokens = {}
        for index in range(100):
            n = group * 100 + index
            kind = index % 10
            if 1 <= kind < 6 and index < 80 and group * 40 + index // 10 * 5 + kind - 1 < PAIRS:
                # Near white, used as text on the group's first colour.
                pair = {"dev.twilight": {"contrast": {"on": f"{{g{group}.t0}}", "level": "AA"}}}
                token = {"$type": "color", "$value": hex_colour(0xFFFFFF - n * 31), "$extensions": pair}
            elif kind < 6:
                token = {"$type": "color", "$value": hex_colour(n * 31)}
            elif kind == 6:
                token = {"$type": "color", "$value": f"{{g{group}.t0}}"}
            elif kind == 7:
                token = {"$type": "dimension", "$value": {"value": index % 24, "unit": "px"}}
            elif kind == 8:
                token = {"$type": "number", "$value": n}
            else:
                token = {"$type": "color", "$value": f"{{palette.c{n % 20}}}"}
            tokens[f"t{index}"] = token
        base[f"g{group}"] = tokens
    dark = {}
    for group in range(GROUPS):
        tokens = {f"t{index}": {"$type": "color", "$value": hex_colour((group * 100 + index) * 53)} for index in range(3)}
        if group % 2 == 0:
            for index in range(9, 100, 10):
                tokens[f"t{index}"] = {"$type": "color", "$value": f"{{palette.d{(group * 100 + index) % 20}}}"}
        dark[f"g{group}"] = tokens
    compact = {f"g{group}": {"t7": {"$type": "dimension", "$value": {"value": 2, "unit": "px"}}} for group in range(GROUPS)}
    return {
        "version": "2025.10",
        "sets": {"base": {"sources": [palette(0), base]}},
        "modifiers": {
            "theme": {"contexts": {"light": [], "dark": [dark]}, "default": "light"},
            "brand": {"contexts": {"ember": [], "ocean": [palette(7)], "forest": [palette(13)]}, "default": "ember"},
            "density": {"contexts": {"comfortable": [], "compact": [compact]}, "default": "comfortable"},
        },
        "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/brand"}, {"$ref": "#/modifiers/density"}],
    }


# Sets the selected cell's colour and waits for `token`'s cell in the first combination to show
# it, then for the frame that draws it: the time from the click on "Set" to the colour drawn, in
# milliseconds. The change is seen by a MutationObserver as the script makes it (polling with a
# timer would see it only after the frame that draws it, then wait a frame more), and the
# frame is the next animation frame's, ended by a task queued from it.
TIMED_EDIT = """async ([token, colour]) => {
  const shown = () => {
    const hex = document.querySelector(`td.cell[data-token="${token}"][data-combination="0"] .hex`);
    return hex && hex.textContent === colour;
  };
  const changed = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (shown()) { observer.disconnect(); resolve(); }
    });
    observer.observe(document.getElementById("tokens"), { childList: true, subtree: true, characterData: true });
  });
  const start = performance.now();
  document.getElementById("css-input").value = colour;
  document.getElementById("apply-css").click();
  await changed;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return performance.now() - start;
}"""


def main():
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "large.resolver.json")
    with open(path, "w") as file:
        json.dump(document(), file, indent=1)
    studio, url = start_server([TWILIGHT, "studio", path, "--port", "0"], "twilight studio: serving http://127.0.0.1:")
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 1200, "height": 800})
            edits = []
            page.on("response", lambda response: edits.append(len(response.body())) if response.url.endswith("/api/edit") else None)
            start = time.monotonic()
            page.goto(url + "/")
            wait_until(page, "document.querySelector('#status').textContent === 'Saved'", timeout=60000)
            print("figure studio-5000-first-draw-ms %.0f" % ((time.monotonic() - start) * 1000), flush=True)

            rows = page.evaluate("document.querySelectorAll('#tokens tbody tr').length")
            cells = page.evaluate("document.querySelectorAll('td.cell').length")
            check(rows < 200 and cells < 5000, f"only the rows near the screen are drawn: {rows} colour rows, {cells} cells of 60 000")
            print("ok the page draws the rows near the screen, not the whole document", flush=True)

            page.evaluate("document.querySelector('#tokens tbody:last-of-type').scrollIntoView()")
            wait_until(page, "document.querySelector('td.cell[data-token=\"g49.t9\"][data-combination=\"11\"]') !== null")
            print("ok a row far down is drawn when scrolled to", flush=True)
            page.evaluate("window.scrollTo(0, 0)")

            page.locator('td.cell[data-token="g0.t1"][data-combination="0"]').click()
            check(page.locator("#editing-token").inner_text() == "g0.t1", "the editor shows the clicked token")
            times = [page.evaluate(TIMED_EDIT, ["g0.t1", colour]) for colour in ["#%02x%02x%02x" % (n, n, n) for n in range(16, 192, 16)]]
            print("figure studio-5000-edit-ms median %.0f (%s)" % (statistics.median(times), ", ".join("%.0f" % t for t in times)), flush=True)
            check(max(edits) < 64 * 1024, f"an edit of one token is answered with what changed: {edits} bytes")
            print("ok an edit of one token is answered with what changed (%d bytes)" % max(edits), flush=True)

            # palette.c9 is the value of g0.t9 and 249 other tokens, in the ember brand.
            page.locator('td.cell[data-token="palette.c9"][data-combination="0"]').click()
            wait_until(page, "document.querySelector('#editing-token').textContent === 'palette.c9'")
            times = [page.evaluate(TIMED_EDIT, ["g0.t9", colour]) for colour in ["#a01010", "#a02020", "#a03030"]]
            print("figure studio-5000-palette-edit-ms median %.0f (%s)" % (statistics.median(times), ", ".join("%.0f" % t for t in times)), flush=True)
            shown = page.evaluate("document.querySelector('td.cell[data-token=\"palette.c9\"][data-combination=\"0\"] .hex').textContent")
            check(shown == "#a03030", f"the palette colour shows its new value: {shown}")
            # g24.t9, in the 40th body of rows, was not drawn yet.
            far = "document.querySelector('td.cell[data-token=\"g24.t9\"][data-combination=\"0\"] .hex')"
            check(page.evaluate(far + " === null"), "g24.t9 is not drawn before it is scrolled to")
            page.evaluate("document.querySelector('#tokens').tBodies[39].scrollIntoView()")
            wait_until(page, far + " !== null")
            shown = page.evaluate(far + ".textContent")
            check(shown == "#a03030", f"a token far down that takes the palette colour shows it when drawn: {shown}")
            print("ok an edit of a palette colour reaches every token that takes it", flush=True)
            browser.close()
    finally:
        studio.terminate()
        studio.wait()


main()
