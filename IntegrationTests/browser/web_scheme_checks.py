"""Drives Debian's Chromium through Playwright: for every style the web demo offers, the
page's computed `color-scheme`, its `<meta name="color-scheme">`, its `<meta name="theme-color">`
and Tailwind's `dark` class agree with one another and with the style's darkness as the
token document declares it — as the server renders the page, and after the no-flash script
switches to the style without a reload.

Usage: web_scheme_checks.py DEMO_BINARY [FRAMEWORK]

Prints `ok NAME` for each check that passes; exits 1 at the first failure with what was
expected and seen.
"""

import subprocess
import sys

from playwright.sync_api import sync_playwright

from browser_checks_support import check, fail, wait_until

DEMO = sys.argv[1]
FRAMEWORK = sys.argv[2] if len(sys.argv) > 2 else "hummingbird"

# The demo's styles and whether each is dark, as its built-in token document declares them.
STYLES = {"light": False, "dark": True, "sepia": False, "dimmed": True}


def start_demo():
    demo = subprocess.Popen([DEMO, "--host", "127.0.0.1", "--port", "0", "--framework", FRAMEWORK], stdout=subprocess.PIPE, text=True)
    line = demo.stdout.readline()
    if not line.startswith("twilight-web-demo: serving http://127.0.0.1:"):
        demo.kill()
        fail("the demo printed " + repr(line))
    return demo, line.split("serving ")[1].strip().rstrip("/")


STATE = """() => {
  const root = document.documentElement;
  const meta = (name) => { const m = document.querySelectorAll(`meta[name="${name}"]`); return m.length === 1 ? m[0].content : `${m.length} tags`; };
  const rgb = getComputedStyle(document.body).backgroundColor.match(/\\d+/g).slice(0, 3);
  return {
    style: root.getAttribute("data-theme"),
    computed: getComputedStyle(root).colorScheme,
    meta: meta("color-scheme"),
    themeColor: meta("theme-color"),
    background: "#" + rgb.map((n) => Number(n).toString(16).padStart(2, "0")).join(""),
    darkClass: root.classList.contains("dark"),
  };
}"""


def agree(state, style, how):
    """Checks that everything the page says about `style` agrees with its darkness."""
    scheme = "dark" if STYLES[style] else "light"
    check(state["style"] == style, f"{how}: the page is in {state['style']}, not {style}")
    check(state["computed"] == scheme, f"{how}: {style} computes color-scheme {state['computed']!r}, expected {scheme!r}: {state}")
    check(state["meta"] == scheme, f"{how}: {style}'s <meta name=color-scheme> says {state['meta']!r}, expected {scheme!r}: {state}")
    check(state["darkClass"] == STYLES[style], f"{how}: {style} has the dark class {state['darkClass']}, expected {STYLES[style]}: {state}")
    check(state["themeColor"] == state["background"], f"{how}: {style}'s theme-color {state['themeColor']} is not its background {state['background']}")


def main():
    demo, base = start_demo()
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            for style in STYLES:
                context = browser.new_context(color_scheme="light", reduced_motion="reduce")
                context.add_cookies([{"name": "theme", "value": style, "url": base}])
                page = context.new_page()
                page.goto(base + "/")
                agree(page.evaluate(STATE), style, "rendered by the server")
                context.close()
            print("ok every style agrees as the server renders it", flush=True)

            context = browser.new_context(color_scheme="light", reduced_motion="reduce")
            page = context.new_page()
            page.goto(base + "/")
            for style in ["dimmed", "sepia", "dark", "light", "dimmed"]:
                page.evaluate(f"window.twilight.set({style!r})")
                wait_until(page, f"document.documentElement.getAttribute('data-theme') === {style!r}")
                agree(page.evaluate(STATE), style, "switched by the script")
            context.close()
            print("ok every style agrees after the script switches to it", flush=True)
            browser.close()
    finally:
        demo.kill()
        demo.wait()


main()
