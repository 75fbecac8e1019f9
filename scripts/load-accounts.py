#!/usr/bin/env python3
"""Requests per second of twilight-web-demo with and without accounts, in the same run.

Usage: scripts/load-accounts.py [SECONDS] [FRAMEWORK]   (needs wrk: apt-get install wrk)
FRAMEWORK is hummingbird (the default) or vapor.

Builds the demo in release mode, starts one instance without accounts and one with
`--database sqlite:FILE`, signs in 1 000 accounts (each with a saved choice, so the
instance has seen them all), and runs wrk on loopback against each: `GET /` with a theme
cookie, and with one of the 1 000 session cookies in turn beside its account's theme cookie.
"""

import base64
import hashlib
import hmac
import http.client
import json
import os
import re
import shutil
import subprocess
import sys
import time
import tempfile

SECONDS = sys.argv[1] if len(sys.argv) > 1 else "10"
FRAMEWORK = sys.argv[2] if len(sys.argv) > 2 else "hummingbird"
SECRET = "load-test-secret-of-at-least-32-bytes"
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def session_cookie(name):
    """The demo's signed session cookie (DemoSession): base64url(name).milliseconds.base64url(HMAC)."""
    key = hashlib.sha256(SECRET.encode()).digest()
    def b64(data):
        return base64.urlsafe_b64encode(data).decode().rstrip("=")
    signed = b64(name.encode()) + "." + str(int(time.time() * 1000))
    return "session=" + signed + "." + b64(hmac.new(key, signed.encode(), hashlib.sha256).digest())


def start(demo, *arguments):
    environment = dict(os.environ, TWILIGHT_SESSION_SECRET=SECRET)
    process = subprocess.Popen([demo, "--port", "0", "--framework", FRAMEWORK, *arguments], stdout=subprocess.PIPE, text=True,
                               env=environment)
    line = process.stdout.readline()
    return process, int(line.rsplit(":", 1)[1].strip(" /\n"))


def wrk(port, script):
    output = subprocess.run(["wrk", "-t2", "-c32", "-d" + SECONDS + "s", "-s", script, f"http://127.0.0.1:{port}/"],
                            check=True, capture_output=True, text=True).stdout
    rate = float(re.search(r"Requests/sec:\s+([\d.]+)", output).group(1))
    errors = re.search(r"Non-2xx or 3xx responses: (\d+)", output)
    return rate, int(errors.group(1)) if errors else 0


def main():
    subprocess.run(["swift", "build", "-c", "release", "--product", "twilight-web-demo"], cwd=ROOT, check=True,
                   stdout=subprocess.DEVNULL)
    demo = os.path.join(ROOT, ".build", "release", "twilight-web-demo")
    folder = tempfile.mkdtemp()
    cookies = [session_cookie(f"account-{index}") for index in range(1000)]
    plain, plain_port = start(demo)
    accounts, accounts_port = start(demo, "--database", f"sqlite:{folder}/accounts.sqlite")
    try:
        connection = http.client.HTTPConnection("127.0.0.1", accounts_port)
        for index, cookie in enumerate(cookies):
            theme = "dark" if index % 2 == 0 else "light"
            connection.request("POST", "/theme", body=json.dumps({"theme": theme}),
                               headers={"Content-Type": "application/json", "Cookie": cookie})
            response = connection.getresponse()
            response.read()
            assert response.status == 200, response.status
        lua = os.path.join(folder, "sessions.lua")
        with open(lua, "w") as file:
            # Each browser's theme cookie is the copy of its account's choice, as after its first page.
            file.write("cookies = {" + ",".join(json.dumps(c + "; theme=" + ("dark" if i % 2 == 0 else "light"))
                                                for i, c in enumerate(cookies)) + "}\n")
            file.write("counter = 0\nrequest = function()\n  counter = counter + 1\n"
                       "  return wrk.format('GET', '/', {['Cookie'] = cookies[counter % #cookies + 1]})\nend\n")
        anonymous = os.path.join(folder, "anonymous.lua")
        with open(anonymous, "w") as file:
            file.write("request = function()\n  return wrk.format('GET', '/', {['Cookie'] = 'theme=dark'})\nend\n")
        without, without_errors = wrk(plain_port, anonymous)
        with_accounts, with_errors = wrk(accounts_port, lua)
        print(f"{FRAMEWORK}, without accounts: {without:.0f} requests/s ({without_errors} errors)")
        print(f"with accounts (1 000 signed in, SQLite): {with_accounts:.0f} requests/s ({with_errors} errors)")
        print(f"ratio: {with_accounts / without:.2f}")
    finally:
        for process in (plain, accounts):
            process.kill()
            process.wait()
        shutil.rmtree(folder, ignore_errors=True)


main()
