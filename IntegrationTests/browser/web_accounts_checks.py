"""Two twilight-web-demo instances sharing one PostgreSQL, as two devices see them.

Usage: web_accounts_checks.py DEMO_BINARY DATABASE_URL COMMANDS_JSON

The first instance runs on Hummingbird, the second on Vapor. COMMANDS_JSON holds the command lines that stop and start the database
({"stop": [...], "start": [...], "query": [...]}, `query` printing the account's stored
choice). Starts both instances on free loopback ports, runs every check, prints `ok NAME`
for each one that passes and figures as `figure NAME VALUE`, and exits 1 at the first
failure with what was expected and seen.
"""

import http.client
import json
import os
import subprocess
import sys
import threading
import time
import urllib.parse

from playwright.sync_api import sync_playwright

from browser_checks_support import check, fail, wait_until

DEMO, DATABASE, COMMANDS = sys.argv[1], sys.argv[2], json.loads(sys.argv[3])
SECRET = "the-instances-share-this-secret-of-32-bytes-or-more"


def start_instance(framework):
    process = subprocess.Popen(
        [DEMO, "--host", "127.0.0.1", "--port", "0", "--framework", framework, "--database", DATABASE],
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ, TWILIGHT_SESSION_SECRET=SECRET))
    line = process.stdout.readline()
    if not line.startswith("twilight-web-demo: serving http://127.0.0.1:"):
        process.kill()
        fail("an instance printed " + repr(line) + " " + process.stderr.read())
    return process, line.split("serving ")[1].strip().rstrip("/")


def theme_of(page):
    return page.evaluate("document.documentElement.getAttribute('data-theme')")


def sign_in(page, base, name):
    page.goto(base + "/signin")
    page.fill("input[name=name]", name)
    page.click(".signin button")
    page.wait_for_url(base + "/settings")
    check(page.inner_text("[data-twilight-account]") == name, "the settings page says who is signed in")


def choose(page, value):
    """Clicks a choice on the settings page; returns the status of the save."""
    with page.expect_response(lambda r: r.url.endswith("/theme") and r.request.method == "POST") as answer:
        page.click(f"button[name=theme][value={value}]")
    return answer.value.status


def reaches(page, theme, seconds):
    """Seconds until `page` shows `theme`, failing after `seconds`."""
    started = time.monotonic()
    wait_until(page, f"document.documentElement.getAttribute('data-theme') === {json.dumps(theme)}", seconds * 1000)
    return time.monotonic() - started


def run(command):
    return subprocess.run(command, check=True, capture_output=True, text=True).stdout.strip()


def browsers(bases):
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        # Two devices: separate cookie jars, one on each instance.
        laptop = browser.new_context(color_scheme="light").new_page()
        phone = browser.new_context(color_scheme="light").new_page()
        sign_in(laptop, bases[0], "ada")
        sign_in(phone, bases[1], "ada")
        laptop.evaluate("window.__loaded = true")
        phone.evaluate("window.__loaded = true")

        check(choose(laptop, "dark") == 200, "the laptop's change is saved")
        seconds = reaches(phone, "dark", 1)
        check(phone.evaluate("window.__loaded === true"), "the phone changed without a reload")
        print(f"figure live-change-seconds {seconds:.3f}", flush=True)
        check(choose(phone, "light") == 200, "the phone's change is saved")
        reaches(laptop, "light", 1)
        check(laptop.evaluate("window.__loaded === true"), "the laptop changed without a reload")
        print("ok a change on one device reaches the other, on the other instance, within 1 s without a reload", flush=True)

        run(COMMANDS["stop"])
        response = laptop.goto(bases[0] + "/settings")
        check(response.status == 200 and theme_of(laptop) == "light", f"with the database stopped the page renders ({response.status}, {theme_of(laptop)})")
        check(choose(laptop, "dark") == 503, "with the database stopped a change answers 503")
        wait_until(laptop, "document.querySelector('[data-twilight-status]').textContent.indexOf('Not saved') === 0", 5000)
        # Taken back through the cross-fade, which may finish a frame after the message shows.
        wait_until(laptop, "document.documentElement.getAttribute('data-theme') === 'light'", 2000)
        check("could not be saved to your account" in laptop.inner_text("[data-twilight-status]"), "the page says why")
        fresh = browser.new_context(color_scheme="light").new_page()
        response = fresh.goto(bases[1] + "/")
        check(response.status == 200, "a signed-out page renders while the database is away")
        print("ok while the database is stopped pages render, a change answers 503 and the page says so", flush=True)

        run(COMMANDS["start"])
        deadline = time.monotonic() + 20
        while choose(laptop, "dark") != 200:
            check(time.monotonic() < deadline, "after the restart a change is saved again within 20 s")
            time.sleep(0.5)
        reaches(phone, "dark", 10)
        check(choose(phone, "light") == 200, "the phone saves again")
        reaches(laptop, "light", 5)
        print("ok after the database restarts both instances save and sync again by themselves", flush=True)
        browser.close()


def session_cookie(base):
    host, port = urllib.parse.urlsplit(base).netloc.split(":")
    connection = http.client.HTTPConnection(host, int(port), timeout=10)
    connection.request("POST", "/signin", body="name=ada", headers={"Content-Type": "application/x-www-form-urlencoded"})
    response = connection.getresponse()
    response.read()
    cookie = response.getheader("Set-Cookie").split(";")[0]
    check(cookie.startswith("session="), "signing in sets the session cookie")
    return cookie


def concurrent_writes(bases):
    """8 clients x 500 alternating writes for one account, 4 clients on each instance."""
    cookie = session_cookie(bases[0])
    failures, lock = [], threading.Lock()

    def client(index):
        host, port = urllib.parse.urlsplit(bases[index % 2]).netloc.split(":")
        connection = http.client.HTTPConnection(host, int(port), timeout=10)
        for write in range(500):
            theme = "dark" if (write + index) % 2 == 0 else "light"
            connection.request("POST", "/theme", body=json.dumps({"theme": theme}),
                               headers={"Content-Type": "application/json", "Cookie": cookie})
            response = connection.getresponse()
            response.read()
            if response.status != 200:
                with lock:
                    failures.append(f"client {index} write {write}: {response.status}")

    started = time.monotonic()
    threads = [threading.Thread(target=client, args=(index,)) for index in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    elapsed = time.monotonic() - started
    check(failures == [], f"{len(failures)} of 4000 writes failed: {failures[:5]}")
    print(f"figure concurrent-writes-per-second {4000 / elapsed:.0f}", flush=True)

    stored = run(COMMANDS["query"])
    check(stored in ("dark", "light"), f"the database holds {stored!r}")

    def seen(base):
        host, port = urllib.parse.urlsplit(base).netloc.split(":")
        connection = http.client.HTTPConnection(host, int(port), timeout=10)
        connection.request("GET", "/theme", headers={"Cookie": cookie})
        return json.loads(connection.getresponse().read())["preference"]

    deadline = time.monotonic() + 5
    while [seen(base) for base in bases] != [stored, stored]:
        check(time.monotonic() < deadline, f"the instances see {[seen(base) for base in bases]}, the database {stored}")
        time.sleep(0.1)
    print("ok 8 clients x 500 writes across both instances: none failed, and both instances and the database agree on the last", flush=True)


def main():
    # One instance on each framework: the laptop's on Hummingbird, the phone's on Vapor.
    instances = [start_instance("hummingbird"), start_instance("vapor")]
    try:
        bases = [base for _, base in instances]
        browsers(bases)
        concurrent_writes(bases)
    finally:
        for process, _ in instances:
            process.kill()
            process.wait()


main()
