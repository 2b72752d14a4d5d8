#!/usr/bin/env bash
# Soak (issue 31, Must 6): each scene runs headless for FRAMES frames (default 200,000) in a
# release build, replaying a back-and-forth trace, while this script samples the process's
# resident set (VmRSS in /proc/PID/status) once a second. After warm-up (the first WARMUP_PCT
# per cent of the samples, default 20) the RSS must stay within ±TOLERANCE_KIB (default 2 MiB)
# of its value then: a leak of a few bytes a frame is 400 KB over 200,000 frames, so growth
# shows up as a trend, not noise. Prints one line per scene and exits 1 if any scene drifts or
# fails.
#
#   scripts/soak.sh                         # every scene, 200,000 frames each
#   FRAMES=20000 scripts/soak.sh gallery    # one scene, fewer frames
#
# Environment: FRAMES, FPS (simulated, default 60), SIZE (default 1280x800), WARMUP_PCT,
# TOLERANCE_KIB, LAZYSCROLL (the binary; default: .build/release/lazyscroll, built with
# `swift build -c release --product lazyscroll` if missing), OUT (where the trace, samples and
# reports go; default .build/soak). Results: $OUT/summary.tsv (scene, samples, RSS after warm-up
# KiB, RSS at end KiB, lowest and highest after warm-up KiB, verdict).
#
# Why sampled from outside: the run's JSON report has no memory figures (`bench --json` has
# `peak_rss_kb`, which only grows); RSS over time is what shows a leak. Linux only (/proc).
set -euo pipefail
cd "$(dirname "$0")/.."

# glibc gives each thread that allocates its own malloc arena and trims them lazily, so a scene
# whose page loads run on worker threads (feed) sees its RSS wander by several MiB with no trend
# (release, 200,000 frames: 66–75 MiB, ending below where it started); two arenas keep the RSS
# the heap's and let the ±2 MiB band tell a leak. Override with MALLOC_ARENA_MAX=0 (glibc's default).
export MALLOC_ARENA_MAX=${MALLOC_ARENA_MAX:-2}
# glibc also gives pages back as it goes: it trims the main heap's top with brk once 128 KiB or
# more lie free there, and serves blocks of 128 KiB and up from their own mmap, unmapped on free.
# How much a heap can give back depends on where its highest live block happens to lie, so a
# scene that makes and frees rows of many sizes (stress: heights 24…120 pt, 10⁷ rows) sees RSS
# swing by ~5 MiB every few seconds with no trend (release, 40,000 frames: anonymous RSS 29.4 …
# 34.2 MiB). With both thresholds raised the heap keeps what it once touched, so RSS is its
# high-water mark: a leak still raises it, page give-back no longer moves it (stress, 60,000
# frames: 35,532 → 35,564 KiB). Override with SOAK_GLIBC_DEFAULTS=1 to measure glibc as shipped.
if [ "${SOAK_GLIBC_DEFAULTS:-0}" != 1 ]; then
    export MALLOC_TRIM_THRESHOLD_=${MALLOC_TRIM_THRESHOLD_:-4294967296}
    export MALLOC_MMAP_THRESHOLD_=${MALLOC_MMAP_THRESHOLD_:-33554432}
fi
FRAMES=${FRAMES:-200000}
FPS=${FPS:-60}
SIZE=${SIZE:-1280x800}
WARMUP_PCT=${WARMUP_PCT:-20}
TOLERANCE_KIB=${TOLERANCE_KIB:-2048}
OUT=${OUT:-.build/soak}
LAZYSCROLL=${LAZYSCROLL:-.build/release/lazyscroll}

if [ ! -x "$LAZYSCROLL" ]; then
    swift build -c release --product lazyscroll
fi
mkdir -p "$OUT"

