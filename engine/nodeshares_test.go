package engine

import (
	"bytes"
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestNodeAccountCountsTheOutermostCall: a kind entered inside itself adds
// its nodes once, from the outer call's start; kinds nested in other kinds
// each count their own.
func TestNodeAccountCountsTheOutermostCall(t *testing.T) {
	w := newWorker(0)
	w.nodes = 100
	outer := w.enter(kindReduced)
	w.nodes += 10
	inner := w.enter(kindReduced)
	pv := w.enter(kindPV)
	w.nodes += 5
	w.leave(kindPV, pv)
	w.leave(kindReduced, inner)
	w.nodes += 2
	w.leave(kindReduced, outer)
	s := w.shares(40)
	assert.Equal(t, NodeShares{Nodes: 117, RootSolvers: 40, Reduced: 17, PV: 5}, s)
}

// TestNodeSharesFollowTheRules searches a middle-game position at fixed
// depths: below the depths where the rules start (aspiration windows at 5,
// singular tests at 7) their shares are zero, deeper they are not, and no
// share passes the whole.
func TestNodeSharesFollowTheRules(t *testing.T) {
	b, err := middleGamePositions(t)[0].Board()
	require.NoError(t, err)
	think := func(depth int) Result {
		e := New(benchHashBytes)
		return e.Think(context.Background(), b, Limits{MaxDepth: depth, TurnTime: Unset, MatchTime: Unset, TimeLeft: Unset}, nil)
	}
	shallow := think(4)
	assert.Zero(t, shallow.Shares.Aspiration)
	assert.Zero(t, shallow.Shares.Singular)
	assert.Positive(t, shallow.Shares.Horizon)
	assert.Equal(t, shallow.Nodes, shallow.Shares.Nodes, "one thread: the main thread's nodes are all")

	deep := think(11)
	s := deep.Shares
	assert.Equal(t, deep.Nodes, s.Nodes)
	for name, n := range map[string]int64{"root solvers": s.RootSolvers, "guard": s.Guard, "aspiration": s.Aspiration,
		"reduced": s.Reduced, "pv": s.PV, "singular": s.Singular, "horizon": s.Horizon, "razoring": s.Razoring} {
		assert.True(t, n >= 0 && n <= s.Nodes, "%s: %d of %d", name, n, s.Nodes)
	}
	for name, n := range map[string]int64{"aspiration": s.Aspiration, "reduced": s.Reduced, "pv": s.PV,
		"singular": s.Singular, "horizon": s.Horizon} {
		assert.Positive(t, n, name)
	}

	var out bytes.Buffer
	s.Print(&out)
	assert.Contains(t, out.String(), "Node shares (%) : root solvers ")
}
