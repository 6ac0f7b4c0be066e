package protocol

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"amoba/engine"
)

// engineMaker is an Options.NewSearcher that hands out next (a fresh fake
// if nil) and counts how often the session asked for an engine.
type engineMaker struct {
	next Searcher
	made atomic.Int32
}

func (m *engineMaker) newSearcher() Searcher {
	m.made.Add(1)
	if m.next != nil {
		return m.next
	}
	return &fakeSearcher{}
}

// messagesWith returns a session's MESSAGE lines that contain text.
func messagesWith(h *harness, text string) []string {
	var notes []string
	for _, m := range h.messages() {
		if strings.Contains(m, text) {
			notes = append(notes, m)
		}
	}
	return notes
}

// stallNotes returns the watchdog's MESSAGE lines of a session.
func stallNotes(h *harness) []string { return messagesWith(h, "did not stop in time") }

// playPastBrokenSearch plays a game whose first search (by broken) reports
// 3,4 and then never answers or fails, at turn ms a move: the first move
// must be 3,4, and the next one a fresh engine's, prepared for the game
// and given its table. It returns the session, still running, and its log.
func playPastBrokenSearch(t *testing.T, broken Searcher, turn string) (*harness, *lockedBuffer) {
	t.Helper()
	fresh := &fakeSearcher{}
	maker := &engineMaker{next: fresh}
	log := &lockedBuffer{}
	h := startHarness(t, broken, Options{Log: log, NewSearcher: maker.newSearcher})
	h.send("START 15", "INFO timeout_turn "+turn, "BEGIN")
	require.Equal(t, "OK", h.expectLine(lineTimeout))
	assert.Equal(t, "3,4", h.expectLine(lineTimeout))

	h.send("TURN 7,7")
	move := h.expectLine(lineTimeout)
	assert.NotEqual(t, "7,7", move)
	assert.NotEqual(t, "3,4", move)
	assert.EqualValues(t, 1, maker.made.Load(), "one fresh engine")
	calls := fresh.recorded()
	require.Len(t, calls, 1, "the fresh engine answers the next move")
	assert.Equal(t, 2, calls[0].stones)
	fresh.mu.Lock()
	assert.Len(t, fresh.prepared, 1, "the fresh engine is prepared for the game")
	assert.NotEmpty(t, fresh.hashBytes, "and given its table before the move")
	fresh.mu.Unlock()
	return h, log
}

// TestStuckSearchIsAnsweredWithoutIt: a search that never returns, even
// when cancelled, is answered for by the watchdog with the first move of
// the last line it reported; a MESSAGE names where it was, the log gets the
// stacks, and the next move comes from a fresh engine.
func TestStuckSearchIsAnsweredWithoutIt(t *testing.T) {
	release := make(chan struct{})
	t.Cleanup(func() { close(release) })
	reported := engine.MakePos(3, 4)
	stuck := &fakeSearcher{think: func(_ context.Context, _ *engine.Board, _ engine.Limits, report func(engine.Info)) engine.Result {
		report(engine.Info{Depth: 1, PV: []engine.Pos{reported}})
		<-release // deaf to the cancel
		return engine.Result{Move: engine.MakePos(0, 0)}
	}}
	h, log := playPastBrokenSearch(t, stuck, "200")
	h.finish()

	// the note follows the move it explains
	notes := stallNotes(h)
	require.Len(t, notes, 1)
	note := notes[0]
	assert.Contains(t, note, "answering 3,4 without it; ")
	assert.Contains(t, note, "fakeSearcher).Think fake_test.go:", "the frames name the stuck search")
	assert.Contains(t, log.String(), "stacks of the stuck search:\ngoroutine ")
}

// TestWatchdogStopsASearchThatOverruns: a search that keeps going past the
// engine's own limit but stops when cancelled answers itself; no engine is
// replaced.
func TestWatchdogStopsASearchThatOverruns(t *testing.T) {
	f := newBlocking()
	maker := &engineMaker{}
	h := startHarness(t, f, Options{NewSearcher: maker.newSearcher})
	// 1 s turns: the cancel at 935 ms, the abandon at 967 ms
	h.send("START 15", "INFO timeout_turn 1000", "BEGIN")
	require.Equal(t, "OK", h.expectLine(lineTimeout))
	assert.Equal(t, "7,7", h.expectLine(lineTimeout), "the quick move of the empty board")
	h.send("TURN 8,8")
	h.expectLine(lineTimeout)
	assert.Len(t, f.recorded(), 2)
	assert.Zero(t, maker.made.Load())
	assert.Empty(t, stallNotes(h))
	h.finish()
}

// TestWatchdogWithoutNewSearcherWaits: a session that cannot make a new
// engine answers for the stuck search in time and waits for it before the
// next search, so that the two never share an engine.
func TestWatchdogWithoutNewSearcherWaits(t *testing.T) {
	release := make(chan struct{})
	var running atomic.Int32
	stuck := &fakeSearcher{think: func(_ context.Context, b *engine.Board, _ engine.Limits, _ func(engine.Info)) engine.Result {
		if running.Add(1) > 1 {
			t.Error("two searches at once")
		}
		defer running.Add(-1)
		if b.NumStones() == 0 {
			<-release
		}
		return engine.Result{Move: engine.QuickMove(b)}
	}}
	h := startHarness(t, stuck, Options{})
	h.send("START 15", "INFO timeout_turn 100", "BEGIN")
	require.Equal(t, "OK", h.expectLine(lineTimeout))
	assert.Equal(t, "7,7", h.expectLine(lineTimeout), "no line reported: the quick move")
	h.send("TURN 8,8")
	h.expectSilence(200 * time.Millisecond)
	close(release)
	h.expectLine(lineTimeout)
	h.finish()
}

