#!/usr/bin/env bash
# The training run of the shipping build's profile-guided optimization (scripts/build-shipping.sh):
# what users do with the playground, never the benches whose figures we quote. Every scene,
# headless, scrolled by the two recorded input traces of the test suite (a touchpad flick and a
# free-spinning wheel: flings, deceleration, rows made and evicted, the views' scenes' rows
# updated, pinned headers, nested scrollers, images), 240 frames each.
#   scripts/pgo-training.sh INSTRUMENTED_BINARY      (writes where LLVM_PROFILE_FILE says)
set -euo pipefail
bin=$1
cd "$(dirname "$0")/.."
scenes=(colors colors-footers origami gallery feed nested stress list list-variable lab
        colors-views origami-views seed-lists list-views photos inbox)
for scene in "${scenes[@]}"; do
  for trace in touchpad-flick free-spinning-wheel; do
    "$bin" run --headless --scene "$scene" --frames 240 --replay "Tests/Traces/$trace.jsonl" > /dev/null
  done
done
