#!/usr/bin/env bash
# The benchmark gate: runs the core switch, token build and web middleware benchmarks
# (release build, a few minutes) and checks the ratios in Benchmarks/Thresholds/gate.json,
# each a Twilight path against a baseline measured in the same run (by hand: CI checks the
# same ratios on instruction counts, scripts/instruction-gate.sh). Exit 1 when one is
# out of bounds. Usage: scripts/benchmark-gate.sh [results folder to keep]
set -euo pipefail
cd "$(dirname "$0")/.."
results="${1:-$(mktemp -d)}"
mkdir -p "$results"
(cd Benchmarks && swift package --allow-writing-to-package-directory benchmark \
  --target ThemeSwitching --target TokenBuilding --target WebMiddleware --target VaporMiddleware \
  --format histogramPercentiles --time-units nanoseconds --path "$results" --no-progress --quiet)
python3 scripts/benchmark_gate.py "$results" Benchmarks/Thresholds/gate.json
