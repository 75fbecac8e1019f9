#!/usr/bin/env python3
"""Counts instructions and allocations per operation with callgrind, against thresholds.

Each gate runs the driver twice, with `low` and `high` repeats of its operation, and
divides the differences by `high - low`: what the fixture's set-up costs cancels out.
Allocations are the calls to malloc, calloc, realloc, posix_memalign and aligned_alloc
recorded in callgrind's call graph. Usage:
    instruction_gate.py DRIVER THRESHOLDS_JSON [--update]
Prints a line per gate; exits 1 when a count exceeds its threshold by more than the
tolerance (allocations also by 4; or when a threshold is missing).

Then the ratios: each divides one gate's instructions by another's (a gate is named by its
arguments, "screen" or "direct 10000") and must be at most `atMost` or at least `atLeast`,
with no tolerance: both counts come from the same run, so a ratio holds across machines.
"""
import json
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

from benchmark_gate import within_bounds

ALLOCATORS = {"malloc", "calloc", "realloc", "posix_memalign", "aligned_alloc"}
ALLOCATION_SLACK = 4


def count(driver, arguments):
    """Total instructions and allocation calls of one run of the driver."""
    with tempfile.TemporaryDirectory() as folder:
        output = os.path.join(folder, "callgrind.out")
        subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={output}", driver, *arguments],
            check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            # A fixed hashing seed: with a random one, the set-up's dictionaries cost a
            # different count in each run, and the difference of two runs moves by a few per cent.
            env={**os.environ, "SWIFT_DETERMINISTIC_HASHING": "1"},
        )
        instructions = None
        allocations = 0
        names = {}
        callee = None
        with open(output) as profile:
            for line in profile:
                if line.startswith(("summary:", "totals:")) and instructions is None:
                    instructions = int(line.split()[1])
                elif line.startswith(("fn=", "cfn=")):
                    match = re.match(r"c?fn=\((\d+)\)(?: (.*))?", line.strip())
                    if match:
                        identifier, name = match.groups()
                        if name:
                            names[identifier] = name
                        name = names.get(identifier, "")
                    else:
                        name = line.strip().split("=", 1)[1]
                    callee = name if line.startswith("cfn=") else None
                elif line.startswith("calls=") and callee is not None:
                    if callee.split("'")[0] in ALLOCATORS:
                        allocations += int(line.split("=", 1)[1].split()[0])
                    callee = None
        return instructions, allocations


def main():
    driver, thresholds_path = sys.argv[1], sys.argv[2]
    update = "--update" in sys.argv[3:]
    with open(thresholds_path) as handle:
        thresholds = json.load(handle)
    tolerance = thresholds["tolerance"]
    failures = 0
    # Every run on its own core at once (counts do not depend on what else runs), each
    # gate's two runs kept together for its verdict below.
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 1) as pool:
        runs = [
            [pool.submit(count, driver, [*gate["arguments"], str(repeats)]) for repeats in gate["repeats"]]
            for gate in thresholds["gates"]
        ]
    for gate, (low_run, high_run) in zip(thresholds["gates"], runs):
        low, high = gate["repeats"]
        low_counts = low_run.result()
        high_counts = high_run.result()
        instructions = (high_counts[0] - low_counts[0]) / (high - low)
        allocations = (high_counts[1] - low_counts[1]) / (high - low)
        if update:
            gate["instructions"] = round(instructions)
            gate["allocations"] = round(allocations)
            print(f"updated  {gate['what']}: {instructions:,.0f} instructions, {allocations:,.1f} allocations")
            continue
        verdicts = []
        for metric, measured in (("instructions", instructions), ("allocations", allocations)):
            limit = gate.get(metric)
            if limit is None:
                verdicts.append(f"no {metric} threshold")
                failures += 1
                continue
            # A run's few allocations outside the measured work (the runtime's, another
            # thread's) move a small per-operation count by a couple either way.
            allowed = limit * (1 + tolerance) + (ALLOCATION_SLACK if metric == "allocations" else 0)
            ok = measured <= allowed
            failures += 0 if ok else 1
            verdicts.append(f"{measured:,.1f} {metric} (threshold {limit:,}{'' if ok else ', EXCEEDED'})")
        print(f"{'ok     ' if 'EXCEEDED' not in ' '.join(verdicts) else 'FAILED '}  {gate['what']}: {'; '.join(verdicts)}")
    measured = {
        " ".join(gate["arguments"]): (high_run.result()[0] - low_run.result()[0]) / (gate["repeats"][1] - gate["repeats"][0])
        for gate, (low_run, high_run) in zip(thresholds["gates"], runs)
    }
    for ratio in thresholds.get("ratios", []):
        numerator, denominator = measured.get(ratio["numerator"]), measured.get(ratio["denominator"])
        if numerator is None or denominator is None:
            print(f"FAILED   {ratio['what']}: no gate named {ratio['numerator']!r} or {ratio['denominator']!r}")
            failures += 1
            continue
        value = numerator / denominator
        ok, bounds = within_bounds(ratio, value)
        failures += 0 if ok else 1
        print(f"{'ok     ' if ok else 'FAILED '}  {ratio['what']}: {value:.2f} ({numerator:,.0f} ÷ {denominator:,.0f}; {bounds}{'' if ok else ', OUT OF BOUNDS'})")
    if update:
        with open(thresholds_path, "w") as handle:
            json.dump(thresholds, handle, indent=2, ensure_ascii=False)
            handle.write("\n")
        return 0
    if failures:
        print(f"instruction gate: {failures} count(s) over their threshold (tolerance {tolerance:.0%}) or ratio(s) out of bounds", file=sys.stderr)
        return 1
    print(f"instruction gate: every count within its threshold (tolerance {tolerance:.0%}) and every ratio within its bounds")
    return 0


if __name__ == "__main__":
    sys.exit(main())
