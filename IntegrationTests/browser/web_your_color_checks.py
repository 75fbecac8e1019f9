"""Drives Debian's Chromium through Playwright: "your colour" in the web demo — a picked colour
re-themes every page from its Material scheme and is kept with the choice.

Usage: web_your_color_checks.py DEMO_BINARY SCREENSHOT_FOLDER [FRAMEWORK]

Starts the demo on a free loopback port and prints `ok NAME` for each check that passes;
exits 1 at the first failure with what was expected and seen.
"""

import sys
import time
import urllib.request

from playwright.sync_api import sync_playwright

from browser_checks_support import check, fail, start_server, wait_until

DEMO, SHOTS = sys.argv[1], sys.argv[2]
FRAMEWORK = sys.argv[3] if len(sys.argv) > 3 else "hummingbird"


def rgb(hex_color):
    return "rgb({}, {}, {})".format(*(int(hex_color[i:i + 2], 16) for i in (1, 3, 5)))


# What `twilight scheme COLOR --format json` prints for the roles the page's background
# (surface), card (surfaceContainer) and text (onSurface) take, light and dark; and the
# reference document's own colours, which come back when no colour is picked.
SCHEMES = {
    "#1b8a5a": {"light": ("#f6fbf4", "#eaefe9", "#171d19"), "dark": ("#0f1511", "#1b211d", "#dfe4dd")},
    "#6750a4": {"light": ("#fdf7ff", "#f2ecf4", "#1d1b20"), "dark": ("#141218", "#211f24", "#e6e0e9")},
}
# The primary of #1b8a5a's dark scheme, brightened to keep its contrast promises
# (`PickedColor`): the demo's accent.
ACCENT_1B8A5A_DARK = "#91d5ac"
REFERENCE = {"light": ("#f4f5f9", "#ffffff", "#1b1c22"), "dark": ("#111217", "#1c1e25", "#ececf2")}


def colors(page):
    """The background of the page and of its card, and the text colour, as computed."""
    return page.evaluate("""[getComputedStyle(document.body).backgroundColor,
        getComputedStyle(document.querySelector('.card')).backgroundColor, getComputedStyle(document.body).color]""")


def expect_colors(page, expected, what):
    """Checks that the page's colours become `expected` (hex) within five seconds, past any
    transition or style sheet still loading."""
    want = [rgb(c) for c in expected]
    deadline = time.monotonic() + 5
    while (seen := colors(page)) != want and time.monotonic() < deadline:
        page.wait_for_timeout(50)
    check(seen == want, f"{what}: the page's background, card and text are {seen}, expected {want}")


def picked(page):
    return page.evaluate("document.documentElement.getAttribute('data-color')")


def cookie(context, name):
    return next((c["value"] for c in context.cookies() if c["name"] == name), None)


def new_context(browser, color_scheme="light", **options):
    return browser.new_context(viewport={"width": 640, "height": 1100}, color_scheme=color_scheme, reduced_motion="reduce", **options)


def without_script(browser, base):
    """No script: the colour form posts, the server keeps the colour in the cookie and
    renders the page with it; the style changes on its own; the brand's colours come back."""
    context = new_context(browser, java_script_enabled=False)
    page = context.new_page()
    page.goto(base + "/settings")
    check(picked(page) is None, "a fresh visit has no colour")
    expect_colors(page, REFERENCE["light"], "a fresh visit")
    page.fill("input[name=color]", "#1b8a5a")
    page.click("button[data-color-on]")
    page.wait_for_url(base + "/settings")
    check(picked(page) == "#1b8a5a", f"after Use this colour with no script the page says data-color {picked(page)!r}")
    expect_colors(page, SCHEMES["#1b8a5a"]["light"], "#1b8a5a in Light, no script")
    check(cookie(context, "theme") == "system&color=#1b8a5a", f"the choice cookie holds the colour: {context.cookies()}")
    check(page.get_attribute("button[data-color-on]", "aria-pressed") == "true", "Use this colour is shown as chosen")
    page.click("button[name=theme][value=dark]")
    page.wait_for_url(base + "/settings")
    expect_colors(page, SCHEMES["#1b8a5a"]["dark"], "#1b8a5a in Dark, no script")
    page.click("button[data-color-off]")
    page.wait_for_url(base + "/settings")
    check(picked(page) is None, "The brand's colours removed the colour")
    expect_colors(page, REFERENCE["dark"], "the brand's colours again, Dark")
    check(cookie(context, "theme") == "dark", f"the choice cookie after the brand's colours: {context.cookies()}")
    context.close()
    print("ok without script a picked colour is posted, kept in the cookie and rendered light and dark; the brand's colours come back", flush=True)


