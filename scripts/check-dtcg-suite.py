#!/usr/bin/env python3
"""Runs the DTCG's official conformance suite through `twilight tokens validate`.

The Design Tokens Community Group keeps its suite in design-tokens/community-group,
folder test-suite/: per spec version, a format and a resolver manifest listing each case
as a PositiveEvaluationTest (a valid file) or a NegativeEvaluationTest (an invalid one).
The files are not ours to commit, so this runs from a folder you point it at, like
scripts/check-apple.sh runs against SDK folders, and is not part of CI.

For each case: a positive file must be accepted (exit 0); a negative one refused with a
message (exit 1 and a line on standard error); never a crash (a signal, a trap) or a hang
(60 seconds). It prints the totals per folder, then every disagreement with the first
line of Twilight's answer, and exits 1 when there is any.

Usage: check-dtcg-suite.py TEST_SUITE_FOLDER [--version 2025.10] [--twilight PATH]
  TEST_SUITE_FOLDER: the suite's test-suite/ folder (or its tests/ folder)
  --twilight: the twilight executable (default: .build/debug/twilight, then PATH)
"""
import argparse
import json
import shutil
import subprocess
import sys
from collections import defaultdict
from pathlib import Path


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("suite")
    parser.add_argument("--version", default="2025.10")
    parser.add_argument("--twilight")
    options = parser.parse_args()
    root = Path(options.suite)
    tests = root / "tests" if (root / "tests").is_dir() else root
    version = tests / options.version
    twilight = options.twilight or next(
        (str(p) for p in [Path(__file__).parent.parent / ".build/debug/twilight"] if p.exists()), shutil.which("twilight")
    )
    if not twilight:
        sys.exit("check-dtcg-suite: no twilight executable: build it (swift build --product twilight) or pass --twilight")
    manifests = sorted(version.glob("*/manifest.json"))
    if not manifests:
        sys.exit(f"check-dtcg-suite: no manifests under {version}: expected {version}/format/manifest.json and resolver/manifest.json")

    totals = defaultdict(lambda: [0, 0])  # folder -> [agreed, cases]
    disagreements = []
    for manifest in manifests:
        half = manifest.parent.name
        for case in json.loads(manifest.read_text())["tests"]:
            path = manifest.parent / case["input"]
            positive = case["type"] == "PositiveEvaluationTest"
            folder = f"{half}/{'/'.join(Path(case['input']).parts[:-1])}"
            verdict = run(twilight, path, positive)
            totals[folder][1] += 1
            if verdict is None:
                totals[folder][0] += 1
            else:
                disagreements.append((folder, case["id"], "positive" if positive else "negative", verdict))

    agreed = sum(a for a, _ in totals.values())
    cases = sum(c for _, c in totals.values())
    for folder, (a, c) in sorted(totals.items()):
        print(f"  {folder:40} {a:4} of {c:4}")
    print(f"check-dtcg-suite: {agreed} of {cases} cases agree ({options.version})")
    for folder, identifier, kind, verdict in disagreements:
        print(f"  disagrees: {folder} {identifier} ({kind}): {verdict}")
    return 1 if disagreements else 0


def run(twilight, path, positive):
    """None when Twilight agrees with the case; otherwise what it did instead."""
    if not path.exists():
        return f"the case's file {path} is missing"
    try:
        result = subprocess.run([twilight, "tokens", "validate", str(path)], capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        return "no answer within 60 seconds (a hang)"
    first = (result.stderr.strip() or result.stdout.strip()).splitlines()[:1]
    said = first[0] if first else "(nothing)"
    if result.returncode < 0 or result.returncode > 2:
        return f"crashed (status {result.returncode}): {said}"
    if positive and result.returncode != 0:
        return f"refused: {said}"
    if not positive:
        if result.returncode == 0:
            return "accepted"
        if not result.stderr.strip():
            return "refused without saying why"
    return None


if __name__ == "__main__":
    sys.exit(main())
