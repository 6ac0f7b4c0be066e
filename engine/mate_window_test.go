package engine

import (
	"testing"

	"amoba/eval"
	"amoba/tt"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestQuiesceLooksOnlyForWinsThatBeatAlpha: black's open three is a VCF
// of three plies (the free four, then the five). The horizon finds it
// when alpha is no win, or a slower one; when alpha is already a win as
// fast, it does not look and the evaluation stands.
func TestQuiesceLooksOnlyForWinsThatBeatAlpha(t *testing.T) {
	b := boardFromPicture(t, eval.Freestyle,
		"o..............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		".....xxx.......",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"..............o")
	b.SetToMove(eval.Black)
	w := testWorker(b)
	const ply = 4
	standPat := clampEval(b.Evaluate())
	require.Less(t, standPat, maxEval)

	assert.Equal(t, winIn(ply+3), w.quiesce(0, maxEval, ply), "no win yet: the VCF is found")
	assert.Equal(t, winIn(ply+3), w.quiesce(winIn(ply+4), winIn(ply+4)+1, ply), "a slower win: the VCF beats it")
	assert.Equal(t, standPat, w.quiesce(winIn(ply+3), winIn(ply+3)+1, ply), "a win as fast: no VCF looked for")
}

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
	score := w.search(-infinity, infinity, 5*onePly, 0)
	require.True(t, score >= mateBound, "black wins: %d", score)
	e, ok := w.sh.table.Probe(b.key)
	require.True(t, ok)
	assert.Equal(t, tt.BoundLower, e.Bound, "a proven win is a lower bound")
	assert.Equal(t, score, tt.ScoreFromTT(e.Score, 0))
}
