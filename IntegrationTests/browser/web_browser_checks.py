"""Drives Debian's Chromium through Playwright against a running twilight-web-demo.

Usage: web_browser_checks.py DEMO_BINARY SCREENSHOT_FOLDER [FRAMEWORK]

Starts the demo (on Hummingbird, or the framework named: vapor) on a free loopback port, runs every check, prints `ok NAME` for each
one that passes, and exits 1 at the first failure with what was expected and seen.
"""

import json
import subprocess
import sys
import time
import urllib.parse
import urllib.request

from playwright.sync_api import sync_playwright

from browser_checks_support import check, fail, wait_until

DEMO, SHOTS = sys.argv[1], sys.argv[2]
FRAMEWORK = sys.argv[3] if len(sys.argv) > 3 else "hummingbird"

# Recorded in every page before any of its own script runs: the data-theme at the moment
# the style sheet's <link> is inserted, the state at DOMContentLoaded, transitions that
# start on <body>, and CSP violations.
PROBE = """
window.__probe = {linkTheme: null, dcl: null, transitions: 0, cspViolations: []};
new MutationObserver(function (records, observer) {
  var link = document.querySelector('link[rel=stylesheet]');
  if (link && window.__probe.linkTheme === null) {
    window.__probe.linkTheme = document.documentElement.getAttribute('data-theme') || '';
    observer.disconnect();
  }
}).observe(document, {childList: true, subtree: true});
document.addEventListener('DOMContentLoaded', function () {
  window.__probe.dcl = {theme: document.documentElement.getAttribute('data-theme'),
                        background: getComputedStyle(document.body).backgroundColor};
});
document.addEventListener('transitionrun', function (e) { if (e.target === document.body) window.__probe.transitions++; });
document.addEventListener('securitypolicyviolation', function (e) { window.__probe.cspViolations.push(e.violatedDirective); });
// View transitions the page starts, those whose animation really began, and the durations
// of the ::view-transition animations then running.
window.__probe.viewTransitions = 0; window.__probe.viewTransitionsRunning = 0; window.__probe.dissolveDurations = [];
if (document.startViewTransition) {
  var startViewTransition = document.startViewTransition.bind(document);
  document.startViewTransition = function (update) {
    window.__probe.viewTransitions++;
    var transition = startViewTransition(update);
    transition.ready.then(function () {
      window.__probe.viewTransitionsRunning++;
      window.__probe.dissolveDurations = document.documentElement.getAnimations({subtree: true})
        .filter(function (a) { return a.effect && (a.effect.pseudoElement || '').indexOf('::view-transition') === 0; })
        .map(function (a) { return a.effect.getTiming().duration; });
    });
    return transition;
  };
}
"""

# A browser without the View Transitions API: the script falls back to CSS transitions.
NO_VIEW_TRANSITIONS = "delete document.startViewTransition; delete Document.prototype.startViewTransition;"



