package engine

import (
	"testing"

	"amoba/eval"
	"amoba/tt"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// doubleThreeSetup: white (o) has two twos crossing at 7,8, where it
// makes a double three; black (x) has scattered stones and nothing to
// attack with. Black to move.
func doubleThreeSetup(t *testing.T) *Board {
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...............",
		"...............",
		"...............",
		"..x............",
		".......o.......",
		".......o.......",
		"...............",
		".....oo........",
		"...............",
		"...........x...",
		"..x............",
		"...............",
		"...............",
		"...............")
	b.SetToMove(eval.Black)
	return b
}

// TestCalmFor: a node is not calm when the opponent threatens to win by
// force (a free-four point, from an open three), and is for a double-three
// point alone.
func TestCalmFor(t *testing.T) {
	b := doubleThreeSetup(t)
	assert.Positive(t, b.ClassCount(eval.White, eval.ClassDoubleThree), "the setup gives white a double-three point")
	assert.False(t, b.HasFourThreePoint(eval.White) || b.HasOpenFourPoint(eval.White))
	assert.True(t, b.calmFor(), "a double-three point alone leaves the position calm")

	openThree := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...............",
		"...ooo.........",
		"..........x....",
		".......x.......")
	openThree.SetToMove(eval.Black)
	assert.True(t, openThree.HasOpenFourPoint(eval.White))
	assert.False(t, openThree.calmFor(), "an open three of the opponent's must be answered")

	quiet := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...............",
		"......x........",
		".......o.......",
		"...............")
	quiet.SetToMove(eval.Black)
	assert.True(t, quiet.calmFor())
}

// TestPruningKeepsTheKeyPoint: the search with forward pruning still
// stops a double three being prepared: black's move must leave white
// without a double-three or stronger point.
func TestPruningKeepsTheKeyPoint(t *testing.T) {
	b := doubleThreeSetup(t)
	res := think(t, b, fixedDepth(6))
	b.Play(res.Move)
	defer b.Undo()
	for _, c := range []eval.Class{eval.ClassDoubleThree, eval.ClassFourThree, eval.ClassOpenFour} {
		assert.Zero(t, b.ClassCount(eval.White, c), "after %v white still has a %s point", res.Move, c)
	}
}

func TestPruningMarginsGrowWithDepth(t *testing.T) {
	assert.Zero(t, rfpMargin(defaultTuned, onePly, false), "a calm node of depth 1 whose evaluation reaches beta fails high")
	assert.Zero(t, rfpMargin(defaultTuned, onePly, true), "improving or not")
	for d := 1; d < defaultTuned.RFPMaxDepth; d++ {
		assert.Less(t, rfpMargin(defaultTuned, d*onePly, false), rfpMargin(defaultTuned, (d+1)*onePly, false))
		if d >= 2 {
			assert.Less(t, rfpMargin(defaultTuned, d*onePly, true), rfpMargin(defaultTuned, d*onePly, false), "an improving node prunes sooner")
		}
	}
	for d := 1; d < maxPly; d++ {
		assert.Less(t, lmpCount(defaultTuned, d, true), lmpCount(defaultTuned, d+1, true))
		assert.LessOrEqual(t, lmpCount(defaultTuned, d, false), lmpCount(defaultTuned, d, true), "a worsening node keeps fewer moves")
		assert.Positive(t, lmpCount(defaultTuned, d, false))
	}
}

// TestIsLateCountsEveryMove: past the move count every move is pruned, our
// fours and the blocks of a threat too; before it only a quiet move in a
// weak cell, and only at depth WeakPruneMaxDepth or less.
func TestIsLateCountsEveryMove(t *testing.T) {
	b, four, three, block, weak := moveKindBoard(t)
	require.True(t, b.isWeakCell(weak))

	const count = 5
	for _, depth := range []int{1, 4, 12} {
		assert.True(t, b.isLate(defaultTuned, four, count, count, depth), "a late four is pruned at depth %d", depth)
		assert.True(t, b.isLate(defaultTuned, three, count, count, depth), "a late three is pruned at depth %d", depth)
		assert.True(t, b.isLate(defaultTuned, block, count+3, count, depth), "a late block is pruned at depth %d", depth)
		assert.True(t, b.isLate(defaultTuned, weak, count, count, depth))
		assert.False(t, b.isLate(defaultTuned, three, count-1, count, depth), "within the count")
		assert.False(t, b.isLate(defaultTuned, four, count-1, count, depth), "within the count")
	}
	assert.True(t, b.isLate(defaultTuned, weak, 0, count, 2), "a weak quiet cell is pruned early at depth 2")
	assert.True(t, b.isLate(defaultTuned, weak, 0, count, 4), "and at depth 4")
	assert.False(t, b.isLate(defaultTuned, weak, 0, count, 5), "but not at depth 5")
	assert.False(t, b.isLate(defaultTuned, four, 0, count, 2), "an early four is kept at any depth")
	assert.Equal(t, 16, lmpCount(defaultTuned, 7, true))
	assert.Equal(t, 8, lmpCount(defaultTuned, 7, false))
}

