"""Drives `twilight studio`'s "Only in dark" in Debian's Chromium, on a document in files.

Usage: studio_mode_checks.py TWILIGHT SCREENSHOT_FOLDER

Writes a resolver document whose dark mode has a file of its own (dark.tokens.json) and
whose light mode has none, in a git repository in a temporary folder, and starts the studio
on it; then the same document written in YAML, where a value defined in the dark file is
changed too. In the JSON document a string token is then set to text with markup and spaces in
it, which the page shows as text and the file keeps as typed, and a shadow's members are set:
its colour for every mode, its blur for dark alone, then the whole shadow re-pointed, then a
member of a list's layer that is an alias of another shadow; last, a Display P3 colour is set
where a hex one was, a stroke style set to another keyword and then to dash lengths and a
cap, and a shadow's layer made inset. Prints `ok NAME` for each check that passes; exits 1 at
the first failure with what was expected and seen.
"""

import json
import os
import subprocess
import sys
import tempfile

from playwright.sync_api import sync_playwright

from browser_checks_support import check, start_server, wait_until

TWILIGHT, SHOTS = sys.argv[1:3]


def resolver(extension):
    return {
        "version": "2025.10",
        "sets": {"base": {"sources": [{"$ref": f"base.tokens.{extension}"}]}},
        "modifiers": {
            "theme": {
                "contexts": {"light": [], "dark": [{"$ref": f"dark.tokens.{extension}"}]},
                "default": "light",
                "$extensions": {"dev.twilight": {"colorSchemes": {"light": "light", "dark": "dark"}}},
            }
        },
        "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}],
    }

BASE = """{
  "color": {
    "$type": "color",
    "background": { "$value": "#ffffff" },
    "border": { "$value": "#d0d7de" }
  },
  "label": { "settings": { "$type": "string", "$value": "Settings" } },
  "stroke": { "focus": { "$type": "strokeStyle", "$value": "solid" } },
  "shadow": {
    "card": {
      "$type": "shadow",
      "$value": {
        "color": "#00000033",
        "offsetX": { "value": 0, "unit": "px" },
        "offsetY": { "value": 1, "unit": "px" },
        "blur": { "value": 3, "unit": "px" },
        "spread": { "value": 0, "unit": "px" }
      }
    },
    "none": { "$type": "shadow", "$value": { "color": "#00000000", "offsetX": "{size.zero}", "offsetY": "{size.zero}", "blur": "{size.zero}", "spread": "{size.zero}" } },
    "stack": {
      "$type": "shadow",
      "$value": ["{shadow.none}", { "color": "#0000001f", "offsetX": "{size.zero}", "offsetY": "{size.zero}", "blur": "{size.zero}", "spread": "{size.zero}" }]
    }
  },
  "size": { "zero": { "$type": "dimension", "$value": { "value": 0, "unit": "px" } } }
}
"""
DARK = """{
  "color": {
    "$type": "color",
    "background": { "$value": "#0d1117" }
  }
}
"""
BASE_YAML = """# The base colours
color:
  $type: color
  background:
    $value: "#ffffff"  # the page
  border: { $value: "#d0d7de" }
"""
DARK_YAML = """color:
  $type: color
  background:
    $value: '#0d1117'
"""


def git(folder, *arguments):
    return subprocess.run(["git", "-C", folder, *arguments], check=True, capture_output=True, text=True).stdout


def open_studio(playwright, url):
    """Chromium, and a page of it showing the studio at `url`."""
    browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=["--no-sandbox", "--disable-gpu"])
    page = browser.new_page(viewport={"width": 1200, "height": 800})
    page.goto(url + "/")
    return browser, page


def save(page):
    """Clicks Save and waits until the page says the edits are saved."""
    page.click("#save")
    wait_until(page, "document.querySelector('#status').textContent === 'Saved'")


def changed_lines(folder):
    """The lines `git diff` shows removed and added in `folder`, in order."""
    return [line for line in git(folder, "diff", "-U0").splitlines() if line[:1] in "+-" and line[:3] not in ("+++", "---")]


def cell(page, token, combination):
    return page.locator(f'td.cell[data-token="{token}"][data-combination="{combination}"]')


