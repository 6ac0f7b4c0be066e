package engine

import (
	"context"
	"fmt"
	"io"
	"slices"
	"testing"
	"time"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixedDepth returns limits for a deterministic search to depth.
func fixedDepth(depth int) Limits {
	return Limits{MaxDepth: depth, TurnTime: Unset, MatchTime: Unset, TimeLeft: Unset}
}

func think(t *testing.T, b *Board, lim Limits) Result {
	t.Helper()
	e := New(1 << 20)
	before := b.Key()
	res := e.Think(context.Background(), b, lim, nil)
	require.Equal(t, before, b.Key(), "Think must not change the board")
	require.True(t, b.IsLegal(res.Move), "illegal move %v", res.Move)
	return res
}

func pos(x, y int) Pos { return MakePos(x, y) }

func TestWinInOne(t *testing.T) {
	for _, r := range allRules {
		b := boardFromPicture(t, r,
			"...............",
			"...xxxx........",
			"...oooo........",
			"...............",
			"...............")
		b.SetToMove(eval.Black)
		res := think(t, b, fixedDepth(3))
		assert.Contains(t, []Pos{pos(2, 1), pos(7, 1)}, res.Move, "rule %s", r)
		assert.Equal(t, winIn(1), res.Score)
	}
}

func TestBlockTheFive(t *testing.T) {
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...xxx.........",
		"..oooo.x.......",
		"...............",
		"...............")
	b.SetToMove(eval.Black)
	res := think(t, b, fixedDepth(5))
	// o has a five at 1,2 or 6,2? 6,2 is empty: black must block there, or
	// lose; 1,2 is the other end. Both are five points: black is lost, and
	// still plays a block.
	assert.Contains(t, []Pos{pos(1, 2), pos(6, 2)}, res.Move)

	b = boardFromPicture(t, eval.Standard,
		"...............",
		"..xxx..........",
		"xoooo..........",
		"...............",
		"...............")
	b.SetToMove(eval.Black)
	res = think(t, b, fixedDepth(5))
	assert.Equal(t, pos(5, 2), res.Move, "the only block")
}

func TestAnswerAnOpenThree(t *testing.T) {
	// White has a free three on row 7; black has nothing comparable and
	// must stop it at one of its ends (or the far points).
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"......x........",
		".......x.......",
		"......ooo......",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............",
		"...............")
	b.SetToMove(eval.Black)
	res := think(t, b, fixedDepth(4))
	assert.Contains(t, []Pos{pos(5, 7), pos(9, 7), pos(4, 7), pos(10, 7)}, res.Move)
}

func TestForcedDefenceOverAttack(t *testing.T) {
	// Black could make a free three, but white's four-three at 10,7 wins
	// first: black must take that point (or a cell that breaks the row).
	// White's shape is strong enough that black may be lost anyway, so only
	// the move is asserted.
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...............",
		"..x.x..........",
		"...............",
		"...............",
		"...............",
		"..........o....",
		".......ooo.....",
		"..........o....",
		"...............",
		"...............",
		"...............",
		"...............",
		"x..............",
		"...............")
	b.SetToMove(eval.Black)
	res := think(t, b, fixedDepth(4))
	assert.Contains(t, []Pos{pos(10, 7), pos(6, 7), pos(11, 7), pos(10, 5), pos(10, 9), pos(10, 10), pos(10, 4), pos(5, 7)}, res.Move)
}

// TestRootVCFSolvesSuiteSample runs the root VCF solver on a sample of the
// shared VCF suites (every sixteenth position); each first move must be
// one of the listed VCF starts.
func TestRootVCFSolvesSuiteSample(t *testing.T) {
	for _, file := range []string{"vcf_freestyle_sample.txt", "vcf_standard_sample.txt"} {
		positions := loadPositions(t, file)
		if testing.Short() {
			positions = positions[:20]
		}
		solved := 0
		var missed []string
		for _, cp := range positions {
			b := cp.board(t)
			w := newWorker(0)
			w.reset(b, &shared{now: time.Now, budget: timeBudget{infinite: true}})
			p, n := w.vcfRoot(rootVCFDepthMax, noNodeLimit)
			if p != NoPos && slices.Contains(cp.answers, p.String()) {
				solved++
				assert.Greater(t, n, 0)
			} else {
				missed = append(missed, fmt.Sprintf("%s:%v", cp.id, p))
			}
		}
		t.Logf("%s: %d/%d solved; missed %v", file, solved, len(positions), missed)
		assert.GreaterOrEqual(t, solved*100, len(positions)*95, "%s: solved %d of %d", file, solved, len(positions))
	}
}

func TestBenchIsDeterministic(t *testing.T) {
	a := Bench(io.Discard, 3, DefaultParams())
	b := Bench(io.Discard, 3, DefaultParams())
	assert.Equal(t, a, b)
	assert.Greater(t, a, int64(1000))
}

func TestThinkStopsWhenCancelled(t *testing.T) {
	b, err := BenchPositions[3].Board()
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	e := New(1 << 20)
	done := make(chan Result)
	go func() {
		done <- e.Think(ctx, b, Limits{Start: time.Now(), TurnTime: 600000, MatchTime: 0, TimeLeft: Unset}, nil)
	}()
	time.Sleep(50 * time.Millisecond)
	cancel()
	select {
	case res := <-done:
		assert.True(t, b.IsLegal(res.Move))
	case <-time.After(5 * time.Second):
		t.Fatal("Think did not stop")
	}
}

