#!/usr/bin/env bash
# Peak RSS and launch → first frame of `lazyscroll bench` against the Dear ImGui peer
# (../shared/peers/imgui-list), in one interleaved run (peer, ours, peer, ours …), medians over REPS.
#
#   REPS=5 scripts/memory-vs-peer.sh                 (needs libimgui-dev for the peer)
#   BEFORE=/path/to/old/lazyscroll scripts/memory-vs-peer.sh   adds that binary as a third column,
#                                                    interleaved with the other two (before/after)
#
# - Peak RSS: `peak_rss_kb` of a 600-frame run (getrusage's ru_maxrss, read by each program itself
#   after its last frame, as the peer does).
# - Launch → first frame: a whole process run with `--frames 1` — exec, dynamic linking, the
#   runtime's start-up, parsing the arguments, everything made before the first frame, the untimed
#   warm-up frame and the one timed frame, and exit — measured around the process, the same for both
#   programs: its wall time, and its CPU time (user + system, from wait4), which a loaded machine
#   does not inflate. Both include the `sh` that starts it (about 1 ms).
# - Each program's file is written back and its cached pages dropped first (fsync, then
#   posix_fadvise DONTNEED), so that all of them are read in the same way: how a file's pages
#   sit in the page cache decides how much one page fault maps, and a binary freshly written by
#   lld read 0.2-2 MiB lower than a `cp` of it (Documentation/Memory.md, "This round (rss2)").
# Ours is built as a Linux Swift app is deployed (scripts/build-shipping.sh: `--static-swift-stdlib`,
# no `PreviewMacro` trait, packed relative relocations; Documentation/Memory.md).
# LAZYSCROLL_BINARY=path measures that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
REPS=${REPS:-5}
FRAMES=${FRAMES:-600}
peer_src=../shared/peers/imgui-list
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$peer_src"/Makefile "$peer_src"/imgui_list.cpp "$work"/
make -s -C "$work" imgui-list
ours=${LAZYSCROLL_BINARY:-}
if [ -z "$ours" ]; then
  ours=$(scripts/build-shipping.sh)
fi
python3 - "$work/imgui-list" "$ours" "${BEFORE:-}" "$REPS" "$FRAMES" <<'PY'
import json, os, statistics, subprocess, sys, time
peer, ours, before, reps, frames = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5]
programs = [("peer", peer), ("ours", ours)] + ([("before", before)] if before else [])
# (label, peer's mode, our extra flags): the views list is compared with the peer's cpu run.
rows_kinds = [(f"{kind} {rows}", mode, flags, rows)
              for rows in ("1e3", "1e6", "1e7")
              for kind, mode, flags in (("engine cpu", "cpu", []), ("views cpu", "cpu", ["--declarative"]),
                                        ("raster", "raster", []))]
def command(name, path, mode, flags, rows, n):
    # Through `sh`, which forks the program: the kernel carries a process's peak RSS across exec,
    # so a program exec'd straight from this Python process (about 14 MiB) would report Python's
    # peak; forked from `sh` it starts from sh's (about 1 MiB), as from the shell in bench-vs-peer.sh.
    return ["/bin/sh", "-c", '"$@"; exit $?', "sh"] + program(name, path, mode, flags, rows, n)
def program(name, path, mode, flags, rows, n):
    if name == "peer":
        return [path, "--rows", rows, "--frames", n, "--width", "1280", "--height", "800", "--speed", "3000", "--mode", mode]
    return [path, "bench", "--rows", rows, "--frames", n, "--size", "1280x800", "--speed", "3000", "--mode", mode, "--json"] + flags
rss, launch, cpu = {}, {}, {}
for _, path in programs:
    fd = os.open(path, os.O_RDONLY)
    os.fsync(fd)
    os.posix_fadvise(fd, 0, 0, os.POSIX_FADV_DONTNEED)
    os.close(fd)
for rep in range(reps):
    for label, mode, flags, rows in rows_kinds:
        for name, path in programs:
            # The peer has one cpu list: for the views row it runs its cpu mode again, interleaved.
            out = subprocess.run(command(name, path, mode, flags, rows, frames), check=True, capture_output=True, text=True).stdout
            rss.setdefault(name, {}).setdefault(label, []).append(json.loads(out)["peak_rss_kb"] / 1024)
            start = time.perf_counter()
            child = subprocess.Popen(command(name, path, mode, flags, rows, "1"), stdout=subprocess.DEVNULL)
            _, status, usage = os.wait4(child.pid, 0)
            wall = (time.perf_counter() - start) * 1000
            child.returncode = os.waitstatus_to_exitcode(status)
            assert child.returncode == 0, f"{name} {label}: exit {child.returncode}"
            launch.setdefault(name, {}).setdefault(label, []).append(wall)
            cpu.setdefault(name, {}).setdefault(label, []).append((usage.ru_utime + usage.ru_stime) * 1000)
med = statistics.median
print(f"Medians of {reps} interleaved runs, 1280×800, 3000 pt/s. Peak RSS (MiB) over {frames} frames. "
      "Launch → first frame (ms): a whole `--frames 1` process, its wall time and its CPU time (user + system, "
      "from wait4: what the process itself spent, whatever else the machine runs).\n")
names = [n for n, _ in programs]
def columns(kind, unit):
    return [f"{n} {kind}" for n in names] + [f"{n}/peer" for n in names[1:]]
header = columns("RSS", "MiB") + columns("wall", "ms") + columns("CPU", "ms")
print("| row | " + " | ".join(header) + " |")
print("|---" * (1 + len(header)) + "|")
for label, mode, flags, rows in rows_kinds:
    cells = []
    for table, digits in ((rss, 1), (launch, 0), (cpu, 1)):
        m = {n: med(table[n][label]) for n in names}
        cells += [f"{m[n]:.{digits}f}" for n in names] + [f"{m[n] / m['peer']:.2f}" for n in names[1:]]
    print(f"| {label} | " + " | ".join(cells) + " |")
PY
