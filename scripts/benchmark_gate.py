#!/usr/bin/env python3
"""Compares one benchmark run with the committed gate (Benchmarks/Thresholds/gate.json).

Each rule is a ratio of two benchmarks measured in the same run (a Twilight path against
an in-run baseline), so that a noisy machine moves both sides alike. Usage:
    benchmark_gate.py RESULTS_FOLDER GATE_JSON
where RESULTS_FOLDER holds `swift package benchmark --format histogramPercentiles` output.
Prints every ratio with its limit; exits 1 when one is out of bounds or missing.
"""
import json
import os
import re
import sys



def within_bounds(rule, ratio):
    """Whether `ratio` meets the rule's `atMost` and `atLeast`, and the bounds as words."""
    limits = []
    ok = True
    if "atMost" in rule:
        limits.append(f"at most {rule['atMost']}")
        ok = ok and ratio <= rule["atMost"]
    if "atLeast" in rule:
        limits.append(f"at least {rule['atLeast']}")
        ok = ok and ratio >= rule["atLeast"]
    return ok, " and ".join(limits)

def key(text):
    return re.sub(r"[^A-Za-z0-9]+", "_", text).strip("_")


def percentiles(folder, target, benchmark, metric):
    """The percentile table (percentile -> value) of one benchmark's metric, or None.
    Files are named `<run>.<Target>.<Benchmark name>.<metric>.histogram.percentiles.tsv`."""
    suffix = f".{metric}.histogram.percentiles.tsv"
    for name in os.listdir(folder):
        if not name.endswith(suffix):
            continue
        run_and_benchmark = name[: -len(suffix)]
        if key(run_and_benchmark.split(".", 1)[-1]) != key(f"{target}.{benchmark}"):
            continue
        table = {}
        with open(os.path.join(folder, name)) as handle:
            next(handle)  # the header
            for line in handle:
                percentile, value = line.split("\t")[:2]
                table[int(percentile)] = float(value)
        return table
    return None


def main():
    folder, gate_path = sys.argv[1], sys.argv[2]
    with open(gate_path) as handle:
        gate = json.load(handle)
    percentile = gate.get("percentile", 50)
    failures = 0
    for rule in gate["ratios"]:
        metric = rule.get("metric", "wallClock")
        sides = []
        for side in ("numerator", "denominator"):
            table = percentiles(folder, rule["target"], rule[side], metric)
            if table is None:
                print(f"MISSING  {rule['what']}: no result for '{rule[side]}' in {rule['target']}")
                failures += 1
                break
            sides.append(table[percentile])
        if len(sides) != 2:
            continue
        ratio = sides[0] / sides[1] if sides[1] else float("inf")
        ok, limits = within_bounds(rule, ratio)
        failures += 0 if ok else 1
        print(f"{'ok     ' if ok else 'FAILED '}  {rule['what']}: {ratio:.2f} (p{percentile} {sides[0]:.0f} / {sides[1]:.0f}; "
              f"must be {limits})")
    if failures:
        print(f"benchmark gate: {failures} rule(s) failed", file=sys.stderr)
        return 1
    print("benchmark gate: every ratio within its limit")
    return 0


if __name__ == "__main__":
    sys.exit(main())
