"""Drives Debian's Chromium through Playwright: the demo's Brand choice beside the style.

Usage: web_brand_checks.py DEMO_BINARY SCREENSHOT_FOLDER [FRAMEWORK]

Starts the demo on a free loopback port and prints `ok NAME` for each check that passes;
exits 1 at the first failure with what was expected and seen.
"""

import os
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from browser_checks_support import check, fail, wait_until

DEMO, SHOTS = sys.argv[1], sys.argv[2]
FRAMEWORK = sys.argv[3] if len(sys.argv) > 3 else "hummingbird"

# The accent of each brand in light and dark styles (WebDemoSite.pageCSS), and the tokens' own.
ACCENTS = {
    (None, "light"): "rgb(48, 80, 208)", (None, "dark"): "rgb(142, 164, 255)",
    ("ocean", "light"): "rgb(11, 114, 133)", ("ocean", "dark"): "rgb(102, 217, 232)",
    ("forest", "light"): "rgb(43, 138, 62)", ("forest", "dark"): "rgb(140, 233, 154)",
}


def accent(page):
    """The colour of the check mark, which is the accent."""
    return page.evaluate("getComputedStyle(document.querySelector('.check')).color")


def brand(page):
    return page.evaluate("document.documentElement.getAttribute('data-brand')")


def cookie(context, name):
    return next((c["value"] for c in context.cookies() if c["name"] == name), None)


def start_demo(*extra):
    """Starts the demo on a free loopback port; returns the process and its base URL."""
    demo = subprocess.Popen([DEMO, "--host", "127.0.0.1", "--port", "0", "--framework", FRAMEWORK, *extra], stdout=subprocess.PIPE, text=True)
    line = demo.stdout.readline()
    if not line.startswith("twilight-web-demo: serving http://127.0.0.1:"):
        demo.kill()
        fail("the demo printed " + repr(line))
    return demo, line.split("serving ")[1].strip().rstrip("/")


def main():
    demo, base = start_demo()
    folder = tempfile.mkdtemp()
    accounts_demo, accounts_base = start_demo("--database", "sqlite:" + os.path.join(folder, "accounts.sqlite"))
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
            without_script(browser, base)
            with_script(browser, base)
            reset(browser, base)
            forged(browser, base)
            carried_over(browser, base)
            two_devices(browser, accounts_base)
            browser.close()
    finally:
        for process in (demo, accounts_demo):
            process.kill()
            process.wait()


def new_context(browser, **options):
    return browser.new_context(viewport={"width": 640, "height": 760}, color_scheme="light", reduced_motion="reduce", **options)


def without_script(browser, base):
    """A page with no script: the form posts, the server sets the cookie and renders the brand."""
    context = new_context(browser, java_script_enabled=False)
    page = context.new_page()
    page.goto(base + "/settings")
    check(brand(page) is None and accent(page) == ACCENTS[(None, "light")], f"a fresh visit has no brand: {brand(page)}, {accent(page)}")
    page.click("button[name=brand][value=ocean]")
    page.wait_for_url(base + "/settings")
    check(brand(page) == "ocean", f"after choosing Ocean with no script the page says data-brand {brand(page)!r}")
    check(accent(page) == ACCENTS[("ocean", "light")], f"Ocean's accent in Light: {accent(page)}")
    check(cookie(context, "theme") == "system&brand=ocean" and cookie(context, "theme-brand") is None,
          f"the one choice cookie holds the brand beside the style: {context.cookies()}")
    check(page.get_attribute("button[name=brand][value=ocean]", "aria-pressed") == "true", "Ocean is shown as chosen")
    page.screenshot(path=f"{SHOTS}/web-settings-brand-ocean.png")
    # The style is chosen on its own and the brand stays.
    page.click("button[name=theme][value=dark]")
    page.wait_for_url(base + "/settings")
    check(page.evaluate("document.documentElement.getAttribute('data-theme')") == "dark" and brand(page) == "ocean",
          "choosing Dark keeps the brand")
    check(accent(page) == ACCENTS[("ocean", "dark")], f"Ocean's accent in Dark: {accent(page)}")
    check(cookie(context, "theme") == "dark&brand=ocean", f"the choice cookie after Dark: {context.cookies()}")
    context.close()
    print("ok without script the Brand form sets the choice cookie and the server renders data-brand, beside the style", flush=True)