// TestSearchFramesReadsTheDump: the MESSAGE's frames come from the
// goroutine Session.search created (not the session's own, which is in
// Session.search too) of a runtime.Stack dump, innermost first.
func TestSearchFramesReadsTheDump(t *testing.T) {
	dump := "goroutine 1 [select]:\n" +
		"amoba/protocol.(*Session).search(0xc000100000)\n\t/src/amoba/protocol/think.go:103 +0x1f\n" +
		"amoba/protocol.(*Session).Run(0xc000100000)\n\t/src/amoba/protocol/session.go:90 +0x1f\n\n" +
		"goroutine 7 [running]:\n" +
		"amoba/engine.(*worker).pnMID(0xc0001, 0x1, 0x1f, ...)\n\t/src/amoba/engine/dfpn.go:212 +0x1d4\n" +
		"amoba/engine.(*Engine).Think(0xc0002, {0x0, 0x0})\n\t/src/amoba/engine/engine.go:349 +0x5\n" +
		"created by amoba/protocol.(*Session).search in goroutine 1\n\t/src/amoba/protocol/think.go:60 +0x3\n"
	assert.Equal(t, "[running] engine.(*worker).pnMID dfpn.go:212 < engine.(*Engine).Think engine.go:349", searchFrames([]byte(dump), 8, 7))
	assert.Equal(t, "[running] engine.(*worker).pnMID dfpn.go:212", searchFrames([]byte(dump), 1, 7))
	assert.Contains(t, searchFrames([]byte(dump[:strings.Index(dump, "goroutine 7")]), 8, 7), "not found")
	// a search that never ran has no id yet: the one not begun is named,
	// not an earlier stuck search
	notBegun := "\n\ngoroutine 9 [runnable]:\n" +
		"amoba/protocol.(*Session).search.func1()\n\t/src/amoba/protocol/think.go:71\n" +
		"created by amoba/protocol.(*Session).search in goroutine 1\n\t/src/amoba/protocol/think.go:71 +0x3a5\n"
	assert.Equal(t, "[runnable] protocol.(*Session).search.func1 think.go:71", searchFrames([]byte(dump+notBegun), 8, 0))
	assert.Contains(t, searchFrames([]byte(dump), 8, 0), "not found")
}

// TestLateWatchdogStillWaitsAMoment: when the watchdog wakes after the
// abandon time (the process was not run for a while), a search that
// returns a moment after the cancel still answers itself.
func TestLateWatchdogStillWaitsAMoment(t *testing.T) {
	var late atomic.Bool // once set, the clock reads 10 s after the request
	now := func() time.Time {
		if late.Load() {
			return time.Now().Add(10 * time.Second)
		}
		return time.Now()
	}
	own := engine.MakePos(3, 4)
	f := &fakeSearcher{think: func(ctx context.Context, _ *engine.Board, _ engine.Limits, _ func(engine.Info)) engine.Result {
		late.Store(true)
		<-ctx.Done()
		time.Sleep(time.Millisecond)
		return engine.Result{Move: own}
	}}
	maker := &engineMaker{}
	h := startHarness(t, f, Options{Now: now, NewSearcher: maker.newSearcher})
	h.send("START 15", "INFO timeout_turn 1000", "BEGIN")
	require.Equal(t, "OK", h.expectLine(lineTimeout))
	assert.Equal(t, "3,4", h.expectLine(lineTimeout))
	h.finish()
	assert.Zero(t, maker.made.Load())
	assert.Empty(t, stallNotes(h))
}

// TestLateSearchKeepsItsEngine: a search answered for that returns before
// the manager's next line was only late, and the session keeps its engine;
// what it reports after it was answered for is dropped.
func TestLateSearchKeepsItsEngine(t *testing.T) {
	returning := make(chan struct{})
	var calls atomic.Int32
	f := &fakeSearcher{think: func(_ context.Context, b *engine.Board, _ engine.Limits, report func(engine.Info)) engine.Result {
		if calls.Add(1) == 1 {
			time.Sleep(400 * time.Millisecond) // deaf to the cancel, but not stuck
			report(engine.Info{Depth: 99, PV: []engine.Pos{engine.MakePos(0, 0)}})
			close(returning)
		}
		return engine.Result{Move: engine.QuickMove(b)}
	}}
	maker := &engineMaker{}
	h := startHarness(t, f, Options{NewSearcher: maker.newSearcher})
	h.send("START 15", "INFO timeout_turn 200", "BEGIN")
	require.Equal(t, "OK", h.expectLine(lineTimeout))
	assert.Equal(t, "7,7", h.expectLine(lineTimeout), "answered for: the quick move")
	<-returning
	time.Sleep(100 * time.Millisecond) // the search sends its result as it returns
	h.send("TURN 8,8")
	h.expectLine(lineTimeout)
	h.finish()
	assert.Zero(t, maker.made.Load(), "the late search's engine is kept")
	assert.EqualValues(t, 2, calls.Load(), "and searches the next move")
	for _, m := range h.messages() {
		assert.NotContains(t, m, "depth 99-", "a line reported after the answer")
	}
	assert.Len(t, stallNotes(h), 1, "the first search was answered for")
}