// TestPruningEval: the table's score replaces the evaluation only when its
// bound lies beyond the evaluation on that side, and never as a mate.
func TestPruningEval(t *testing.T) {
	const static = 100
	for _, tc := range []struct {
		name    string
		ttScore int
		bound   tt.Bound
		want    int
	}{
		{"a lower bound above the evaluation", 300, tt.BoundLower, 300},
		{"a lower bound below it says nothing", -300, tt.BoundLower, static},
		{"an upper bound below the evaluation", -300, tt.BoundUpper, -300},
		{"an upper bound above it says nothing", 300, tt.BoundUpper, static},
		{"no bound (a miss)", 0, tt.BoundNone, static},
		{"an exact score is not used", 300, tt.BoundExact, static},
		{"a mate is never used", winIn(9), tt.BoundLower, static},
	} {
		assert.Equal(t, tc.want, pruningEval(static, tc.ttScore, tc.bound), tc.name)
	}
}

// TestRazoringUnderAnOpenThree: a null-window node under the opponent's
// open three, far below alpha at low depth, is razored like a quiet one:
// it costs one node plus the leaf search of its VCF, not a search of
// the three's defences. Guards the rule that pruning is not confined to
// calm nodes (calmFor): only reverse futility is.
func TestRazoringUnderAnOpenThree(t *testing.T) {
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"......ooo......",
		"...............",
		"..oxxx.........",
		"...............",
		"...............")
	b.SetToMove(eval.Black)
	require.True(t, b.HasOpenFourPoint(eval.White), "white has an open three")
	require.Positive(t, b.FourCount(eval.Black), "black has fours for its leaf VCF")
	require.False(t, b.calmFor())
	require.Zero(t, b.ClassCount(eval.Black, eval.ClassFive)+b.ClassCount(eval.Black, eval.ClassOpenFour))

	const depth = 2
	alpha := clampEval(b.Evaluate()) + defaultTuned.RazorMargin*depth
	razored := testWorker(b)
	v := razored.search(alpha, alpha+1, depth*onePly, 1)
	assert.LessOrEqual(t, v, alpha, "black cannot reach alpha")

	leaf := testWorker(b)
	leaf.quiesce(alpha, alpha+1, 1)
	assert.Equal(t, 1+leaf.nodes, razored.nodes, "the node is razored: its only child search is the leaf search")

	full := testWorker(b)
	full.search(alpha-1, alpha+1, depth*onePly, 1) // a PV window: no razoring
	assert.Greater(t, full.nodes, razored.nodes, "searching the defences costs more than razoring")
}

// TestPVNodePrunesLateMoves: below the root, a PV node prunes by move
// count too, as a null-window node does: once its first move is in, a
// quiet node of depth 1 searches at most lmpCount(defaultTuned, 1) moves, not every
// candidate. Each child costs one node here (nobody has a four, so the
// leaves look for no VCF), two when it beats alpha and is searched again
// with the full window.
func TestPVNodePrunesLateMoves(t *testing.T) {
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"......x........",
		".......o.......",
		"......xo.......",
		"...............")
	b.SetToMove(eval.Black)
	require.True(t, b.calmFor())
	moves, _ := testWorker(b).genMoves(nil)
	late := lmpCount(defaultTuned, 1, true)
	require.Greater(t, len(moves), 3*late, "many candidates")

	w := testWorker(b)
	v := w.search(-infinity, infinity, onePly, 1)
	assert.Greater(t, v, -mateBound)
	assert.LessOrEqual(t, w.nodes, int64(1+2*late), "the node and at most %d children", late)
}
