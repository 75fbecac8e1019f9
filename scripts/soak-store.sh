#!/usr/bin/env bash
# Soak test of the JSON preference store: WRITERS processes each make WRITES `twilight
# preference set` calls into one file while a killer sends SIGKILL to random writers
# mid-write; repeated ROUNDS times. After each round the file must be valid, every user
# must hold the value of their last completed write (or of a write killed after it),
# nothing may be kept aside as corrupt, and the next write must leave no temporary files.
# Usage: scripts/soak-store.sh [WRITERS=4] [WRITES=300] [ROUNDS=3]   ($TWILIGHT: the CLI)
set -euo pipefail
cd "$(dirname "$0")/.."
twilight="${TWILIGHT:-$PWD/.build/debug/twilight}"
writers="${1:-4}" writes="${2:-300}" rounds="${3:-3}"
values=(light dark sepia system)

for round in $(seq "$rounds"); do
  folder="$(mktemp -d)"
  store="$folder/prefs.json"
  pids=()
  for w in $(seq "$writers"); do
    (
      exec 2>/dev/null  # no "Killed" line per killed writer
      for i in $(seq "$writes"); do
        value="${values[$(((i + w) % 4))]}"
        echo "try $value" >>"$folder/log.$w"
        if "$twilight" preference set "$value" --store "$store" --user "w$w" 2>/dev/null; then
          echo "ok $value" >>"$folder/log.$w"
        fi
      done
    ) &
    pids+=($!)
  done
  kills=0
  while kill -0 "${pids[@]}" 2>/dev/null; do
    sleep "0.0$((RANDOM % 9 + 1))"
    if pkill -KILL -n -f -- "--store $store" 2>/dev/null; then kills=$((kills + 1)); fi
  done
  wait "${pids[@]}" 2>/dev/null || true
  stale_before=$(find "$folder" -name '.prefs.json.*.tmp' | wc -l)
  "$twilight" preference set dark --store "$store" --user final
  stale_after=$(find "$folder" -name '.prefs.json.*.tmp' | wc -l)
  python3 - "$store" "$folder" "$writers" "$round" "$kills" "$stale_before" "$stale_after" <<'EOF'
import json, os, sys
store, folder, writers, round_, kills, before, after = sys.argv[1], sys.argv[2], int(sys.argv[3]), *sys.argv[4:]
document = json.load(open(store))
preferences = document["preferences"]
problems = []
for w in range(1, writers + 1):
    lines = open(f"{folder}/log.{w}").read().split("\n")
    allowed, last_ok = set(), None
    for line in lines:
        if line.startswith("ok "):
            last_ok, allowed = line[3:], {line[3:]}
        elif line.startswith("try "):
            allowed.add(line[4:])  # a killed write may still have landed
    if last_ok is None:
        continue
    if preferences.get(f"w{w}") not in allowed:
        problems.append(f"w{w} is {preferences.get(f'w{w}')!r}, expected one of {sorted(allowed)}")
if preferences.get("final") != "dark":
    problems.append("the final write is missing")
if any(name.startswith("prefs.json.corrupt") for name in os.listdir(folder)):
    problems.append("a file was kept aside as corrupt")
if after != "0":
    problems.append(f"{after} temporary files left after the next write")
print(f"round {round_}: {kills} writers killed, {len(preferences) - 1} users kept, "
      f"{before} stale temporary files before the next write, {after} after"
      + ("" if not problems else ": " + "; ".join(problems)))
sys.exit(1 if problems else 0)
EOF
  rm -rf "$folder"
done
