#!/usr/bin/env bash
# The portability check (Tools/PortabilityCheck, swift-syntax): reads Sources as each
# platform Package.swift declares (and Linux) would compile them, and fails on a C library
# named outside an `#if`, an API newer than the declared OS versions used unguarded
# (Mutex, Atomic), or Process where Foundation has none. First its own tests on fixtures
# that must fail (and guarded ones that must pass), then Twilight's sources.
set -euo pipefail
cd "$(dirname "$0")/../Tools/PortabilityCheck"
swift build --build-tests -q
swift test --skip-build -q
.build/debug/check-portability ../.. Sources