def luminance(css_colour):
    """Relative luminance of `rgb(r, g, b)`."""
    parts = css_colour[css_colour.index("(") + 1:css_colour.index(")")].split(",")
    def channel(value):
        c = float(value) / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(p) for p in parts[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def body_background(page):
    return page.evaluate("getComputedStyle(document.body).backgroundColor")


def wait_for_theme(page, theme):
    wait_until(page, f"document.documentElement.getAttribute('data-theme') === {json.dumps(theme)}", 5000)


def main():
    demo = subprocess.Popen([DEMO, "--host", "127.0.0.1", "--port", "0", "--framework", FRAMEWORK], stdout=subprocess.PIPE, text=True)
    try:
        line = demo.stdout.readline()
        check(line.startswith("twilight-web-demo: serving http://127.0.0.1:"), "the demo printed " + repr(line))
        base = line.split("serving ")[1].strip().rstrip("/")
        with sync_playwright() as p:
            def launch(*extra):
                return p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu", *extra])
            # Two browsers whose own system scheme is light and dark: Playwright's emulation
            # does not reach the client hint of Chromium's Critical-CH retry, a real setting does.
            systems = {"light": launch(), "dark": launch("--force-dark-mode")}
            first_visits(systems, base)
            run_checks(systems["light"], base)
            markup_checks(systems, base)
            interim_checks(systems, base)
            for browser in systems.values():
                browser.close()
    finally:
        demo.kill()
        demo.wait()


def new_context(browser, **options):
    context = browser.new_context(viewport={"width": 640, "height": 420}, **options)
    context.add_init_script(PROBE)
    return context


def first_visits(systems, base):
    """A fresh visit follows the system scheme, with no frame of the other theme."""
    for scheme, browser in systems.items():
        dark = scheme == "dark"
        context = new_context(browser, color_scheme="no-preference")
        page = context.new_page()
        response = page.goto(base + "/")
        marked = f'data-theme="{scheme}" class="dark"' if dark else f'data-theme="{scheme}"'
        check(f'<html lang="en" {marked}>' in response.text(),
              f"fresh {scheme} visit: the server did not render data-theme from the client hint")
        probe = page.evaluate("window.__probe")
        background = body_background(page)
        check((luminance(background) < 0.2) == dark and (luminance(background) > 0.8) == (not dark),
              f"fresh {scheme} visit: body background {background}")
        check(probe["linkTheme"] == scheme, f"fresh {scheme} visit: data-theme when the style sheet was inserted was {probe['linkTheme']!r}")
        check(probe["dcl"]["theme"] == scheme and probe["dcl"]["background"] == background,
              f"fresh {scheme} visit: at DOMContentLoaded {probe['dcl']}, finally {background}")
        check(page.inner_text("[data-twilight-style]") == scheme.capitalize(), "the style in force is shown")
        check(probe["cspViolations"] == [], f"CSP violations: {probe['cspViolations']}")
        page.screenshot(path=f"{SHOTS}/web-home-{scheme}.png")
        context.close()
    print("ok fresh visits are server-rendered in the system scheme (client hint), no wrong frame, no CSP violation", flush=True)

    # With script disabled the server and CSS decide: the cookie, else the system scheme.
    for scheme, cookie, expected in (("dark", None, "dark"), ("light", None, "light"), ("light", "dark", "dark"), ("dark", "light", "light")):
        context = new_context(systems[scheme], color_scheme="no-preference", java_script_enabled=False)
        if cookie:
            context.add_cookies([{"name": "theme", "value": cookie, "url": base}])
        page = context.new_page()
        page.goto(base + "/")
        background = body_background(page)
        check((luminance(background) < 0.2) == (expected == "dark"), f"no script, system {scheme}, cookie {cookie}: {background}")
        check(page.evaluate("typeof window.twilight") == "undefined", "the page's script ran although disabled")
        check(page.inner_text("[data-twilight-style]") == expected.capitalize(), f"no script, system {scheme}, cookie {cookie}: wrong style shown")
        context.close()

    # Without the client hint (as on a browser that does not send it), CSS alone follows
    # the system: both names are in the page and the style sheet shows the right one.
    context = new_context(systems["dark"], color_scheme="no-preference", java_script_enabled=False)
    page = context.new_page()
    with urllib.request.urlopen(base + "/") as plain:
        hintless = plain.read().decode()
    check('<html lang="en">' in hintless, "without the hint the server still guessed a style")
    page.route(base + "/", lambda route: route.fulfill(status=200, content_type="text/html; charset=utf-8", body=hintless))
    page.goto(base + "/")
    shown = page.evaluate("Array.from(document.querySelectorAll('[data-twilight-style] > span'))"
                          ".filter(e => getComputedStyle(e).display !== 'none').map(e => e.textContent).join()")
    check(shown == "Dark" and luminance(body_background(page)) < 0.2, f"without hint or script the page says {shown!r}")
    context.close()
    print("ok without script the cookie or the system scheme decides, server-side or in CSS alone", flush=True)


def run_checks(browser, base):
    # Without script, the settings form posts, the server sets the cookie and redirects.
    context = new_context(browser, color_scheme="light", java_script_enabled=False)
    page = context.new_page()
    page.goto(base + "/settings")
    page.click("button[value=dark]")
    page.wait_for_url(base + "/settings")
    check(page.get_attribute("html", "data-theme") == "dark", "no script: after choosing Dark the page is not server-rendered dark")
    check(page.inner_text("button[value=dark] .check") == "✓" and page.inner_text("button[value=system] .check") == "",
          "no script: the check mark is not beside Dark")
    check(luminance(body_background(page)) < 0.2, "no script: the page is not dark after choosing Dark")
    context.close()
    print("ok without script the settings form sets the cookie and the server renders the choice", flush=True)

    # With script: choosing Dark switches without a reload, cross-fades, and persists.
    context = new_context(browser, color_scheme="light")
    page = context.new_page()
    page.goto(base + "/settings")
    page.evaluate("window.__sameDocument = true")
    check(page.evaluate("getComputedStyle(document.body).transitionDuration").startswith("0.3s"), "the page does not cross-fade over 0.3 s")
    page.screenshot(path=f"{SHOTS}/web-settings-light.png")
    with page.expect_response(lambda r: r.url == base + "/theme" and r.request.method == "POST") as posted:
        page.click("button[value=dark]")
    check(posted.value.status == 200, f"the JSON endpoint answered {posted.value.status}")
    wait_for_theme(page, "dark")
    check(page.evaluate("window.__sameDocument === true"), "choosing Dark reloaded the page")
    wait_until(page, "window.__probe.viewTransitionsRunning > 0", 5000)
    check(page.evaluate("window.__probe.viewTransitions") == 1, "the switch did not run exactly one view transition")
    durations = page.evaluate("window.__probe.dissolveDurations")
    check(durations and all(abs(d - 300) < 1 for d in durations), f"the page did not dissolve over 0.3 s: {durations}")
    check(page.evaluate("window.__probe.transitions") == 0, "CSS transitions ran under the view transition as well")
    time.sleep(0.5)
    check(luminance(body_background(page)) < 0.2, "after choosing Dark the body is " + body_background(page))
    check(page.inner_text("button[value=dark] .check") == "✓" and page.inner_text("button[value=light] .check") == "",
          "the check mark did not move to Dark")
    page.screenshot(path=f"{SHOTS}/web-settings-dark.png")
    page.reload()
    check(page.get_attribute("html", "data-theme") == "dark" and page.evaluate("window.__probe.linkTheme") == "dark",
          "after a reload the page is not dark from the start")
    check(page.inner_text("button[value=dark] .check") == "✓", "after a reload the check mark is not beside Dark")
    second = context.new_page()
    second.goto(base + "/")
    check(second.get_attribute("html", "data-theme") == "dark" and second.inner_text("[data-twilight-choice]") == "Dark",
          "a new tab is not dark")
    print("ok with script Dark applies without a reload, dissolves the whole page (a view transition of 0.3 s), and persists across a reload and a new tab", flush=True)

    # Two open tabs follow one change; System follows the emulated scheme live.
    page.click("button[value=system]")
    wait_for_theme(second, "light")
    check(second.inner_text("[data-twilight-choice]") == "System", "the other tab does not show System")
    second.emulate_media(color_scheme="dark")
    wait_for_theme(second, "dark")
    check(second.inner_text("[data-twilight-style]") == "Dark", "the other tab does not show the system's Dark")
    context.close()
    print("ok two tabs follow one change, and System follows the system live", flush=True)

    # A day/night pair: Sepia by day, Dimmed by night, following the system live, kept.
    context = new_context(browser, color_scheme="light")
    page = context.new_page()
    page.goto(base + "/settings")
    page.select_option("select[name=light]", "sepia")
    page.select_option("select[name=dark]", "dimmed")
    with page.expect_response(lambda r: r.url == base + "/theme" and r.request.method == "POST") as posted:
        page.click("button[data-pair]")
    check(posted.value.status == 200, f"the JSON endpoint answered {posted.value.status} for the pair")
    wait_for_theme(page, "sepia")
    check(page.inner_text("button[data-pair] .check") == "✓" and page.inner_text("button[value=system] .check") == "",
          "the check mark is not beside the day/night pair")
    page.emulate_media(color_scheme="dark")
    wait_for_theme(page, "dimmed")
    check(page.evaluate("document.documentElement.style.colorScheme") == "dark", "the pair's night style does not ask for dark controls")
    time.sleep(0.5)
    page.set_viewport_size({"width": 640, "height": 720})
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=f"{SHOTS}/web-settings-pair.png")
    page.reload()
    check(page.get_attribute("html", "data-theme") == "dimmed", "after a reload the pair's night style is not in force")
    check(page.eval_on_selector("select[name=dark]", "e => e.value") == "dimmed", "after a reload the pair is not selected")
    home = context.new_page()
    home.emulate_media(color_scheme="dark")
    home.goto(base + "/")
    check(home.inner_text("[data-twilight-choice]") == "System (Sepia by day, Dimmed by night)", "the home page does not name the pair")
    check(home.inner_text("[data-twilight-style]") == "Dimmed", "the home page does not show Dimmed in force")
    cookie = [c["value"] for c in context.cookies() if c["name"] == "theme"]
    check(cookie and urllib.parse.unquote(cookie[0]) == "system:sepia:dimmed", f"the cookie holds {cookie}")
    context.close()
    context = new_context(browser, color_scheme="light", java_script_enabled=False)
    page = context.new_page()
    page.goto(base + "/settings")
    page.select_option("select[name=light]", "sepia")
    page.click("button[data-pair]")
    page.wait_for_url(base + "/settings")
    page.reload()
    check(page.get_attribute("html", "data-theme") == "sepia", "no script: the server does not render the pair's day style")
    context.close()
    print("ok a day/night pair follows the system with its own styles, with and without script, and is kept", flush=True)

    # Without the View Transitions API: the page's CSS transitions cross-fade instead.
    context = new_context(browser, color_scheme="light")
    context.add_init_script(NO_VIEW_TRANSITIONS)
    page = context.new_page()
    page.goto(base + "/settings")
    page.click("button[value=dark]")
    wait_for_theme(page, "dark")
    check(page.evaluate("window.__probe.transitions") > 0, "without view transitions no CSS transition ran on <body>")
    context.close()
    print("ok without the View Transitions API the page's colours cross-fade instead", flush=True)

    # Reduced motion: the switch is instant.
    context = new_context(browser, color_scheme="light", reduced_motion="reduce")
    page = context.new_page()
    page.goto(base + "/settings")
    page.click("button[value=dark]")
    wait_for_theme(page, "dark")
    time.sleep(0.2)
    check(page.evaluate("window.__probe.viewTransitions") == 0, "a view transition ran although reduced motion is asked for")
    check(page.evaluate("window.__probe.transitions") == 0, "transitions ran although reduced motion is asked for")
    check(luminance(body_background(page)) < 0.2, "with reduced motion the body is not dark at once")
    context.close()
    print("ok with reduced motion the switch is instant", flush=True)

    # A hostile cookie is reflected nowhere, and no script of it runs.
    hostile = '"><script>alert(1)</script>'
    request = urllib.request.Request(base + "/settings", headers={"Cookie": "theme=" + hostile})
    with urllib.request.urlopen(request) as response:
        body = response.read().decode()
        headers = str(response.headers)
    check("alert(1)" not in body and "alert(1)" not in headers, "the hostile cookie is reflected")
    check('<html lang="en">' in body, "a hostile cookie still produced a data-theme")
    context = new_context(browser, color_scheme="dark")
    context.add_cookies([{"name": "theme", "value": "%22%3E%3Cscript%3Ealert(1)%3C/script%3E", "url": base}])
    page = context.new_page()
    dialogs = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.goto(base + "/")
    check(dialogs == [] and page.get_attribute("html", "data-theme") == "dark", f"hostile cookie: dialogs {dialogs}")
    context.close()
    print("ok a hostile theme cookie is not reflected and runs nothing", flush=True)


