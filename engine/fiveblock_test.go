package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bruteFiveBlocks is the definition of fiveBlocks: the empty cells where
// a stone of the other colour leaves colour c no cell that wins, judged by
// WinAt (which scans the board) over every empty cell.
func bruteFiveBlocks(b *Board, c Color) []Pos {
	wins := func() bool {
		for f := Pos(0); int(f) < len(b.cells); f++ {
			if !b.onBoard.Has(f) || !b.IsEmpty(f) {
				continue
			}
			b.place(f, c)
			won := b.WinAt(f)
			b.Undo()
			if won {
				return true
			}
		}
		return false
	}
	toMove := b.toMove
	defer b.SetToMove(toMove)
	if !wins() {
		return nil
	}
	var out []Pos
	for e := Pos(0); int(e) < len(b.cells); e++ {
		if !b.onBoard.Has(e) || !b.IsEmpty(e) {
			continue
		}
		b.place(e, c.Opponent())
		if !wins() {
			out = append(out, e)
		}
		b.Undo()
	}
	return out
}

// fivePointPosition plays random moves until the side that just moved has
// a five point.
func fivePointPosition(rng *rand.Rand, b *Board) bool {
	return playRandomUntil(rng, b, 60, func(b *Board) bool {
		return b.classNum[b.toMove.Opponent()][eval.ClassFive] > 0
	})
}

// TestFiveBlocksMatchBruteForce compares fiveBlocks with its definition
// in random positions of every rule where a side has a five point.
func TestFiveBlocksMatchBruteForce(t *testing.T) {
	perRule := 60
	if testing.Short() || raceEnabled {
		perRule = 20
	}
	for _, r := range allRules {
		twoBlocks := 0
		forRandomPositions(t, r, 3, perRule, fivePointPosition, func(b *Board) {
			c := b.toMove.Opponent() // the side that just moved
			got := b.fiveBlocks(c, nil)
			slices.Sort(got)
			assert.Equal(t, bruteFiveBlocks(b, c), got, "rule %v: %v", r, b.Moves())
			if len(got) == 2 {
				twoBlocks++
			}
		})
		if r.IsCaro() {
			assert.Positive(t, twoBlocks, "rule %v: a four with two blocks", r)
		} else {
			assert.Zero(t, twoBlocks, "rule %v", r)
		}
	}
}

// TestCaroFourNextToAStoneIsNotFree: the game that showed the defect.
// Black's four-three at 12,7 was answered at 9,4; black's "free four" at
// 13,6 then has both five points on one line with a white stone at one
// end, and white's stone at 14,5 stops both.
func TestCaroFourNextToAStoneIsNotFree(t *testing.T) {
	b, err := NewBoard(15, 15, eval.CaroExact)
	require.NoError(t, err)
	for _, xy := range [][2]int{{7, 11}, {5, 9}, {10, 9}, {7, 8}, {3, 10}, {3, 9}, {9, 8}, {6, 4},
		{11, 8}, {5, 11}, {8, 3}, {8, 11}, {11, 6}, {4, 7}, {10, 5}, {10, 7}, {12, 7}, {9, 4}} {
		p := MakePos(xy[0], xy[1])
		require.True(t, b.IsLegal(p), "%v", p)
		b.Play(p)
	}
	require.Equal(t, eval.Black, b.ToMove())
	p := MakePos(13, 6)
	require.True(t, b.Class(p, eval.Black).IsFour(), "13,6 makes a four")
	assert.NotEqual(t, eval.ClassOpenFour, b.Class(p, eval.Black), "13,6 is no free four")
	assert.False(t, b.freeFourWins())
	b.Play(p)
	assert.Contains(t, b.blocksOfFives(nil), MakePos(14, 5))
}