def with_script(browser, base):
    """With script: no reload, the other tab follows, a reload is right from the server."""
    context = new_context(browser)
    page, other = context.new_page(), context.new_page()
    page.goto(base + "/settings")
    other.goto(base + "/")
    page.click("button[name=theme][value=dark]")
    wait_until(page, "document.documentElement.getAttribute('data-theme') === 'dark'")
    page.evaluate("window.__kept = true")
    page.click("button[name=brand][value=forest]")
    wait_until(page, "document.documentElement.getAttribute('data-brand') === 'forest'", 5000)
    check(page.evaluate("window.__kept === true"), "choosing a brand with script reloaded the page")
    check(accent(page) == ACCENTS[("forest", "dark")], f"Forest's accent in Dark: {accent(page)}")
    wait_until(page, "document.querySelector('button[name=brand][value=forest]').getAttribute('aria-pressed') === 'true'")
    wait_until(other, "document.documentElement.getAttribute('data-brand') === 'forest'", 5000)
    # The endpoint saved it: the server renders it on the next load, before any script.
    wait_until(page, "document.cookie.indexOf('theme=dark&brand=forest') >= 0")
    response = page.reload()
    check('data-brand="forest"' in response.text(), "the server did not render the brand after a reload")
    page.screenshot(path=f"{SHOTS}/web-settings-brand-forest-dark.png")
    # Back to the default: the attribute goes, the accent is the tokens' own.
    page.click("button[name=brand][value='']")
    wait_until(page, "document.documentElement.getAttribute('data-brand') === null", 5000)
    check(accent(page) == ACCENTS[(None, "dark")], f"the default brand's accent in Dark: {accent(page)}")
    wait_until(other, "document.documentElement.getAttribute('data-brand') === null", 5000)
    wait_until(page, "document.cookie.indexOf('brand=') < 0 && document.cookie.indexOf('theme=dark') >= 0")
    context.close()
    print("ok with script the brand switches without a reload, other tabs follow, and the server renders it after a reload", flush=True)


def reset(browser, base):
    """Reset changes the style and the brand in one request: with no script the form's one
    POST, with script one JSON POST naming both, applied as one change (one twilightchange)."""
    for script in (False, True):
        context = new_context(browser, java_script_enabled=script)
        context.add_cookies([{"name": "theme", "value": "dark&brand=forest", "url": base}])
        page = context.new_page()
        posts = []
        page.on("request", lambda request: posts.append(request.post_data) if request.method == "POST" else None)
        page.goto(base + "/settings")
        check(brand(page) == "forest", f"the cookie's brand before Reset: {brand(page)!r}")
        if script:
            page.evaluate("window.__changes = 0; document.addEventListener('twilightchange', function () { window.__changes++; })")
        page.click("#reset-form button")
        if script:
            wait_until(page, "document.documentElement.getAttribute('data-brand') === null", 5000)
            wait_until(page, "document.cookie.indexOf('theme=system') >= 0 && document.cookie.indexOf('brand=') < 0", 5000)
            check(page.evaluate("window.__changes") == 1, f"Reset with script told {page.evaluate('window.__changes')} changes, expected one")
        else:
            page.wait_for_url(base + "/settings")
        check(len(posts) == 1, f"Reset sent {len(posts)} requests: {posts}")
        check("brand" in (posts[0] or "") and "system" in (posts[0] or ""), f"Reset's request names the style and the brand: {posts}")
        check(brand(page) is None and accent(page) == ACCENTS[(None, "light")], f"after Reset: {brand(page)!r}, {accent(page)}")
        check(cookie(context, "theme") in (None, "system"), f"the choice cookie after Reset: {context.cookies()}")
        context.close()
    print("ok Reset sends the style and the brand in one request, with and without script", flush=True)