def string_is_kept_as_typed(url, folder):
    """A string token set to text with markup, quotes and spaces: shown as that text (never
    parsed as markup), saved as one changed JSON string."""
    typed = ' <img src=x onerror="document.title=1"> Réglages '
    with sync_playwright() as p:
        browser, page = open_studio(p, url)
        wait_until(page, "document.querySelectorAll('#strings td.cell').length === 2")
        cell(page, "label.settings", 0).click()
        check(page.locator("#measure-name").inner_text() == "Text", "the editor names a string's value Text")
        check(page.locator("#measure-input").input_value() == "Settings", "the editor shows the string")
        page.fill("#measure-input", typed)
        page.press("#measure-input", "Enter")
        wait_until(page, "document.querySelector('#strings td.cell .measure').textContent === " + json.dumps(typed))
        check(page.locator("#strings img").count() == 0 and page.title() != "1", "the text is shown as text, not markup")
        save(page)
        browser.close()
    numbers = git(folder, "diff", "--numstat").split()
    check(numbers == ["1", "1", "base.tokens.json"], f"git diff: one changed line in base.tokens.json: {numbers}")
    with open(os.path.join(folder, "base.tokens.json")) as file:
        saved = json.load(file)["label"]["settings"]["$value"]
    check(saved == typed, f"the file keeps the text as typed, spaces included: {saved!r}")
    print("ok json: a string is set as typed, shown as text and saved as one changed line", flush=True)


def commit(folder, message):
    git(folder, "-c", "user.email=studio@twilight.test", "-c", "user.name=studio", "commit", "-qam", message)


def composite_members_are_set(url, folder, light, dark):
    """A shadow's colour set from its member line, drawn in the preview of every mode; its
    blur set for dark alone: one changed line in the base file, the whole shadow added to the
    dark file as one line with that blur."""
    member = lambda combination, name: cell(page, "shadow.card", combination).locator(f'.member[data-member="{name}"]')
    with sync_playwright() as p:
        browser, page = open_studio(p, url)
        wait_until(page, "document.querySelectorAll('#composites td.cell').length === 6")
        member(light, "color").click()
        check(page.locator("#editing-token").inner_text() == "shadow.card › color", "the editor names the member: " + page.locator("#editing-token").inner_text())
        check(page.locator("#css-input").input_value() == "#00000033", "the editor shows the member's colour")
        page.fill("#css-input", "#1f232866")
        page.press("#css-input", "Enter")
        wait_until(page, "document.querySelector('#composites td.cell[data-combination=\"%d\"] .member[data-member=\"color\"]').textContent === 'color: #1f232866'" % dark)
        shadows = page.eval_on_selector_all('#composites td.cell[data-token="shadow.card"] .preview', "nodes => nodes.map(n => getComputedStyle(n).boxShadow)")
        check(len(shadows) == 2 and all(s.startswith("rgba(31, 35, 40, 0.4)") for s in shadows), f"every mode's preview draws the new colour: {shadows}")
        member(dark, "blur").click()
        check(page.locator("#measure-name").inner_text() == "Size" and page.locator("#measure-input").input_value() == "3px", "the blur is edited as a size")
        check(page.locator("#only-in-mode-choice").is_visible(), "'Only in dark' is offered for a member of a shared shadow")
        page.check("#only-in-mode")
        page.fill("#measure-input", "12px")
        page.press("#measure-input", "Enter")
        wait_until(page, "document.querySelector('#composites td.cell[data-combination=\"%d\"] .member[data-member=\"blur\"]').textContent === 'blur: 12px'" % dark)
        check(member(light, "blur").inner_text() == "blur: 3px", "light keeps its blur: " + member(light, "blur").inner_text())
        page.screenshot(path=os.path.join(SHOTS, "studio-composite.png"), full_page=True)
        save(page)
        browser.close()
    numbers = sorted(git(folder, "diff", "--numstat").splitlines())
    check(numbers == ["1\t0\tdark.tokens.json", "1\t1\tbase.tokens.json"], f"git diff: one line changed in the base file, one added to dark's: {numbers}")
    added = [line for line in git(folder, "diff", "-U0", "dark.tokens.json").splitlines() if line.startswith("+") and "card" in line]
    check(len(added) == 1 and '"blur": { "value": 12, "unit": "px" }' in added[0] and '"color": "#1f232866"' in added[0], f"dark's own shadow: {added}")
    print("ok json: a shadow's colour is set for every mode and its blur for dark alone, from their member lines", flush=True)
    commit(folder, "the shadow")

    # The whole shadow re-pointed where light takes it from: light's cell follows shadow.none,
    # showing its members (aliases of size.zero); dark keeps its own.
    with sync_playwright() as p:
        browser, page = open_studio(p, url)
        wait_until(page, "document.querySelectorAll('#composites td.cell').length === 6")
        member(light, "blur").click()
        check(page.locator("#composite-alias").is_visible(), "a composite's editor offers re-pointing the whole token")
        page.fill("#composite-alias-input", "shadow.none")
        page.press("#composite-alias-input", "Enter")
        wait_until(page, "[...document.querySelectorAll('#composites td.cell[data-token=\"shadow.card\"][data-combination=\"%d\"] .chain')].some(n => n.textContent === '→ shadow.none')" % light)
        check(member(light, "blur").inner_text() == "blur: 0px → size.zero", "light's card shows shadow.none's members: " + member(light, "blur").inner_text())
        check(member(dark, "blur").inner_text() == "blur: 12px", "dark keeps its own: " + member(dark, "blur").inner_text())
        save(page)
        browser.close()
    with open(os.path.join(folder, "base.tokens.json")) as file:
        saved = json.load(file)["shadow"]["card"]["$value"]
    check(saved == "{shadow.none}", f"the base file's card is an alias of shadow.none: {saved!r}")
    print("ok json: the whole shadow is re-pointed for light, dark's own left as it is", flush=True)