# Tailwind's dark: variant as a site writes it, and the demo's surfaces.
DARK_SHADOW = "0.45"
SURFACE = {"light": "rgb(255, 255, 255)", "dark": "rgb(28, 30, 37)"}
BAR = {"light": "#f4f5f9", "dark": "#111217", "sepia": "#f1e7d0", "dimmed": "#22272e"}


def card_shadow(page):
    return page.evaluate("getComputedStyle(document.querySelector('.card')).boxShadow")


def bar_colours(page):
    return page.evaluate("Array.from(document.querySelectorAll('meta[name=theme-color]'))"
                         ".map(m => (m.getAttribute('media') || '') + ' ' + m.getAttribute('content'))")


def markup_checks(systems, base):
    """Tailwind's class, the browser bar's colour, a forced route and scoped styles."""
    # A first visit in a dark system: class="dark" from the server, so `.dark .card` applies
    # with and without script; in a light system it does not.
    for scheme, script in (("dark", True), ("dark", False), ("light", True), ("light", False)):
        context = new_context(systems[scheme], color_scheme="no-preference", java_script_enabled=script)
        page = context.new_page()
        page.goto(base + "/")
        dark = scheme == "dark"
        check(page.evaluate("document.documentElement.classList.contains('dark')") == dark,
              f"first visit, {scheme} system, script {script}: class dark is {not dark}")
        check((DARK_SHADOW in card_shadow(page)) == dark, f"first visit, {scheme} system, script {script}: .dark .card gives {card_shadow(page)}")
        check(bar_colours(page) == [" " + BAR[scheme]], f"first visit, {scheme} system: theme-color {bar_colours(page)}")
        context.close()
    print("ok a Tailwind-style .dark rule and the browser bar's colour are right on a server-rendered first visit, with and without script", flush=True)

    # Live switches: Dimmed (a dark style not named dark) sets the class, Sepia removes it,
    # and the bar's colour follows each time.
    context = new_context(systems["light"], color_scheme="light")
    page = context.new_page()
    page.goto(base + "/")
    for style, dark in (("dimmed", True), ("sepia", False), ("dark", True), ("light", False)):
        page.evaluate("s => window.twilight.set(s)", style)
        wait_for_theme(page, style)
        time.sleep(0.4)
        check(page.evaluate("document.documentElement.classList.contains('dark')") == dark, f"after switching to {style} class dark is {not dark}")
        check((DARK_SHADOW in card_shadow(page)) == dark, f"after switching to {style} .dark .card gives {card_shadow(page)}")
        check(bar_colours(page) == [" " + BAR[style]], f"after switching to {style} theme-color is {bar_colours(page)}")
        if style == "dimmed":
            page.screenshot(path=f"{SHOTS}/web-tailwind-dimmed.png")
    context.close()
    # With System and no hint the server leaves the bar to the browser: one colour per scheme.
    with urllib.request.urlopen(base + "/") as plain:
        hintless = plain.read().decode()
    for scheme in ("light", "dark"):
        meta = f'<meta name="theme-color" media="(prefers-color-scheme: {scheme})" content="{BAR[scheme]}">'
        check(meta in hintless, f"without the hint the page has no {scheme} theme-color: {hintless[:600]}")
    print("ok live switches set and clear class dark for every dark style and move the browser bar's colour", flush=True)

    # /welcome is always dark; the saved choice (Sepia) is kept and other pages follow it.
    for script in (True, False):
        context = new_context(systems["light"], color_scheme="light", java_script_enabled=script)
        context.add_cookies([{"name": "theme", "value": "sepia", "url": base}])
        page = context.new_page()
        page.goto(base + "/welcome")
        check(page.get_attribute("html", "data-theme") == "dark" and luminance(body_background(page)) < 0.2,
              f"script {script}: /welcome is not dark: {page.get_attribute('html', 'data-theme')} {body_background(page)}")
        check(bar_colours(page) == [" " + BAR["dark"]], f"script {script}: /welcome's theme-color is {bar_colours(page)}")
        if script:
            check(page.evaluate("window.twilight.style()") == "dark" and page.evaluate("window.twilight.get()") == "sepia",
                  "on /welcome the script does not report the forced style beside the kept choice")
            page.evaluate("window.twilight.set('light')")
            time.sleep(0.4)
            check(page.get_attribute("html", "data-theme") == "dark", "choosing Light on /welcome changed the forced page")
            page.emulate_media(color_scheme="dark")
            page.evaluate("window.twilight.set('system')")
            time.sleep(0.2)
            check(page.get_attribute("html", "data-theme") == "dark", "System on /welcome changed the forced page")
            page.evaluate("window.twilight.set('sepia')")
        cookie = [c["value"] for c in context.cookies() if c["name"] == "theme"]
        check(cookie == ["sepia"], f"script {script}: after /welcome the cookie holds {cookie}")
        page.goto(base + "/settings")
        check(page.get_attribute("html", "data-theme") == "sepia", f"script {script}: after /welcome, Settings is not in the kept choice")
        context.close()
    print("ok /welcome is forced dark, with and without script, and the saved choice stays for the other pages", flush=True)

    # The previews on Settings are subtrees with their own data-theme: a dark one in a light
    # page and a light one in a dark page, each with its colour-scheme.
    for page_style in ("light", "dark"):
        context = new_context(systems["light"], color_scheme="light")
        context.add_cookies([{"name": "theme", "value": page_style, "url": base}])
        page = context.new_page()
        page.goto(base + "/settings")
        for scoped in ("light", "dark"):
            selector = f"[data-twilight-preview={scoped}]"
            seen = page.eval_on_selector(selector, "e => [getComputedStyle(e).backgroundColor, getComputedStyle(e).colorScheme]")
            check(seen == [SURFACE[scoped], scoped], f"a {scoped} preview in a {page_style} page: {seen}")
        if page_style == "dark":
            page.locator(".previews").screenshot(path=f"{SHOTS}/web-previews-in-dark.png")
        context.close()
    print("ok a data-theme subtree takes its own style's tokens and colour-scheme, light inside dark and dark inside light", flush=True)


