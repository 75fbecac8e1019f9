#!/usr/bin/env python3
"""Every SwiftPM command that builds into the package's own .build folder, in scripts/test.sh
and the scripts it runs, passes the build's options (`"${build_options[@]}"`, which test.sh
sets and exports as TWILIGHT_BUILD_OPTIONS). With other options than the build's, SwiftPM
rebuilds every module: under CI, where test.sh builds without debug information, one step
that forgot them would add the whole build again (about 18 minutes on two cores).

A command builds into .build when it is `swift build`, `swift test`, or `swift package` with
`dump-symbol-graph` or `plugin`, in the debug configuration (not `-c release`), in a script
that works in the package root: a script that changes into another package's folder first
(Fuzz/, Tools/PortabilityCheck/) builds there, with options of its own.

Usage: check_build_options.py ROOT   (prints `path:line: error: …` for each such command
without the options and exits 1 if there is one)
"""
import re
import sys
from pathlib import Path

BUILDS = re.compile(r"\bswift (build|test)\b|\bswift package\b.*\b(dump-symbol-graph|plugin)\b")
ELSEWHERE = re.compile(r'^cd "\$\(dirname "\$0"\)/\.\./[^"]+"')


def findings(root: Path) -> list[str]:
    test_script = root / "scripts" / "test.sh"
    names = sorted(set(re.findall(r"\bscripts/([\w.-]+\.sh)\b", test_script.read_text())))
    scripts = [test_script] + [root / "scripts" / name for name in names if name != "test.sh" and (root / "scripts" / name).exists()]
    errors = []
    for script in scripts:
        lines = script.read_text().splitlines()
        if any(ELSEWHERE.match(line) for line in lines):
            continue
        for number, line in enumerate(lines, start=1):
            code = line.split(" #", 1)[0]
            if code.lstrip().startswith("#") or not BUILDS.search(code) or "-c release" in code:
                continue
            if '"${build_options[@]}"' not in code:
                errors.append(
                    f"{script.relative_to(root)}:{number}: error: a SwiftPM command that builds into .build without "
                    f'"${{build_options[@]}}" (the build\'s options, TWILIGHT_BUILD_OPTIONS): under CI it would rebuild every module'
                )
    return errors


def main() -> int:
    errors = findings(Path(sys.argv[1]).resolve())
    for error in errors:
        print(error)
    print(f"check-build-options: {len(errors)} finding(s)")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
