#!/usr/bin/env bash
# Builds the client packages in Examples/ as their users would (each depends on Twilight by
# path with only the products and traits its user names), and holds the app that adds
# Twilight for dark mode to its dependency budget: at most 2 resolved packages and 10 MB
# of checkouts. Usage: scripts/build-examples.sh [EXAMPLE…]   (default: all five; SwiftUIApp needs
# SwiftUI, which Linux has not: scripts/check-apple.sh type-checks it against the SDKs)
set -euo pipefail
cd "$(dirname "$0")/../Examples"
max_packages=2
max_kilobytes=$((10 * 1024))
examples=("$@")
[ ${#examples[@]} -gt 0 ] || examples=(App TerminalProgram GTKProgram HummingbirdSite VaporSite)

for example in "${examples[@]}"; do
  rm -f "$example/Package.resolved"
  log="$(mktemp)"
  if ! swift build --package-path "$example" >"$log" 2>&1; then
    cat "$log" >&2
    echo "build-examples: Examples/$example does not build (above)" >&2
    exit 1
  fi
  rm -f "$log"
  mapfile -t resolved < <(find "$example/.build/checkouts" -mindepth 1 -maxdepth 1 -type d -printf '%f\n' | sort)
  packages="${resolved[*]}"
  count=${#resolved[@]}
  kilobytes=$(du -sk "$example/.build/checkouts" | cut -f1)
  echo "build-examples: $example built; resolved $count packages, $((kilobytes / 1024)) MB of checkouts: $packages"
  if [ "$example" = App ]; then
    if [ "$count" -gt "$max_packages" ] || [ "$kilobytes" -gt "$max_kilobytes" ]; then
      echo "build-examples: an app that adds Twilight alone resolves $count packages ($((kilobytes / 1024)) MB);" \
        "the budget is $max_packages packages and $((max_kilobytes / 1024)) MB: is a heavy dependency missing its trait in Package.swift?" >&2
      exit 1
    fi
    # The app runs: a dark system on System gives the dark style and the label's night colour.
    output="$("$example/.build/debug/App")"
    echo "$output" | sed 's/^/  App: /'
    if ! grep -q "System, on a dark system: dark, label #ffffff" <<<"$output"; then
      echo "build-examples: the App example printed something else than expected" >&2
      exit 1
    fi
  fi
  if [ "$example" = TerminalProgram ]; then
    # Built without the YAML trait: a JSON token file is read, a YAML one refused by name.
    tokens="$(mktemp -d)"
    printf '{"color": {"text": {"$type": "color", "$value": "#336699"}}}' >"$tokens/app.tokens.json"
    printf 'color:\n  text:\n    $type: color\n    $value: "#336699"\n' >"$tokens/app.tokens.yaml"
    NO_COLOR=1 "$example/.build/debug/Program" "$tokens/app.tokens.json" | sed 's/^/  TerminalProgram: /'
    if "$example/.build/debug/Program" "$tokens/app.tokens.yaml" 2>"$tokens/error"; then
      echo "build-examples: a build without the YAML trait read a YAML token file" >&2
      exit 1
    fi
    sed 's/^/  TerminalProgram, YAML without the trait: /' "$tokens/error"
    grep -q 'package trait "YAML"' "$tokens/error" || { echo "build-examples: the YAML refusal does not name the trait" >&2; exit 1; }
    rm -rf "$tokens"
  fi
done
