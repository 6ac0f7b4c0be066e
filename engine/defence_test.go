package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// bruteDefences is the defence set by definition: every legal cell after
// which the opponent has no threat that must be answered now (the whole
// board looked at again), plus every legal cell where we make a four.
func bruteDefences(b *Board) []Pos {
	us, them := b.toMove, b.toMove.Opponent()
	var out []Pos
	for y := 0; y < b.height; y++ {
		for x := 0; x < b.width; x++ {
			p := MakePos(x, y)
			if !b.IsLegal(p) {
				continue
			}
			if b.classOf(p, us).IsFour() {
				out = append(out, p)
				continue
			}
			b.place(p, us)
			left := b.appendThreats(them, nil)
			b.Undo()
			b.SetToMove(us)
			if len(left) == 0 {
				out = append(out, p)
			}
		}
	}
	slices.Sort(out)
	return out
}

// randomThreatPosition plays random moves until the side to move faces a
// threat it must answer, with no five point on the board; it reports
// whether it found one.
func randomThreatPosition(rng *rand.Rand, b *Board) bool {
	return playRandomUntil(rng, b, 60, func(b *Board) bool {
		return noFive(b) && len(b.appendThreats(b.toMove.Opponent(), nil)) > 0
	})
}

// TestDefencesMatchBruteForce: against threats that must be answered now,
// the generated moves are exactly our fours and the cells that leave the
// opponent no such threat, checked against the definition over thousands
// of random positions of every rule.
func TestDefencesMatchBruteForce(t *testing.T) {
	perRule := 400
	if testing.Short() || raceEnabled {
		perRule = 100
	}
	for _, r := range allRules {
		w := newWorker(0)
		fourThrees := 0
		forRandomPositions(t, r, 1, perRule, randomThreatPosition, func(b *Board) {
			w.b = b
			moves, complete := w.genMoves(nil)
			require.True(t, complete)
			for _, th := range w.threats {
				if th.block != NoPos {
					fourThrees++
					break
				}
			}
			var got []Pos
			for _, m := range moves {
				got = append(got, m.pos)
			}
			slices.Sort(got)
			assert.Equal(t, bruteDefences(b), got, "rule %s, moves %v", r, b.Moves())
		})
		assert.Positive(t, fourThrees, "rule %s: some threats are four-threes", r)
		t.Logf("rule %s: %d positions, %d with a four-three", r, perRule, fourThrees)
	}
}

// TestDefendsByLinesMatchesPlacing: wherever the line-table check of a
// defence gives an answer, it is the answer of placing the stone, for
// every empty cell of thousands of random threat positions of every rule;
// and in freestyle and standard it answers for most four-three cells.
func TestDefendsByLinesMatchesPlacing(t *testing.T) {
	perRule := 400
	if testing.Short() || raceEnabled {
		perRule = 100
	}
	for _, r := range allRules {
		var known, fourThreeCells, fourThreeKnown int
		forRandomPositions(t, r, 2, perRule, randomThreatPosition, func(b *Board) {
			threats := b.appendThreats(b.toMove.Opponent(), nil)
			hasFourThree := false
			for _, th := range threats {
				hasFourThree = hasFourThree || th.block != NoPos
			}
			for p := range Pos(MaxSize * MaxSize) {
				if !b.Contains(p.X(), p.Y()) || !b.IsLegal(p) {
					continue
				}
				key := b.key
				ok, isKnown := b.defendsByLines(p, threats)
				require.Equal(t, key, b.key, "defendsByLines changed the board")
				if hasFourThree {
					fourThreeCells++
				}
				if !isKnown {
					continue
				}
				known++
				if hasFourThree {
					fourThreeKnown++
				}
				require.Equal(t, b.defendsByPlacing(p, threats), ok,
					"rule %s, cell %v, threats %v, moves %v", r, p, threats, b.Moves())
			}
		})
		t.Logf("rule %s: %d cells answered by lines; four-three positions: %d of %d cells",
			r, known, fourThreeKnown, fourThreeCells)
		assert.Positive(t, known, "rule %s", r)
		if r == eval.Freestyle || r == eval.Standard {
			assert.Greater(t, fourThreeKnown*10, fourThreeCells*9, "rule %s", r)
		}
	}
}

// TestFourThreeBlockStaysBlockedByTheirStone: black's four-three at 6,7
// has its block at 7,7, where white has a four on the row only while 6,7
// is empty. A white stone that adds to another line of 7,7 does not make
// the block a four once black stands on 6,7, so it is no defence; the line
// check must count black's stone at 6,7 on the block's row.
func TestFourThreeBlockStaysBlockedByTheirStone(t *testing.T) {
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		".......o.......",
		"...............",
		"..oxxx..ooox...",
		"......x........",
		"......x........",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............")
	b.SetToMove(eval.White)
	threats := b.appendThreats(eval.Black, nil)
	require.Contains(t, threats, threat{at: MakePos(6, 7), block: MakePos(7, 7), altBlock: NoPos})
	d := MakePos(7, 6) // white's second stone on the column through 7,7
	ok, known := b.defendsByLines(d, threats)
	require.True(t, known)
	assert.False(t, ok)
	assert.False(t, b.defendsByPlacing(d, threats))
}
