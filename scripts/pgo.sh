#!/usr/bin/env bash
# Profile-guided optimisation: write default.pgo, the CPU profile that
# `go build` of the main package uses to inline and lay out the hot paths
# (the star update, the search). It profiles the fixed-depth bench one
# step deeper than the default bench, freestyle's ten positions: the
# functions it makes hot are the same under every rule.
#
#   scripts/pgo.sh            # regenerate default.pgo after the hot code changed
#
# A stale profile is harmless (functions that no longer match are ignored)
# but gains less. The profile changes speed only, never the node count:
# check `./pbrain-amoba bench` before and after.
set -euo pipefail
cd "$(dirname "$0")/.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
go build -pgo=off -o "$tmp/pbrain-amoba" .
"$tmp/pbrain-amoba" -profile cpu -profile-dir "$tmp" bench 9 > "$tmp/bench.txt"
cp "$tmp/cpu.pprof" default.pgo
grep -E 'Nodes searched|Nodes/second' "$tmp/bench.txt"
echo "wrote default.pgo"
