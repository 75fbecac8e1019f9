"""Drives `twilight studio` on a document `twilight scheme` made, in Debian's Chromium, with
the web demo following the same file.

Usage: studio_scheme_checks.py TWILIGHT WEB_DEMO SCREENSHOT_FOLDER

Writes `twilight scheme '#6750a4' --format tokens` to a file in a temporary folder, starts
the studio and the web demo (`--tokens`) on it, and in the studio's page changes the
variant, then the seed: each time every role is made again (the page shows what
`twilight scheme` prints for the new seed and variant) as an unsaved edit; Save writes it
and the running web demo's style sheet follows. Prints `ok NAME` for each check that
passes; exits 1 at the first failure with what was expected and seen.
"""

import json
import os
import subprocess
import sys
import tempfile
import time
import urllib.request

from playwright.sync_api import sync_playwright

from browser_checks_support import check, start_server, wait_until

TWILIGHT, WEB_DEMO, SHOTS = sys.argv[1:4]


def scheme(seed, variant, form="json"):
    """What `twilight scheme` prints for `seed` and `variant`."""
    return subprocess.run([TWILIGHT, "scheme", seed, "--variant", variant, "--format", form], capture_output=True, text=True, check=True).stdout


def shown(page, token, combination):
    """The colour the studio's table shows for `token` in a combination (by index)."""
    return page.evaluate(f"""(() => {{
        const hex = document.querySelector('td.cell[data-token="{token}"][data-combination="{combination}"] .hex');
        return hex ? hex.textContent : null; }})()""")


def wait_for_colors(page, expected, light, dark):
    """Waits until the table shows `expected`'s primary and surface, light and dark."""
    want = {(role, column): expected[mode][role] for role in ("primary", "surface") for mode, column in (("light", light), ("dark", dark))}
    deadline = time.monotonic() + 10
    while time.monotonic() < deadline:
        seen = {(role, column): shown(page, "color." + role, column) for role, column in want}
        if seen == want:
            return
        page.wait_for_timeout(50)
    check(False, f"the studio shows {seen}, expected {want}")


def theme_css(base):
    with urllib.request.urlopen(base + "/theme.css") as answer:
        return answer.read().decode()


def main():
    folder = tempfile.mkdtemp()
    path = os.path.join(folder, "scheme.resolver.json")
    with open(path, "w") as file:
        file.write(scheme("#6750a4", "tonal-spot", "tokens"))
    studio, url = start_server([TWILIGHT, "studio", path, "--port", "0"], "twilight studio: serving http://127.0.0.1:")
    demo, base = start_server([WEB_DEMO, "--host", "127.0.0.1", "--port", "0", "--tokens", path], "twilight-web-demo: serving http://127.0.0.1:")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            page.goto(url + "/")
            wait_until(page, "document.querySelectorAll('td.cell').length > 0")
            state = page.evaluate("fetch('/api/document').then(r => r.json())")
            columns = {combination["label"]: index for index, combination in enumerate(state["combinations"])}
            light, dark = columns["light"], columns["dark"]
            check(page.locator("#scheme").is_visible(), "the scheme's panel is shown for a document twilight scheme made")
            seed, variant = page.input_value("#scheme-seed"), page.input_value("#scheme-variant")
            check((seed, variant) == ("#6750a4", "tonal-spot"), f"the panel shows seed {seed} and variant {variant}")
            wait_for_colors(page, json.loads(scheme("#6750a4", "tonal-spot")), light, dark)
            print("ok the studio shows a generated document's seed and variant, and its roles as twilight scheme prints them", flush=True)

            on_disk = open(path).read()
            page.select_option("#scheme-variant", "vibrant")
            wait_for_colors(page, json.loads(scheme("#6750a4", "vibrant")), light, dark)
            wait_until(page, "document.querySelector('#status').textContent === 'Unsaved edits'")
            check(open(path).read() == on_disk, "changing the variant wrote the file before Save")
            page.fill("#scheme-seed-css", "oklch(0.55 0.12 160)")
            page.press("#scheme-seed-css", "Enter")
            wait_until(page, "/^#[0-9a-f]{6}$/.test(document.querySelector('#scheme-seed-css').value) && document.querySelector('#scheme-seed-css').value !== '#6750a4'", 10000)
            green = page.input_value("#scheme-seed-css")
            check(page.input_value("#scheme-variant") == "vibrant", "a new seed keeps the variant")
            expected = json.loads(scheme(green, "vibrant"))
            wait_for_colors(page, expected, light, dark)
            page.screenshot(path=os.path.join(SHOTS, "studio-scheme.png"))
            print("ok a new variant, then a new seed, makes every role again as an unsaved edit", flush=True)

            before = theme_css(base)
            page.click("#save")
            wait_until(page, "document.querySelector('#status').textContent === 'Saved'")
            check(open(path).read() == scheme(green, "vibrant", "tokens"), "the saved file is what twilight scheme writes for the new seed and variant")
            primary = "--color-primary: " + expected["light"]["primary"]
            deadline = time.monotonic() + 10
            while primary not in theme_css(base) and time.monotonic() < deadline:
                time.sleep(0.1)
            check(primary in theme_css(base) and primary not in before, f"the web demo's style sheet did not follow: no {primary}")
            print("ok Save writes the scheme twilight scheme writes, and the running web demo follows", flush=True)
            browser.close()
    finally:
        for process in (studio, demo):
            process.kill()
            process.wait()


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # a Playwright time-out or error: report it as a failed check
        from browser_checks_support import fail

        fail(f"{type(error).__name__}: {error}")
