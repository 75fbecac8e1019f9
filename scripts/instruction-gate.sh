#!/usr/bin/env bash
# The instruction gate: counts, with callgrind, the instructions and allocations of one core
# switch (key paths and direct setters; a screen; typed-theme observers), transition frames, one terminal frame, one token build and one page
# request through the middleware (Benchmarks/GateDriver, release build), and compares them
# with the thresholds committed in Benchmarks/Thresholds/instructions.json. Counts repeat to
# within a fraction of a per cent on a noisy machine, so the tolerance is a few per cent.
# Usage: scripts/instruction-gate.sh [--update]   (--update rewrites the thresholds)
set -euo pipefail
cd "$(dirname "$0")/.."
# SwiftPM keeps the list of a path dependency's source files in its build description and
# may miss a file added since: plan the build afresh (seconds).
rm -f Benchmarks/.build/release/description.json
(cd Benchmarks && swift build -c release --product GateDriver >/dev/null)
# Valgrind 3.19 gives up on the driver's debug information (DWARF 5 of 46 MB); symbols are
# all the counts need.
driver="$(mktemp)"
trap 'rm -f "$driver"' EXIT
strip --strip-debug -o "$driver" Benchmarks/.build/release/GateDriver
python3 scripts/instruction_gate.py "$driver" Benchmarks/Thresholds/instructions.json "$@"
