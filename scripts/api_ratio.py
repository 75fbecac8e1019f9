#!/usr/bin/env python3
"""How large the public surface is for the code behind it.

For each library module (a folder Sources/Twilight*) it prints the public declarations (lines
of API/<Module>.txt that are not `conforms to` lines; none for a module with no listing, such
as TwilightUtilities, whose code is linked into the libraries but is package-only), the
library lines (every .swift file under Sources/<Module>) and the library lines per
declaration; then the whole library's figure. The executables (lower-case folders) are not
library code.
At least 40 lines per declaration (swift-argument-parser: about 55): the whole library's
figure may fall neither below that nor below the floor in scripts/api-floor (a ratchet:
raise it as the surface shrinks, never lower it), and this exits 1 when it does.

Usage: api_ratio.py PACKAGE_ROOT
"""
import sys
from pathlib import Path

GOAL = 40


def main():
    root = Path(sys.argv[1])
    floor = float((root / "scripts" / "api-floor").read_text().split()[0])
    total_declarations = total_lines = 0
    strays = [listing.name for listing in (root / "API").glob("*.txt") if not (root / "Sources" / listing.stem).is_dir()]
    if strays:
        print(f"api-ratio: listings with no module under Sources: {', '.join(sorted(strays))}", file=sys.stderr)
        return 1
    for folder in sorted((root / "Sources").glob("Twilight*")):
        module = folder.name
        listing = root / "API" / f"{module}.txt"
        text = listing.read_text() if listing.exists() else ""
        declarations = sum(1 for line in text.splitlines() if line and "conforms to" not in line)
        lines = sum(len(path.read_text().splitlines()) for path in (root / "Sources" / module).rglob("*.swift"))
        total_declarations += declarations
        total_lines += lines
        print(f"  {module:26} {declarations:5} declarations {lines:6} lines  1 per {lines / max(declarations, 1):5.1f}")
    ratio = total_lines / max(total_declarations, 1)
    limit = max(floor, GOAL)
    print(f"api-ratio: {total_declarations} public declarations in {total_lines} library lines: 1 per {ratio:.2f} (at least 1 per {limit:g})")
    if ratio < limit:
        print(f"api-ratio: the surface grew against its code: 1 per {ratio:.2f} is below 1 per {limit:g} (scripts/api-floor); make a declaration `package`, or remove one", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
