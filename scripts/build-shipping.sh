#!/usr/bin/env bash
# Builds `lazyscroll` the way a Linux Swift app ships, and prints the binary's path — the one
# build every comparison script measures (bench-vs-peer.sh, memory-vs-peer.sh, fast-vs-slow.sh,
# gl-vs-software.sh):
#   - release, the Swift runtime and Foundation linked statically (`--static-swift-stdlib`,
#     Documentation/Memory.md);
#   - without the default `PreviewMacro` trait (the playground has no `#Preview`; it only builds
#     swift-syntax);
#   - linked by LLVM's lld with packed relative relocations (`-z pack-relative-relocs`, DT_RELR)
#     where the C library reads them (glibc 2.36 and later): the executable's 98,748 relative
#     relocations take 38 KB instead of 2.4 MB, read at every start and resident after
#     (about 2.2–2.5 MiB of peak RSS, Documentation/Memory.md). Older C libraries would refuse to
#     load such a binary, so there it is linked as before.
# These are flags of the build that ships, not of the package: SwiftPM refuses a package with
# unsafe flags as a versioned dependency, and every `LazyScrollUI` app is one's.
#   scripts/build-shipping.sh            (prints .build/release/lazyscroll)
set -euo pipefail
cd "$(dirname "$0")/.."
flags=(-c release --static-swift-stdlib --disable-default-traits --product lazyscroll)
glibc=$(getconf GNU_LIBC_VERSION 2> /dev/null | awk '{ print $2 }')
if command -v ld.lld > /dev/null && [ -n "$glibc" ] \
   && [ "$(printf '%s\n2.36\n' "$glibc" | sort -V | head -1)" = 2.36 ]; then
  flags+=(-Xswiftc -use-ld=lld -Xlinker -z -Xlinker pack-relative-relocs)
fi
swift build "${flags[@]}" 2>&1 | grep -v 'prohibited flag' | tail -1 >&2
echo .build/release/lazyscroll
