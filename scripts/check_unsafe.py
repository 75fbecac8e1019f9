#!/usr/bin/env python3
"""Fails when unsafe code appears under Sources outside the rooms that are allowed it.

Unsafe code is `Unsafe…` pointers and buffers, `withUnsafe…`, `Unmanaged`, manual
`retain()` / `release()`, `unsafeDowncast`, `unsafeBitCast`, `unowned(unsafe)`,
`nonisolated(unsafe)`, `@unchecked Sendable` and `@exclusivity(unchecked)`. Each room is a
file or folder (ending in `/`) named in scripts/unsafe-rooms.txt with the reason it needs it (a C interface, a
system call); everything else, the binding engine included, is safe Swift.

Usage: check_unsafe.py ROOT   (prints each finding as FILE:LINE: error: …)
"""

import pathlib
import re
import sys

UNSAFE = re.compile(
    r"\bUnsafe[A-Z]\w*|\bwithUnsafe\w*|_withUnsafe\w*|\bUnmanaged\b|\.retain\(\)|\.release\(\)"
    r"|\bunsafeDowncast\b|\bunsafeBitCast\b|unowned\(unsafe\)|nonisolated\(unsafe\)"
    r"|@unchecked\s+Sendable|@exclusivity\(unchecked\)"
)


def rooms(root):
    listing = root / "scripts" / "unsafe-rooms.txt"
    allowed = {}
    for line in listing.read_text(encoding="utf-8").splitlines():
        path, _, reason = line.partition("#")
        if path.strip():
            allowed[path.strip()] = reason.strip()
    return allowed


def main():
    root = pathlib.Path(sys.argv[1])
    allowed = rooms(root)
    findings = 0
    for path in sorted((root / "Sources").rglob("*.swift")):
        name = str(path.relative_to(root))
        if any(name == room or (room.endswith("/") and name.startswith(room)) for room in allowed):
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("//", 1)[0]
            match = UNSAFE.search(code)
            if match:
                findings += 1
                print(f"{name}:{number}: error: unsafe code (`{match.group(0)}`) outside the rooms of scripts/unsafe-rooms.txt: write it safely, or add the file there with the reason")
    for name in allowed:
        if not (root / name).exists():
            findings += 1
            print(f"scripts/unsafe-rooms.txt: error: {name} does not exist")
    print(f"check-unsafe: {len(allowed)} room(s); {findings} finding(s)")
    sys.exit(1 if findings else 0)


main()
