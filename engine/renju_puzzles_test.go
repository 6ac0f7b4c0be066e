package engine

import (
	"os"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// TestRenjuClaimedWinsProven runs the root VCF and VCT solvers on every
// twentieth position of the shared renju puzzle collection, whose source
// claims the side to move wins (by VCF, VCT or in three moves) without
// giving the moves, and counts the positions the engine proves a win in.
// The whole sample takes a minute or two; by default the test runs its
// first 30 positions (10 with -short), all of them with AMOBA_LONG=1.
func TestRenjuClaimedWinsProven(t *testing.T) {
	positions := loadPositions(t, "renju_claimed_sample.txt")
	switch {
	case os.Getenv("AMOBA_LONG") == "1":
	case testing.Short():
		positions = positions[:10]
	default:
		positions = positions[:30]
	}
	proven := 0
	start := time.Now()
	for _, cp := range positions {
		b := cp.board(t)
		w := newWorker(0)
		w.reset(b, &shared{now: time.Now, budget: timeBudget{infinite: true}})
		if p, _ := w.vcfRoot(rootVCFDepthMax, noNodeLimit); p != NoPos {
			proven++
			continue
		}
		if p, _ := w.vctRoot(rootVCTDepthMax, 300_000); p != NoPos {
			proven++
		}
	}
	t.Logf("proven wins: %d/%d in %v", proven, len(positions), time.Since(start))
	assert.GreaterOrEqual(t, proven*100, len(positions)*60, "proven %d of %d", proven, len(positions))
}
