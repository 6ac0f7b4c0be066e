package engine

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// weakLimits are the limits of a handicapped search with no clock: the
// level's depth and node budget bound it, so it is deterministic for a
// given seed.
func weakLimits(strength int) Limits {
	return Limits{MaxDepth: maxPly - 8, TurnTime: Unset, MatchTime: Unset, TimeLeft: Unset, Weakness: FullStrength - strength}
}

// TestLevelsAreOrdered: every figure of a level gives at least as much as
// the level below, so that each level is weaker than the one above.
func TestLevelsAreOrdered(t *testing.T) {
	for s := MinStrength; s < FullStrength-1; s++ {
		lo, hi := levelFor(s), levelFor(s+1)
		assert.GreaterOrEqual(t, hi.depth, lo.depth, "depth at %d", s+1)
		assert.GreaterOrEqual(t, hi.nodes, lo.nodes, "nodes at %d", s+1)
		assert.GreaterOrEqual(t, hi.vcfDepth, lo.vcfDepth, "VCF depth at %d", s+1)
		assert.LessOrEqual(t, hi.temperature, lo.temperature, "temperature at %d", s+1)
		assert.False(t, lo.vct && !hi.vct, "VCT at %d", s+1)
		assert.False(t, lo.threatAware && !hi.threatAware, "threat awareness at %d", s+1)
	}
	assert.Greater(t, levelFor(FullStrength-1).depth, levelFor(MinStrength).depth)
	assert.True(t, levelFor(ThreatAwareStrength).threatAware)
	assert.False(t, levelFor(ThreatAwareStrength-1).threatAware)
}

// TestWeakLevelsTakeAndBlockFives: every level plays its own five and
// blocks the opponent's one five point, in random positions of every rule.
func TestWeakLevelsTakeAndBlockFives(t *testing.T) {
	perRule := 20
	if testing.Short() || raceEnabled {
		perRule = 6
	}
	e := New(1 << 20)
	e.SetSeed(5)
	for _, r := range allRules {
		forRandomPositions(t, r, 11, perRule, fivePointPosition, func(b *Board) {
			them := b.toMove.Opponent()
			blocks := b.blocksOfFives(nil)
			ownFive := b.FivePoint(b.toMove)
			for _, s := range []int{MinStrength, 10, 50, 90} {
				res := e.Think(context.Background(), b, weakLimits(s), nil)
				switch {
				case ownFive != NoPos:
					assert.True(t, b.IsWinningMove(res.Move), "rule %s strength %d: %v misses the five %v", r, s, res.Move, ownFive)
				case len(blocks) == 1:
					assert.Equal(t, blocks[0], res.Move, "rule %s strength %d: the five of %v is not blocked", r, s, them)
				}
			}
		})
	}
}

// TestThreatAwareLevelsAnswerThreats: from ThreatAwareStrength up, a
// threat that must be answered now (an open three, a four-three point) is
// answered by a defence or a four of our own, or the move wins by force;
// the weakest levels sometimes overlook it.
func TestThreatAwareLevelsAnswerThreats(t *testing.T) {
	perRule, strengths := 8, []int{ThreatAwareStrength, 40, 60}
	if testing.Short() {
		perRule = 3
	}
	if raceEnabled {
		// the race detector slows the search some 30 times
		perRule, strengths = 3, strengths[:1]
	}
	e := New(1 << 20)
	e.SetSeed(9)
	overlooked := 0
	for _, r := range allRules {
		forRandomPositions(t, r, 17, perRule, randomThreatPosition, func(b *Board) {
			defences := bruteDefences(b)
			if len(defences) == 0 {
				return // lost whatever we play
			}
			for _, s := range strengths {
				res := e.Think(context.Background(), b, weakLimits(s), nil)
				if res.Score >= mateBound {
					continue
				}
				assert.True(t, slices.Contains(defences, res.Move),
					"rule %s strength %d: %v answers none of the threats (defences %v), moves %v", r, s, res.Move, defences, b.Moves())
			}
			for range 8 {
				res := e.Think(context.Background(), b, weakLimits(MinStrength), nil)
				if !slices.Contains(defences, res.Move) {
					overlooked++
				}
			}
		})
	}
	assert.Positive(t, overlooked, "the weakest level never overlooks a threat")
}

// TestWeakLevelsVary: a weak level does not always play the same move in
// the same position, and the full-strength search is not affected by the
// seed.
func TestWeakLevelsVary(t *testing.T) {
	b, err := NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	for _, p := range []Pos{MakePos(7, 7), MakePos(8, 8), MakePos(8, 6), MakePos(6, 6)} {
		b.Play(p)
	}
	e := New(1 << 20)
	seen := map[Pos]int{}
	for seed := range uint64(20) {
		e.SetSeed(seed)
		res := e.Think(context.Background(), b, weakLimits(10), nil)
		require.True(t, b.IsLegal(res.Move))
		seen[res.Move]++
	}
	assert.Greater(t, len(seen), 2, "strength 10 chose %v", seen)

	full := map[Pos]int{}
	for seed := range uint64(3) {
		e.SetSeed(seed)
		e.ClearHash()
		lim := weakLimits(FullStrength)
		lim.MaxDepth = 5
		full[e.Think(context.Background(), b, lim, nil).Move]++
	}
	assert.Len(t, full, 1, "full strength chose %v", full)
}

// TestChooseWeighted: the choice follows exp(diff/temperature); a forced
// loss has the weight given, and with weight 0 is never chosen while
// another move does not lose.
func TestChooseWeighted(t *testing.T) {
	const temperature = 100.0
	moves := []rootMove{{pos: 1, score: 500}, {pos: 2, score: 500 - int(math.Round(temperature*math.Ln2))}, {pos: 3, score: lossIn(4)}}
	rng := rand.New(rand.NewPCG(1, 2))
	count := [3]int{}
	const n = 30000
	for range n {
		count[chooseWeighted(moves, temperature, 0, rng)]++
	}
	assert.Zero(t, count[2], "the forced loss")
	assert.InDelta(t, 2.0/3, float64(count[0])/n, 0.02, "weights 1 and 1/2")

	count = [3]int{}
	for range n {
		count[chooseWeighted(moves, temperature, 0.5, rng)]++
	}
	assert.InDelta(t, 0.5, float64(count[0])/n, 0.02, "weights 1, 1/2 and the loss's 1/2")
	assert.InDelta(t, 0.25, float64(count[2])/n, 0.02, "the loss's share")

	losing := []rootMove{{pos: 1, score: lossIn(6)}, {pos: 2, score: lossIn(2)}}
	assert.Equal(t, 0, chooseWeighted(losing, temperature, 0.5, rng), "every move loses: the longest defence")
}
