package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"amoba/eval"
	"amoba/tt"
)

// moveKindBoard sets up black to move with one cell of each kind: a plain
// four of black's, an open three of black's, the block of white's open
// three, and a quiet cell in a weak spot.
func moveKindBoard(t *testing.T) (b *Board, plainFour, three, block, quiet Pos) {
	t.Helper()
	b, err := NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	for _, p := range []Pos{pos(2, 2), pos(3, 2), pos(4, 2), pos(7, 8), pos(8, 8)} {
		b.Put(p, eval.Black)
	}
	for _, p := range []Pos{pos(1, 2), pos(10, 12), pos(11, 12)} {
		b.Put(p, eval.White)
	}
	b.SetToMove(eval.Black)
	plainFour, three, block, quiet = pos(5, 2), pos(9, 8), pos(12, 12), pos(13, 0)
	require.Equal(t, eval.ClassFour, b.state[plainFour].info[eval.Black].Class)
	require.Equal(t, eval.ClassOpenThree, b.state[three].info[eval.Black].Class)
	require.Equal(t, eval.ClassOpenThree, b.state[block].info[eval.White].Class)
	require.True(t, b.isQuiet(quiet))
	return b, plainFour, three, block, quiet
}

// TestMoveReductionByMoveKind: quiet moves get the LMR table's reduction
// anywhere; at a null-window node, whatever the opponent threatens, a four
// of ours from the second move on loses one ply, and a three or the block
// of one the table's reduction too; at a PV node threats are not reduced.
func TestMoveReductionByMoveKind(t *testing.T) {
	b, plainFour, three, block, quiet := moveKindBoard(t)

	const depth = 8
	lmr := reduction(defaultTuned, depth, 10, false)
	require.Equal(t, 3, lmr)

	null := func(m Pos, i int) int { return b.moveReduction(defaultTuned, m, depth, i, false) }
	assert.Equal(t, 0, null(plainFour, 0), "the first move is searched in full")
	assert.Equal(t, 1, null(plainFour, 1))
	assert.Equal(t, 0, null(three, 1), "the table reduces nothing at the second move")
	assert.Equal(t, reduction(defaultTuned, depth, 2, false), null(three, 2))
	assert.Positive(t, null(three, 2))
	assert.Equal(t, lmr, null(three, 10))
	assert.Equal(t, lmr, null(block, 10), "the answer to a threat is reduced too")
	assert.Equal(t, lmr, null(quiet, 10))

	pv := func(m Pos, i int) int { return b.moveReduction(defaultTuned, m, depth, i, true) }
	assert.Equal(t, 0, pv(plainFour, 1), "a PV node searches threats in full")
	assert.Equal(t, 0, pv(three, 10))
	assert.Equal(t, 0, pv(block, 10))
	assert.Equal(t, lmr-1, pv(quiet, 10), "quiet moves are reduced at any node, one ply less at a PV node")
}

// TestIIRSearchesANodeWithoutTTMoveShallower: a node the table knows no
// move for is searched (and stored) a ply shallower; once the table holds
// its best move, the same node is searched to the full depth. The window
// is a null window far above the evaluation, where nothing is pruned at
// this depth and the PV node's alpha-rise reduction does not apply.
func TestIIRSearchesANodeWithoutTTMoveShallower(t *testing.T) {
	b := boardFromStones(t, "7,7;8,8;6,8", "7,8;8,7", eval.White)
	w := testWorker(b)
	table := w.sh.table
	const depth = iirMinDepth + 1
	alpha := clampEval(b.Evaluate()) + 3000
	require.Less(t, alpha, mateBound)

	w.search(alpha, alpha+1, depth*onePly, 1)
	e, ok := table.Probe(b.key)
	require.True(t, ok)
	assert.Equal(t, depth-1, e.Depth, "no TT move: one ply less")
	require.NotEqual(t, NoPos, Pos(e.Move))

	w.search(alpha, alpha+1, depth*onePly, 1)
	e, ok = table.Probe(b.key)
	require.True(t, ok)
	assert.Equal(t, depth, e.Depth, "with the TT move: the full depth")
}

// TestAlphaRiseReducesTheLaterMoves: at a PV node, once a move raises
// alpha the moves after it are searched a ply shallower, and the node is
// stored at the depth it ended with; a null-window node keeps its depth
// (see the IIR test above).
func TestAlphaRiseReducesTheLaterMoves(t *testing.T) {
	b := boardFromStones(t, "7,7;8,8;6,8", "7,8;8,7", eval.White)
	w := testWorker(b)
	table := w.sh.table
	const depth = 6

	w.search(-infinity, infinity, depth*onePly, 1)
	w.search(-infinity, infinity, depth*onePly, 1) // now with a TT move: no IIR
	e, ok := table.Probe(b.key)
	require.True(t, ok)
	require.False(t, isMate(tt.ScoreFromTT(e.Score, 1)))
	assert.Less(t, e.Depth, depth, "alpha rose: the node ends shallower")
	assert.GreaterOrEqual(t, e.Depth, 2, "not below depth 2")
}

