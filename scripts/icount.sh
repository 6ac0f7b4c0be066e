#!/usr/bin/env bash
# Instruction counts under valgrind's cachegrind: deterministic where
# timings on a shared or virtual machine move by 20% from run to run, so
# that a speed step can be judged by what it removes. Needs valgrind.
#
#   scripts/icount.sh              # instructions and L1 data misses per play+undo
#                                  # (BenchmarkPlayUndo, built with default.pgo)
#   scripts/icount.sh bench 6      # the same for `pbrain-amoba bench 6`, in all
#
# Counts are per run of the benchmark loop: the set-up (line tables,
# position) is measured with one iteration and subtracted. Instructions
# are not time (cache misses and branch mispredictions are not in them);
# confirm a step with `bench` and, when it changes the node count, a match.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "icount.sh: valgrind is not installed" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# counts prints "instructions D1-misses" of a command run under cachegrind,
# on one OS thread with the collector off so that the count does not
# depend on scheduling.
counts() {
	GOMAXPROCS=1 GOGC=off valgrind --tool=cachegrind --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
		awk '/I *refs:/ {gsub(",", "", $4); i = $4} /D1  misses:/ {gsub(",", "", $4); d = $4} END {print i, d}'
}

if [ "${1:-}" = bench ]; then
	go build -o "$tmp/pbrain-amoba" .
	read -r ins miss < <(counts "$tmp/pbrain-amoba" bench "${2:-6}")
	echo "bench ${2:-6}: $ins instructions, $miss L1 data misses"
	exit 0
fi

n=200000
go test -pgo="$PWD/default.pgo" -c -o "$tmp/engine.test" ./engine
read -r ins1 miss1 < <(counts "$tmp/engine.test" -test.run '^$' -test.bench '^BenchmarkPlayUndo$' -test.benchtime 1x)
read -r insN missN < <(counts "$tmp/engine.test" -test.run '^$' -test.bench '^BenchmarkPlayUndo$' -test.benchtime ${n}x)
awk -v i1="$ins1" -v iN="$insN" -v m1="$miss1" -v mN="$missN" -v n="$n" \
	'BEGIN {printf "play+undo: %.0f instructions, %.1f L1 data misses\n", (iN - i1) / (n - 1), (mN - m1) / (n - 1)}'
