#!/usr/bin/env bash
# Two builds of `lazyscroll` on the list written as views, interleaved on one core: whether a change
# moved issue 35's frame + idle time, before and after, in one run.
#   scripts/ab-views.sh BEFORE AFTER [REPS]        (REPS default 15)
# e.g. keep a copy of .build/release/lazyscroll, change and rebuild (scripts/build-shipping.sh), then
#   scripts/ab-views.sh /tmp/lazyscroll-before .build/release/lazyscroll 21
# Prints per build the fastest, first-quartile and median run of frame + idle p50 (µs) and AFTER's
# ratios to BEFORE's. ROWS (default 1e6) and CPU (default 1) can be set.
#
# Read the fastest runs: this machine's runs fall into two phases (~13 µs or ~18–25 µs, for the peer
# too, whatever the build), so a quartile or a median says which phase most runs of a build fell in
# more than what the build costs. The order alternates each rep (ABBA) so neither build always runs
# after the other.
set -euo pipefail
[ $# -ge 2 ] || { sed -n 2,12p "$0"; exit 2; }
before=$1 after=$2 reps=${3:-15}
rows=${ROWS:-1e6} cpu=${CPU:-1}
for bin in "$before" "$after"; do [ -x "$bin" ] || { echo "not an executable: $bin" >&2; exit 2; }; done
log=$(mktemp)
trap 'rm -f "$log"' EXIT
run() {
    taskset -c "$cpu" "$2" bench --rows "$rows" --frames 600 --size 1280x800 --speed 3000 --mode cpu --declarative --json |
        python3 -c "import json, sys; d = json.load(sys.stdin); print('$1', d['frame_us']['p50'], d['idle_us']['p50'], d['frame_plus_idle_us']['p50'])" >> "$log"
}
for r in $(seq "$reps"); do
    if [ $((r % 2)) = 1 ]; then run A "$before"; run B "$after"; else run B "$after"; run A "$before"; fi
done
python3 - "$log" <<'PY'
import sys
rows = [line.split() for line in open(sys.argv[1])]
summary = {}
for build, name in (('A', 'before'), ('B', 'after')):
    runs = sorted((list(map(float, r[1:])) for r in rows if r[0] == build), key=lambda run: run[2])
    n = len(runs); fastest, q25, median = runs[0], runs[n // 4], runs[n // 2]
    summary[build] = (fastest[2], q25[2], median[2])
    print(f"{name:6}  fastest {fastest[2]:.2f} (frame {fastest[0]:.2f} + idle {fastest[1]:.2f})  q25 {q25[2]:.2f}  median {median[2]:.2f} µs")
print("after / before: fastest %.3f  q25 %.3f  median %.3f" % tuple(summary['B'][i] / summary['A'][i] for i in range(3)))
PY
