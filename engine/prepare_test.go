package engine

import (
	"context"
	"testing"

	"amoba/eval"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestPrepareAndHashSize: Prepare builds no table (the memory budget may
// still come), SetHashBytes makes it at once, a search's entries survive a
// Prepare for the same game and are cleared by one for another.
func TestPrepareAndHashSize(t *testing.T) {
	e := New(1 << 20)
	e.Prepare(15, 15, eval.Freestyle)
	assert.Nil(t, e.table, "no table before the memory budget")
	e.SetHashBytes(2 << 20)
	require.NotNil(t, e.table)
	assert.Equal(t, 2<<20, e.table.Bytes())

	b, _ := searchAfterCentre(t, e)
	_, ok := e.table.Probe(b.Key())
	require.True(t, ok, "the root is stored")

	e.Prepare(15, 15, eval.Freestyle)
	_, ok = e.table.Probe(b.Key())
	assert.True(t, ok, "the same game keeps its entries")
	e.Prepare(20, 20, eval.Freestyle)
	_, ok = e.table.Probe(b.Key())
	assert.False(t, ok, "another board size clears them")

	table := e.table
	e.SetHashBytes(2 << 20)
	assert.Same(t, table, e.table)
	e.SetHashBytes(4 << 20)
	assert.Equal(t, 4<<20, e.table.Bytes(), "resized")
}

// TestRelease: Release lets the table go and the engine still plays: the
// next search makes a table of the same size again. (That the table's
// memory is freed, after its background writer is done, is tt's
// TestFreeWaitsForTheWriter.)
func TestRelease(t *testing.T) {
	e := New(1 << 20)
	e.Release() // no table yet: nothing to do
	e.SetHashBytes(2 << 20)
	require.NotNil(t, e.table)
	e.Release()
	assert.Nil(t, e.table)

	b, res := searchAfterCentre(t, e)
	assert.True(t, b.IsLegal(res.Move))
	require.NotNil(t, e.table)
	assert.Equal(t, 2<<20, e.table.Bytes())
}

// TestPrepareReadiesTheSearchThreads: the threads a search will use are
// made by Prepare, with their solver tables and a board of the game's
// size, and the first search uses them rather than making its own.
func TestPrepareReadiesTheSearchThreads(t *testing.T) {
	e := New(1 << 20)
	e.SetThreads(2)
	e.Prepare(15, 15, eval.Freestyle)
	require.Len(t, e.workers, 2)
	made := append([]*worker(nil), e.workers...)
	assert.NotNil(t, made[0].pnTable, "the VCT's table is made with the main thread")
	assert.Nil(t, made[1].pnTable, "a helper runs no VCT")
	for _, w := range made {
		assert.Equal(t, 15, w.b.Width(), "the board is written once")
	}

	b, res := searchAfterCentre(t, e)
	assert.True(t, b.IsLegal(res.Move))
	require.Len(t, e.workers, 2)
	for i, w := range made {
		assert.Same(t, w, e.workers[i], "thread %d reused", i)
	}
}

// searchAfterCentre searches, to depth 3 with e, the 15×15 freestyle
// position after a first stone in the centre.
func searchAfterCentre(t *testing.T, e *Engine) (*Board, Result) {
	t.Helper()
	b, err := NewBoard(15, 15, eval.Freestyle)
	require.NoError(t, err)
	b.Play(MakePos(7, 7))
	lim := Limits{MaxDepth: 3, TurnTime: Unset, MatchTime: Unset, TimeLeft: Unset}
	return b, e.Think(context.Background(), b, lim, nil)
}
