"""Pages of the same site but not the same origin try to change a signed-in person's choice.

Usage: web_same_site_checks.py DEMO_BINARY FRAMEWORK

Starts twilight-web-demo with accounts on a temporary SQLite file, and a second server on
another loopback port that serves the attacker's page. Chromium maps every *.twilight.test
name to 127.0.0.1, so the demo is http://app.twilight.test:PORT and the attacker is a sibling
subdomain (evil.twilight.test) or another port of the demo's own host — both *same-site* to
the demo, so the browser sends its SameSite=Lax session cookie with their requests. Each
attacker page saves `dark` twice: with an auto-submitted form and with a `no-cors` fetch.
Prints `ok NAME` for each check that passes and exits 1 at the first failure.
"""

import http.server
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import urllib.parse

from playwright.sync_api import sync_playwright

from browser_checks_support import check, fail

DEMO, FRAMEWORK = sys.argv[1], sys.argv[2]
SECRET = "the-same-site-check-secret-of-32-bytes-or-more"

# The attacker's page: a no-cors fetch, then a form submitted into a hidden frame.
ATTACK = """<!doctype html><title>Win a prize</title>
<form id="prize" method="post" action="{target}" target="sink"><input name="theme" value="dark"></form>
<iframe name="sink" hidden></iframe>
<script>
fetch("{target}", {{method: "POST", mode: "no-cors", credentials: "include",
  headers: {{"Content-Type": "application/x-www-form-urlencoded"}}, body: "theme=dark"}})
  .finally(() => document.getElementById("prize").submit());
</script>"""


class AttackerPage(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        query = urllib.parse.parse_qs(urllib.parse.urlsplit(self.path).query)
        if "target" not in query:
            self.send_error(404)
            return
        target = query["target"][0]
        body = ATTACK.format(target=target).encode()
        self.send_response(200)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *arguments):
        pass


def start_demo(folder):
    process = subprocess.Popen(
        [DEMO, "--host", "127.0.0.1", "--port", "0", "--framework", FRAMEWORK,
         "--database", f"sqlite:{folder}/accounts.sqlite"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
        env=dict(os.environ, TWILIGHT_SESSION_SECRET=SECRET))
    line = process.stdout.readline()
    if not line.startswith("twilight-web-demo: serving http://127.0.0.1:"):
        process.kill()
        fail("the demo printed " + repr(line))
    return process, int(line.rsplit(":", 1)[1].strip(" /\n"))


def stored_choice(page):
    """The signed-in account's choice, as the demo answers it to a page of its own origin."""
    return page.evaluate("fetch('/theme').then(r => r.json()).then(j => j.preference)")


def attack(browser, base, name, origin, secure):
    """Signs ada in on `base` with the choice light, opens the attacker's page at `origin`,
    and checks that neither of its writes was taken."""
    page = browser.new_context().new_page()
    page.goto(base + "/signin")
    page.fill("input[name=name]", "ada")
    page.click(".signin button")
    page.wait_for_url(base + "/settings")
    with page.expect_response(lambda r: r.url == base + "/theme" and r.request.method == "POST") as saved:
        page.click("button[name=theme][value=light]")
    check(saved.value.status == 200, f"the site's own page saves a choice ({saved.value.status})")
    check(stored_choice(page) == "light", "ada's choice is light")

    attempts = []

    def record(response):
        if response.url == base + "/theme" and response.request.method == "POST":
            # The form's answer is the frame's document, whose body stays readable.
            kind = response.request.resource_type
            readable = kind == "document" and not 300 <= response.status < 400
            attempts.append((kind, response.status, response.text() if readable else ""))

    page.on("response", record)
    page.goto(origin + "/prize?target=" + urllib.parse.quote(base + "/theme"))
    for _ in range(100):
        if len(attempts) == 2:
            break
        page.wait_for_timeout(100)
    page.remove_listener("response", record)
    check(len(attempts) == 2, f"{name}: both the form and the fetch reached the server ({len(attempts)} did)")
    # Chromium sends fetch metadata only to secure origins; over plain HTTP the Origin decides.
    reason = "a page of another origin on this site" if secure else "a page of " + origin
    for kind, status, message in attempts:
        check(status == 403, f"{name}: the {kind} is refused with 403 (answered {status})")
        check(kind == "fetch" or reason in message, f"{name}: the refusal says it came from {reason!r} ({message!r})")
    kinds = sorted(kind for kind, _, _ in attempts)
    check(kinds == ["document", "fetch"], f"{name}: the form and the fetch were both made ({kinds})")
    page.goto(base + "/settings")
    check(stored_choice(page) == "light", f"{name}: ada's stored choice is still light")
    page.context.close()
    judged = "by Sec-Fetch-Site: same-site" if secure else "by Origin (no fetch metadata over plain HTTP)"
    print(f"ok {name} cannot change the choice, {judged}: its form and no-cors fetch are refused with 403", flush=True)


def main():
    folder = tempfile.mkdtemp(prefix="twilight-same-site-")
    demo, port = start_demo(folder)
    attacker = http.server.ThreadingHTTPServer(("127.0.0.1", 0), AttackerPage)
    threading.Thread(target=attacker.serve_forever, daemon=True).start()
    base = f"http://app.twilight.test:{port}"
    attackers = {
        "a sibling subdomain": f"http://evil.twilight.test:{attacker.server_port}",
        "another port of the same host": f"http://app.twilight.test:{attacker.server_port}",
    }
    try:
        with sync_playwright() as playwright:
            # Once as over plain HTTP, once with every origin taken as secure, as over HTTPS.
            for secure in (False, True):
                arguments = ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP *.twilight.test 127.0.0.1"]
                if secure:
                    arguments.append("--unsafely-treat-insecure-origin-as-secure=" + ",".join([base, *attackers.values()]))
                browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=arguments)
                for name, origin in attackers.items():
                    attack(browser, base, name, origin, secure)
                browser.close()
    finally:
        attacker.shutdown()
        demo.kill()
        demo.wait()
        shutil.rmtree(folder, ignore_errors=True)


main()
