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
// window stops after the generated moves and reports a loss it has not
// proven as a score below every evaluation, not as a mate.
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
		w := newWorker(0)
		w.reset(b, &shared{now: time.Now, budget: timeBudget{infinite: true}, table: tt.New(1 << 20)})
		return w.search(alpha, beta, 5, 1)
	}
	proven := search(-infinity, infinity)
	assert.True(t, proven <= -mateBound, "a PV node proves the loss: %d", proven)
	// The null window asks whether black survives 30 plies: static
	// evaluations cannot answer it, so nothing below is pruned.
	assert.Equal(t, -maxEval, search(lossIn(30), lossIn(30)+1), "a null window claims no mate")
}
