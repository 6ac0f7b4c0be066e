package engine

import (
	"math/rand/v2"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// provenWin reports, by brute force, whether the side to move wins within
// plies plies (odd) through fours: it makes five now, or it has a four
// after which every legal reply of the opponent leaves it a win within
// plies-2. Every defender reply is tried, so a true answer is a proof; the
// attacker's quiet moves are not, so false only means "not by fours".
func provenWin(b *Board, plies int) bool {
	us, them := b.toMove, b.toMove.Opponent()
	if b.classNum[us][eval.ClassFive] > 0 {
		return true
	}
	if plies < 3 {
		return false
	}
	for _, m := range b.fourMoves(us, nil) {
		if !b.legalFor(m) {
			continue
		}
		b.Play(m)
		holds := b.classNum[them][eval.ClassFive] == 0
		for r := Pos(0); holds && int(r) < len(b.cells); r++ {
			if !b.IsEmpty(r) || !b.IsLegal(r) {
				continue
			}
			b.Play(r)
			holds = provenWin(b, plies-2)
			b.Undo()
		}
		b.Undo()
		if holds {
			return true
		}
	}
	return false
}

// fourThreePosition plays random moves until the side to move has a
// four-three point and neither side a five point.
func fourThreePosition(rng *rand.Rand, b *Board) bool {
	return playRandomUntil(rng, b, 70, func(b *Board) bool {
		return noFive(b) && b.classNum[b.toMove][eval.ClassFourThree] > 0
	})
}

// TestFourThreeWinsIsProven: every static four-three win is a real win in
// five plies, proven by trying every defence, over random positions of
// every rule it covers; and the claims are not rare, so the test bites.
func TestFourThreeWinsIsProven(t *testing.T) {
	perRule := 300
	if testing.Short() || raceEnabled {
		perRule = 80
	}
	for _, r := range allRules {
		claimed := 0
		forRandomPositions(t, r, 7, perRule, fourThreePosition, func(b *Board) {
			if b.fourThreeWins() {
				claimed++
				assert.True(t, provenWin(b, 5), "rule %v: claimed four-three win not proven: %v", r, b.Moves())
			}
		})
		assert.Positive(t, claimed, "rule %v: claims", r)
	}
}

// TestFourThreeWinsNeedsNoOpponentFour: the same four-three is a static
// win only while the opponent has no four to answer with.
func TestFourThreeWinsNeedsNoOpponentFour(t *testing.T) {
	// Black (x) makes a four-three at 7,7: the four on row 7 (blocked by
	// white at 3,7), the free
	// three on column 7.
	pic := []string{
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		".......x.......",
		".......x.......",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"..............."}
	withRow := func(row string) *Board {
		p := append([]string(nil), pic...)
		p[7] = row
		b := boardFromPicture(t, eval.Freestyle, p...)
		b.SetToMove(eval.Black)
		return b
	}
	b := withRow("...oxxx........")
	require.Equal(t, eval.ClassFourThree, b.Class(MakePos(7, 7), eval.Black))
	assert.True(t, b.fourThreeWins())
	assert.True(t, provenWin(b, 5))

	// White's three on row 12 gives it a four to answer with.
	b = withRow("...oxxx........")
	for x := 3; x <= 5; x++ {
		b.Put(MakePos(x, 12), eval.White)
	}
	b.SetToMove(eval.Black)
	require.True(t, b.canFour(eval.White))
	assert.False(t, b.fourThreeWins())
}
