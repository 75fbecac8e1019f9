#!/usr/bin/env bash
# The portability check (Tools/PortabilityCheck, swift-syntax): reads Sources as each
# platform Package.swift declares (and Linux) would compile them, and fails on a C library
# named outside an `#if`, an API newer than the declared OS versions used unguarded
# (Mutex, Atomic), or Process where Foundation has none; and, in the sources, tests,
# snippets and plugins, on a language feature newer than Package.swift's
# swift-tools-version (`isolated deinit` under 6.1). First its own tests on fixtures that
# must fail (and guarded ones that must pass), then Twilight's files.
set -euo pipefail
cd "$(dirname "$0")/../Tools/PortabilityCheck"
swift build --build-tests -q
swift test --skip-build -q
.build/debug/check-portability ../.. Sources
.build/debug/check-portability --tools-version-only ../.. Tests Snippets Plugins
