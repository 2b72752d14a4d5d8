#!/usr/bin/env bash
# Instructions per frame of `lazyscroll bench`, counted by valgrind (stable where wall time is not):
# callgrind on a `strip -g` copy of the release binary (valgrind cannot read Swift 6's debug info),
# (Ir(600 frames) - Ir(100 frames)) / 500, with deterministic hashing, less the bench's own
# percentile summary (whose cost grows with the frames and varies with the timings).
#   scripts/instructions-per-frame.sh [bench options...]     default: --declarative --rows 1e6
# Prints the instructions per frame and the allocations of the 600-frame run.
# LAZYSCROLL_BINARY=path counts that binary (an older commit's product build) instead of building
# one here with scripts/build-shipping.sh. A binary built with the tests (`swift build -c release --build-tests`, as CI does) is
# refused: every module is compiled with `-enable-testing` there, which keeps each of the graph's
# exclusivity checks dynamic and its getters virtual — about twice the instructions a frame
# (Documentation/Performance.md, "Exclusivity checks and testable builds").
set -euo pipefail
bin=${LAZYSCROLL_BINARY:+$(realpath "$LAZYSCROLL_BINARY")}
cd "$(dirname "$0")/.."
args=("$@"); [ ${#args[@]} -eq 0 ] && args=(--declarative --rows 1e6)
if [ -z "$bin" ]; then
  # The shipping build, as every comparison script measures (a plain `swift build -c release`
  # has other flags: it would count another binary and rebuild everything twice over).
  bin=$(scripts/build-shipping.sh)
fi
# `ViewNode` is internal: only a testable build exports its members.
if [ "$(nm "$bin" | grep -c ' [TD] $s15LazyScrollViews8ViewNodeC')" != 0 ]; then
  echo "$bin was built with -enable-testing (swift build --build-tests): not comparable; count a product build" >&2
  exit 1
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$bin" "$work/lazyscroll" && strip -g "$work/lazyscroll"
for frames in 100 600; do
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --callgrind-out-file="$work/cg.$frames" \
    "$work/lazyscroll" bench "${args[@]}" --frames "$frames" --json > "$work/out.$frames.json" 2> /dev/null
done
python3 - "$work" <<'PY'
import json, re, subprocess, sys
work = sys.argv[1]
def total(f): return int(re.search(r'summary: (\d+)', open(f).read()).group(1))
def summary(f):
    out = subprocess.run(['callgrind_annotate', '--inclusive=yes', '--threshold=100', f], capture_output=True, text=True).stdout
    return sum(int(m.group(1).replace(',', '')) for m in re.finditer(r'^\s*([\d,]+)\s+\([^)]*\)\s+\S*AppHost9BenchmarkV7summary', out, re.M))
a, b = f'{work}/cg.100', f'{work}/cg.600'
per_frame = (total(b) - total(a) - (summary(b) - summary(a))) // 500
alloc = json.load(open(f'{work}/out.600.json'))['allocations']
print(f"instructions per frame: {per_frame}")
print(f"allocations in 600 frames: {alloc['total']} ({alloc['total'] / 600:.1f} a frame), most in one frame {alloc['per_frame_max']}")
PY
