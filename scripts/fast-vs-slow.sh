#!/usr/bin/env bash
# Issue 35, Must 4: the p99 frame time of a fast scroll against a slow one over 10⁷ rows of variable
# height (12…36 pt, measured lazily), in wall time, interleaved (slow, fast, slow, fast …) on one core:
#   REPS=9 scripts/fast-vs-slow.sh                 (scripts/build-shipping.sh's build)
#   LAZYSCROLL_BINARY=path REPS=9 scripts/fast-vs-slow.sh
# Prints each round's p50/p99 and the median p99s' ratio (the goal: ≤ 1.3 on a quiet machine).
# FRAMES (default 2400), SLOW (3000) and FAST (400000) pt/s can be set.
set -euo pipefail
cd "$(dirname "$0")/.."
REPS=${REPS:-9}
FRAMES=${FRAMES:-2400}
SLOW=${SLOW:-3000}
FAST=${FAST:-400000}
ours=${LAZYSCROLL_BINARY:-}
if [ -z "$ours" ]; then
  ours=$(scripts/build-shipping.sh)
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
for rep in $(seq 1 "$REPS"); do
  for speed in "$SLOW" "$FAST"; do
    taskset -c 1 "$ours" bench --rows 1e7 --variable --frames "$FRAMES" --size 1280x800 --speed "$speed" --json >> "$work/runs.jsonl"
  done
done
python3 - "$work/runs.jsonl" "$SLOW" "$FAST" <<'PY'
import json, statistics, sys
runs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
slow, fast = float(sys.argv[2]), float(sys.argv[3])
s = [r for r in runs if r["speed_pxps"] == slow]
f = [r for r in runs if r["speed_pxps"] == fast]
print("| round | slow p50 | slow p99 | fast p50 | fast p99 | fast / slow p99 | fast allocating frames |")
print("|---|---|---|---|---|---|---|")
for i, (a, b) in enumerate(zip(s, f), 1):
    print(f"| {i} | {a['frame_us']['p50']:.2f} | {a['frame_us']['p99']:.2f} | {b['frame_us']['p50']:.2f} | "
          f"{b['frame_us']['p99']:.2f} | {b['frame_us']['p99'] / a['frame_us']['p99']:.2f} | {b['allocations']['frames_with_allocations']} |")
ms, mf = statistics.median(r["frame_us"]["p99"] for r in s), statistics.median(r["frame_us"]["p99"] for r in f)
print(f"\nMedian p99: slow {ms:.2f} µs, fast {mf:.2f} µs: fast / slow = {mf / ms:.2f} "
      f"({len(s)} interleaved rounds, {runs[0]['frames']} frames each, percentiles by nearest rank)")
PY
