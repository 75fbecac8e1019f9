#!/usr/bin/env bash
# Runs the binding engine against its model (Tests/TwilightTests/Support/BindingModel.swift)
# on seeded random step sequences, built with the address sanitizer: a disagreement with the
# model, a use after free or an overflow in the engine's storage stops it, printing
# the sequence. (The property test runs the same model without the sanitizer.)
#   scripts/fuzz-bindings.sh [SEQUENCES [SEED]]     # default 20000 sequences (scripts/test.sh)
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
swift build -c release --product BindingModelFuzzer -Xswiftc -sanitize=address
.build/release/BindingModelFuzzer "${1:-20000}" "${2:-20261126}"
