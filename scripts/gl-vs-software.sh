#!/usr/bin/env bash
# SDL's OpenGL renderer against its software renderer, scene by scene (Documentation/Performance.md,
# "The OpenGL renderer"): pixel parity of five frames of the scene bench's trace, then frame times
# at 1× (1280×800 px) and 2× (2560×1600 px) with every overlay on, the two renderers interleaved
# scene by scene. Runs under Xvfb when there is no display: OpenGL is then Mesa's llvmpipe (the
# CPU rasterizes) — the JSON's `gl_renderer` says which driver drew, and figures taken on llvmpipe
# are not a GPU's.
#   scripts/gl-vs-software.sh                       parity and timing of every scene
#   SCENES=colors,gallery FRAMES=300 scripts/gl-vs-software.sh
#   PARITY_DIR=/tmp/parity scripts/gl-vs-software.sh   also writes the compared frames as PNG
#   TIMING=0 scripts/gl-vs-software.sh             parity only;  PARITY=0: frame times only
#   JSON_OUT=/tmp/times.jsonl scripts/gl-vs-software.sh   also keeps the timing runs' JSON lines
# Frame times come as wall time and as CPU time (the process's, every thread's: `cpu_us`), the
# latter the one to read on a loaded machine. LP_NUM_THREADS (Mesa's llvmpipe rasterizer threads)
# is 0 unless set, so that llvmpipe draws on the calling thread, as the software renderer does:
# its CPU time is then the frame's and the two renderers are compared thread for thread. A GPU
# driver ignores the variable.
# LAZYSCROLL_BINARY=path uses that binary instead of building one.
set -euo pipefail
cd "$(dirname "$0")/.."
SCENES=${SCENES:-all}
FRAMES=${FRAMES:-600}
PARITY=${PARITY:-1}
TIMING=${TIMING:-1}
export LP_NUM_THREADS=${LP_NUM_THREADS-0}
ours=${LAZYSCROLL_BINARY:-}
if [ -z "$ours" ]; then
  ours=$(scripts/build-shipping.sh)
fi
ours=$(realpath "$ours")
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s '-screen 0 2600x1700x24' env LAZYSCROLL_BINARY="$ours" "$0" "$@"
fi
[ "$SCENES" = all ] && SCENES=$("$ours" bench --scene all --frames 1 --json | python3 -c 'import json,sys; print(",".join(json.loads(l)["scene"] for l in sys.stdin))')
if [ "$PARITY" != 0 ]; then
  echo "## Parity with the software renderer (no overlays: the HUD shows measured times)"
  echo
  "$ours" bench --scene "$SCENES" --scale 1,2 --frames "$FRAMES" --renderer opengl --parity ${PARITY_DIR:+--parity-dir "$PARITY_DIR"}
  echo
fi
[ "$TIMING" != 0 ] || exit 0
echo "## Frame times, every overlay on, interleaved scene by scene"
echo
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for scene in ${SCENES//,/ }; do
  for renderer in software opengl; do
    "$ours" bench --scene "$scene" --overlay all --scale 1,2 --frames "$FRAMES" --renderer "$renderer" --json >> "$out"
  done
done
if [ -n "${JSON_OUT:-}" ]; then cp "$out" "$JSON_OUT"; fi
python3 - "$out" <<'PY'
import json, sys
runs = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
gl = next((r.get("gl_renderer") for r in runs if r.get("gl_renderer")), "?")
threads = next((r.get("lp_num_threads") for r in runs if r.get("renderer") == "opengl"), None)
print(f"OpenGL: {gl}; LP_NUM_THREADS={threads if threads is not None else 'unset'}; {runs[0]['frames']} frames\n")
print("| scene | scale | software CPU p50 ms | opengl CPU p50 ms | opengl / software CPU | software wall p50 ms | software wall p99 ms | opengl wall p50 ms | opengl wall p99 ms | opengl / software wall |")
print("|---|---|---|---|---|---|---|---|---|---|")
cells = {(r["scene"], r["scale"], r["renderer"]): r for r in runs}
for (scene, scale, renderer), s in cells.items():
    if renderer != "software": continue
    g = cells.get((scene, scale, "opengl"))
    if not g: continue
    ms = lambda r, k, p: r[k][p] / 1000
    print(f"| {scene} | {int(scale)}× | {ms(s,'cpu_us','p50'):.2f} | {ms(g,'cpu_us','p50'):.2f} | "
          f"{g['cpu_us']['p50'] / s['cpu_us']['p50']:.2f} | "
          f"{ms(s,'frame_us','p50'):.2f} | {ms(s,'frame_us','p99'):.2f} | "
          f"{ms(g,'frame_us','p50'):.2f} | {ms(g,'frame_us','p99'):.2f} | "
          f"{g['frame_us']['p50'] / s['frame_us']['p50']:.2f} |")
PY
