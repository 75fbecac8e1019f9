"""Drives `twilight studio` in Debian's Chromium while the three reference apps follow its document.

Usage: studio_checks.py TWILIGHT TERMINAL_DEMO WEB_DEMO GTK_DEMO DOCUMENT SCREENSHOT_FOLDER

Copies DOCUMENT into a git repository in a temporary folder and starts, all on it: the studio,
the web demo (a second browser tab), the terminal demo in tmux and the GTK demo under Xvfb.
Prints `ok NAME` for each check that passes and `figure NAME VALUE` for what was measured; exits
1 at the first failure with what was expected and seen.
"""

import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.request

from PIL import Image
from playwright.sync_api import sync_playwright

from browser_checks_support import check, fail, wait_until

TWILIGHT, TERMINAL_DEMO, WEB_DEMO, GTK_DEMO, DOCUMENT, SHOTS = sys.argv[1:7]
FOLDER = tempfile.mkdtemp()
NAME = os.path.basename(DOCUMENT)
PATH = os.path.join(FOLDER, NAME)
# The light background, as the studio's page sets it and as each app must then show it.
NEW_BACKGROUND = "#dbeafe"
NEW_RGB = (219, 234, 254)
TMUX = ["tmux", "-L", "twilight-studio-%d" % os.getpid()]
processes = []
# Process groups to end: the tmux pane's (its shell and the terminal demo; `kill-server` alone,
# tmux 3.3a, left both running after a passing run) and xvfb-run's (it, Xvfb and the GTK demo:
# xvfb-run is a `sh` script whose EXIT trap stops Xvfb, and `sh` runs no EXIT trap when a
# signal ends it, so terminating xvfb-run alone left an Xvfb behind every run). Each is sent
# SIGHUP as a closed terminal would, then SIGKILL (for the shell's `sleep`, and Xvfb, which
# takes SIGHUP as "reset").
groups = []


def git(*arguments):
    return subprocess.run(["git", "-C", FOLDER, *arguments], check=True, capture_output=True, text=True).stdout


def start(arguments, announcement, environment=None):
    """Starts a server that prints `… serving http://…/`; returns its base URL."""
    process = subprocess.Popen(arguments, stdout=subprocess.PIPE, text=True, env=environment)
    processes.append(process)
    line = process.stdout.readline()
    if announcement not in line:
        fail(f"{arguments[0]} printed {line!r}: expected a line with {announcement!r}")
    return line.split("serving ")[1].strip().rstrip("/")


def request(url, body=None, headers=None):
    """(status, JSON answer) of a request to the studio from outside a browser."""
    data = None if body is None else json.dumps(body).encode()
    call = urllib.request.Request(url, data=data, headers=headers or {}, method="GET" if body is None else "POST")
    try:
        with urllib.request.urlopen(call, timeout=10) as answer:
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"{}")


def cell(page, token, combination):
    return page.locator(f'td.cell[data-token="{token}"][data-combination="{combination}"]')


def column(state, label):
    return next(index for index, combination in enumerate(state["combinations"]) if combination["label"] == label)


