package engine

import (
	"testing"
	"time"

	"amoba/eval"
	"amoba/tt"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNullWindowLeavesAnUnprovenLossUnclaimed: white has two double-three
// points far apart and black no four to answer with, so every move of
// black's loses. A PV node proves it, searching every empty cell; a null
// window does not search every cell (and prunes, mate window or not), and
// reports a loss it has not proven as a score that is not a mate.
func TestNullWindowLeavesAnUnprovenLossUnclaimed(t *testing.T) {
	b := boardFromPicture(t, eval.Freestyle,
		"x..............",
		"...............",
		"...............",
		"....oo.........",
		"...o...........",
		"...o...........",
		"...............",
		"..............x",
		"...............",
		"...............",
		"...........oo..",
		"..........o....",
		"..........o....",
		"...............",
		"x.............x")
	b.SetToMove(eval.Black)
	require.True(t, b.calmFor(), "white's threats are double-three points only")

	search := func(alpha, beta int) int {
		return testWorker(b).search(alpha, beta, 5*onePly, 1)
	}
	proven := search(-infinity, infinity)
	assert.True(t, proven <= -mateBound, "a PV node proves the loss: %d", proven)
	// The null window asks whether black survives 30 plies. White's nodes
	// below look for a win faster than 30 plies and, pruned, miss it: the
	// answer is not proven either way, and it must not be a mate.
	got := search(lossIn(30), lossIn(30)+1)
	assert.False(t, isMate(got), "a null window claims no mate: %d", got)
}

// testWorker is a worker on b with a fresh 1 MiB table and no time limit,
// for tests that call the search directly.
func testWorker(b *Board) *worker {
	w := newWorker(0)
	w.reset(b, &shared{now: time.Now, budget: timeBudget{infinite: true}, table: tt.New(1 << 20)})
	return w
}
