#!/usr/bin/env bash
# The instruction gate: counts, with callgrind, the instructions and allocations of one core
# switch (key paths and direct setters; a screen; typed-theme observers), transition frames, one terminal frame, one token build and one page
# request through the middleware (Benchmarks/GateDriver, release build), and compares them
# with the thresholds committed in Benchmarks/Thresholds/instructions.json. Counts repeat to
# within a fraction of a per cent on a noisy machine, so the tolerance is a few per cent.
# scripts/test.sh runs it (so CI does).
# Usage: scripts/instruction-gate.sh [--update]   (--update rewrites the thresholds)
set -euo pipefail
cd "$(dirname "$0")/.."
# SwiftPM keeps the list of a path dependency's source files in its build description and
# may miss a file added since: plan the build afresh (seconds).
rm -f Benchmarks/.build/release/description.json
driver="$(mktemp)"
build_log="$(mktemp)"
trap 'rm -f "$driver" "$build_log"' EXIT
if ! (cd Benchmarks && swift build -c release --product GateDriver >"$build_log" 2>&1); then
  tail -40 "$build_log" >&2
  echo "instruction gate: the release build of Benchmarks/GateDriver failed (above)" >&2
  exit 1
fi
# Valgrind 3.19 gives up on the driver's debug information (DWARF 5 of 46 MB); symbols are
# all the counts need.
strip --strip-debug -o "$driver" Benchmarks/.build/release/GateDriver
python3 scripts/instruction_gate.py "$driver" Benchmarks/Thresholds/instructions.json "$@"
