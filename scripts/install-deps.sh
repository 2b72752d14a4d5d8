#!/usr/bin/env bash
# Installs the Debian/Ubuntu packages LazyScroll builds and runs with. Safe to run again.
# Needs root (or sudo). The Swift 6 toolchain itself is not a Debian package: see README.
set -euo pipefail
# libx11-dev and libxi-dev: XInput 2.1 smooth-scroll valuators on X11 (Sources/CXInput2), which SDL2 never reads.
# fonts-font-awesome: the icon font Image(systemName:) draws SF Symbols names with (Font Awesome 4.7).
# libcurl4: AsyncImage's http(s) loads (opened at the first one with dlopen, never linked).
packages=(libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libx11-dev libxi-dev fonts-dejavu-core fonts-dejavu-extra fonts-font-awesome fontconfig pkg-config libcurl4)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then echo "all packages present: ${packages[*]}"; exit 0; fi
sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
