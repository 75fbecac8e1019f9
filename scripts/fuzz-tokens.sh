#!/usr/bin/env bash
# Fuzzes the token document readers with libFuzzer (the Swift toolchain's own).
#   scripts/fuzz-tokens.sh [SECONDS [CONFIGURATION]]     # default 600 release
# A debug build (scripts/test.sh) compiles in a third of the time and runs about half as many
# inputs a second, with Swift's assertions on; a long run is worth the release build.
# The corpus grows in Fuzz/corpus (not committed; seeded from the test fixtures), and
# crashing inputs are written to Fuzz/artifacts/.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
seconds="${1:-600}"
configuration="${2:-release}"
swift build -c "$configuration" --product TokenDocumentFuzzer \
    -Xswiftc -sanitize=fuzzer,address -Xswiftc -parse-as-library -Xswiftc -enable-testing
mkdir -p corpus artifacts
# Seeds: each fixture behind the byte that selects its reader.
for file in ../Tests/TwilightTokensTests/Fixtures/app/*.json; do
    { printf '\x00'; cat "$file"; } > "corpus/seed-json-$(basename "$file")"
done
for file in ../Tests/TwilightTokensTests/Fixtures/app/*.yaml; do
    { printf '\x01'; cat "$file"; } > "corpus/seed-yaml-$(basename "$file")"
done
{ printf '\x02'; cat ../Tests/TwilightTokensTests/Fixtures/DKColorTable.txt; } > corpus/seed-table
printf '\x03{"light": {"bg": "#ffffff", "n": 1}, "dark": {"bg": "#000000", "n": 2}}' > corpus/seed-styles
printf "\x04// JSON5\n{color: {\$type: 'color', brand: {\$value: '#0a66c2',}, n: {\$type: 'number', \$value: .5e+1}, h: {\$type: 'number', \$value: 0x1F}}, s: {\$type: 'string', \$value: 'a\\\nb \\x41'}}" > corpus/seed-json5
for kind in tokens-studio:05 figma:06 style-dictionary:07; do
    { printf "\\x${kind#*:}"; cat "../Tests/TwilightTokensTests/Fixtures/imports/${kind%:*}.json"; } > "corpus/seed-import-${kind%:*}"
done
# Figma's own export, a file per collection and mode, read through detection.
for file in ../Tests/TwilightTokensTests/Fixtures/imports/figma-modes/*.json; do
    { printf '\x07'; cat "$file"; } > "corpus/seed-figma-modes-$(basename "$file")"
done
# Shapes that once crashed or hung: sets referring to each other, alias chains and cycles.
printf '\x00{"resolutionOrder":[{"$ref":"#/sets/a"}],"sets":{"a":{"sources":[{"$ref":"#/sets/b"}]},"b":{"sources":[{"$ref":"#/sets/a"},{"t":{"$type":"color","$value":"#fff"}}]}}}' > corpus/seed-set-cycle
printf '\x00{"t":{"$type":"color","a":{"$value":"{t.b}"},"b":{"$value":{"$ref":"#/t/c"}},"c":{"$value":"{t.a}"},"d":{"$value":"{t.e}"},"e":{"$value":"#102030"}}}' > corpus/seed-alias-cycle
exec ".build/$configuration/TokenDocumentFuzzer" corpus -artifact_prefix=artifacts/ \
    -max_total_time="$seconds" -max_len=65536 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1
