package engine

import (
	"math/rand/v2"
	"slices"
	"testing"

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
