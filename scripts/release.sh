#!/usr/bin/env bash
# Release build: cross-compiles the engine (repository root package) and packs
# the Windows executables into a Gomocup-style zip.
#
#   scripts/release.sh             # outputs in ./dist
#   OUT=/tmp/rel scripts/release.sh
#
# Outputs in $OUT (default ./dist, relative to the repository root):
#   pbrain-amoba64.exe          windows/amd64
#   pbrain-amoba.exe            windows/386 (skipped if it does not build)
#   pbrain-amoba-linux-amd64    linux/amd64
#   pbrain-amoba-linux-arm64    linux/arm64
#   amoba.zip                   the Windows executables; must be <= 8 MB
# All builds use -trimpath -ldflags "-s -w" and CGO_ENABLED=0. amd64 builds
# use GOAMD64=${GOAMD64:-v2} (SSE4.2/POPCNT, the oldest Gomocup baseline).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${OUT:-./dist}
mkdir -p "$out"
export CGO_ENABLED=0
export GOAMD64=${GOAMD64:-v2}
zip_limit=8000000 # bytes: 8 MB, the Gomocup upload limit

build() { # GOOS GOARCH NAME
  echo "build $1/$2 -> $out/$3"
  GOOS=$1 GOARCH=$2 go build -trimpath -ldflags "-s -w" -o "$out/$3" .
}

build windows amd64 pbrain-amoba64.exe
windows=(pbrain-amoba64.exe)
if build windows 386 pbrain-amoba.exe; then
  windows+=(pbrain-amoba.exe)
else
  echo "windows/386 does not build: skipped" >&2
  rm -f "$out/pbrain-amoba.exe"
fi
build linux amd64 pbrain-amoba-linux-amd64
build linux arm64 pbrain-amoba-linux-arm64

rm -f "$out/amoba.zip"
(cd "$out" && zip -q -9 amoba.zip "${windows[@]}")
size=$(wc -c <"$out/amoba.zip")
echo
ls -l "$out"
if [ "$size" -gt "$zip_limit" ]; then
  echo "release: $out/amoba.zip is $size bytes, over the $zip_limit-byte Gomocup limit" >&2
  exit 1
fi
echo "release: $out/amoba.zip is $size bytes (limit $zip_limit): OK"
