#!/usr/bin/env python3
"""The README's Layout table names every folder under Sources, and what it says lives in a
folder lives there.

Each target folder `Sources/<Target>` must be named in the first column of a row of the
table under `## Layout`, written out in full (`Sources/TwilightAccountsPostgres`); each
folder below it, by its path under the target ending in `/` (`Imports/Support/`), in that
row; DocC catalogues (`<Target>.docc`) are covered by a row naming `.docc`. A folder the
table names that does not exist is a finding too. A type named in backticks inside the
parentheses that follow a folder (`Preference/` (`ThemeAxes`, …)) must be declared (or named for
Objective-C with `@objc(Name)`) in a Swift file
under that folder: a type that moved elsewhere makes the row wrong.

Usage: check_layout.py PACKAGE_ROOT. Prints one line per finding and a summary; exits 1
when there is any.
"""
import os
import re
import sys


def layout_rows(readme):
    """The table rows of the `## Layout` section: (first cell, whole row)."""
    section = re.search(r"^## Layout\n(.*?)(?=^## |\Z)", readme, re.S | re.M)
    if not section:
        return None
    rows = []
    for line in section.group(1).splitlines():
        cells = line.split("|")
        if line.startswith("|") and len(cells) > 2 and not set(cells[1].strip()) <= set("-"):
            rows.append((cells[1], line))
    return rows


def check(root):
    with open(os.path.join(root, "README.md"), encoding="utf-8") as file:
        rows = layout_rows(file.read())
    if rows is None:
        return ["README.md: error: there is no `## Layout` section"], 0
    findings = []
    sources = os.path.join(root, "Sources")
    folders = 0
    named = set()
    for target in sorted(os.listdir(sources)):
        if not os.path.isdir(os.path.join(sources, target)):
            continue
        folders += 1
        mark = f"`Sources/{target}`"
        row = next((line for first, line in rows if mark in first), None)
        if row is None:
            findings.append(f"README.md: error: the Layout table has no row naming {mark} in its first column")
            continue
        named.add(target)
        for parent, children, _ in os.walk(os.path.join(sources, target)):
            for child in sorted(children):
                relative = os.path.relpath(os.path.join(parent, child), os.path.join(sources, target))
                folders += 1
                if child.endswith(".docc"):
                    if not any(".docc" in line for _, line in rows):
                        findings.append(f"README.md: error: no row of the Layout table names the DocC catalogues (`.docc`), as Sources/{target}/{relative}")
                    continue
                if f"`{relative}/`" not in row:
                    findings.append(
                        f"README.md: error: the Layout row of Sources/{target} does not name its folder `{relative}/`"
                    )
            children[:] = [child for child in children if not child.endswith(".docc")]
    for first, line in rows:
        for target in re.findall(r"`Sources/([^`/]+)`", first):
            findings += misplaced_types(sources, target, line)
        for target in re.findall(r"`Sources/([^`/]+)`", first):
            if not os.path.isdir(os.path.join(sources, target)):
                findings.append(f"README.md: error: the Layout table names Sources/{target}, which does not exist")
    return findings, folders


DECLARATION = r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|enum|class|actor|protocol|typealias)\s+{name}\b"


def folder_notes(row):
    """(folder, text of the parentheses after it) for each `Folder/` of a row."""
    notes = []
    for match in re.finditer(r"`([\w./+-]+)/` \(", row):
        depth, start = 1, match.end()
        end = start
        while end < len(row) and depth:
            depth += {"(": 1, ")": -1}.get(row[end], 0)
            end += 1
        notes.append((match.group(1), row[start:end - 1]))
    return notes


def misplaced_types(sources, target, row):
    """The types a row places in a folder of `target` that are not declared under it."""
    findings = []
    for folder, note in folder_notes(row):
        base = os.path.join(sources, target, folder)
        if not os.path.isdir(base):
            continue
        for name in re.findall(r"`([A-Z]\w*)`", note):
            # Declared by that name, or given it for Objective-C (`@objc(TWLTwilight)`).
            pattern = re.compile(DECLARATION.format(name=re.escape(name)) + rf"|@objc\({re.escape(name)}\)", re.M)
            inside = [os.path.join(parent, file) for parent, _, files in os.walk(base) for file in files if file.endswith(".swift")]
            if any(pattern.search(open(path, encoding="utf-8").read()) for path in inside):
                continue
            everywhere = [os.path.join(parent, file) for parent, _, files in os.walk(sources) for file in files if file.endswith(".swift")]
            found = next((path for path in everywhere if pattern.search(open(path, encoding="utf-8").read())), None)
            where = f"it is declared in {os.path.relpath(found, os.path.dirname(sources))}" if found else "it is declared nowhere"
            findings.append(f"README.md: error: the Layout row of Sources/{target} places `{name}` in `{folder}/`, but {where}")
    return findings


def main():
    if len(sys.argv) != 2:
        print(__doc__, file=sys.stderr)
        return 2
    findings, folders = check(sys.argv[1])
    for finding in findings:
        print(finding)
    print(f"check-layout: {folders} folders under Sources: {len(findings)} finding(s)")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
