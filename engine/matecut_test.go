package engine

import (
	"testing"

	"amoba/eval"
	"amoba/tt"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestProvenWinCutsTheNode: black has a double-three point and white no
// four or three, so black wins; a PV node with the whole window still
// stops at the first proven win and stores its score as a lower bound,
// not as the exact value (a faster win was not looked for).
func TestProvenWinCutsTheNode(t *testing.T) {
	b := boardFromPicture(t, eval.Freestyle,
		"o..............",
		"...............",
		"...............",
		"...............",
		"...............",
		"......x........",
		"......x........",
		"...xx..........",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"..............o")
	b.SetToMove(eval.Black)
	w := testWorker(b)
	score := w.search(-infinity, infinity, 5, 0)
	require.True(t, score >= mateBound, "black wins: %d", score)
	e, ok := w.sh.table.Probe(b.key)
	require.True(t, ok)
	assert.Equal(t, tt.BoundLower, e.Bound, "a proven win is a lower bound")
	assert.Equal(t, score, tt.ScoreFromTT(e.Score, 0))
}
