package protocol

import (
	"context"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"amoba/engine"
)

// failureNotes returns the MESSAGE lines of a session that tell of a
// failed search.
func failureNotes(h *harness) []string { return messagesWith(h, "the search failed") }

// TestPanickingSearchIsAnsweredWithoutIt: a search that panics does not
// take the brain down: the move is the first of the last line it
// reported, a MESSAGE after it names the panic, the log gets the stack,
// and the next move comes from a fresh engine.
func TestPanickingSearchIsAnsweredWithoutIt(t *testing.T) {
	reported := engine.MakePos(3, 4)
	broken := &fakeSearcher{think: func(_ context.Context, _ *engine.Board, _ engine.Limits, report func(engine.Info)) engine.Result {
		report(engine.Info{Depth: 1, PV: []engine.Pos{reported}})
		var cells []int
		return engine.Result{Move: engine.Pos(cells[5])} // index out of range
	}}
	h, log := playPastBrokenSearch(t, broken, "1000")
	h.finish()

	notes := failureNotes(h)
	require.Len(t, notes, 1)
	assert.Contains(t, notes[0], "(panic: runtime error: index out of range")
	assert.Contains(t, notes[0], "answering 3,4 without it")
	assert.Empty(t, stallNotes(h), "not a stall")
	assert.Contains(t, log.String(), "stack of the failed search:\ngoroutine ")
	assert.Contains(t, log.String(), "failure_test.go:", "the stack is the panic's")
}

// TestPanickingSearchWithoutNewSearcherKeepsTheEngine: a session that
// cannot make an engine answers for the failed search with the quick move
// (no line was reported) and goes on with the engine it has.
func TestPanickingSearchWithoutNewSearcherKeepsTheEngine(t *testing.T) {
	var calls atomic.Int32
	flaky := &fakeSearcher{think: func(_ context.Context, b *engine.Board, _ engine.Limits, _ func(engine.Info)) engine.Result {
		if calls.Add(1) == 1 {
			panic("first search fails")
		}
		return engine.Result{Move: engine.QuickMove(b)}
	}}
	h := startHarness(t, flaky, Options{})
	h.send("START 15", "INFO timeout_turn 1000", "BEGIN")
	require.Equal(t, "OK", h.expectLine(lineTimeout))
	assert.Equal(t, "7,7", h.expectLine(lineTimeout), "the quick move of the empty board")
	h.send("TURN 8,8")
	h.expectLine(lineTimeout)
	assert.Len(t, flaky.recorded(), 2, "the same engine answers the next move")
	h.finish()
	notes := failureNotes(h)
	require.Len(t, notes, 1)
	assert.Contains(t, notes[0], "(panic: first search fails)")
}
