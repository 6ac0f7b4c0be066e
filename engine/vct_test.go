package engine

import (
	"math/rand/v2"
	"testing"
	"time"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
)

// TestVCTCacheChangesNoAnswer: on random positions of every rule, the VCT
// with its cache (cold, then warm from a first search of the same
// position and of the position after each threat) answers exactly as the
// uncached search does, for both sides.
func TestVCTCacheChangesNoAnswer(t *testing.T) {
	n := 40
	if testing.Short() || raceEnabled {
		n = 10
	}
	const budget = 50_000 // positions the plain search cannot settle within it are skipped
	wins, compared := 0, 0
	var coldNodes, warmNodes int64
	for _, r := range allRules {
		forRandomPositions(t, r, 5, n, func(rng *rand.Rand, b *Board) bool {
			return playRandomUntil(rng, b, 40+rng.IntN(30), func(b *Board) bool { return b.NumStones() >= 14 && noFive(b) })
		}, func(b *Board) {
			for _, side := range []Color{eval.Black, eval.White} {
				b.SetToMove(side)
				plain, cached := newWorker(0), newWorker(0)
				sh := &shared{now: time.Now, budget: timeBudget{infinite: true}}
				plain.reset(b, sh)
				cached.reset(b, sh)
				plain.vctCache = nil
				want, wantDepth := plain.vctRoot(9, budget)
				if plain.nodes >= budget {
					continue
				}
				compared++
				got, gotDepth := cached.vctRoot(9, budget)
				assert.Equal(t, want, got, "cold cache")
				assert.Equal(t, wantDepth, gotDepth, "cold cache")
				cold := cached.nodes
				got, gotDepth = cached.vctRoot(9, budget)
				assert.Equal(t, want, got, "warm cache")
				assert.Equal(t, wantDepth, gotDepth, "warm cache")
				coldNodes += cold
				warmNodes += cached.nodes - cold
				if want != NoPos {
					wins++
				}
			}
		})
	}
	assert.Greater(t, wins, 5, "some positions have a VCT")
	assert.Less(t, warmNodes, coldNodes/2, "a warm cache answers from what it proved")
	t.Logf("%d positions compared, %d with a VCT", compared, wins)
	assert.Greater(t, compared, len(allRules)*n, "most positions are compared")
}