// TestRootReduction: a late quiet root move gets a PV node's reduction;
// the first two moves, threats and the blocks of a five do not.
func TestRootReduction(t *testing.T) {
	b, err := NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	for _, p := range []Pos{pos(7, 7), pos(8, 7), pos(7, 8)} {
		b.Put(p, eval.Black)
	}
	for _, p := range []Pos{pos(6, 6), pos(9, 9)} {
		b.Put(p, eval.White)
	}
	b.SetToMove(eval.Black)
	three, quiet := pos(9, 7), pos(13, 1)
	require.Equal(t, eval.ClassOpenThree, b.state[three].info[eval.Black].Class)
	require.True(t, b.isQuiet(quiet))

	const depth = 8
	assert.Equal(t, reduction(defaultTuned, depth, 10, true), b.rootReduction(defaultTuned, quiet, depth, 10))
	assert.Positive(t, b.rootReduction(defaultTuned, quiet, depth, 10), "a late quiet move is reduced")
	assert.Zero(t, b.rootReduction(defaultTuned, quiet, depth, 1), "the first two moves are searched in full")
	assert.Zero(t, b.rootReduction(defaultTuned, three, depth, 10), "a threat is searched in full")
	assert.Zero(t, b.rootReduction(defaultTuned, quiet, 2, 10), "nothing is reduced below depth 3")

	for _, p := range []Pos{pos(2, 12), pos(3, 12), pos(4, 12), pos(5, 12)} {
		b.Put(p, eval.White)
	}
	b.SetToMove(eval.Black)
	require.Positive(t, b.ClassCount(eval.White, eval.ClassFive))
	assert.Zero(t, b.rootReduction(defaultTuned, quiet, depth, 10), "the blocks of a five cost no depth")
}

// TestLateReductionLessAtFormerPVNodes: at a null-window node that was a
// PV node (its table entry says so), late moves lose a ply less than
// moveReduction gives; a move it does not reduce is not extended, and at
// a PV node the flag changes nothing (PV nodes reduce less already).
func TestLateReductionLessAtFormerPVNodes(t *testing.T) {
	b, _, three, _, quiet := moveKindBoard(t)
	const depth = 8
	for _, m := range []Pos{three, quiet} {
		base := b.moveReduction(defaultTuned, m, depth, 10, false)
		require.Positive(t, base)
		assert.Equal(t, base, b.lateReduction(defaultTuned, m, depth, 10, false, false))
		assert.Equal(t, base-1, b.lateReduction(defaultTuned, m, depth, 10, false, true), "a former PV node reduces a ply less")
		assert.Equal(t, b.moveReduction(defaultTuned, m, depth, 10, true), b.lateReduction(defaultTuned, m, depth, 10, true, true))
	}
	assert.Equal(t, 0, b.lateReduction(defaultTuned, quiet, depth, 1, false, true), "an unreduced move stays unreduced")
}

// TestSearchStoresThePVFlag: a PV search stores its node, and the first
// move's child (searched with the PV window), with the PV flag; a
// null-window search of a position no PV search has seen stores it
// without, and a null-window search of a former PV node keeps the flag.
func TestSearchStoresThePVFlag(t *testing.T) {
	b := boardFromStones(t, "7,7;8,8;6,8", "7,8;8,7", eval.White)
	w := testWorker(b)
	table := w.sh.table

	w.search(-infinity, infinity, 4*onePly, 1)
	e, ok := table.Probe(b.key)
	require.True(t, ok)
	assert.True(t, e.PV, "the PV node")
	first := Pos(e.Move)
	require.NotEqual(t, NoPos, first)
	b.Play(first)
	child, ok := table.Probe(b.key)
	b.Undo()
	require.True(t, ok)
	assert.True(t, child.PV, "the first move's child is searched as a PV node")

	alpha := clampEval(b.Evaluate())
	w.search(alpha, alpha+1, 5*onePly, 1)
	e, ok = table.Probe(b.key)
	require.True(t, ok)
	assert.True(t, e.PV, "a null-window search of a former PV node keeps the flag")

	other := boardFromStones(t, "7,7;9,9;6,8", "7,8;9,7", eval.White)
	w = testWorker(other)
	alpha = clampEval(other.Evaluate())
	w.search(alpha, alpha+1, 4*onePly, 1)
	e, ok = w.sh.table.Probe(other.key)
	require.True(t, ok)
	assert.False(t, e.PV, "a node only ever searched with a null window")
}

// TestCutReductionSparesTheLikelyCut: at an expected cut node the late
// moves are reduced a ply and a half more, but not its first move nor its
// killers (the moves most likely to fail it high); at any other node
// nothing more.
func TestCutReductionSparesTheLikelyCut(t *testing.T) {
	b := boardFromStones(t, "7,7;8,8;6,8", "7,8;8,7", eval.White)
	w := testWorker(b)
	const ply = 3
	killer, other := pos(5, 9), pos(9, 6)
	w.killers[ply] = [2]Pos{killer, NoPos}

	assert.Equal(t, 0, w.cutReduction(other, 0, ply, true), "the first move is searched as usual")
	assert.Equal(t, 0, w.cutReduction(killer, 4, ply, true), "a killer is searched as usual")
	assert.Equal(t, defaultTuned.CutNodeReduction, w.cutReduction(other, 1, ply, true))
	assert.Equal(t, defaultTuned.CutNodeReduction, w.cutReduction(other, 9, ply, true))
	assert.Equal(t, 0, w.cutReduction(other, 9, ply, false), "not at an expected all node")
}

// TestCutNodeSearchesLessThanAllNode: the flag its parent sets decides
// which plies take the extra reduction (the flagged node's and every other
// one below it, or the plies in between); flagged a cut node, the same
// null-window search visits fewer nodes here, and without the reduction
// the two counts are equal. Node counts are deterministic for one
// position and window.
func TestCutNodeSearchesLessThanAllNode(t *testing.T) {
	b := boardFromStones(t, "7,7;6,6;7,8;8,7", "5,5;6,7;6,8;9,6", eval.Black)
	const depth = 10
	alpha := clampEval(b.Evaluate())
	nodes := func(cut bool) int64 {
		w := testWorker(b)
		w.cutNode[1] = cut
		w.search(alpha, alpha+1, depth*onePly, 1)
		return w.nodes
	}
	asAll, asCut := nodes(false), nodes(true)
	assert.Less(t, asCut, asAll, "a cut node's late moves are reduced more")
}
