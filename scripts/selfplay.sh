#!/usr/bin/env bash
# Self-play regression: the working tree (engine A) against a git revision
# (engine B), through the match runner.
#
#   scripts/selfplay.sh REV [match flags...]
#   scripts/selfplay.sh HEAD~1 -games 40 -tc 0.2 -concurrency 2 \
#       -openings ../shared/data/openings.txt -sprt 0,10,0.05,0.05
#
# REV is built in a temporary `git worktree`; both engines are built from the
# repository root package (main.go). Extra flags go to scripts/match.
set -euo pipefail

if [ $# -lt 1 ]; then
  sed -n '2,10p' "$0" >&2
  exit 2
fi
rev=$1
shift

cd "$(dirname "$0")/.."
root=$(git rev-parse --show-toplevel)
cd "$root"
commit=$(git rev-parse --verify --quiet "$rev^{commit}") || {
  echo "selfplay: unknown revision $rev" >&2
  exit 2
}

tmp=$(mktemp -d)
wt=$tmp/worktree
cleanup() {
  git worktree remove --force "$wt" >/dev/null 2>&1 || true
  rm -rf "$tmp"
}
trap cleanup EXIT

echo "building working tree -> $tmp/pbrain-new"
go build -o "$tmp/pbrain-new" .
echo "building $rev (${commit:0:12}) -> $tmp/pbrain-old"
git worktree add --detach --quiet "$wt" "$commit"
(cd "$wt" && go build -o "$tmp/pbrain-old" .)
go build -o "$tmp/match" ./scripts/match

echo "A = working tree ($(git describe --always --dirty)), B = $rev (${commit:0:12})"
"$tmp/match" -a "$tmp/pbrain-new" -b "$tmp/pbrain-old" "$@"
