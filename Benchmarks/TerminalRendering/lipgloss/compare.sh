#!/usr/bin/env bash
# Twilight's 200×60 frame against lipgloss drawing the same frame (main.go), one after
# the other on this machine: prints both medians per colour profile and their ratio, and
# exits 1 unless every Twilight frame takes at most 0.2 ms and is at least 5× faster.
# Installs Debian's golang-go and lipgloss 0.5 when they are missing; nothing downloads
# from Go's module proxy (GOPATH mode over /usr/share/gocode).
# Usage: Benchmarks/TerminalRendering/lipgloss/compare.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
"$here/../../../scripts/install-missing-debian-packages.sh" compare.sh golang-go golang-github-charmbracelet-lipgloss-dev
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
GO111MODULE=off GOPATH=/usr/share/gocode GOCACHE="$work/cache" go build -o "$work/lipgloss-frame" "$here/main.go"
(cd "$here/../.." && swift package --allow-writing-to-package-directory benchmark --target TerminalRendering \
  --skip 'Background' --format histogramPercentiles --time-units microseconds --path "$work" --no-progress --quiet)
"$work/lipgloss-frame" >"$work/lipgloss.txt"
python3 - "$work" <<'PYTHON'
import os, sys
work = sys.argv[1]
lipgloss = dict(line.split() for line in open(os.path.join(work, "lipgloss.txt")))
failed = False
print(f"{'profile':<10} {'Twilight':>12} {'lipgloss':>12} {'ratio':>8}")
for label in ("truecolor", "256", "16"):
    suffix = f"Render_a_200×60_frame_({label}).wallClock.histogram.percentiles.tsv"
    files = [f for f in os.listdir(work) if f.endswith(suffix)]
    if not files:
        print(f"no Twilight result for {label}: {sorted(os.listdir(work))}")
        sys.exit(1)
    with open(os.path.join(work, files[0])) as table:
        next(table)
        twilight = {int(p): float(v) for p, v, *_ in (line.split("\t") for line in table)}[50] / 1000
    theirs = float(lipgloss[label])
    ratio = theirs / twilight
    ok = twilight <= 0.2 and ratio >= 5
    failed |= not ok
    print(f"{label:<10} {twilight:>9.4f} ms {theirs:>9.4f} ms {ratio:>7.1f}x {'' if ok else ' MISSED (≤ 0.2 ms and ≥ 5x)'}")
sys.exit(1 if failed else 0)
PYTHON