def main():
    shutil.copy(DOCUMENT, PATH)
    git("init", "-q")
    git("-c", "user.email=studio@twilight.test", "-c", "user.name=studio", "add", NAME)
    git("-c", "user.email=studio@twilight.test", "-c", "user.name=studio", "commit", "-qm", "the document as the apps start with it")
    settings = tempfile.mkdtemp()
    environment = dict(os.environ, XDG_CONFIG_HOME=settings, NO_AT_BRIDGE="1")
    studio = start([TWILIGHT, "studio", PATH, "--port", "0"], "twilight studio: serving http://127.0.0.1:")
    web = start([WEB_DEMO, "--host", "127.0.0.1", "--port", "0", "--tokens", PATH], "twilight-web-demo: serving http://127.0.0.1:")
    terminal = f"env -i PATH=/usr/bin:/bin HOME=/tmp TERM=xterm-256color COLORTERM=truecolor XDG_CONFIG_HOME={settings} {TERMINAL_DEMO} --tokens {PATH} --no-animation"
    pane = subprocess.run(
        [*TMUX, "new-session", "-d", "-P", "-F", "#{pane_pid}", "-x", "80", "-y", "24", terminal + "; sleep 60"],
        check=True, capture_output=True, text=True,
    )
    groups.append(int(pane.stdout.strip()))
    gtk_shot = os.path.join(FOLDER, "gtk-after-save.png")
    gtk = subprocess.Popen(
        ["xvfb-run", "-a", GTK_DEMO, "--tokens", PATH, "--preference", "light", "--screenshot-after-reload", gtk_shot, "--quit-after-ms", "120000"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=environment, start_new_session=True,
    )
    groups.append(gtk.pid)
    gtk = Lines(gtk)
    gtk.wait_for("brand none", 30)

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
        context = browser.new_context(viewport={"width": 1400, "height": 900}, color_scheme="light")
        page = context.new_page()
        page.goto(studio + "/")
        wait_until(page, "document.querySelectorAll('td.cell').length > 0")
        state = page.evaluate("fetch('/api/document').then(r => r.json())")
        light = column(state, "light, brand=twilight")
        dimmed = column(state, "dimmed, brand=twilight")
        tokens = {token["path"] for token in state["tokens"]}
        check({"color.background", "color.text", "color.accent", "brand.accent.dark"} <= tokens, f"the studio shows every colour token: {sorted(tokens)}")
        check(len(state["combinations"]) == 12, f"4 modes × 3 brands side by side: {[c['label'] for c in state['combinations']]}")
        accent = cell(page, "color.accent", light)
        check("→ brand.accent.light" in accent.inner_text(), "color.accent shows its alias chain: " + accent.inner_text())
        page.screenshot(path=os.path.join(SHOTS, "studio.png"), full_page=True)
        print("ok the studio shows every colour token in every mode and brand, with alias chains and verdicts", flush=True)

        suggested_fix(page, state, dimmed)
        repointed_alias(page, light)
        sliders(page, light)
        save_reaches_every_app(page, context, web, light, gtk, gtk_shot)
        measure_reaches_the_web_app(
            page, context, web, light, ".card", "radius.card", "size", "14px", "4px",
            '{ "value": 4, "unit": "px" }', "borderTopLeftRadius", ("14px", "4px"), "web-app-resized-after-save"
        )
        # The card's colours change over --motion-fade (three transitions, one duration each).
        measure_reaches_the_web_app(
            page, context, web, light, ".card", "motion.fade", "duration", "300ms", "120ms", '{ "value": 120, "unit": "ms" }',
            "transitionDuration", ("0.3s, 0.3s, 0.3s", "0.12s, 0.12s, 0.12s"), "web-app-retimed-after-save"
        )
        # The body's line height is --font-line-height times its 16px font size.
        measure_reaches_the_web_app(
            page, context, web, light, ".card", "font.line-height", "number", "1.4", "1.25", "1.25",
            "lineHeight", ("22.4px", "20px"), "web-app-respaced-after-save"
        )
        # The current page's link in the navigation is --font-weight-strong.
        measure_reaches_the_web_app(
            page, context, web, light, "a[aria-current]", "font.weight.strong", "font weight", "600", "800", "800",
            "fontWeight", ("600", "800"), "web-app-reweighted-after-save"
        )
        measure_reaches_the_web_app(
            page, context, web, light, "body", "font.body", "font family", "system-ui, sans-serif", '"Georgia", serif',
            '["Georgia", "serif"]', "fontFamily", ("system-ui, sans-serif", "Georgia, serif"), "web-app-refonted-after-save"
        )
        # The card's three transitions take --motion-ease.
        measure_reaches_the_web_app(
            page, context, web, light, ".card", "motion.ease", "curve", "cubic-bezier(0.4, 0, 0.2, 1)", "cubic-bezier(0.2, 0, 0, 1)",
            "[0.2, 0, 0, 1]", "transitionTimingFunction",
            (", ".join(["cubic-bezier(0.4, 0, 0.2, 1)"] * 3), ", ".join(["cubic-bezier(0.2, 0, 0, 1)"] * 3)), "web-app-re-eased-after-save"
        )
        conflict_and_two_tabs(page, context, studio)
        refused_requests(studio)
        browser.close()


class Lines:
    """A process's output lines, each with the moment it arrived (read on a thread of its own,
    so that the moment is when the process printed it, not when a check got round to it)."""

    def __init__(self, process):
        self.lines = []
        self.condition = threading.Condition()
        threading.Thread(target=self.read, args=(process,), daemon=True).start()

    def read(self, process):
        for line in process.stdout:
            with self.condition:
                self.lines.append((time.monotonic(), line))
                self.condition.notify_all()

    def wait_for(self, text, seconds, after=0.0):
        """The moment of the first line containing `text` that arrived after `after`."""
        deadline = time.monotonic() + seconds
        with self.condition:
            while True:
                found = next((moment for moment, line in self.lines if moment > after and text in line), None)
                if found is not None:
                    return found
                if time.monotonic() > deadline:
                    fail(f"no line with {text!r} within {seconds} s: {[line for _, line in self.lines]}")
                self.condition.wait(0.05)


def suggested_fix(page, state, dimmed):
    """A failing pair's suggestion is one click: the foreground takes it and the pair passes."""
    verdict = page.locator(f'td[data-pair="color.muted on color.surface"][data-combination="{dimmed}"]')
    check(verdict.get_attribute("class") == "fail", "color.muted on color.surface fails in dimmed: " + verdict.inner_text())
    fix = verdict.locator("button.fix")
    suggestion = fix.inner_text().split("use ")[1].strip()
    fix.click()
    wait_until(page, f"document.querySelector('td[data-pair=\"color.muted on color.surface\"][data-combination=\"{dimmed}\"]').className === 'pass'")
    shown = cell(page, "color.muted", dimmed).locator(".hex").inner_text()
    check(shown == suggestion, f"color.muted in dimmed became the suggestion {suggestion}: {shown}")
    check(page.locator("#status").inner_text() == "Unsaved edits", "the fix is not saved yet: " + page.locator("#status").inner_text())
    check(git("status", "--porcelain") == "", "nothing is written before Save")
    page.screenshot(path=os.path.join(SHOTS, "studio-fix.png"), full_page=True)
    page.click("#discard")
    wait_until(page, "document.querySelector('#status').textContent === 'Saved'")
    print(f"ok a failing pair's suggestion ({suggestion}) is one click away, and discarding it writes nothing", flush=True)


def repointed_alias(page, light):
    """Re-pointing an alias changes the token and shows its new chain."""
    cell(page, "color.accent", light).click()
    page.fill("#alias-input", "color.text")
    page.click("#apply-alias")
    wait_until(page, f"document.querySelector('td.cell[data-token=\"color.accent\"][data-combination=\"{light}\"] .chain').textContent === '→ color.text'")
    text = cell(page, "color.text", light).locator(".hex").inner_text()
    check(cell(page, "color.accent", light).locator(".hex").inner_text() == text, "the re-pointed accent takes the text colour")
    page.click("#discard")
    wait_until(page, "document.querySelector('#status').textContent === 'Saved'")
    print("ok an alias is re-pointed to another token and previewed", flush=True)


def sliders(page, light):
    """The OKLCH lightness slider sets the colour: hue and chroma stay."""
    cell(page, "color.text", light).click()
    before = page.evaluate("[...document.querySelectorAll('#oklch-c, #oklch-h')].map(e => Number(e.value))")
    page.evaluate("(() => { const s = document.getElementById('oklch-l'); s.value = '0.5'; s.dispatchEvent(new Event('input')); })()")
    wait_until(page, f"document.querySelector('td.cell[data-token=\"color.text\"][data-combination=\"{light}\"]').classList.contains('changed')")
    after = page.evaluate("fetch('/api/document').then(r => r.json()).then(s => s.tokens.find(t => t.path === 'color.text').cells[%d].oklch)" % light)
    check(abs(after[0] - 0.5) < 0.01, f"lightness 0.5: {after}")
    check(abs(after[1] - before[0]) < 0.003, f"chroma kept ({before[0]}): {after}")
    print("ok the OKLCH lightness slider changes lightness only", flush=True)
    # The chroma slider shows where sRGB and Display P3 end at the new lightness and hue.
    limits = page.evaluate("fetch('/api/document').then(r => r.json()).then(s => s.tokens.find(t => t.path === 'color.text').cells[%d].chromaLimits)" % light)
    check(0 < limits[0] < limits[1], f"P3 holds more chroma than sRGB: {limits}")
    wait_until(page, "document.getElementById('chroma-limits').textContent.includes('%.3f')" % limits[0])
    text = page.locator("#chroma-limits").inner_text()
    check(f"sRGB holds chroma up to {limits[0]:.3f} and Display P3 up to {limits[1]:.3f}" in text, "the limits are said: " + text)
    track = page.evaluate("getComputedStyle(document.getElementById('oklch-c')).backgroundImage")
    ends = [f"{min(limit / 0.37, 1) * 100:.1f}%" for limit in limits]
    check(all(end in track for end in ends), f"the chroma slider's track changes at {ends}: {track}")
    page.screenshot(path=os.path.join(SHOTS, "studio-chroma-limits.png"), clip={"x": 0, "y": 0, "width": 1400, "height": 260})
    page.click("#discard")
    wait_until(page, "document.querySelector('#status').textContent === 'Saved'")
    print(f"ok the chroma slider shows where sRGB and Display P3 end at the colour's lightness and hue ({limits})", flush=True)


def save_reaches_every_app(page, context, web, light, gtk, gtk_shot):
    """One colour saved: git diff shows one changed value; every app shows it within a second."""
    app = context.new_page()
    app.goto(web + "/")
    old = app.evaluate("getComputedStyle(document.body).backgroundColor")
    cell(page, "color.background", light).click()
    page.fill("#css-input", NEW_BACKGROUND)
    page.press("#css-input", "Enter")
    wait_until(page, f"document.querySelector('td.cell[data-token=\"color.background\"][data-combination=\"{light}\"] .hex').textContent === '{NEW_BACKGROUND}'")
    # The base definition changed: every brand's light column shows it, marked as changed.
    changed = page.evaluate("[...document.querySelectorAll('td.cell.changed[data-token=\"color.background\"]')].map(e => e.dataset.combination)")
    check(len(changed) == 3, f"the light background of each brand changed: columns {changed}")
    page.screenshot(path=os.path.join(SHOTS, "studio-edit.png"), full_page=True)
    page.click("#save")
    saved_at = time.monotonic()
    wait_until(page, "document.querySelector('#status').textContent === 'Saved'")
    numbers = git("diff", "--numstat").split()
    check(numbers[:2] == ["1", "1"], f"git diff shows one changed line: {git('diff')}")
    print("diff " + git("diff").replace("\n", "\n     "), flush=True)
    print("ok saving writes one changed value (git diff --numstat: 1 1)", flush=True)

    # All three are watched at once; each time is when its change was first seen.
    rgb = "rgb(%d, %d, %d)" % NEW_RGB
    escape = "48;2;%d;%d;%d" % NEW_RGB
    seen = {}
    while len(seen) < 2:
        now = time.monotonic()
        if "web" not in seen and app.evaluate("getComputedStyle(document.body).backgroundColor") == rgb:
            seen["web"] = now
        if "terminal" not in seen and escape in subprocess.run([*TMUX, "capture-pane", "-p", "-e"], capture_output=True, text=True).stdout:
            seen["terminal"] = now
        if now - saved_at > 5:
            fail(f"after 5 s only {sorted(seen)} showed the new background")
        time.sleep(0.02)
    check(old != rgb, "the web page was another colour before")
    app.screenshot(path=os.path.join(SHOTS, "studio-web-app.png"))
    seen["gtk"] = gtk.wait_for("tokens reloaded", 5, after=saved_at)
    gtk.wait_for("screenshot " + gtk_shot, 5, after=saved_at)
    image = Image.open(gtk_shot).convert("RGB")
    shown = image.getpixel((image.width // 2, image.height - 40))
    check(all(abs(a - b) <= 2 for a, b in zip(shown, NEW_RGB)), f"the GTK window's page is {NEW_BACKGROUND}: {shown}")
    shutil.copy(gtk_shot, os.path.join(SHOTS, "studio-gtk-app.png"))
    for name in ["web", "terminal", "gtk"]:
        seconds = seen[name] - saved_at
        print(f"figure {name}-app-recoloured-after-save {seconds:.2f} s", flush=True)
        check(seconds < 1, f"the {name} app re-coloured {seconds:.2f} s after the save: expected under 1 s")
    print("ok the web page (another tab), the terminal demo (tmux) and the GTK window (Xvfb) re-colour within a second", flush=True)

    # The browser bar's colour (<meta name="theme-color">) follows too: in the open tab, after
    # a switch to dark and back there (its no-flash script still has the old colours), and in
    # a page loaded now.
    bar_is_new = (
        "(() => { const metas = [...document.querySelectorAll('meta[name=\"theme-color\"]')];"
        " return metas.length > 0 && metas.every(m => { const probe = document.createElement('i');"
        " probe.style.color = m.content; document.body.append(probe); const seen = getComputedStyle(probe).color;"
        f" probe.remove(); return seen === '{rgb}'; }}); }})()"
    )
    wait_until(app, bar_is_new, timeout=2000)
    # (With the cross-fade a switch lands a frame or two later: each waits for it.)
    app.evaluate("window.twilight.set('dark')")
    wait_until(app, "!" + bar_is_new, timeout=2000)
    app.evaluate("window.twilight.set('system')")
    wait_until(app, bar_is_new, timeout=2000)
    fresh = context.new_page()
    fresh.goto(web + "/")
    check(fresh.evaluate(bar_is_new), "a page loaded after the save has the saved background as its bar colour")
    fresh.close()
    print("ok the browser bar's colour (theme-color) follows the saved background in the open tab and in a new page", flush=True)
    app.close()


def measure_reaches_the_web_app(page, context, web, light, element, token, kind, was, new, written, style, shown, figure):
    """A size, duration, number or font weight set in the studio (`token`, shown as `was`, set
    to `new`): one changed value in the file, `"$value": written`, and the web demo's
    `element` takes it within a second, its computed `style` going from shown[0] to shown[1]."""
    app = context.new_page()
    app.goto(web + "/")
    expression = f"getComputedStyle(document.querySelector('{element}')).{style}"
    check(app.evaluate(expression) == shown[0], f"the {element}'s {style} is {shown[0]} before: " + app.evaluate(expression))
    before = open(PATH, encoding="utf-8").read()
    selector = f'td.cell[data-token="{token}"][data-combination="{light}"]'
    target = page.locator(selector)
    check(target.locator(".measure").inner_text() == was, f"the studio shows {token} as {was}: " + target.inner_text())
    target.click()
    check(page.locator("#color-controls").is_hidden() and page.locator("#measure-controls").is_visible(), f"a {kind} is edited as one")
    check(page.locator("#measure-name").inner_text() == kind.capitalize(), "the field says what it takes: " + page.locator("#measure-name").inner_text())
    page.fill("#measure-input", new)
    page.press("#measure-input", "Enter")
    wait_until(page, f"document.querySelector('{selector} .measure').textContent === '{new}'")
    changed = page.evaluate(f"document.querySelectorAll('td.cell.changed[data-token=\"{token}\"]').length")
    check(changed == 12, f"the base definition changed, so every column shows it: {changed} of 12")
    page.click("#save")
    saved_at = time.monotonic()
    wait_until(page, "document.querySelector('#status').textContent === 'Saved'")
    after = open(PATH, encoding="utf-8").read()
    lines = [(a, b) for a, b in zip(before.split("\n"), after.split("\n")) if a != b]
    check(len(lines) == 1 and before.count("\n") == after.count("\n"), f"one changed line: {lines}")
    check('"$value": ' + written in lines[0][1], f"the DTCG {kind} {written}: {lines[0][1]}")
    while app.evaluate(expression) != shown[1]:
        if time.monotonic() - saved_at > 5:
            fail(f"after 5 s the web demo's {element} {style} is " + app.evaluate(expression) + f", not {shown[1]}")
        time.sleep(0.02)
    seconds = time.monotonic() - saved_at
    print(f"figure {figure} {seconds:.2f} s", flush=True)
    check(seconds < 1, f"the web app took the new {kind} {seconds:.2f} s after the save: expected under 1 s")
    app.close()
    print(f"ok a {kind} set in the studio ({token}) is saved as one value and the web demo's {element} takes it within a second", flush=True)


def conflict_and_two_tabs(page, context, studio):
    """Two tabs edit one document; a file changed on disk meanwhile is never overwritten."""
    other = context.new_page()
    other.goto(studio + "/")
    wait_until(other, "document.querySelectorAll('td.cell').length > 0")
    state = page.evaluate("fetch('/api/document').then(r => r.json())")
    dark = column(state, "dark, brand=twilight")
    cell(page, "color.border", dark).click()
    page.fill("#css-input", "#445566")
    page.press("#css-input", "Enter")
    # The other tab sees the edit within a second (it asks for the revision every second).
    wait_until(other, f"document.querySelector('td.cell[data-token=\"color.border\"][data-combination=\"{dark}\"] .hex').textContent === '#445566'", timeout=3000)
    cell(other, "color.surface", dark).click()
    other.fill("#css-input", "#20242c")
    other.press("#css-input", "Enter")
    wait_until(other, "document.querySelector('#status').textContent === 'Unsaved edits'")
    # Both tabs save at once: one writes both edits, the other finds nothing left to write.
    page.evaluate("document.getElementById('save').disabled = false")
    other.evaluate("document.getElementById('save').disabled = false")
    page.click("#save", no_wait_after=True)
    other.click("#save", no_wait_after=True)
    wait_until(page, "document.querySelector('#status').textContent === 'Saved'")
    wait_until(other, "document.querySelector('#status').textContent === 'Saved'")
    text = open(PATH, encoding="utf-8").read()
    json.loads(text)
    check('"border": { "$value": "#445566" }' in text and '"surface": { "$value": "#20242c" }' in text, "both tabs' edits are in the file")
    print("ok two tabs edit and save one document: both edits written, the file valid JSON", flush=True)

    # An edit in the studio, then another program changes the file: Save is refused.
    cell(page, "color.text", dark).click()
    page.fill("#css-input", "#ffffff")
    page.press("#css-input", "Enter")
    wait_until(page, "document.querySelector('#status').textContent === 'Unsaved edits'")
    outside = text.replace('"muted": { "$value": "#a2a5b4" }', '"muted": { "$value": "#b0b3c0" }')
    check(outside != text, "the outside edit changes the file")
    with open(PATH, "w", encoding="utf-8") as file:
        file.write(outside)
    page.click("#save")
    wait_until(page, "document.querySelector('#status').textContent.includes('changed on disk')")
    check(open(PATH, encoding="utf-8").read() == outside, "the file changed on disk is kept as the other program wrote it")
    page.click("#discard")
    wait_until(page, "document.querySelector('#status').textContent === 'Saved'")
    muted = page.evaluate("fetch('/api/document').then(r => r.json()).then(s => s.tokens.find(t => t.path === 'color.muted').cells[%d].color)" % dark)
    check(muted == "#b0b3c0", f"after discarding, the studio shows the file as on disk: {muted}")
    print("ok a file changed on disk meanwhile is never overwritten: the save is refused, the edits kept until discarded", flush=True)
    other.close()


def refused_requests(studio):
    """Another origin, another host name, a form body, a path outside the API: refused."""
    before = open(PATH, encoding="utf-8").read()
    status, answer = request(studio + "/api/save", {}, {"Content-Type": "application/json", "Origin": "http://127.0.0.1:1"})
    check(status == 403, f"another origin's save: {status} {answer}")
    status, answer = request(studio + "/api/document", None, {"Host": "attacker.test"})
    check(status == 421, f"a rebound host name: {status} {answer}")
    status, answer = request(studio + "/api/edit", {"token": "color.text"}, {"Content-Type": "text/plain"})
    check(status == 415, f"a form-like body: {status} {answer}")
    status, answer = request(studio + "/api/edit", {"token": "color.nothing", "mode": "light", "color": "#000"}, {"Content-Type": "application/json"})
    check(status == 422 and "color.nothing" in answer["error"]["message"], f"an unknown token: {status} {answer}")
    check(open(PATH, encoding="utf-8").read() == before, "nothing refused was written")
    print("ok requests from another origin or host name, or not JSON, are refused and write nothing", flush=True)


try:
    main()
finally:
    for process in processes:
        process.terminate()
    for group in groups:
        for ending in (signal.SIGHUP, signal.SIGKILL):
            try:
                os.killpg(group, ending)
            except ProcessLookupError:
                break
            time.sleep(0.5)
    subprocess.run([*TMUX, "kill-server"], capture_output=True)
    left = []
    for entry in os.listdir("/proc"):
        try:
            # A zombie (state Z: ended, not yet reaped by its parent) runs nothing.
            if entry.isdigit() and os.getpgid(int(entry)) in groups and open(f"/proc/{entry}/stat").read().rsplit(")", 1)[1].split()[0] != "Z":
                left.append(open(f"/proc/{entry}/cmdline", "rb").read().replace(b"\0", b" ").decode(errors="replace"))
        except OSError:
            pass
    if left:
        fail(f"still running after the checks: {left}")
    print("ok nothing the checks started is left running (tmux, xvfb-run, Xvfb and the demos)", flush=True)