def with_script(browser, base):
    """With script: picking re-themes without a reload, the other tab follows, a reload is
    right from the server, a subtree in another style takes the other darkness, and Off
    removes the colour's style sheet."""
    context = new_context(browser)
    page, other = context.new_page(), context.new_page()
    page.goto(base + "/settings")
    other.goto(base + "/")
    page.evaluate("window.__kept = true")
    page.fill("input[name=color]", "#6750a4")  # the input's change event picks it
    wait_until(page, "document.documentElement.getAttribute('data-color') === '#6750a4'", 5000)
    expect_colors(page, SCHEMES["#6750a4"]["light"], "#6750a4 in Light, picked with script")
    check(page.evaluate("window.__kept === true"), "picking a colour with script reloaded the page")
    check(page.evaluate("document.querySelectorAll('link[data-twilight-color]').length") == 1, "one colour style sheet is linked")
    # The dark preview is a subtree in Dark: it takes the colour's dark scheme.
    preview = page.evaluate("getComputedStyle(document.querySelector('[data-twilight-preview=dark]')).backgroundColor")
    check(preview == rgb(SCHEMES["#6750a4"]["dark"][1]), f"the Dark preview's surface is {preview}")
    wait_until(other, "document.documentElement.getAttribute('data-color') === '#6750a4'", 5000)
    expect_colors(other, SCHEMES["#6750a4"]["light"], "the other tab")
    # Another colour replaces the first sheet; the endpoint saved it for the server.
    page.fill("input[name=color]", "#1b8a5a")
    wait_until(page, "document.documentElement.getAttribute('data-color') === '#1b8a5a'", 5000)
    expect_colors(page, SCHEMES["#1b8a5a"]["light"], "#1b8a5a after #6750a4")
    check(page.evaluate("document.querySelectorAll('link[data-twilight-color]').length") == 1, "still one colour style sheet")
    wait_until(page, "document.cookie.indexOf('color=%231b8a5a') >= 0 || document.cookie.indexOf('color=#1b8a5a') >= 0")
    page.click("button[name=theme][value=dark]")
    expect_colors(page, SCHEMES["#1b8a5a"]["dark"], "#1b8a5a in Dark with script")
    response = page.reload()
    check('data-color="#1b8a5a"' in response.text() and "/colors/1b8a5a.css" in response.text(),
          "the server did not render the colour after a reload")
    expect_colors(page, SCHEMES["#1b8a5a"]["dark"], "#1b8a5a in Dark after a reload")
    page.screenshot(path=f"{SHOTS}/web-settings-your-color-dark.png", full_page=True)
    page.click("button[data-color-off]")
    wait_until(page, "document.documentElement.getAttribute('data-color') === null", 5000)
    expect_colors(page, REFERENCE["dark"], "the brand's colours again with script")
    check(page.evaluate("document.querySelectorAll('link[data-twilight-color]').length") == 0, "the colour style sheet is gone")
    wait_until(other, "document.documentElement.getAttribute('data-color') === null", 5000)
    context.close()
    print("ok with script a picked colour re-themes without a reload, other tabs follow, the server renders it after a reload", flush=True)


