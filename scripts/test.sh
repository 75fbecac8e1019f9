#!/usr/bin/env bash
# Runs Twilight's whole test suite on a Debian machine with Swift installed.
# Installs what the tests need when it is missing; under CI=true a missing part is a
# failure, never a skip. Usage: scripts/test.sh [extra `swift test` arguments]
set -euo pipefail
cd "$(dirname "$0")/.."
# Each step says when it starts (seconds since the start), so that the suite's time budget
# (45 minutes on a fresh machine) can be spent where it matters.
SECONDS=0
step() { echo "test.sh: [${SECONDS} s] $*"; }
cleanup=()
# SwiftPM keeps the enabled traits in a Set and writes them into every compiler command in
# its iteration order, which Swift seeds at random in each process: without this, each
# SwiftPM run after the build (the documentation's symbol graphs, the examples) saw other
# command lines and recompiled Twilight's modules, several minutes in all.
export SWIFT_DETERMINISTIC_HASHING=1
trap 'for command in "${cleanup[@]}"; do eval "$command" || true; done' EXIT
# Under CI the debug build carries no debug information (DWARF): nothing in CI reads it, and
# the build is a third of the suite's time (a clean build with every trait on two cores:
# 1,052 s without against 1,209 s with). Locally the default stays, so that this script and
# a developer's own `swift build` share .build instead of each rebuilding it. Every SwiftPM
# command that builds into .build (here, scripts/build-docs.sh, scripts/build-examples.sh)
# passes these options: other options would rebuild every module.
build_options=()
if [ "${CI:-}" = true ]; then build_options=(-debug-info-format none); fi
export TWILIGHT_BUILD_OPTIONS="${build_options[*]}"

# Every platform Package.swift declares can compile the sources (there is no Apple SDK
# here, so this is how a Mutex or a bare Glibc call is caught on Linux), and so can the
# compiler of the tools version it declares. Its tool builds swift-syntax (three minutes on
# two cores), so it runs while the packages below install, which mostly wait on the network.
step "portability (started beside the installs)"
portability_log="$(mktemp)"
setsid scripts/check-portability.sh >"$portability_log" 2>&1 &
portability=$!
# In a process group of its own (setsid), so that an early exit stops its compilers too.
cleanup+=("kill -- -$portability 2>/dev/null; rm -f '$portability_log'")

# Debian packages the tests drive: a private D-Bus, the real Settings portal with its
# GTK backend under Xvfb, gsettings, Python for the fake portal, tmux for the terminal
# demo, Chromium for the web demo, node to check the no-flash script, and GTK 4 with
# libadwaita for TwilightGTK (built with the GTK trait), and PostgreSQL for the account
# store's tests (they start their own server in a temporary folder).
# publicsuffix is the Public Suffix List a shared cookie domain is checked against; valgrind
# counts the instruction gate's instructions.
apt_packages=(dbus xdg-desktop-portal xdg-desktop-portal-gtk xvfb libglib2.0-bin python3 python3-venv tmux chromium nodejs
  libgtk-4-dev libadwaita-1-dev postgresql publicsuffix valgrind)
step "Debian packages"
scripts/install-missing-debian-packages.sh test.sh "${apt_packages[@]}"

# PyPI packages for test tooling, in a venv: dbus-next for the fake portal, Playwright to
# drive Debian's Chromium (Playwright's own browser download is never used), Pillow to
# read the GTK demo's screenshots, ColorAide (pinned: its spaces change between versions) to
# check colour conversions and gamut mapping against, html5lib and tinycss2 to check the
# pages' HTML and CSS as a browser parses them.
step "Python packages"
if ! .venv/bin/python -c "import dbus_next, playwright, PIL, html5lib, tinycss2; from importlib.metadata import version; assert version('coloraide') == '8.13.1'" >/dev/null 2>&1; then
  echo "test.sh: setting up .venv with dbus-next, playwright, pillow, coloraide, html5lib and tinycss2"
  [ -x .venv/bin/python ] || python3 -m venv .venv
  .venv/bin/pip install --quiet dbus-next playwright pillow coloraide==8.13.1 html5lib tinycss2
fi
export TWILIGHT_PYTHON="$PWD/.venv/bin/python"

# Keep UserDefaults suites written by the tests out of the user's ~/.config.
XDG_CONFIG_HOME="$(mktemp -d)"
export XDG_CONFIG_HOME
cleanup+=("rm -rf '$XDG_CONFIG_HOME'")

