#!/usr/bin/env bash
# Builds the client packages in Examples/ as their users would (each depends on Twilight by
# path with only the products and traits its user names), and holds the app that adds
# Twilight for dark mode to its dependency budget: at most 2 resolved packages and 10 MB
# of checkouts. Usage: scripts/build-examples.sh [EXAMPLE…]   (default: all five; SwiftUIApp.swiftpm needs
# SwiftUI, which Linux has not: scripts/check-apple.sh type-checks it against the SDKs)
#
# Each example is built in Twilight's own build folder (.build), so that what a site shares
# with Twilight's full build — swift-nio, Hummingbird, Vapor, swift-crypto — is not compiled
# again: the compiler commands are the same, so only Twilight's modules (with the example's
# traits) and the example are. Built in folders of their own the five took 13 of the suite's
# 50 minutes on 2 cores; here, 3. Each example still resolves its own graph (its Package.resolved, which
# the budget counts), and a product it uses without naming it fails to link.
# SwiftPM removes the checkouts an example's graph does not use, and one fetched again is
# compiled again: so Twilight's checkouts and workspace state are put back (hard links: no
# copying) before each example and after the last, and Twilight's next build compiles only
# its own modules again.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
scratch="$root/.build"
# The build's options (scripts/test.sh sets them under CI), so that what is shared is not rebuilt.
read -r -a build_options <<<"${TWILIGHT_BUILD_OPTIONS:-}"
cd Examples
max_packages=2
max_kilobytes=$((10 * 1024))
examples=("$@")
[ ${#examples[@]} -gt 0 ] || examples=(VaporSite HummingbirdSite App TerminalProgram GTKProgram)

saved="$(mktemp -d)"
if [ -d "$scratch/checkouts" ] && [ -f "$scratch/workspace-state.json" ]; then
  cp -al "$scratch/checkouts" "$saved/checkouts"
  cp "$scratch/workspace-state.json" "$saved/workspace-state.json"
fi
restore() {
  [ -d "$saved/checkouts" ] || return 0
  rm -rf "$scratch/checkouts"
  cp -al "$saved/checkouts" "$scratch/checkouts"
  cp "$saved/workspace-state.json" "$scratch/workspace-state.json"
}
trap 'restore; rm -rf "$saved"' EXIT

# The resolved packages of an example (the pins of its Package.resolved) and their checkouts' size.
pins() { sed -n 's/^ *"identity" : "\([^"]*\)",*$/\1/p' "$1/Package.resolved" 2>/dev/null | sort; }
checkout_kilobytes() {
  local total=0 identity folder
  for identity in "$@"; do
    folder="$(find "$scratch/checkouts" -mindepth 1 -maxdepth 1 -type d -iname "$identity" | head -1)"
    [ -n "$folder" ] && total=$((total + $(du -sk "$folder" | cut -f1)))
  done
  echo "$total"
}

for example in "${examples[@]}"; do
  restore
  rm -f "$example/Package.resolved"
  log="$(mktemp)"
  if ! swift build "${build_options[@]}" --package-path "$example" --scratch-path "$scratch" >"$log" 2>&1; then
    cat "$log" >&2
    echo "build-examples: Examples/$example does not build (above)" >&2
    exit 1
  fi
  rm -f "$log"
  mapfile -t resolved < <(pins "$example")
  packages="${resolved[*]}"
  count=${#resolved[@]}
  kilobytes=$(checkout_kilobytes "${resolved[@]}")
  echo "build-examples: $example built; resolved $count packages, $((kilobytes / 1024)) MB of checkouts: $packages"
  if [ "$example" = App ]; then
    if [ "$count" -gt "$max_packages" ] || [ "$kilobytes" -gt "$max_kilobytes" ]; then
      echo "build-examples: an app that adds Twilight alone resolves $count packages ($((kilobytes / 1024)) MB);" \
        "the budget is $max_packages packages and $((max_kilobytes / 1024)) MB: is a heavy dependency missing its trait in Package.swift?" >&2
      exit 1
    fi
    # The app runs: a dark system on System gives the dark style and the label's night colour.
    output="$("$scratch/debug/App")"
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
    NO_COLOR=1 "$scratch/debug/Program" "$tokens/app.tokens.json" | sed 's/^/  TerminalProgram: /'
    if "$scratch/debug/Program" "$tokens/app.tokens.yaml" 2>"$tokens/error"; then
      echo "build-examples: a build without the YAML trait read a YAML token file" >&2
      exit 1
    fi
    sed 's/^/  TerminalProgram, YAML without the trait: /' "$tokens/error"
    grep -q 'package trait "YAML"' "$tokens/error" || { echo "build-examples: the YAML refusal does not name the trait" >&2; exit 1; }
    rm -rf "$tokens"
  fi
done
