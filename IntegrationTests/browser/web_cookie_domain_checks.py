"""Two sites under one domain keep one choice: the demo with --cookie-domain twilight.test.

Usage: web_cookie_domain_checks.py DEMO_BINARY FRAMEWORK

Chromium maps every *.twilight.test name to 127.0.0.1, so the one demo is both
http://app.twilight.test:PORT and http://docs.twilight.test:PORT. A choice made on one, with
script and without, is in force on the other; a cookie the host set for itself before the
site shared its cookie is removed rather than left to shadow the shared one. Prints `ok NAME`
for each check that passes and exits 1 at the first failure.
"""

import subprocess
import sys
import urllib.parse

from playwright.sync_api import sync_playwright

from browser_checks_support import check

DEMO, FRAMEWORK = sys.argv[1], sys.argv[2]


def theme_cookies(context):
    return sorted((c["domain"], urllib.parse.unquote(c["value"])) for c in context.cookies() if c["name"] == "theme")


def main():
    demo = subprocess.Popen([DEMO, "--host", "127.0.0.1", "--port", "0", "--framework", FRAMEWORK, "--cookie-domain", "twilight.test"],
                            stdout=subprocess.PIPE, text=True)
    try:
        line = demo.stdout.readline()
        check(line.startswith("twilight-web-demo: serving http://127.0.0.1:"), "the demo printed " + repr(line))
        port = line.rsplit(":", 1)[1].strip().rstrip("/")
        app, docs = f"http://app.twilight.test:{port}", f"http://docs.twilight.test:{port}"
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path="/usr/bin/chromium",
                                                 args=["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP *.twilight.test 127.0.0.1"])
            # With script: a choice made on app is in force on docs; the cookie app had set for
            # itself alone (before the domain was shared) is gone, not shadowing the shared one.
            context = browser.new_context(color_scheme="light")
            context.add_cookies([{"name": "theme", "value": "light", "url": app}])
            page = context.new_page()
            page.goto(app + "/settings")
            with page.expect_response(lambda r: r.url == app + "/theme" and r.request.method == "POST") as posted:
                page.click("button[value=dark]")
            check(posted.value.status == 200, f"the JSON endpoint answered {posted.value.status}")
            check(theme_cookies(context) == [(".twilight.test", "dark")], f"after choosing Dark on app the cookies are {theme_cookies(context)}")
            other = context.new_page()
            other.goto(docs + "/")
            check(other.get_attribute("html", "data-theme") == "dark", "docs is not dark after Dark was chosen on app")
            other.evaluate("window.twilight.set('system')")
            check(theme_cookies(context) == [(".twilight.test", "system")], f"after System on docs (script) the cookies are {theme_cookies(context)}")
            page.goto(app + "/")
            check(page.inner_text("[data-twilight-choice]") == "System", "app does not show the System chosen on docs")
            context.close()
            print("ok with script, a choice made on one site under the domain is in force on the other, and a host-only cookie is removed", flush=True)

            # Without script: the form on docs sets the shared cookie; app renders it.
            context = browser.new_context(color_scheme="light", java_script_enabled=False)
            page = context.new_page()
            page.goto(docs + "/settings")
            page.click("button[value=dark]")
            page.wait_for_url(docs + "/settings")
            check(theme_cookies(context) == [(".twilight.test", "dark")], f"after the form on docs the cookies are {theme_cookies(context)}")
            page.goto(app + "/")
            check(page.get_attribute("html", "data-theme") == "dark", "app is not server-rendered dark after the form on docs")
            context.close()
            print("ok without script, the form on one site sets the shared cookie and the other renders it", flush=True)
            browser.close()
    finally:
        demo.kill()
        demo.wait()


main()
