package engine

import (
	"testing"

	"amoba/eval"
	"amoba/tt"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// issue15Stop is the position of issue 15's second defect (black to move):
// with the clock cut in the middle of an iteration the engine played a move
// the last completed iteration had refuted.
func issue15Stop(t *testing.T) *Board {
	t.Helper()
	b, err := NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	for _, s := range [][2]int{{7, 7}, {8, 10}, {9, 10}, {8, 8}, {6, 5}, {9, 6}} {
		b.Put(MakePos(s[0], s[1]), eval.Black)
	}
	for _, s := range [][2]int{{8, 7}, {8, 6}, {7, 6}, {9, 8}, {6, 6}, {7, 5}} {
		b.Put(MakePos(s[0], s[1]), eval.White)
	}
	b.SetToMove(eval.Black)
	return b
}

// rootWorker returns a worker set up on b as Think sets up its main thread,
// stopping after maxNodes (0: never), with its root moves.
func rootWorker(b *Board, maxNodes int64) (*worker, []rootMove) {
	lim := Limits{MaxDepth: maxPly - 8, MaxNodes: maxNodes, TurnTime: Unset, MatchTime: Unset, TimeLeft: Unset}
	sh := &shared{table: tt.New(1 << 22), budget: planDefault(lim, b.width*b.height-b.numMoves), maxNodes: maxNodes, now: New(0).now}
	w := newWorker(0)
	w.reset(b, sh)
	return w, w.rootMoves(nil)
}

// TestStoppedIterationKeepsTheCompletedMove stops the search by node
// budgets, each cutting some iteration short, and checks the rule: the
// move played is the last completed iteration's, unless the unfinished
// iteration proved another move better with an exact score, which is then
// reported as unfinished; the last report always names the move played.
func TestStoppedIterationKeepsTheCompletedMove(t *testing.T) {
	// Which budgets end in a proven better move depends on the evaluation
	// (TestTakeUnfinished covers that decision on its own).
	budgets := []int64{30_000, 50_000, 70_000, 120_000}
	if testing.Short() || raceEnabled {
		budgets = budgets[:2]
	}
	unfinished := 0
	for _, n := range budgets {
		w, moves := rootWorker(issue15Stop(t), n)
		var reports []Info
		res := w.iterate(moves, maxPly-8, func(depth, score int, pv []Pos, u bool) {
			reports = append(reports, Info{Depth: depth, Score: score, PV: append([]Pos(nil), pv...), Unfinished: u})
		})
		require.NotEmpty(t, reports, "budget %d", n)
		last := reports[len(reports)-1]
		assert.Equal(t, res.Move, last.PV[0], "budget %d: the last report names the move played", n)
		var completed *Info
		for i := range reports {
			if !reports[i].Unfinished {
				completed = &reports[i]
			}
		}
		require.NotNil(t, completed, "budget %d", n)
		if !res.Unfinished {
			assert.Equal(t, completed.PV[0], res.Move, "budget %d", n)
			assert.Equal(t, completed.Depth, res.Depth, "budget %d", n)
			continue
		}
		unfinished++
		assert.True(t, last.Unfinished, "budget %d", n)
		assert.NotEqual(t, completed.PV[0], res.Move, "budget %d", n)
		assert.Greater(t, res.Score, completed.Score, "budget %d: only a better exact score changes the move", n)
		assert.Equal(t, completed.Depth+1, res.Depth, "budget %d", n)
	}
	t.Logf("%d of %d budgets ended in a move proven better by the unfinished iteration", unfinished, len(budgets))
}

// TestTakeUnfinished: an unfinished iteration's exact line replaces the
// answer only when no iteration completed, or when it is another move with
// a higher score.
func TestTakeUnfinished(t *testing.T) {
	a, b := MakePos(7, 7), MakePos(8, 8)
	completed := func() Result { return Result{Move: a, Score: 50, Depth: 6, PV: []Pos{a, b}} }
	cases := []struct {
		name string
		res  Result
		ex   exactLine
		take bool
	}{
		{"no exact line", completed(), exactLine{move: NoPos}, false},
		{"same move", completed(), exactLine{move: a, score: 90, pv: []Pos{a}}, false},
		{"other move, lower", completed(), exactLine{move: b, score: 40, pv: []Pos{b}}, false},
		{"other move, equal", completed(), exactLine{move: b, score: 50, pv: []Pos{b}}, false},
		{"other move, higher", completed(), exactLine{move: b, score: 51, pv: []Pos{b, a}}, true},
		{"nothing completed", Result{Move: a}, exactLine{move: b, score: -10, pv: []Pos{b}}, true},
	}
	for _, c := range cases {
		res := c.res
		before := res
		require.Equal(t, c.take, res.takeUnfinished(&c.ex, 7), c.name)
		if !c.take {
			assert.Equal(t, before, res, c.name)
			continue
		}
		assert.Equal(t, c.ex.move, res.Move, c.name)
		assert.Equal(t, c.ex.score, res.Score, c.name)
		assert.Equal(t, 7, res.Depth, c.name)
		assert.Equal(t, c.ex.pv, res.PV, c.name)
		assert.True(t, res.Unfinished, c.name)
	}
}

// TestRootBoundsAreNotExact: a root search whose window the best move
// fails high or low leaves no exact move behind, so that a stop right
// after it cannot change the move played.
func TestRootBoundsAreNotExact(t *testing.T) {
	w, moves := rootWorker(issue15Stop(t), 0)
	exact := w.searchRoot(moves, -infinity, infinity, 3)
	require.Equal(t, moves[0].pos, w.exact.move, "a full window gives an exact score")
	require.Equal(t, exact, w.exact.score)

	w.exact.move = NoPos
	score := w.searchRoot(moves, exact-200, exact-100, 3) // fails high
	assert.GreaterOrEqual(t, score, exact-100)
	assert.Equal(t, NoPos, w.exact.move, "a fail-high is a bound")

	w.exact.move = NoPos
	score = w.searchRoot(moves, exact+100, exact+200, 3) // fails low
	assert.LessOrEqual(t, score, exact+100)
	assert.Equal(t, NoPos, w.exact.move, "a fail-low is a bound")
}