func TestMultiPVReportsDistinctMoves(t *testing.T) {
	b, err := BenchPositions[0].Board()
	require.NoError(t, err)
	var infos []Info
	e := New(1 << 20)
	lim := fixedDepth(3)
	lim.MultiPV = 3
	res := e.Think(context.Background(), b, lim, func(i Info) { infos = append(infos, i) })
	first := map[int]Pos{}
	for _, i := range infos {
		require.NotEmpty(t, i.PV)
		first[i.MultiPV] = i.PV[0]
	}
	require.Len(t, first, 3)
	assert.NotEqual(t, first[1], first[2])
	assert.NotEqual(t, first[2], first[3])
	assert.NotEqual(t, first[1], first[3])
	assert.Equal(t, first[1], res.Move)
	assert.Equal(t, res.Move, infos[len(infos)-1].PV[0], "the last report names the move played")
}

func TestSearchNeverPlaysForbiddenForBlack(t *testing.T) {
	for _, cp := range loadPositions(t, "rule_checks.txt") {
		if cp.rule != eval.Renju || cp.toMove != eval.Black {
			continue
		}
		b := cp.board(t)
		res := think(t, b, fixedDepth(3))
		for _, a := range cp.answers {
			if a[0] == '!' {
				assert.NotEqual(t, a[1:], res.Move.String(), cp.id)
			}
		}
	}
}

// TestStoppedBeforeAnyMoveReportsTheMove: a search stopped before its
// first iteration finishes answers the best-ordered legal move, with no
// -infinity score, and one report (depth 0) that names it.
func TestStoppedBeforeAnyMoveReportsTheMove(t *testing.T) {
	b, err := BenchPositions[0].Board()
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var reports []Info
	res := New(1<<20).Think(ctx, b, Limits{Start: time.Now(), TurnTime: 5000, MatchTime: 0, TimeLeft: Unset},
		func(i Info) { reports = append(reports, i) })
	assert.True(t, b.IsLegal(res.Move))
	assert.Greater(t, res.Score, -mateBound)
	require.Len(t, reports, 1)
	assert.Equal(t, 0, reports[0].Depth)
	assert.Equal(t, []Pos{res.Move}, reports[0].PV)
}

// TestNoRootMoveStillBlocks: when the move generator finds nothing that
// stops the opponent (here black, after a game against Rapfi, has threats
// no single stone answers), no iteration runs and the answer is QuickMove's
// best-ordered cell, a block, not the zero Pos (0,0) of an empty result.
func TestNoRootMoveStillBlocks(t *testing.T) {
	b := boardFromPicture(t, eval.Freestyle,
		"...............",
		"...............",
		"...............",
		"...............",
		"......o.o......",
		"......xxxo.o...",
		"......oox.xx.x.",
		"......oxoxo....",
		"........xoox...",
		".......oxxxxo..",
		"...............",
		"...........o...",
		"...............",
		"...............",
		"...............")
	b.SetToMove(eval.White)
	res := think(t, b, fixedDepth(4))
	assert.Equal(t, 0, res.Depth, "the root had moves: this position no longer tests the empty root")
	assert.Equal(t, QuickMove(b), res.Move)
	assert.NotEqual(t, pos(0, 0), res.Move)
}

// TestHistoryStaysWithinItsBound: a cell that refutes at every node
// reaches a history of +16384 and stays there, and the moves tried before
// it reach −16384; the bound holds at any depth's bonus.
func TestHistoryStaysWithinItsBound(t *testing.T) {
	b, err := NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	w := testWorker(b)
	refuter, failed := pos(7, 7), pos(8, 8)
	us := b.toMove
	var searched Bitboard
	searched.Set(failed)
	for n := range 2000 {
		w.rewardCutoff(refuter, 1+n%30, 2, []scoredMove{{pos: failed}}, &searched)
		require.LessOrEqual(t, w.history[us][refuter], int32(16384))
		require.GreaterOrEqual(t, w.history[us][failed], int32(-16384))
	}
	assert.Equal(t, int32(16384), w.history[us][refuter])
	assert.Equal(t, int32(-16384), w.history[us][failed])
}

// TestNoDefenceLosesTwoMovesOn: when the opponent has two free threes far
// apart and we have no four, no move stops both (the move generator lists
// none), and the node is a loss to the five two of the opponent's moves
// on (a free four, then the five), not to one at its next move.
func TestNoDefenceLosesTwoMovesOn(t *testing.T) {
	// black: free threes on row 2 (3..5) and on row 11 (9..11); white
	// scattered, with no three of its own
	b := boardFromStones(t, "3,2;4,2;5,2;9,11;10,11;11,11", "0,7;7,0;14,7;7,14;13,13;1,13", eval.White)
	w := testWorker(b)
	moves, complete := w.genMoves(nil)
	require.True(t, complete)
	require.Empty(t, moves, "no move stops both threes")
	score := w.search(-infinity, infinity, 2*onePly, 1)
	assert.Equal(t, lossIn(1+4), score, "black's free four at ply 3, its five at ply 5")
}

// TestHistoryPenalisesOnlySearchedMoves: at a cut-off, the moves tried
// before the refutation lose history only if they were searched: a move
// skipped unsearched (a late weak cell) taught nothing.
func TestHistoryPenalisesOnlySearchedMoves(t *testing.T) {
	b, err := NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	w := testWorker(b)
	refuter, searchedMove, skipped := pos(7, 7), pos(8, 8), pos(9, 9)
	var searched Bitboard
	searched.Set(searchedMove)
	w.rewardCutoff(refuter, 4, 2, []scoredMove{{pos: searchedMove}, {pos: skipped}}, &searched)
	us := b.toMove
	assert.Positive(t, w.history[us][refuter])
	assert.Negative(t, w.history[us][searchedMove])
	assert.Zero(t, w.history[us][skipped])
}
