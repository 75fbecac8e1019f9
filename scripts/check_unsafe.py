#!/usr/bin/env python3
"""The unsafe code under Sources is where scripts/unsafe-rooms.txt says, for the reasons it gives.

The compiler finds unsafe code: every target builds with strict memory safety
(`.strictMemorySafety()` in Package.swift's settings, `-strict-memory-safety` in
scripts/check_apple.py), so each use of an unsafe construct — a pointer, `unsafeDowncast`,
`Unmanaged`, an `@exclusivity(unchecked)` variable, a C function taking a pointer — must be
marked `unsafe` where it is used, and an unmarked one is a warning that scripts/test.sh refuses.
This script checks what the compiler cannot:

- Package.swift and scripts/check_apple.py turn strict memory safety on for every target;
- each file with a marked site (`unsafe`, `@unsafe`, `@safe`) is a room listed in
  scripts/unsafe-rooms.txt (a file, or a folder ending in `/`) with its reason, and each room
  listed has sites;
- no loop is written `for unsafe x in` (swift format joins it into `for unsafex`);
- each `@unchecked Sendable` and `nonisolated(unsafe)` (data-race escapes, which strict memory
  safety does not mark) has a comment on its line, the line above (or above its group) or the line below saying why
  it is safe.

It prints the sites per room. Usage: check_unsafe.py ROOT   (findings as FILE:LINE: error: …)
"""

import pathlib
import re
import sys

# `unsafe` as an expression or for-in marker, and the attributes on declarations.
SITE = re.compile(r"(?<![\w.(])unsafe(?=[\s(&])(?!\))|@unsafe\b|@safe\b")
ESCAPE = re.compile(r"@unchecked\s+Sendable|nonisolated\(unsafe\)")
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def code_of(line):
    """The line without its comment and with its string literals emptied."""
    return STRING.sub('""', line).split("//", 1)[0]


def rooms(root):
    allowed = {}
    for line in (root / "scripts" / "unsafe-rooms.txt").read_text(encoding="utf-8").splitlines():
        path, _, reason = line.partition("#")
        if path.strip():
            allowed[path.strip()] = reason.strip()
    return allowed


def room_of(name, allowed):
    for room in allowed:
        if name == room or (room.endswith("/") and name.startswith(room)):
            return room
    return None


def main():
    root = pathlib.Path(sys.argv[1])
    findings = []
    manifest = (root / "Package.swift").read_text(encoding="utf-8")
    if ".strictMemorySafety()" not in manifest:
        findings.append("Package.swift:1: error: the targets' settings do not include .strictMemorySafety()")
    apple = root / "scripts" / "check_apple.py"
    if apple.exists() and "-strict-memory-safety" not in apple.read_text(encoding="utf-8"):
        findings.append("scripts/check_apple.py:1: error: the Apple check does not build with -strict-memory-safety")
    allowed = rooms(root)
    sites = {room: 0 for room in allowed}
    for path in sorted((root / "Sources").rglob("*.swift")):
        name = str(path.relative_to(root))
        lines = path.read_text(encoding="utf-8").splitlines()
        for number, line in enumerate(lines, 1):
            code = code_of(line)
            count = len(SITE.findall(code))
            if count:
                room = room_of(name, allowed)
                if room is None:
                    findings.append(f"{name}:{number}: error: unsafe code outside the rooms of scripts/unsafe-rooms.txt: write it safely, or add the file there with the reason")
                else:
                    sites[room] += count
            if re.search(r"\bfor\s+unsafe\s", code):
                findings.append(f"{name}:{number}: error: `for unsafe … in` is rewritten by swift format (into `for unsafeName`): loop over the indices and mark the element's read")
            if ESCAPE.search(code):
                # The comment may head a group of such declarations.
                above = number - 2
                while above >= 0 and ESCAPE.search(code_of(lines[above])):
                    above -= 1
                below = lines[number].strip() if number < len(lines) else ""
                if "//" not in line and not below.startswith("//") and not (above >= 0 and lines[above].strip().startswith("//")):
                    findings.append(f"{name}:{number}: error: `{ESCAPE.search(code).group(0)}` without a comment saying why it is safe")
    for room, count in sites.items():
        if not (root / room).exists():
            findings.append(f"scripts/unsafe-rooms.txt: error: {room} does not exist")
        elif count == 0:
            findings.append(f"scripts/unsafe-rooms.txt: error: {room} has no unsafe site: remove it from the list")
    for finding in findings:
        print(finding)
    for room, count in sorted(sites.items(), key=lambda item: -item[1]):
        print(f"  {count:4}  {room}  ({allowed[room]})")
    print(f"check-unsafe: {sum(sites.values())} marked site(s) in {len(allowed)} room(s); {len(findings)} finding(s)")
    sys.exit(1 if findings else 0)


main()
