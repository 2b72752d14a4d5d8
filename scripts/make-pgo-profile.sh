#!/usr/bin/env bash
# Writes the profile scripts/build-shipping.sh optimizes `lazyscroll` with (LLVM's IR-level
# profile-guided optimization) and prints its path; an existing one for the same sources is
# reused. Called by build-shipping.sh with its own `swift build` flags:
#   scripts/make-pgo-profile.sh FLAGS...
# 1. `lazyscroll` built with those flags in .build-pgo/instrumented, instrumented
#    (`-ir-profile-generate`: a counter on every edge of every function, LLVM's runtime linked);
# 2. scripts/pgo-training.sh run on it: the playground's scenes scrolled by recorded input —
#    never a bench, so no figure we quote is one the profile was fitted to;
# 3. the counts merged by the toolchain's own llvm-profdata (the system's may be older and
#    refuse its format) into .build-pgo/profiles/KEY.profdata, KEY a hash of everything the
#    profile depends on: the sources, the manifest, the flags, the training and its traces.
# The path names the key, so a new profile is a new flag and SwiftPM compiles everything again
# with it (it tracks flags, not the files they name); the same sources find the same profile.
# Prints nothing and exits 1 where the toolchain lacks the profile runtime or llvm-profdata.
set -euo pipefail
cd "$(dirname "$0")/.."
toolchain=$(dirname "$(dirname "$(readlink -f "$(command -v swiftc)")")")
profdata=$toolchain/bin/llvm-profdata
runtime=$(ls "$toolchain"/lib/clang/*/lib/linux/libclang_rt.profile-"$(uname -m)".a 2> /dev/null | head -1 || true)
if [ ! -x "$profdata" ] || [ -z "$runtime" ]; then
  echo "make-pgo-profile.sh: the toolchain has no llvm-profdata or profile runtime: no PGO" >&2
  exit 1
fi
key=$( { printf '%s\n' "$@"; swiftc --version 2>&1
         find Sources Package.swift scripts/pgo-training.sh Tests/Traces -type f -print0 | sort -z | xargs -0 sha256sum
       } | sha256sum | cut -c1-16)
profile=.build-pgo/profiles/$key.profdata
if [ -f "$profile" ]; then echo "$profile"; exit 0; fi
mkdir -p .build-pgo/profiles
echo "make-pgo-profile.sh: building the instrumented binary and training it (once for these sources)" >&2
swift build "$@" --scratch-path .build-pgo/instrumented \
  -Xswiftc -Xfrontend -Xswiftc -ir-profile-generate \
  -Xlinker "$runtime" -Xlinker -u -Xlinker __llvm_profile_runtime 2>&1 | grep -v 'prohibited flag' | tail -1 >&2
raw=$(mktemp -d)
trap 'rm -rf "$raw"' EXIT
LLVM_PROFILE_FILE="$raw/%p.profraw" scripts/pgo-training.sh .build-pgo/instrumented/release/lazyscroll
# Written beside the profile and renamed over nothing: a profile that exists is whole.
"$profdata" merge -o "$profile.tmp" "$raw"/*.profraw
mv "$profile.tmp" "$profile"
echo "$profile"
