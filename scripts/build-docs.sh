#!/usr/bin/env bash
# Builds the documentation of every library target as one static site, with DocC warnings
# (broken symbol links, undocumented parameters) treated as errors. Code in the articles
# comes from Snippets/, which every `swift build` compiles.
# Usage: scripts/build-docs.sh [OUTPUT_FOLDER]   (default: .build/documentation-site)
#
# It does what `swift package generate-documentation` (the swift-docc-plugin) does, with the
# same tools and options, but asks SwiftPM for one symbol graph dump instead of one build per
# module: with every trait on, SwiftPM plans the whole package graph for each request (about
# 16 s each here), which made the plugin take four to six minutes for thirteen modules.
#   1. `swift package dump-symbol-graph`: every module's public symbols, as the plugin asks
#      for them (synthesized members, extension blocks, inherited docs), and its `@_spi`
#      ones, which scripts/check-api.sh lists and counts and the documentation leaves out
#      (scripts/without_spi.py);
#   2. the plugin's own `snippet-extract`: the symbol graph of Snippets/;
#   3. `docc convert` a module at a time, in dependency order, each linked to the archives of
#      the modules it depends on;
#   4. `docc merge` of the archives into one site with a landing page for the package.
# The symbol graphs stay in .build/documentation/symbol-graphs for
# `scripts/check-api.sh --from-documentation`.
set -euo pipefail
cd "$(dirname "$0")/.."
# The same trait order in each SwiftPM command line as the build's (see scripts/test.sh).
export SWIFT_DETERMINISTIC_HASHING=1
# The build's options (scripts/test.sh sets them under CI), so that nothing is rebuilt.
read -r -a build_options <<<"${TWILIGHT_BUILD_OPTIONS:-}"
output="${1:-.build/documentation-site}"
# In dependency order: a module's archive is built before those of the modules that use it.
targets=(TwilightColor Twilight TwilightTokens TwilightRemoteTokens TwilightTokenTools TwilightSystem TwilightTerminal TwilightAccounts
  TwilightWeb TwilightHummingbird TwilightVapor TwilightAccountsSQLite TwilightAccountsPostgres
  TwilightApple TwilightGTK)
work=.build/documentation
log="$(mktemp)"
trap 'rm -f "$log"' EXIT
fail() {
  grep -E "^(error|warning): |-->|error:" "$log" | grep -v "prohibited flag\|unhandled" >&2 || tail -40 "$log" >&2
  echo "build-docs: $1 (above)" >&2
  exit 1
}
# Each phase's start, so that a slow run says where its time went.
phase() { echo "build-docs: [${SECONDS} s] $1"; }
rm -rf "$output" "$work"
mkdir -p "$work/symbol-graphs" "$work/archives"

phase "symbol graphs"

swift package "${build_options[@]}" --enable-all-traits --disable-sandbox dump-symbol-graph --emit-extension-block-symbols \
  --include-spi-symbols >"$log" 2>&1 || fail "the symbol graphs could not be made"
dumped="$(sed -n 's/^Files written to //p' "$log" | tail -1)"
[ -d "$dumped" ] || fail "SwiftPM did not say where it wrote the symbol graphs"
cp "$dumped"/*.symbols.json "$work/symbol-graphs/"

phase "snippets"
swift build "${build_options[@]}" --enable-all-traits --disable-sandbox --product snippet-extract >"$log" 2>&1 \
  || fail "snippet-extract (from swift-docc-plugin) did not build"
snippets="$work/Twilight-snippets.symbols.json"
find Snippets -name '*.swift' -print0 | sort -z \
  | xargs -0 "$(swift build "${build_options[@]}" --enable-all-traits --disable-sandbox --show-bin-path)/snippet-extract" \
    --output "$snippets" --module-name Twilight >"$log" 2>&1 || fail "the snippets could not be read"

# Each module's direct dependencies among the documented ones, from the manifest.
phase "package description"
swift package --enable-all-traits describe --type json >"$work/package.json" 2>"$log" \
  || fail "the package could not be described"
dependencies() {
  python3 -c '
import json, sys
documented = set(sys.argv[2:])
for target in json.load(open(sys.argv[1]))["targets"]:
    if target["name"] == sys.argv[2]:
        print(" ".join(d for d in target.get("target_dependencies", []) if d in documented))
' "$work/package.json" "$1" "${targets[@]}"
}

phase "docc convert of ${#targets[@]} modules"
for target in "${targets[@]}"; do
  graphs="$work/graphs/$target"
  mkdir -p "$graphs"
  cp "$snippets" "$graphs/"
  for graph in "$work/symbol-graphs/$target.symbols.json" "$work/symbol-graphs/$target@"*.symbols.json; do
    [ -f "$graph" ] && python3 scripts/without_spi.py "$graph" "$graphs/$(basename "$graph")"
  done
  arguments=(convert)
  [ -d "Sources/$target/$target.docc" ] && arguments+=("Sources/$target/$target.docc")
  arguments+=(--fallback-display-name "$target" --fallback-bundle-identifier "$target"
    --additional-symbol-graph-dir "$graphs" --output-path "$work/archives/$target.doccarchive"
    --enable-experimental-external-link-support --warnings-as-errors
    --transform-for-static-hosting --hosting-base-path Twilight)
  for dependency in $(dependencies "$target"); do
    arguments+=(--dependency "$work/archives/$dependency.doccarchive")
  done
  docc "${arguments[@]}" >"$log" 2>&1 || fail "the documentation of $target has warnings or errors"
done

phase "docc merge"
archives=()
for target in "${targets[@]}"; do archives+=("$work/archives/$target.doccarchive"); done
docc merge "${archives[@]}" --output-path "$output" \
  --synthesized-landing-page-name Twilight --synthesized-landing-page-kind Package >"$log" 2>&1 \
  || fail "the modules' documentation could not be merged"
echo "build-docs: [${SECONDS} s] ${#targets[@]} modules, $(find "$output" -type f | wc -l) files, $(du -sh "$output" | cut -f1) in $output"
