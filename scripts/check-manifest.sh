#!/usr/bin/env bash
# The manifest and the README tell the truth about the sources: every import is declared in
# Package.swift, no test target imports a layer above the one it tests and no library an
# app links depends on a tools target (scripts/check_imports.py), and the README's Layout table names every folder under
# Sources (scripts/check_layout.py), and nothing under Sources guesses darkness from a name
# nor does an example in the documentation (scripts/check_darkness.py: which styles are dark
# is said once, in ThemeStyles and a token document's colorSchemes), and the unsafe code the compiler makes us mark (strict memory
# safety) is in the rooms scripts/unsafe-rooms.txt names, each with its reason, and every
# data-race escape says why it is safe (scripts/check_unsafe.py),
# and every SwiftPM command that builds into .build passes the build's options
# (scripts/check_build_options.py: under CI others would rebuild every module).
# Each check first runs on a fixture that must fail.
# (Language features newer than the tools version are the portability check's.)
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
if python3 scripts/check_imports.py scripts/fixtures/imports "$scratch" >"$scratch/out" 2>&1 \
    || ! grep -q 'Web imports Util' "$scratch/out" || ! grep -q 'a layer above' "$scratch/out" \
    || ! grep -q 'Server depends on CoreTools' "$scratch/out"; then
  echo "check-manifest: the import check did not fail as it must on scripts/fixtures/imports:" >&2
  cat "$scratch/out" >&2
  exit 1
fi
if python3 scripts/check_layout.py scripts/fixtures/layout >"$scratch/out" 2>&1 || [ "$(grep -c error: "$scratch/out")" != 4 ]; then
  echo "check-manifest: the layout check did not find the 4 faults of scripts/fixtures/layout:" >&2
  cat "$scratch/out" >&2
  exit 1
fi

if python3 scripts/check_darkness.py scripts/fixtures/darkness >"$scratch/out" 2>&1 || [ "$(grep -c error: "$scratch/out")" != 5 ]; then
  echo "check-manifest: the darkness check did not find the 5 findings of scripts/fixtures/darkness:" >&2
  cat "$scratch/out" >&2
  exit 1
fi

if python3 scripts/check_unsafe.py scripts/fixtures/unsafe >"$scratch/out" 2>&1 || [ "$(grep -c error: "$scratch/out")" != 3 ]; then
  echo "check-manifest: the unsafe-code check did not find the 3 findings of scripts/fixtures/unsafe (a marked site outside the rooms, an unexplained @unchecked Sendable, a room with no site):" >&2
  cat "$scratch/out" >&2
  exit 1
fi

if python3 scripts/check_build_options.py scripts/fixtures/build-options >"$scratch/out" 2>&1 || [ "$(grep -c error: "$scratch/out")" != 2 ]; then
  echo "check-manifest: the build-options check did not find the 2 findings of scripts/fixtures/build-options:" >&2
  cat "$scratch/out" >&2
  exit 1
fi

python3 scripts/check_imports.py .
python3 scripts/check_layout.py .
python3 scripts/check_darkness.py .
python3 scripts/check_unsafe.py .
python3 scripts/check_build_options.py .

# The Apple check cannot run here (no SDK), but the part of it that touches this machine
# can: it must never write into the Swift toolchain.
python3 scripts/check_apple.py --self-test