def aliased_layer_is_set_on_its_shadow(url, folder, light):
    """A member of a list's layer that is an alias of another shadow is edited as that
    shadow's member: the editor names it, and the one changed line is in that shadow."""
    with sync_playwright() as p:
        browser, page = open_studio(p, url)
        wait_until(page, "document.querySelectorAll('#composites td.cell').length === 6")
        cell(page, "shadow.stack", light).locator('.member[data-member="0.color"]').click()
        check(page.locator("#editing-token").inner_text() == "shadow.none › color", "the editor names the shadow that holds the layer: " + page.locator("#editing-token").inner_text())
        check("alias of shadow.none" in page.locator("#editing-definition").inner_text(), "and says why: " + page.locator("#editing-definition").inner_text())
        page.fill("#css-input", "#1f232866")
        page.press("#css-input", "Enter")
        wait_until(page, "document.querySelector('#composites td.cell[data-token=\"shadow.stack\"][data-combination=\"%d\"] .member[data-member=\"0.color\"]').textContent === '0.color: #1f232866'" % light)
        save(page)
        browser.close()
    changed = changed_lines(folder)
    check(len(changed) == 2 and '"none"' in changed[1] and '"color": "#1f232866"' in changed[1], f"one changed line, in shadow.none: {changed}")
    print("ok json: a member of a layer that is an alias of another shadow is set on that shadow", flush=True)


def wide_gamut_colour_is_kept(url, folder, light):
    """A Display P3 green typed where a hex colour was: drawn as set (the swatch's colour is
    the OKLCH the page is given, not a clipped hex), the editor says it is beyond sRGB, and
    the file keeps it as an oklch() string in the hex string's place: one changed line."""
    with sync_playwright() as p:
        browser, page = open_studio(p, url)
        wait_until(page, "document.querySelectorAll('td.cell').length > 0")
        cell(page, "color.border", light).click()
        check(page.locator("#gamut-note").is_hidden(), "no gamut note for an sRGB colour")
        page.fill("#css-input", "color(display-p3 0 1 0)")
        page.press("#css-input", "Enter")
        wait_until(page, f"document.querySelector('td.cell[data-token=\"color.border\"][data-combination=\"{light}\"] .hex').textContent.startsWith('oklch(')")
        swatch = page.eval_on_selector(f'td.cell[data-token="color.border"][data-combination="{light}"] .swatch', "n => getComputedStyle(n).backgroundColor")
        check(swatch.startswith("oklch(0.8") and "rgb" not in swatch, f"the swatch draws the colour as set: {swatch}")
        note = page.locator("#gamut-note").inner_text()
        check(page.locator("#gamut-note").is_visible() and "Display P3" in note, f"the editor says the colour is beyond sRGB: {note!r}")
        save(page)
        browser.close()
    changed = changed_lines(folder)
    check(len(changed) == 2 and changed[1].startswith('+    "border": { "$value": "oklch(0.8'), f"one changed line, the hex string now an oklch() string: {changed}")
    print("ok json: a Display P3 colour is kept as set, drawn as set and said to be beyond sRGB", flush=True)


