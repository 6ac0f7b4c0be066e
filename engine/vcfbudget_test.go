package engine

import (
	"context"
	"testing"
	"time"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// manyFoursNoVCF is a position from a game against Rapfi (session 49,
// black to move) in which black has many fours and no VCF: the full root
// VCF searched about 220,000 nodes before giving up, the whole of a 0.3 s
// turn, and the engine then played a move it had not searched.
func manyFoursNoVCF(t *testing.T) *Board {
	return boardFromStones(t,
		"7,7;10,7;7,8;8,8;10,9;6,7;9,9;9,4;5,6;12,7;11,7;10,5;8,6;8,3;10,6;12,8;5,9",
		"8,7;9,6;7,9;9,8;6,6;9,5;10,10;7,6;4,5;11,8;9,7;13,8;12,6;11,6;10,8;7,4;4,8",
		eval.Black)
}

// longVCF is lfz-game-vcf-366 of the VCF puzzles: black has a VCF of 11
// attacking moves (21 plies) that takes about 78,000 nodes to find.
func longVCF(t *testing.T, toMove eval.Color) *Board {
	return boardFromStones(t,
		"9,4;6,5;7,5;9,5;10,5;12,5;9,6;12,6;7,7;12,7;5,8;6,8;8,8;11,8;4,9;7,9;8,9;10,9;5,10;10,10;12,10;14,10;6,11;7,11;9,11;10,11;8,12",
		"9,2;8,5;6,6;7,6;8,6;10,6;11,6;8,7;9,7;10,7;11,7;3,8;4,8;9,8;10,8;12,8;3,9;9,9;11,9;13,9;6,10;7,10;8,10;9,10;5,11;8,11;7,12",
		toMove)
}

// TestRootVCFStopsAtItsBudget checks that the root VCF gives up once it
// has searched its node budget, and that the position needs more than the
// budget (so the limit is what stopped it).
func TestRootVCFStopsAtItsBudget(t *testing.T) {
	const budget = 20_000
	w, _ := rootWorker(manyFoursNoVCF(t), 0)
	p, _ := w.vcfRoot(rootVCFDepthMax, budget)
	assert.Equal(t, NoPos, p)
	assert.LessOrEqual(t, w.nodes, int64(budget+1), "stopped at the budget")
	assert.Equal(t, int64(noNodeLimit), w.vcfNodeLimit, "the limit is lifted afterwards")

	w, _ = rootWorker(manyFoursNoVCF(t), 0)
	w.vcfRoot(rootVCFDepthMax, 2*budget)
	assert.Greater(t, w.nodes, int64(budget), "the position needs more than the budget")
}

// TestAbortedRootVCFCachesNothing runs a root VCF that its budget cuts
// short in a position with a long VCF (lfz-game-vcf-366 of the VCF
// puzzles, 11 attacking moves, about 78,000 nodes to find), then the full
// one on the same worker: the cut search must not have left failures in
// the VCF cache that hide the win.
func TestAbortedRootVCFCachesNothing(t *testing.T) {
	b := longVCF(t, eval.Black)
	w, _ := rootWorker(b, 0)
	p, _ := w.vcfRoot(rootVCFDepthMax, 5_000)
	require.Equal(t, NoPos, p, "the budget is too small to find it")
	p, n := w.vcfRoot(rootVCFDepthMax, noNodeLimit)
	assert.Contains(t, []Pos{pos(12, 3), pos(11, 5), pos(13, 6), pos(5, 9), pos(6, 9), pos(11, 10), pos(7, 13), pos(10, 13)}, p)
	assert.Equal(t, 21, n)
}

// TestThinkSearchesPastAnExpensiveRootVCF: under a node limit the root
// VCF gets a quarter of it, so the search still completes its iterations
// in the position where the VCF alone used to take the whole turn (with
// no budget, 200,000 nodes ended with no iteration completed: depth 0).
func TestThinkSearchesPastAnExpensiveRootVCF(t *testing.T) {
	e := New(1 << 22)
	lim := Limits{MaxNodes: 200_000, TurnTime: Unset, MatchTime: Unset, TimeLeft: Unset}
	res := e.Think(context.Background(), manyFoursNoVCF(t), lim, nil)
	assert.GreaterOrEqual(t, res.Depth, 6, "iterations completed after the VCF gave up")
	assert.NotEqual(t, NoPos, res.Move)
}

// TestRootVCFBudget pins the budget's rule: a share of the soft time, a
// quarter of a node limit at most, a fixed amount without a clock.
func TestRootVCFBudget(t *testing.T) {
	assert.Equal(t, int64(54_000), rootVCFBudget(timeBudget{soft: 216_000_000}, 0))
	assert.Equal(t, int64(25_000), rootVCFBudget(timeBudget{soft: 216_000_000}, 100_000))
	assert.Equal(t, int64(1_000_000), rootVCFBudget(timeBudget{infinite: true}, 0))
	assert.Equal(t, int64(2_000), rootVCFBudget(timeBudget{soft: 1_000_000}, 0), "never below the minimum")
}

// TestVCTStopsItsVCFsAtItsBudget: the VCFs a VCT runs at the attacker's
// nodes count against the VCT's budget and stop with it (in this position
// the first of them alone used to run the VCT to 9,041 nodes on a budget
// of 4,000), and a VCT cut short leaves nothing in its table that hides a
// VCT a larger budget finds (white, to move in the same stones, has one).
func TestVCTStopsItsVCFsAtItsBudget(t *testing.T) {
	const budget = 4_000
	w, _ := rootWorker(manyFoursNoVCF(t), 0)
	p, _ := w.vctRoot(rootVCTDepthMax, budget)
	assert.Equal(t, NoPos, p)
	assert.LessOrEqual(t, w.nodes, int64(budget+16), "stopped at the budget")
	assert.Equal(t, int64(noNodeLimit), w.vcfNodeLimit, "the VCF limit is lifted afterwards")

	b := manyFoursNoVCF(t)
	b.SetToMove(eval.White)
	w, _ = rootWorker(b, 0)
	p, _ = w.vctRoot(rootVCTDepthMax, budget)
	require.Equal(t, NoPos, p, "the budget is too small to find it")
	p, n := w.vctRoot(rootVCTDepthMax, 50_000)
	assert.Equal(t, pos(6, 5), p)
	assert.Equal(t, 31, n)
}

// TestVCTRootLeafFindsItsVCFAgain: when the VCT's root is itself a leaf
// (a VCF of ours, found by the proof's one search within the budget), the
// VCF is found again by vcfRoot, whose deepening can take more nodes than
// the proof's search did (here 56,000 after 8,000): the budget must not cut
// it, or the VCT would claim nothing after proving a win.
func TestVCTRootLeafFindsItsVCFAgain(t *testing.T) {
	b := longVCF(t, eval.Black)
	w, _ := rootWorker(b, 0)
	p, n := w.vctRoot(rootVCTDepthMax, 20_000)
	assert.NotEqual(t, NoPos, p)
	assert.Equal(t, 21, n, "the shortest VCF")
	assert.Equal(t, int64(noNodeLimit), w.vcfNodeLimit, "the VCF limit is lifted afterwards")
}

// TestGuardStaysInItsBudgetAgainstAVCF: when our move leaves the opponent
// a VCF (the VCT's root is a leaf), the guard needs to know only that the
// proof succeeded; finding the VCF's first move again, as vctRoot does,
// took 56,000 more nodes here than the proof's 8,000 and the budget.
func TestGuardStaysInItsBudgetAgainstAVCF(t *testing.T) {
	const budget = 20_000
	b := longVCF(t, eval.White)
	w, _ := rootWorker(b, 0)
	assert.True(t, w.opponentWinsAfter(pos(0, 0), budget), "black's VCF stands after a move in the corner")
	assert.LessOrEqual(t, w.nodes, int64(budget+16), "the guard stayed in its budget")
	assert.Equal(t, int64(noNodeLimit), w.vcfNodeLimit, "the VCF limit is lifted afterwards")
}

// TestRootSolversStopAtTheirDeadline: on a clock slow enough that the
// root VCF's node budget would take several turns (64 nodes a virtual
// millisecond, where the budget assumes about a thousand), the VCF and
// the VCT give up at their shares of the soft time, and the search has
// completed iterations inside the turn. Without the deadlines the
// solvers' budgets (58,000 nodes) outlast the turn, and no iteration
// completes.
func TestRootSolversStopAtTheirDeadline(t *testing.T) {
	clock := &virtualClock{t: t0, step: 4 * time.Millisecond}
	e := New(1 << 22)
	e.now = clock.now
	lim := Limits{TurnTime: 300, MatchTime: Unset, TimeLeft: Unset, Start: t0}
	tb := planDefault(lim, 15*15-34)
	var first time.Duration
	res := e.Think(context.Background(), manyFoursNoVCF(t), lim, func(in Info) {
		if first == 0 {
			first = in.Elapsed
		}
	})
	solvers := tb.soft/rootVCFTimeShare + tb.soft/rootVCTTimeShare
	require.NotZero(t, first, "an iteration completed")
	assert.LessOrEqual(t, first, solvers+40*time.Millisecond, "the first iteration came soon after the solvers' deadlines")
	assert.GreaterOrEqual(t, res.Depth, 1)
	assert.LessOrEqual(t, clock.t.Sub(t0), 300*time.Millisecond)
}

// TestSolverDeadline pins the deadline's rule: shares of the soft time
// from the move's start, none without a clock.
func TestSolverDeadline(t *testing.T) {
	tb := timeBudget{start: t0, soft: 200 * time.Millisecond}
	assert.Equal(t, t0.Add(50*time.Millisecond), tb.solverDeadline(rootVCFTimeShare))
	assert.Equal(t, t0.Add(70*time.Millisecond), tb.solverDeadline(rootVCFTimeShare, rootVCTTimeShare))
	inf := timeBudget{infinite: true}
	assert.True(t, inf.solverDeadline(rootVCFTimeShare).IsZero())
}