def theme_cookie(context):
    return [urllib.parse.unquote(c["value"]) for c in context.cookies() if c["name"] == "theme"]


def interim_checks(systems, base):
    """On System, Dark "only until the device next switches": kept while the system stays
    light, System again once it turns dark, and not Dark again when it turns light."""
    context = new_context(systems["light"], color_scheme="light")
    context.add_cookies([{"name": "theme", "value": "system", "url": base}])
    page = context.new_page()
    page.goto(base + "/settings")
    page.check("input[name=until]")
    with page.expect_response(lambda r: r.url == base + "/theme" and r.request.method == "POST") as posted:
        page.click("button[value=dark]")
    check(posted.value.status == 200, f"the JSON endpoint answered {posted.value.status}")
    wait_for_theme(page, "dark")
    check(theme_cookie(context) == ["dark:while:light"], f"after Dark until the system changes the cookie holds {theme_cookie(context)}")
    check(page.inner_text("button[value=dark] .check") == "✓", "the check mark is not beside Dark")
    page.reload()
    check(page.get_attribute("html", "data-theme") == "dark" and page.is_checked("input[name=until]"),
          "after a reload Dark until the system changes is not shown")
    home = context.new_page()
    home.goto(base + "/")
    check(home.inner_text("[data-twilight-choice]") == "Dark until the system changes", "the home page does not name the interim choice")
    page.emulate_media(color_scheme="dark")
    wait_until(page, "window.twilight.get() === 'system'", 5000)
    check(theme_cookie(context) == ["system"], f"after the system turned dark the cookie holds {theme_cookie(context)}")
    check(page.get_attribute("html", "data-theme") == "dark", "System in a dark system is not dark")
    page.emulate_media(color_scheme="light")
    wait_for_theme(page, "light")
    wait_until(home, "window.twilight.get() === 'system'", 5000)
    context.close()
    print("ok with script, Dark until the system changes holds while it stays light, then System resumes and is saved", flush=True)

    # Without script: the form's box; the server takes the scheme from the client hint, and
    # once a request's hint shows the system has changed, it renders System and resets the cookie.
    context = new_context(systems["light"], color_scheme="light", java_script_enabled=False)
    context.add_cookies([{"name": "theme", "value": "system", "url": base}])
    page = context.new_page()
    page.goto(base + "/settings")
    page.check("input[name=until]")
    page.click("button[value=dark]")
    page.wait_for_url(base + "/settings")
    check(theme_cookie(context) == ["dark:while:light"], f"no script: the cookie holds {theme_cookie(context)}")
    check(page.get_attribute("html", "data-theme") == "dark", "no script: the page is not dark")
    context.close()
    for hint, style, refreshed in (("light", "dark", None), ("dark", "dark", "theme=system;")):
        request = urllib.request.Request(base + "/", headers={"Cookie": "theme=dark%3Awhile%3Alight", "Sec-CH-Prefers-Color-Scheme": hint})
        with urllib.request.urlopen(request) as response:
            body = response.read().decode()
            cookies = response.headers.get_all("Set-Cookie") or []
        check(f'data-theme="{style}"' in body, f"hint {hint}: the page is not {style}")
        check((refreshed is None and cookies == []) or (refreshed is not None and any(c.startswith(refreshed) for c in cookies)),
              f"hint {hint}: Set-Cookie {cookies}")
    print("ok without script, the form keeps Dark until the system changes, and the server resumes System once the hint changes", flush=True)


main()
