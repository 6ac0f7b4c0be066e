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

// randomThreatPosition plays random moves in the middle of the board until
// the side to move faces a threat it must answer (and has no five), or the
// game ends; it reports whether it found one.
func randomThreatPosition(rng *rand.Rand, b *Board) bool {
	lo, span := b.width/2-4, 9
	for n := 0; n < 60; n++ {
		us, them := b.toMove, b.toMove.Opponent()
		if b.classNum[us][eval.ClassFive] > 0 || b.classNum[them][eval.ClassFive] > 0 {
			return false
		}
		if len(b.appendThreats(them, nil)) > 0 {
			return true
		}
		p := MakePos(lo+rng.IntN(span), lo+rng.IntN(span))
		if !b.IsLegal(p) {
			continue
		}
		b.Play(p)
	}
	return false
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
