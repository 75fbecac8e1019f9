#!/usr/bin/env bash
# Compiles every product of the Benchmarks package in release, one after another (a SwiftPM
# build of all targets would also build Twilight's modules whose traits the benchmarks do not
# enable). Prints each product's time; exits 1 naming the first that fails, with its errors.
# Usage: scripts/build-benchmarks.sh
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
# Each executable target is a product of its own name.
products=$(swift package dump-package | python3 -c 'import json, sys; print(" ".join(t["name"] for t in json.load(sys.stdin)["targets"] if t["type"] == "executable"))')
[ -n "$products" ] || { echo "build-benchmarks: no executable target in Benchmarks/Package.swift" >&2; exit 1; }
for product in $products; do
  SECONDS=0
  if ! swift build -c release --product "$product" >"$log" 2>&1; then
    grep -E "error:" "$log" | head -40 >&2 || tail -40 "$log" >&2
    echo "build-benchmarks: $product does not compile (above)" >&2
    exit 1
  fi
  echo "build-benchmarks: $product compiled (${SECONDS} s)"
done
