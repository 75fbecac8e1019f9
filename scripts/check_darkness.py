#!/usr/bin/env python3
"""Fails when code under Sources guesses whether a style, mode or scheme is dark from its
name: a `contains`, `hasPrefix`, `hasSuffix` or `range(of:)` test of a text against "dark" or
"night" (any case). Which styles are dark is said once, in `ThemeStyles` and a token
document's `colorSchemes`; an undeclared mode is judged by its colours.

Usage: check_darkness.py ROOT   (prints each finding as FILE:LINE: error: …)
"""

import pathlib
import re
import sys

GUESS = re.compile(r'\.(contains|hasPrefix|hasSuffix|range\(of:)\(?\s*"[^"]*(dark|night)[^"]*"', re.IGNORECASE)


def main():
    root = pathlib.Path(sys.argv[1])
    findings = 0
    for path in sorted((root / "Sources").rglob("*.swift")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if line.lstrip().startswith("//"):
                continue
            if GUESS.search(line):
                findings += 1
                print(f"{path.relative_to(root)}:{number}: error: darkness guessed from a name: say it in ThemeStyles or the token document's colorSchemes")
    print(f"check-darkness: {findings} finding(s)")
    sys.exit(1 if findings else 0)


main()
