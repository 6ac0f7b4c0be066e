#!/usr/bin/env bash
# Smoke test: build the engine and play two games of it against itself at
# 0.1 s per move (the Gomocup admission opening b2e2e3, both colours).
# Exits non-zero if the build fails or any game ends by crash, illegal move
# or timeout.
#
#   scripts/smoke.sh [extra match flags...]
#   ENGINE=/path/to/pbrain scripts/smoke.sh   # test a given binary, no build
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

engine=${ENGINE:-}
if [ -z "$engine" ]; then
  go build -o "$tmp/pbrain-amoba" .
  engine=$tmp/pbrain-amoba
fi
go build -o "$tmp/match" ./scripts/match

# b2, e2, e3 on 15x15 as offsets from the centre (7,7).
echo "-6,-6, -3,-6, -3,-5" >"$tmp/b2e2e3.txt"

"$tmp/match" -a "$engine" -b "$engine" -games 2 -tc 0.1 -size 15 -rule 0 \
  -offsets "$tmp/b2e2e3.txt" -strict "$@"
