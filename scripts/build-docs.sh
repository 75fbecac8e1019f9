#!/usr/bin/env bash
# Builds the documentation of every library target as one static site, with DocC warnings
# (broken symbol links, undocumented parameters) treated as errors. Code in the articles
# comes from Snippets/, which every `swift build` compiles.
# Usage: scripts/build-docs.sh [OUTPUT_FOLDER]   (default: .build/documentation-site)
set -euo pipefail
cd "$(dirname "$0")/.."
output="${1:-.build/documentation-site}"
targets=(TwilightColor Twilight TwilightTokens TwilightSystem TwilightTerminal TwilightWeb
  TwilightHummingbird TwilightVapor TwilightAccounts TwilightAccountsSQLite TwilightAccountsPostgres
  TwilightApple TwilightGTK)
arguments=()
for target in "${targets[@]}"; do arguments+=(--target "$target"); done
log="$(mktemp)"
# The plugin's symbol graphs stay in .build/*/extracted-symbols; emptied first, so that what
# `scripts/check-api.sh --from-documentation` reads after this is this build's.
rm -rf "$output" .build/*/extracted-symbols
if ! swift package --enable-all-traits --disable-sandbox generate-documentation "${arguments[@]}" \
  --enable-experimental-combined-documentation --warnings-as-errors \
  --transform-for-static-hosting --hosting-base-path Twilight \
  --output-path "$output" >"$log" 2>&1; then
  grep -E "^(error|warning): '|^(error|warning): [A-Z]|-->" "$log" | grep -v "prohibited flag\|unhandled" >&2 || tail -40 "$log" >&2
  echo "build-docs: the documentation has warnings or errors (above)" >&2
  exit 1
fi
rm -f "$log"
echo "build-docs: ${#targets[@]} modules, $(find "$output" -type f | wc -l) files, $(du -sh "$output" | cut -f1) in $output"