# Twilight's Swift packages, every trait's, and the benchmarks' (for the instruction gate),
# fetched while the portability tool compiles.
step "Swift packages"
swift package --enable-all-traits resolve
(cd Benchmarks && swift package resolve)

# The formatter check (swift-format, .swift-format): first its own test on a file that must
# fail it, then the project's files.
step "format"
if scripts/check-format.sh scripts/fixtures/badly-formatted.swift >/dev/null 2>&1; then
  echo "test.sh: the format check passed a badly formatted file" >&2
  exit 1
fi
scripts/check-format.sh

# The pages Twilight embeds (the studio, the web demo's assets, the no-flash script) parse as
# JavaScript (node --check), HTML and CSS (scripts/check_pages.py); first on files that must
# fail it.
step "pages"
if .venv/bin/python scripts/check_pages.py scripts/fixtures/pages >/dev/null 2>&1 \
  || [ "$(.venv/bin/python scripts/check_pages.py scripts/fixtures/pages | grep -c error:)" != 4 ]; then
  echo "test.sh: the pages check did not find the 4 faults of scripts/fixtures/pages" >&2
  exit 1
fi
.venv/bin/python scripts/check_pages.py Sources

step "portability (waiting for it)"
if ! wait "$portability"; then
  cat "$portability_log" >&2
  echo "test.sh: the portability check failed (above)" >&2
  exit 1
fi
cat "$portability_log"

# Build everything with every package trait (GTK, the web frameworks, the account stores,
# YAML) first and refuse warnings in our own code.
step "build"
log="$(mktemp)"
if ! swift build "${build_options[@]}" --build-tests --enable-all-traits 2>&1 | tee "$log"; then
  echo "test.sh: the build failed" >&2
  exit 1
fi
if grep -E "^$PWD/(Sources|Tests)/.*warning:" "$log" >/dev/null; then
  echo "test.sh: the build has warnings in Twilight's own code:" >&2
  grep -E "^$PWD/(Sources|Tests)/.*warning:" "$log" | sort -u >&2
  exit 1
fi
rm -f "$log"

# The fuzzers and the instruction gate, which only compute, each in a build of its own
# (scripts/fuzz-and-gate.sh), at the lowest priority beside the steps below: the
# documentation, the examples and above all the tests wait on SwiftPM's planning, browsers,
# servers and child processes for much of their time, which these use. On two slow cores the
# steps from here to the end took 1,690 s one after the other, 1,331 s with these beside the
# tests alone, and 930 s so. In a process group of its own, as the portability check.
step "fuzzers and instruction gate (started beside the steps below, at the lowest priority)"
side_log="$(mktemp)"
setsid nice -n 19 scripts/fuzz-and-gate.sh >"$side_log" 2>&1 &
side=$!
cleanup+=("kill -- -$side 2>/dev/null; rm -f '$side_log'")

# The manifest names every import, no test target imports a layer above the one it tests,
# and the README's Layout table names every folder under Sources.
step "manifest"
scripts/check-manifest.sh

# The documentation of every library target as one static site, with DocC warnings
# (broken links, undocumented parameters) as errors; its code samples are the snippets the
# build above compiled.
step "documentation"
scripts/build-docs.sh

# Every library's public API against the files committed under API/, from the symbol graphs
# the documentation build extracted (making them again would rebuild every module).
step "public API"
scripts/check-api.sh --from-documentation

# The client packages in Examples/, built as their users would, and the app's dependency
# budget (in .build, beside the build above, whose compiled frameworks they share).
step "examples"
scripts/build-examples.sh

# Serially: tests that wait on child processes block threads of the (two-thread, on two
# cores) concurrency pool; in parallel they starve each other into their time limits.
# Serial costs about ten seconds. The runner's summary is printed again at the end.
step "tests"
tests_log="$(mktemp)"
cleanup+=("rm -f '$tests_log'")
tests_status=0
swift test "${build_options[@]}" --skip-build --enable-all-traits --no-parallel "$@" 2>&1 | tee "$tests_log" || tests_status=$?

step "fuzzers and instruction gate (waiting for them)"
side_status=0
wait "$side" || side_status=$?
cat "$side_log"
[ "$side_status" -eq 0 ] || echo "test.sh: the fuzzers or the instruction gate failed (above)" >&2
grep -E "Test run with .* (passed|failed)|error: " "$tests_log" | tail -3 || true
[ "$tests_status" -eq 0 ] || echo "test.sh: the tests failed (above)" >&2
step "end"
[ "$tests_status" -eq 0 ] && [ "$side_status" -eq 0 ]
