#!/usr/bin/env bash
# Writes scripts/link-order.txt: the functions of `lazyscroll` that start-up and the benches'
# frames run, which scripts/build-shipping.sh hands to lld (`--symbol-ordering-file`) so that
# they lie together at the start of the executable's code instead of spread over its 21 MB.
# Code pages are read at a function's first call and the kernel maps up to 64 KiB around each
# first touch, so scattered start-up code keeps most of the executable resident: 11.7 MiB of its
# code in a 600-frame `bench --declarative`, 4.8 MiB ordered (Documentation/Memory.md, "Peak
# RSS: the code the process runs, placed together"). Only the order changes: the same
# functions, the same instructions.
#   scripts/make-link-order.sh [BINARY]        (default: scripts/build-shipping.sh's build)
# The training runs: the three bench rows of scripts/memory-vs-peer.sh (engine cpu, views cpu,
# raster; 600 frames at 10^6 rows; the views list at 10^3 rows too) and two headless scenes
# (colors, gallery), each under callgrind (on a `strip -g` copy: valgrind cannot read Swift 6's
# debug info), which lists every function a run executed. A function missing from the list still
# links, only after the listed ones; a name that no longer exists is ignored
# (`--no-warn-symbol-ordering`). Re-run it after large changes to what start-up or a frame calls.
# SwiftPM does not track the list: after writing it, `rm .build/release/lazyscroll` so that
# scripts/build-shipping.sh links again.
set -euo pipefail
bin=${1:+$(realpath "$1")}
cd "$(dirname "$0")/.."
if [ -z "$bin" ]; then bin=$(scripts/build-shipping.sh); fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$bin" "$work/lazyscroll" && strip -g "$work/lazyscroll"
run() {
  local name=$1; shift
  SWIFT_DETERMINISTIC_HASHING=1 valgrind --tool=callgrind --demangle=no --callgrind-out-file="$work/cg.$name" \
    "$work/lazyscroll" "$@" > /dev/null 2>&1
}
common=(--rows 1e6 --frames 600 --size 1280x800 --speed 3000 --json)
run engine bench "${common[@]}" --mode cpu
run views bench "${common[@]}" --mode cpu --declarative
# The same at 100 frames: what the 500 frames between the two runs called is what every frame
# runs (below).
run views100 bench "${common[@]/600/100}" --mode cpu --declarative
# The views list at 10^3 rows reaches its end and the bench jumps back to the top, which destroys
# and remakes rows (`ViewNode.destroy`, `willDestroy`, the anchor's relocation): code the 10^6 run
# never calls, which unlisted cost that row 0.6 MiB (Documentation/Memory.md, "This round (rss3)").
run views1e3 bench "${common[@]/1e6/1e3}" --mode cpu --declarative
run raster bench "${common[@]}" --mode raster
run colors run --headless --scene colors --frames 60
run gallery run --headless --scene gallery --frames 60
python3 - "$work" scripts/link-order.txt <<'PY'
import re, sys
work, out = sys.argv[1], sys.argv[2]
names = {}
def read(path):
    """The run's functions of the executable in their order in the file, and the calls each got."""
    objects, functions, current, pending = {}, {}, None, None
    own, calls = {}, {}
    for line in open(path, errors='replace'):
        line = line.rstrip('\n')
        if line.startswith('calls='):
            if pending: calls[pending] = calls.get(pending, 0) + int(line[6:].split()[0])
            continue
        m = re.match(r'^(c?ob|c?fn)=\((\d+)\)(?: (.*))?$', line)
        if not m: continue
        kind, ident, name = m.groups()
        table = objects if kind.endswith('ob') else functions
        if name: table[ident] = name
        if kind == 'ob': current = objects[ident]
        elif kind == 'cfn': pending = functions[ident]
        elif kind == 'fn' and current and current.endswith('/lazyscroll') and not functions[ident].startswith('0x'):
            own.setdefault(functions[ident], len(own))
    return own, calls
# First, the functions every frame of the views list runs (called at least once in two frames
# more in the 600-frame run than in the 100-frame one), together: the frame and the idle step
# that makes rows go through ~1,000 functions, and spread among start-up code they shared
# instruction-cache lines and pages with code that never runs again.
views, views_calls = read(f'{work}/cg.views')
_, views100_calls = read(f'{work}/cg.views100')
for name in views:
    if views_calls.get(name, 0) - views100_calls.get(name, 0) >= 250: names.setdefault(name, len(names))
frame_functions = len(names)
# Then every function in the order of its first run: the benches first, then the scenes, so
# the benches' code lies together and the scenes' own after it.
for run in ('engine', 'views', 'views1e3', 'raster', 'colors', 'gallery'):
    for name in read(f'{work}/cg.{run}')[0]: names.setdefault(name, len(names))
with open(out + '.tmp', 'w') as f:
    f.write(''.join(n + '\n' for n in names))
import os; os.replace(out + '.tmp', out)
print(f'{len(names)} functions ({frame_functions} run every frame of the views list, first) -> {out}')
PY
