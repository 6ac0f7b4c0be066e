package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"amoba/eval"
	"amoba/tt"
)

// TestSingularFindsTheOnlyDefence: white has two open threes whose only
// common block is 8,7, and black has no four. With 8,7 as the table's
// move, every other move loses: the move is singular. With 4,7 (a block
// of one three only) as the table's move, 8,7 holds: not singular. The
// test's searches leave the node's own table entry as it was.
func TestSingularFindsTheOnlyDefence(t *testing.T) {
	b := boardFromStones(t, "0,0;14,0;0,14;14,14", "5,7;6,7;7,7;8,4;8,5;8,6", eval.Black)
	const depth, ply = 8, 1
	for _, tc := range []struct {
		ttMove   Pos
		singular bool
	}{{pos(8, 7), true}, {pos(4, 7), false}} {
		w := testWorker(b)
		w.rootDepth = depth
		entry := tt.Entry{Move: int(tc.ttMove), Score: tt.ScoreToTT(-15000, ply), Depth: depth, Bound: tt.BoundLower}
		w.sh.table.Store(b.key, entry)
		stored, ok := w.sh.table.Probe(b.key)
		require.True(t, ok)
		require.True(t, w.singularCandidate(stored, depth, ply))

		sBeta, score := w.singular(tc.ttMove, stored, depth, ply, false)
		assert.Equal(t, -15000-seMarginPerPly*depth, sBeta)
		if tc.singular {
			assert.Less(t, score, sBeta, "every move but %v loses", tc.ttMove)
		} else {
			assert.GreaterOrEqual(t, score, sBeta, "8,7 holds without %v", tc.ttMove)
		}
		assert.Equal(t, NoPos, w.excluded[ply], "the exclusion is lifted")
		after, ok := w.sh.table.Probe(b.key)
		require.True(t, ok)
		assert.Equal(t, stored, after, "the excluded search stores nothing at the node")
	}
}

// TestSingularNeedsATrustedLowerBound: only a deep enough node near enough
// the root, whose entry is a lower (or exact) bound no more than two plies
// shallower and not a mate, is tested; a node inside a test is not.
func TestSingularNeedsATrustedLowerBound(t *testing.T) {
	w := testWorker(boardFromStones(t, "7,7", "8,8", eval.Black))
	w.rootDepth = 8
	lower := tt.Entry{Move: int(pos(7, 8)), Score: 100, Depth: 8, Bound: tt.BoundLower}
	assert.True(t, w.singularCandidate(lower, 8, 3))
	assert.True(t, w.singularCandidate(lower, 10, 3), "an entry two plies shallower is trusted")

	exact := lower
	exact.Bound = tt.BoundExact
	assert.True(t, w.singularCandidate(exact, 8, 3))

	upper := lower
	upper.Bound = tt.BoundUpper
	assert.False(t, w.singularCandidate(upper, 8, 3), "an upper bound says nothing of the move")
	assert.False(t, w.singularCandidate(lower, 11, 3), "an entry three plies shallower is not trusted")
	assert.False(t, w.singularCandidate(lower, seMinDepth-1, 3), "too shallow a node")
	assert.False(t, w.singularCandidate(lower, 8, 16), "twice the iteration's depth from the root")

	mate := lower
	mate.Score = tt.ScoreToTT(winIn(9), 3)
	assert.False(t, w.singularCandidate(mate, 8, 3), "a mate is not tested")

	w.excluded[3] = pos(7, 8)
	assert.False(t, w.singularCandidate(lower, 8, 3), "no test inside a test")
}

// TestSingularVerdict: the extension or cut-off each outcome of a singular
// test gives the TT move.
func TestSingularVerdict(t *testing.T) {
	const sBeta = 100
	for _, tc := range []struct {
		name        string
		score, beta int
		ttScore     int
		pvNode      bool
		extension   int
		cut         bool
	}{
		{"far below the window, null window: two plies", sBeta - seDoubleMargin - 1, 200, 150, false, 2, false},
		{"far below the window, PV node: one ply", sBeta - seDoubleMargin - 1, 200, 150, true, 1, false},
		{"just below the window: one ply", sBeta - 1, 200, 150, false, 1, false},
		{"another move holds, window at beta: multi-cut", sBeta, sBeta, 150, false, 0, true},
		{"another move holds, entry above beta: a ply less", sBeta, 120, 150, false, -1, false},
		{"another move holds, entry below beta: as usual", sBeta, 200, 150, false, 0, false},
	} {
		ext, cut := singularVerdict(sBeta, tc.score, tc.beta, tc.ttScore, tc.pvNode)
		assert.Equal(t, tc.extension, ext, tc.name)
		assert.Equal(t, tc.cut, cut, tc.name)
	}
}
