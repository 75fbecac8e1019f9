#!/usr/bin/env bash
# The checks that only compute, each in a build of its own: the binding engine under the
# address sanitizer, the token readers under libFuzzer, and the instruction gate.
# scripts/test.sh runs this at the lowest priority beside the steps after its build (the
# documentation, the examples, the tests), which wait on SwiftPM, browsers, servers and child
# processes for much of their time (the tests for about 40% on two cores): these use that
# time, and those steps keep the processor whenever they want it. Usage: scripts/fuzz-and-gate.sh
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS=0
step() { echo "fuzz-and-gate: [${SECONDS} s] $*"; }

# The binding engine against its model under the address sanitizer (a separate release
# build of the core in Fuzz/): the engine's storage is checked for use after free,
# overflows and leaks on 20 000 seeded random sequences of binds, releases and changes.
step "binding engine under the address sanitizer"
scripts/fuzz-bindings.sh

# The token readers, importers and writers under libFuzzer for 30 seconds, a debug build
# (about 50 000 inputs on an idle machine; a release build takes two minutes longer to
# compile): enough to catch a fuzzer that no longer builds — it did once, unnoticed, when it
# was run only by hand — and a reader that traps or fails an assertion on the seeds' neighbours.
step "token readers under libFuzzer"
fuzz_log="$(mktemp)"
trap 'rm -f "$fuzz_log"' EXIT
if ! scripts/fuzz-tokens.sh 30 debug >"$fuzz_log" 2>&1; then
  tail -60 "$fuzz_log" >&2
  echo "fuzz-and-gate: the token fuzzer failed or found a crash (above; the input is in Fuzz/artifacts/)" >&2
  exit 1
fi
grep '^Done' "$fuzz_log"

# Instructions and allocations of a core switch, transition frames, a terminal frame, a token
# build and a page request through the middleware, counted by callgrind in a release build
# of Benchmarks/GateDriver (about eight minutes from nothing on two slow cores, one more for
# the counts), against Benchmarks/Thresholds/instructions.json. Counts do not depend on what
# else runs. Run only by hand before, it let the token build grow by 37% and the page
# request by 8% unnoticed.
step "instruction gate"
scripts/instruction-gate.sh

# Every benchmark compiles (release, as `swift package benchmark` builds them): they are run
# by hand (scripts/benchmark-gate.sh), and went unbuilt once while an API they call moved.
# The release build of Twilight's modules is the gate's, so this compiles the benchmarks,
# the benchmark package and Vapor.
step "benchmarks compile"
scripts/build-benchmarks.sh
step "done"
