package engine

import (
	"math/rand/v2"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// playRandomUntil plays random legal moves in the middle 9x9 of b, never a
// five, until found reports that the position is the one wanted (it is
// asked before each move). It gives up, false, after maxMoves moves.
func playRandomUntil(rng *rand.Rand, b *Board, maxMoves int, found func(*Board) bool) bool {
	lo, span := b.width/2-4, 9
	for n := 0; n < maxMoves; n++ {
		if found(b) {
			return true
		}
		p := MakePos(lo+rng.IntN(span), lo+rng.IntN(span))
		if b.IsLegal(p) && !b.IsWinningMove(p) {
			b.Play(p)
		}
	}
	return false
}

// noFive reports whether neither side has a five point.
func noFive(b *Board) bool {
	return b.classNum[eval.Black][eval.ClassFive] == 0 && b.classNum[eval.White][eval.ClassFive] == 0
}

// forRandomPositions calls check on n random 15x15 positions of rule r:
// each a fresh board that setUp fills from the seeded generator and
// accepts. It fails the test when fewer than n are found in 200n tries,
// so that a check cannot pass by never running.
func forRandomPositions(t *testing.T, r eval.Rule, seed uint64, n int,
	setUp func(*rand.Rand, *Board) bool, check func(*Board)) {
	t.Helper()
	rng := rand.New(rand.NewPCG(uint64(r)+seed, seed*7+1))
	found := 0
	for tries := 0; found < n && tries < 200*n; tries++ {
		b, err := NewBoard(15, 15, r)
		require.NoError(t, err)
		if !setUp(rng, b) {
			continue
		}
		found++
		check(b)
	}
	assert.Equal(t, n, found, "rule %s: random positions", r)
}