def above_the_brand(browser, base):
    """A picked colour stands above a brand's colours, whatever the token sheet's selectors
    for the brand. The hardest case: no script and no client hint (as in a browser that sends
    none), so the server cannot name the style and the page follows a dark system through
    `:root:not([data-theme])`, the brand's most specific rules — the accent is still the
    colour's primary, not Ocean's."""
    context = new_context(browser, color_scheme="dark", java_script_enabled=False)
    context.add_cookies([{"name": "theme", "value": "system&brand=ocean&color=#1b8a5a", "url": base}])
    page = context.new_page()

    def without_hint(route):
        # Chromium adds its client hints below Playwright's interception: the page is
        # fetched here instead, with the cookie and no hint.
        if route.request.resource_type != "document":
            route.continue_()
            return
        request = urllib.request.Request(route.request.url, headers={"Cookie": route.request.headers.get("cookie", "")})
        with urllib.request.urlopen(request) as answer:
            route.fulfill(status=answer.status, headers=dict(answer.headers.items()), body=answer.read())

    page.route("**/*", without_hint)
    response = page.goto(base + "/settings")
    check("data-theme" not in response.text().split("<head>")[0], "the server named a style with no hint")
    expect_colors(page, SCHEMES["#1b8a5a"]["dark"], "#1b8a5a with Ocean, following a dark system")
    accent = page.evaluate("getComputedStyle(document.querySelector('.check')).color")
    check(accent == rgb(ACCENT_1B8A5A_DARK), f"the accent with Ocean and a picked colour is {accent}, expected the colour's primary")
    context.close()
    print("ok a picked colour stands above the brand's colours, also on a page following a dark system with no script", flush=True)


def forged(browser, base):
    """A forged or malformed colour in the cookie reaches neither the page nor the script,
    and the endpoint and the style sheets refuse what is not a lowercase #rrggbb."""
    for value in ('"><script>window.__pwned=1</script>', "#ABCDEF", "#12", "navy", "#1b8a5a00"):
        context = new_context(browser)
        context.add_cookies([{"name": "theme", "value": ("system&color=" + value).replace(";", ""), "url": base}])
        page = context.new_page()
        response = page.goto(base + "/settings")
        check("__pwned" not in response.text() and "data-color=" not in response.text().split("<head>")[0],
              f"a forged colour {value!r} was rendered into the page")
        check("/colors/" not in response.text(), f"a forged colour {value!r} linked a style sheet")
        check(picked(page) is None and not page.evaluate("!!window.__pwned"), f"a forged colour {value!r} was applied")
        check(page.evaluate("window.twilight.setAxis('color', '#ABCDEF')") is False, "the script took an uppercase colour")
        context.close()
    context = new_context(browser)
    page = context.new_page()
    page.goto(base + "/")
    for color in ("#ABCDEF", "red", "#12345"):
        status = page.evaluate("""async (color) => (await fetch('/theme', {method: 'POST', headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({axes: {color: color}})})).status""", color)
        check(status == 400, f"choosing {color!r} answered {status}")
    for path in ("/colors/ABCDEF.css", "/colors/12.css", "/colors/1b8a5a", "/colors/..%2ftheme.css"):
        status = page.evaluate("async (path) => (await fetch(path)).status", path)
        check(status == 404, f"{path} answered {status}")
    context.close()
    print("ok a forged colour is neither rendered nor applied, and the endpoint and /colors refuse what is not #rrggbb", flush=True)


def main():
    demo, base = start_server([DEMO, "--host", "127.0.0.1", "--port", "0", "--framework", FRAMEWORK], "twilight-web-demo: serving http://127.0.0.1:")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            without_script(browser, base)
            with_script(browser, base)
            above_the_brand(browser, base)
            forged(browser, base)
            browser.close()
    finally:
        demo.kill()
        demo.wait()


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # a Playwright time-out or error: report it as a failed check
        fail(f"{type(error).__name__}: {error}")
