#!/usr/bin/env bash
# Checks that every library's public API is the one committed under API/ (one file a module,
# one declaration a line), regenerated from the compiler's symbol graphs with every trait on.
# A difference fails with the diff and the command that accepts it. `@_spi` declarations (the
# toolkit interface) are listed and counted too. Then each module's surface against its
# budget in API/budgets.txt (scripts/api_budget.py).
# TwilightApple's surface is Apple-only (UIKit, AppKit, SwiftUI, Objective-C): its listing,
# API/TwilightApple.txt, is written from the SDKs' symbol graphs by scripts/check-apple.sh,
# and only counted here.
# Usage: scripts/check-api.sh            check
#        scripts/check-api.sh --update   rewrite API/ after an intended change
#        scripts/check-api.sh --from-documentation
#                                        check the graphs scripts/build-docs.sh has just
#                                        dumped (scripts/test.sh: saves a second dump)
set -euo pipefail
cd "$(dirname "$0")/.."
modules=(TwilightColor Twilight TwilightTokens TwilightRemoteTokens TwilightTokenTools TwilightSystem TwilightTerminal TwilightWeb
  TwilightAccounts TwilightAccountsSQLite TwilightAccountsPostgres TwilightHummingbird TwilightVapor TwilightGTK)
graphs="$(mktemp -d)"
fresh="$(mktemp -d)"
trap 'rm -rf "$graphs" "$fresh"' EXIT
if [ "${1:-}" = "--from-documentation" ]; then
  # The graphs scripts/build-docs.sh dumped (it empties the folder before it runs).
  made=.build/documentation/symbol-graphs
  [ -f "$made/TwilightColor.symbols.json" ] || { echo "check-api: no symbol graphs from scripts/build-docs.sh; run it first" >&2; exit 1; }
else
  # The same dump as scripts/build-docs.sh makes, with the build's options (see scripts/test.sh).
  read -r -a build_options <<<"${TWILIGHT_BUILD_OPTIONS:-}"
  log="$(mktemp)"
  if ! swift package "${build_options[@]}" --enable-all-traits --disable-sandbox dump-symbol-graph \
    --emit-extension-block-symbols --include-spi-symbols >"$log" 2>&1; then
    tail -30 "$log" >&2
    echo "check-api: the symbol graphs could not be made (above)" >&2
    exit 1
  fi
  made="$(sed -n 's/^Files written to //p' "$log" | tail -1)"
  rm -f "$log"
  [ -d "$made" ] || { echo "check-api: no symbol graph folder reported" >&2; exit 1; }
fi
for module in "${modules[@]}"; do
  cp "$made/$module.symbols.json" "$graphs"/
  cp "$made/$module@"*.symbols.json "$graphs"/ 2>/dev/null || true
done
python3 scripts/api_listing.py "$graphs" "$fresh" "${modules[@]}"

if [ "${1:-}" = "--update" ]; then
  find API -name '*.txt' ! -name TwilightApple.txt ! -name budgets.txt -delete && cp "$fresh"/*.txt API/
  echo "check-api: API/ rewritten ($(cat API/*.txt | wc -l) declarations); review it with git diff API/"
  exit 0
fi
if ! diff -ru --exclude TwilightApple.txt --exclude budgets.txt API "$fresh" >"$fresh.diff"; then
  sed "s|$fresh|fresh|g" "$fresh.diff" >&2
  rm -f "$fresh.diff"
  echo "check-api: the public API differs from API/ (above: - committed, + built)." >&2
  echo "check-api: if the change is intended, run scripts/check-api.sh --update and commit API/ with it." >&2
  exit 1
fi
rm -f "$fresh.diff"
echo "check-api: the public API of ${#modules[@]} modules matches API/ ($(cat API/*.txt | wc -l) declarations)"
python3 scripts/api_budget.py .
