#!/usr/bin/env bash
# Instructions per binding per switch, counted by callgrind (repeatable on noisy machines):
# Twilight's switch (key paths, and direct setters), baseline (b) the weak loop, and the weak loop writing through a key
# path known only at run time (the standard library's cost of the write itself). Builds Benchmarks/GateDriver in
# release mode; each mode runs four times (1 000 / 11 000 bindings × 0 / 20 switches) and
# the per-binding cost is the difference of differences.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
swift build -c release --product GateDriver >/dev/null
# Valgrind 3.19 gives up on the driver's debug information; symbols are enough to count.
driver="$(mktemp)"
trap 'rm -f "$driver"' EXIT
strip --strip-debug -o "$driver" .build/release/GateDriver
count() {  # mode bindings switches -> total instructions
  local out; out="$(mktemp)"
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$out" "$driver" "$1" "$2" "$3" >/dev/null 2>&1
  grep -E '^(summary|totals):' "$out" | head -1 | awk '{print $2}'
  rm -f "$out"
}
for mode in weak keypath twilight direct; do
  a=$(count "$mode" 1000 0); b=$(count "$mode" 1000 20); c=$(count "$mode" 11000 0); d=$(count "$mode" 11000 20)
  echo "$mode: $(( ((d - c) - (b - a)) / (10000 * 20) )) instructions per binding per switch"
done