def forged(browser, base):
    """A forged or unknown brand in the cookie (the choice cookie, or a brand cookie of an
    earlier build) reaches neither the page nor the script."""
    forgeries = [(name, value) for forged_value in ('"><script>window.__pwned=1</script>', "mauve")
                 for name, value in (("theme", "system&brand=" + forged_value), ("theme-brand", forged_value))]
    for name, value in forgeries:
        context = new_context(browser)
        context.add_cookies([{"name": name, "value": value.replace(";", ""), "url": base}])
        page = context.new_page()
        response = page.goto(base + "/settings")
        check("__pwned" not in response.text() and 'data-brand' not in response.text().split("<head>")[0],
              f"a forged brand {value!r} was rendered into the page")
        check(brand(page) is None and not page.evaluate("!!window.__pwned"), f"a forged brand {value!r} was applied")
        check(page.evaluate("JSON.stringify(window.twilight.axes())") == "{}", "the script reports no brand")
        status = page.evaluate("""async () => (await fetch('/theme', {method: 'POST', headers: {'Content-Type': 'application/json'},
            body: JSON.stringify({axes: {brand: 'mauve'}})})).status""")
        check(status == 400, f"choosing an unknown brand answered {status}")
        context.close()
    print("ok a forged or unknown brand is neither rendered nor applied, and the endpoint refuses it", flush=True)


def carried_over(browser, base):
    """A visitor whose brand an earlier build kept in its own cookie keeps it: the first page
    is rendered with it, the answer folds it into the choice cookie and removes the old one."""
    for script in (False, True):
        context = new_context(browser, java_script_enabled=script)
        context.add_cookies([{"name": "theme", "value": "dark", "url": base}, {"name": "theme-brand", "value": "ocean", "url": base}])
        page = context.new_page()
        page.goto(base + "/settings")
        check(brand(page) == "ocean" and accent(page) == ACCENTS[("ocean", "dark")],
              f"script {script}: the old brand cookie's brand: {brand(page)}, {accent(page)}")
        check(cookie(context, "theme") == "dark&brand=ocean" and cookie(context, "theme-brand") is None,
              f"script {script}: after the first page the cookies are {context.cookies()}")
        context.close()
    print("ok a brand kept in its own cookie by an earlier build is carried into the choice cookie, which replaces it", flush=True)


def two_devices(browser, base):
    """Signed in on two devices: a brand chosen on one reaches the other's open page live,
    and the other's next page is rendered with it by the server."""
    devices = [new_context(browser), new_context(browser)]
    pages = []
    for device in devices:
        page = device.new_page()
        page.goto(base + "/signin")
        page.fill("input[name=name]", "ada")
        # The event stream's head comes once the server follows the account for this page.
        with page.expect_response(lambda response: "/theme/events" in response.url, timeout=10000):
            page.click(".signin button")
            page.wait_for_url(base + "/settings")
        pages.append(page)
    first, second = pages
    check(brand(first) is None and brand(second) is None, "a new account has no brand")
    first.click("button[name=brand][value=ocean]")
    wait_until(first, "document.documentElement.getAttribute('data-brand') === 'ocean'", 5000)
    wait_until(second, "document.documentElement.getAttribute('data-brand') === 'ocean'", 5000)
    check(accent(second) == ACCENTS[("ocean", "light")], f"the other device's accent: {accent(second)}")
    check(cookie(devices[1], "theme") == "system&brand=ocean", f"the other device stored the account's brand in its cookie: {devices[1].cookies()}")
    # A third device signing in gets the account's brand from the server, before any script.
    third = new_context(browser, java_script_enabled=False)
    page = third.new_page()
    page.goto(base + "/signin")
    page.fill("input[name=name]", "ada")
    page.click(".signin button")
    page.wait_for_url(base + "/settings")
    check(brand(page) == "ocean", f"a new device signed in renders the account's brand: {brand(page)!r}")
    for context in devices + [third]:
        context.close()
    print("ok signed in, a brand chosen on one device reaches another's open page live and a new device's first page", flush=True)


if __name__ == "__main__":
    try:
        main()
    except Exception as error:  # a Playwright time-out or error: report it as a failed check
        fail(f"{type(error).__name__}: {error}")
