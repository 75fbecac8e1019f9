#!/usr/bin/env bash
# Times the release `twilight tokens build --format css` on the documents it is compared on
# with Style Dictionary and Terrazzo: 5 000 colour tokens in light and dark, a third of them
# aliases, and the same with three brands (Benchmarks/Fixtures/TokenDocuments.swift,
# makePaletteDocument, written out by GateDriver), with hyperfine, in one run.
#
# Neither peer can be installed here (no npm registry), so they are not run: their times are
# the ones issue 84 measured against the tree at ad66910 (2026-12-03), on 5 000-token
# documents of the same shape — Style Dictionary 5.0.0 8.8× and Terrazzo 2.7.1 140× slower
# than Twilight on light/dark, 7.7× and 133× on brands × light/dark. Give that tree's
# `twilight` (built in release) as REFERENCE and both are timed side by side; a peer's ratio
# today is its ratio then × how much faster this tree is than the reference on the same
# document. (It assumes the speed-up on these documents is the speed-up on the issue's.)
#
# Usage: scripts/compare-token-build.sh [REFERENCE_TWILIGHT]   (needs hyperfine)
set -euo pipefail
cd "$(dirname "$0")/.."
reference="${1:-}"
folder="$(mktemp -d)"
trap 'rm -rf "$folder"' EXIT
swift build -c release --product twilight >/dev/null
(cd Benchmarks && swift build -c release --product GateDriver >/dev/null)
for shape in light-dark brands; do Benchmarks/.build/release/GateDriver document "$shape" 0 >"$folder/$shape.resolver.json"; done
commands=()
for shape in light-dark brands; do
  [ -n "$reference" ] && commands+=("$reference tokens build $folder/$shape.resolver.json --format css")
  commands+=(".build/release/twilight tokens build $folder/$shape.resolver.json --format css")
done
hyperfine --style basic --warmup 3 --runs 40 -N --export-json "$folder/times.json" "${commands[@]}" >/dev/null 2>&1
python3 - "$folder/times.json" "$reference" <<'EOF'
import json, sys
results = json.load(open(sys.argv[1]))["results"]
reference = sys.argv[2]
peers = {"light-dark": (8.8, 140), "brands": (7.7, 133)}
step = 2 if reference else 1
for index, shape in enumerate(["light-dark", "brands"]):
    now = results[index * step + step - 1]["median"]
    line = f"{shape}: twilight {now * 1000:.1f} ms (median of {len(results[index * step + step - 1]['times'])})"
    if reference:
        before = results[index * step]["median"]
        speedup = before / now
        style_dictionary, terrazzo = (ratio * speedup for ratio in peers[shape])
        line += (f"; the reference {before * 1000:.1f} ms, {speedup:.2f}× slower; so Style Dictionary "
                 f"{style_dictionary:.1f}× and Terrazzo {terrazzo:.0f}× slower than twilight (goal 12× and 200×)")
    print(line)
EOF
