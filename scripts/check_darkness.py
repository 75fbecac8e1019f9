#!/usr/bin/env python3
"""Fails when Twilight's code or its documentation decides whether a style is dark from its
name.

- Code under Sources: a `contains`, `hasPrefix`, `hasSuffix` or `range(of:)` test of a text
  against "dark" or "night" (any case). Which styles are dark is said once, in `ThemeStyles`
  and a token document's `colorSchemes`; an undeclared mode is judged by its colours.
- Documentation (`///` comments under Sources, the README, the DocC articles, Snippets): an
  example that picks a value by comparing a style with `.dark` or `.light`
  (`style == .dark ? … : …`, `$0 == .light ? …`). An app's own dark style (`dimmed`) is not
  `.dark`, so such an example gives it the light value; examples use
  `ThemeProvider(light:dark:)` or a look's `isDark`.

Usage: check_darkness.py ROOT   (prints each finding as FILE:LINE: error: …)
"""

import pathlib
import re
import sys

GUESS = re.compile(r'\.(contains|hasPrefix|hasSuffix|range\(of:)\(?\s*"[^"]*(dark|night)[^"]*"', re.IGNORECASE)
EXAMPLE = re.compile(r'(\$0|\bstyle)\s*==\s*\.(dark|light)\s*\?')


def files(root):
    """Each file read, with whether it is Swift code under Sources (whose `///` lines are its
    documentation) rather than documentation throughout."""
    for path in sorted((root / "Sources").rglob("*.swift")):
        yield path, True
    for pattern in ("README.md", "Sources/**/*.docc/**/*.md", "Snippets/**/*.swift"):
        for path in sorted(root.glob(pattern)):
            yield path, False


def main():
    root = pathlib.Path(sys.argv[1])
    findings = 0
    for path, is_code in files(root):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            comment = line.lstrip().startswith("//")
            if is_code and not comment and GUESS.search(line):
                findings += 1
                print(f"{path.relative_to(root)}:{number}: error: darkness guessed from a name: say it in ThemeStyles or the token document's colorSchemes")
            documentation = not is_code or line.lstrip().startswith("///")
            if documentation and EXAMPLE.search(line):
                findings += 1
                print(f"{path.relative_to(root)}:{number}: error: an example decides darkness by comparing a style with .dark or .light (an app's own dark style gets the light value): use ThemeProvider(light:dark:) or the look's isDark")
    print(f"check-darkness: {findings} finding(s)")
    sys.exit(1 if findings else 0)


main()