def stroke_style_is_set(url, folder, light, before, typed, shown, written, what):
    """The stroke style token, in a row of its own drawn in its style, set from the editor
    (which shows `before`) to `typed`, a keyword or dash lengths and a cap: shown as `shown`
    and drawn dashed at once, saved as one changed line with `written` as its value."""
    with sync_playwright() as p:
        browser, page = open_studio(p, url)
        wait_until(page, "document.querySelectorAll('#stroke-styles td.cell').length === 2")
        cell(page, "stroke.focus", light).click()
        check(page.locator("#measure-name").inner_text() == "Stroke style", "the editor names a stroke style: " + page.locator("#measure-name").inner_text())
        check(page.locator("#measure-input").input_value() == before, f"the editor shows {before}")
        page.fill("#measure-input", typed)
        page.press("#measure-input", "Enter")
        wait_until(page, f"document.querySelector('#stroke-styles td.cell[data-combination=\"{light}\"] .measure').textContent === '{shown}'")
        drawn = page.eval_on_selector(f'#stroke-styles td.cell[data-combination="{light}"] .stroke', "n => getComputedStyle(n).borderTopStyle")
        check(drawn == "dashed", f"the row draws the new style: {drawn}")
        save(page)
        browser.close()
    changed = changed_lines(folder)
    expected = '+  "stroke": { "focus": { "$type": "strokeStyle", "$value": ' + written + " } },"
    check(len(changed) == 2 and changed[1] == expected, f"one changed line: {changed}")
    print(f"ok json: a stroke style is set to {what}, shown and drawn in it and saved as one changed line", flush=True)


def inset_is_set(url, folder, light):
    """A shadow layer that leaves `inset` out, made inset from the editor's checkbox: drawn
    inset at once, saved as the one line with `"inset": true` added after the layer's last
    member."""
    selector = '#composites td.cell[data-token="shadow.stack"][data-combination="%d"]' % light
    with sync_playwright() as p:
        browser, page = open_studio(p, url)
        wait_until(page, "document.querySelectorAll('#composites td.cell').length === 6")
        member = page.locator(selector + ' .member[data-member="1.inset"]')
        check(member.inner_text() == "1.inset: false", "a layer without inset shows it as false: " + member.inner_text())
        member.click()
        check(page.locator("#boolean-controls").is_visible() and page.locator("#alias-controls").is_hidden(), "inset is edited as a checkbox, never an alias")
        others = [name for name in ("#color-controls", "#measure-controls") if page.locator(name).is_visible()]
        check(not others, f"and with nothing else: {others} shown")
        check(not page.is_checked("#boolean-input"), "the checkbox says it is not inset")
        page.check("#boolean-input")
        wait_until(page, "document.querySelector('%s .member[data-member=\"1.inset\"]').textContent === '1.inset: true'" % selector.replace('"', '\\"'))
        drawn = page.eval_on_selector(selector + " .preview", "n => getComputedStyle(n).boxShadow")
        check(drawn.endswith(" inset"), f"the preview draws the layer inset: {drawn}")
        save(page)
        browser.close()
    changed = changed_lines(folder)
    check(len(changed) == 2 and changed[1].endswith('"spread": "{size.zero}", "inset": true }]'), f"one changed line, inset added last: {changed}")
    print("ok json: a shadow layer is made inset from a checkbox, drawn inset and saved with inset added", flush=True)