scenes=("$@")
if [ ${#scenes[@]} -eq 0 ]; then
    # Every scene the binary has: an unknown scene's error lists them ("(available: a, b, …)").
    mapfile -t scenes < <("$LAZYSCROLL" run --headless --scene '?' 2>&1 | sed -n 's/.*(available: \(.*\))$/\1/p' | tr ',' '\n' | tr -d ' ' | sed '/^$/d')
    if [ ${#scenes[@]} -eq 0 ]; then
        scenes=(colors colors-footers origami gallery feed nested stress list list-variable lab colors-views origami-views seed-lists list-views)
    fi
fi

# The trace: back and forth for the whole run. Every 4 s: one second of wheel clicks down (30
# detents of 53 pt, one per 33 ms: 1,590 pt), a second's rest, one second of clicks back up, a
# second's rest; every sixth cycle a touchpad flick each way instead, so momentum runs too. Each
# cycle ends with Home (at 3.2 s), so every cycle starts from the same place and shows the same
# content: without it the flicks' unequal throws walked the offset through the content over the
# run, and a scene that first reached new rows near the end (origami's photos) grew then — new
# content, not a leak, but indistinguishable from one. The trace covers FRAMES / FPS seconds (a
# headless run ignores events after its last frame).
trace="$OUT/back-and-forth.jsonl"
seconds=$(( (FRAMES + FPS - 1) / FPS + 1 ))
awk -v seconds="$seconds" 'BEGIN {
    for (start = 0; start * 1000 < seconds * 1000; start += 4) {
        cycle = start / 4; t0 = start * 1000
        if (cycle % 6 == 5) {
            for (i = 0; i < 12; i++) printf "{\"t\": %d, \"type\": \"wheel\", \"dx\": 0, \"dy\": %.3f, \"precise\": true, \"source\": \"touchpad\"}\n", t0 + i * 8, -(0.2 + i * 0.25)
            for (i = 0; i < 12; i++) printf "{\"t\": %d, \"type\": \"wheel\", \"dx\": 0, \"dy\": %.3f, \"precise\": true, \"source\": \"touchpad\"}\n", t0 + 2000 + i * 8, 0.2 + i * 0.25
        } else {
            for (i = 0; i < 30; i++) printf "{\"t\": %d, \"type\": \"wheel\", \"dx\": 0, \"dy\": -1, \"precise\": false, \"x\": 400, \"y\": 300}\n", t0 + i * 33
            for (i = 0; i < 30; i++) printf "{\"t\": %d, \"type\": \"wheel\", \"dx\": 0, \"dy\": 1, \"precise\": false, \"x\": 400, \"y\": 300}\n", t0 + 2000 + i * 33
        }
        printf "{\"t\": %d, \"type\": \"key\", \"key\": \"Home\"}\n", t0 + 3200
    }
}' > "$trace"

summary="$OUT/summary.tsv"
printf 'scene\tsamples\twarm_kib\tend_kib\tmin_after_warm_kib\tmax_after_warm_kib\tverdict\n' > "$summary"
failed=0
for scene in "${scenes[@]}"; do
    samples="$OUT/$scene.rss"
    : > "$samples"
    "$LAZYSCROLL" run --headless --scene "$scene" --size "$SIZE" --fps "$FPS" --frames "$FRAMES" \
        --replay "$trace" --report "$OUT/$scene.json" > "$OUT/$scene.log" 2>&1 &
    pid=$!
    while kill -0 "$pid" 2>/dev/null; do
        rss=$(awk '/^VmRSS:/ { print $2 }' "/proc/$pid/status" 2>/dev/null || true)
        [ -n "$rss" ] && echo "$rss" >> "$samples"
        sleep 1
    done
    status=0
    wait "$pid" || status=$?
    if [ "$status" -ne 0 ]; then
        printf '%s\t-\t-\t-\t-\t-\texit %s (see %s)\n' "$scene" "$status" "$OUT/$scene.log" | tee -a "$summary"
        failed=1
        continue
    fi
    # warm: the sample at WARMUP_PCT % of the run; end: the last one; the verdict holds if every
    # sample after warm-up is within the tolerance of warm.
    awk -v scene="$scene" -v pct="$WARMUP_PCT" -v tol="$TOLERANCE_KIB" '
        { v[NR] = $1 }
        END {
            if (NR < 3) { printf "%s\t%d\t-\t-\t-\t-\ttoo short to judge (under 3 s)\n", scene, NR; exit 0 }
            w = int(NR * pct / 100); if (w < 1) w = 1
            lo = v[w]; hi = v[w]
            for (i = w; i <= NR; i++) { if (v[i] < lo) lo = v[i]; if (v[i] > hi) hi = v[i] }
            ok = (hi - v[w] <= tol && v[w] - lo <= tol) ? "ok" : "DRIFT"
            printf "%s\t%d\t%d\t%d\t%d\t%d\t%s\n", scene, NR, v[w], v[NR], lo, hi, ok
            if (ok != "ok") exit 1
        }' "$samples" | tee -a "$summary" || failed=1
done
exit "$failed"
