#!/usr/bin/env bash
# Time check: play real games as a manager does and report how long the
# engine's moves take on the manager's side (request sent to move read):
# moves, mean, 99th percentile, worst, and worst first move of a game. A
# fresh process per game, and Piskvork's default memory (INFO max_memory
# 1048576000), so that start-up and table set-up are in the first move as a
# real GUI sees them. Exits non-zero if a move reached the turn time or the
# runner saw a crash, an illegal move or a timeout.
#
#   scripts/timecheck.sh                 # 20 games at 1 s/move: about 400 moves of Amoba
#   TC=5 GAMES=4 scripts/timecheck.sh    # other turn times
#   ENGINE=/path/pbrain OPPONENT=/path/other scripts/timecheck.sh   # given binaries, no build
#
# Run it on a quiet machine: load makes the figures worse, not the engine.
set -euo pipefail
cd "$(dirname "$0")/.."

tc=${TC:-1}
games=${GAMES:-20}
memory=${MEMORY:-1048576000}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

engine=${ENGINE:-}
if [ -z "$engine" ]; then
  go build -o "$tmp/pbrain-amoba" .
  engine=$tmp/pbrain-amoba
fi
opponent=${OPPONENT:-$engine}
go build -o "$tmp/match" ./scripts/match

openings=()
if [ -f ../shared/data/openings.txt ]; then
  openings=(-openings ../shared/data/openings.txt)
fi
"$tmp/match" -a "$engine" -b "$opponent" -games "$games" -tc "$tc" -memory "$memory" -size 15 -rule 0 \
  -seed 7 "${openings[@]}" | tee "$tmp/out.txt"

turn_ms=$(awk -v tc="$tc" 'BEGIN { printf "%d", tc * 1000 }')
# the summary row of engine A: engine moves mean p99 max first crash illegal timeout foul
read -r _ moves mean p99 worst first crash illegal timeout _ < <(awk '$1 == "A" && NF == 10' "$tmp/out.txt")
echo
echo "timecheck: turn ${turn_ms} ms, ${moves} moves of A: mean ${mean} ms, p99 ${p99} ms, worst ${worst} ms" \
  "($(( 100 * worst / turn_ms ))% of the turn), worst first move ${first} ms"
if (( worst >= turn_ms || crash + illegal + timeout > 0 )); then
  echo "timecheck: FAILED"
  exit 1
fi