def main(extension, base, dark_file):
    folder = tempfile.mkdtemp()
    dark_name = f"dark.tokens.{extension}"
    for name, text in [("app.resolver.json", json.dumps(resolver(extension), indent=2) + "\n"), (f"base.tokens.{extension}", base), (dark_name, dark_file)]:
        with open(os.path.join(folder, name), "w") as file:
            file.write(text)
    git(folder, "init", "-q")
    git(folder, "-c", "user.email=studio@twilight.test", "-c", "user.name=studio", "add", ".")
    git(folder, "-c", "user.email=studio@twilight.test", "-c", "user.name=studio", "commit", "-qm", "the document")
    studio, url = start_server([TWILIGHT, "studio", os.path.join(folder, "app.resolver.json"), "--port", "0"], "twilight studio: serving http://127.0.0.1:")
    try:
        with sync_playwright() as p:
            browser, page = open_studio(p, url)
            wait_until(page, "document.querySelectorAll('td.cell').length > 0")
            state = page.evaluate("fetch('/api/document').then(r => r.json())")
            columns = {combination["label"]: index for index, combination in enumerate(state["combinations"])}
            light, dark = columns["light"], columns["dark"]
            check((state["combinations"][dark].get("ownFile") or "").endswith("/" + dark_name), f"dark's own file: {state['combinations'][dark]}")
            check(state["combinations"][light].get("ownFile") is None, f"light has none: {state['combinations'][light]}")

            # A value dark defines itself: nothing to offer. A shared one: "Only in dark".
            cell(page, "color.background", dark).click()
            check(page.locator("#only-in-mode-choice").is_hidden(), "no choice for a value the dark file defines")
            cell(page, "color.border", light).click()
            check(page.locator("#only-in-mode-choice").is_hidden(), "no choice where the mode has no file of its own")
            cell(page, "color.border", dark).click()
            check(page.locator("#only-in-mode-choice").is_visible(), f"dark's border comes from base.tokens.{extension}: the choice is offered")
            choice = page.locator("#only-in-mode-choice").inner_text()
            check("Only in dark" in choice and dark_name in choice, "the choice names the mode and its file: " + choice)
            page.screenshot(path=os.path.join(SHOTS, f"studio-only-in-dark-{extension}.png"), full_page=True)
            print(f"ok {extension}: 'Only in dark' is offered exactly where dark shares a value from another file", flush=True)

            page.check("#only-in-mode")
            page.fill("#css-input", "#30363d")
            page.press("#css-input", "Enter")
            wait_until(page, f"document.querySelector('td.cell[data-token=\"color.border\"][data-combination=\"{dark}\"] .hex').textContent === '#30363d'")
            shown = cell(page, "color.border", light).locator(".hex").inner_text()
            check(shown == "#d0d7de", "light keeps its border: " + shown)
            check(dark_name in cell(page, "color.border", dark).get_attribute("title"), "dark's border is now defined in its own file")
            check(page.locator("#only-in-mode-choice").is_hidden(), "the value is dark's own now: no choice left to make")
            if extension == "yaml":
                # A value the dark file defines: changed where it is, in its quotes.
                cell(page, "color.background", dark).click()
                page.fill("#css-input", "#161b22")
                page.press("#css-input", "Enter")
                wait_until(page, f"document.querySelector('td.cell[data-token=\"color.background\"][data-combination=\"{dark}\"] .hex').textContent === '#161b22'")
            save(page)
            browser.close()
        numbers = git(folder, "diff", "--numstat").split()
        added = [line for line in git(folder, "diff", "-U0").splitlines() if line.startswith("+") and not line.startswith("+++")]
        if extension == "json":
            check(numbers == ["1", "0", dark_name], f"git diff: one line added to {dark_name}, nothing else: {numbers}")
            check(len(added) == 1 and added[0].startswith('+    "border": { "$type": "color", "$value": "#30363d" }'), f"the added line, a hex string as the base file writes it: {added}")
            print(f"ok json: saved, dark's border is one added line in {dark_name} and light's is untouched", flush=True)
            git(folder, "-c", "user.email=studio@twilight.test", "-c", "user.name=studio", "commit", "-qam", "dark's border")
            string_is_kept_as_typed(url, folder)
            commit(folder, "the label")
            composite_members_are_set(url, folder, light, dark)
            commit(folder, "the whole shadow")
            aliased_layer_is_set_on_its_shadow(url, folder, light)
            commit(folder, "the stacked shadow's layer")
            wide_gamut_colour_is_kept(url, folder, light)
            commit(folder, "the wide colour")
            stroke_style_is_set(url, folder, light, "solid", "dashed", "dashed", '"dashed"', "a keyword")
            commit(folder, "the stroke style")
            dashes = '{ "dashArray": [{ "value": 4, "unit": "px" }, { "value": 2, "unit": "px" }], "lineCap": "round" }'
            stroke_style_is_set(url, folder, light, "dashed", "4px 2px round", "dash array 4px 2px, round caps", dashes, "dash lengths and a cap")
            commit(folder, "the dash array")
            inset_is_set(url, folder, light)
        else:
            check(numbers == ["2", "1", dark_name], f"git diff: a line added and one changed in {dark_name}, nothing else: {numbers}")
            check(added[0].startswith('+  border: { $type: color, $value: "#30363d" }'), f"the added line, a hex string as the base file writes it: {added}")
            check(added[1] == "+    $value: '#161b22'", f"the changed line keeps its quotes: {added}")
            print(f"ok yaml: saved, dark's border is one added line in {dark_name}, its background one changed line", flush=True)
    finally:
        studio.terminate()
        studio.wait(10)


main("json", BASE, DARK)
main("yaml", BASE_YAML, DARK_YAML)
