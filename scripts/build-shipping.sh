#!/usr/bin/env bash
# Builds `lazyscroll` the way a Linux Swift app ships, and prints the binary's path — the one
# build every comparison script measures (bench-vs-peer.sh, memory-vs-peer.sh, fast-vs-slow.sh,
# gl-vs-software.sh):
#   - release, the Swift runtime and Foundation linked statically (`--static-swift-stdlib`,
#     Documentation/Memory.md);
#   - without the default `PreviewMacro` trait (the playground has no `#Preview`; it only builds
#     swift-syntax);
#   - each function in a section of its own (the frontend's `-function-sections`; Swift puts all
#     of a file's functions in one `.text` otherwise), so that the linker can place them;
#   - concrete generic types' metadata made through their accessors, given the conformances
#     (`-disable-concrete-type-metadata-mangled-name-accessors`), not from mangled names, whose
#     generic requirements the runtime checks — the first time for each type and protocol by
#     scanning every conformance record of the executable (Documentation/Memory.md, "Launch");
#   - linked by LLVM's lld with packed relative relocations (`-z pack-relative-relocs`, DT_RELR)
#     where the C library reads them (glibc 2.36 and later): the executable's 98,748 relative
#     relocations take 38 KB instead of 2.4 MB, read at every start and resident after
#     (about 2.2–2.5 MiB of peak RSS, Documentation/Memory.md). Older C libraries would refuse to
#     load such a binary, so there it is linked as before;
#   - with lld, the functions that start-up and the benches' frames run placed together
#     (`--symbol-ordering-file scripts/link-order.txt`, written by scripts/make-link-order.sh):
#     code pages are read around each first call, so scattered start-up code kept most of the
#     executable's code resident (Documentation/Memory.md, "Peak RSS: the code the process runs");
#     and the compiler's unnamed functions, which no ordering file can name, gathered before
#     them (scripts/swift-glue.ld; Documentation/Memory.md, "This round (rss)");
#   - without exporting the executable's symbols (`--no-export-dynamic`, after the toolchain's
#     `-export-dynamic` for `-static-stdlib`): nothing loads code that calls back into the
#     executable by name, and 21,000 exported symbols made every symbol look-up of the ~70 C
#     libraries search the executable's hash table first — 1.4 MB of `.dynsym`, `.dynstr` and
#     `.gnu.hash` read at start-up (about 1 MiB of peak RSS and 0.55 M instructions of launch).
# These are flags of the build that ships, not of the package: SwiftPM refuses a package with
# unsafe flags as a versioned dependency, and every `LazyScrollUI` app is one's.
#   scripts/build-shipping.sh            (prints .build/release/lazyscroll)
#   LAZYSCROLL_PGO=0 scripts/build-shipping.sh     (without profile-guided optimization, below)
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --static-swift-stdlib --disable-default-traits --product lazyscroll
       -Xswiftc -Xfrontend -Xswiftc -function-sections
       -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors)
glibc=$(getconf GNU_LIBC_VERSION 2> /dev/null | awk '{ print $2 }')
if command -v ld.lld > /dev/null && [ -n "$glibc" ] \
   && [ "$(printf '%s\n2.36\n' "$glibc" | sort -V | head -1)" = 2.36 ]; then
  flags+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs
          -Xlinker --no-export-dynamic -Xlinker -T -Xlinker "$PWD/scripts/swift-glue.ld")
  if [ -f scripts/link-order.txt ]; then
    flags+=(-Xlinker "--symbol-ordering-file=$PWD/scripts/link-order.txt" -Xlinker --no-warn-symbol-ordering)
  fi
fi
# Profile-guided: LLVM lays out each function's blocks hot path first, inlines and splits by
# the counts of a training run of the playground's scenes (scripts/make-pgo-profile.sh,
# scripts/pgo-training.sh): 7 % less wall time in the views list's frame + idle step, same
# instructions (Documentation/Performance.md, "Profile-guided optimization"). The first build
# for new sources builds and trains an instrumented binary first (about as long as the build).
# LAZYSCROLL_PGO=0 skips it (a quicker build to iterate on; not what ships).
profile=none
if [ "${LAZYSCROLL_PGO:-1}" != 0 ] && profile=$(scripts/make-pgo-profile.sh "${flags[@]}"); then
  flags+=(-Xswiftc -Xfrontend -Xswiftc "-ir-profile-use=$PWD/$profile")
else
  profile=none
fi
# The compiler driver's incremental build does not see a frontend flag change: with another
# profile (or none) the objects are compiled again by hand, which the stamp records.
stamp=.build/release/.shipping-profile
if [ -d .build/release ] && [ "$(cat "$stamp" 2> /dev/null)" != "$profile" ]; then
  # (The build's plan goes too: SwiftPM writes the files it names only when it plans again.)
  rm -rf .build/release/*.build .build/release/lazyscroll .build/release/description.json .build/release.yaml "$stamp"
fi
swift build "${flags[@]}" 2>&1 | grep -v 'prohibited flag' | tail -1 >&2
echo "$profile" > "$stamp.tmp" && mv "$stamp.tmp" "$stamp"
echo .build/release/lazyscroll
