package protocol

import (
	"context"
	"errors"
	"slices"
	"strings"
	"testing"
	"time"

	"amoba/engine"
	"amoba/eval"
)

// The opening every thinking test starts from: a few stones so that no
// search is trivial; the brain is black (even count) and to move.
var thinkPosition = []string{
	"YXBOARD", "7,7,1", "8,8,2", "8,7,1", "6,7,2", "7,9,1", "9,9,2", "DONE",
}

// startThinking starts a session on eng, sets up the thinking position
// with the given turn time and returns the harness and the model.
func startThinking(t *testing.T, eng Searcher, turnMs string) (*harness, *refModel) {
	h := startHarness(t, eng, Options{})
	m := newModel()
	lines := append([]string{"START 15", "INFO max_memory 33554432", "INFO timeout_turn " + turnMs}, thinkPosition...)
	for _, l := range lines {
		h.send(l)
		m.feed(l)
	}
	if got := h.expectLine(lineTimeout); got != "OK" {
		t.Fatalf("START: got %q", got)
	}
	return h, m
}

// expectMove reads the next line, which must be a legal move for the
// model's position, and records it.
func expectMove(t *testing.T, h *harness, m *refModel, timeout time.Duration, cause string) {
	t.Helper()
	got := h.expectLine(timeout)
	if err := m.accept(expectation{kind: expMove, cause: cause}, got); err != nil {
		t.Fatalf("%v\n%s", err, h.conversation())
	}
}

// TestStopWhileThinking: with a 60 s turn, YXSTOP (and Rapfi's STOP) 50 ms
// into the search must bring a legal move within 2 s.
func TestStopWhileThinking(t *testing.T) {
	for _, stop := range []string{"YXSTOP", "STOP", "yxstop"} {
		t.Run(stop, func(t *testing.T) {
			h, m := startThinking(t, newEngine(), "60000")
			h.send("BEGIN")
			m.feed("BEGIN")
			if line, err := h.next(50 * time.Millisecond); err == nil {
				t.Fatalf("a 60 s search answered %q within 50 ms, before %s\n%s", line, stop, h.conversation())
			}
			h.send(stop)
			sent := time.Now()
			expectMove(t, h, m, 2*time.Second, "BEGIN")
			if d := time.Since(sent); d > 2*time.Second {
				t.Errorf("the move came %v after %s", d, stop)
			}
			// the session goes on normally
			h.send("ABOUT")
			if got := h.expectLine(lineTimeout); !strings.HasPrefix(got, `name="Amoba"`) {
				t.Errorf("ABOUT after the stopped search: got %q", got)
			}
			h.finish()
		})
	}
}

// TestStopWhileThinkingExact uses a searcher that thinks until stopped:
// nothing at all may be printed before YXSTOP, the move right after it.
func TestStopWhileThinkingExact(t *testing.T) {
	f := newBlocking()
	h, m := startThinking(t, f, "60000")
	h.send("TURN 10,10")
	m.feed("TURN 10,10")
	<-f.thinking
	h.expectSilence(100 * time.Millisecond)
	h.send("YXSTOP")
	expectMove(t, h, m, time.Second, "TURN 10,10")
	// YXSTOP when nothing is being searched answers nothing
	h.send("YXSTOP")
	h.expectSilence(100 * time.Millisecond)
	h.finish()
}

// TestEndWhileThinking: END 50 ms into a 60 s search makes Run return
// within 1 s, with nothing printed after END, while the input stays open.
func TestEndWhileThinking(t *testing.T) {
	h, _ := startThinking(t, newEngine(), "60000")
	h.send("BEGIN")
	if line, err := h.next(50 * time.Millisecond); err == nil {
		t.Fatalf("a 60 s search answered %q within 50 ms\n%s", line, h.conversation())
	}
	h.send("END")
	sent := time.Now()
	if !h.waitDone(time.Second) {
		t.Fatalf("Run did not return within 1 s of END\n%s", h.conversation())
	}
	t.Logf("Run returned %v after END", time.Since(sent))
	if h.runErr != nil {
		t.Errorf("Run returned %v after END", h.runErr)
	}
	if rest := h.rest(); len(rest) > 0 {
		t.Errorf("printed after END: %q", rest)
	}
}

// TestEndWhileThinkingExact uses a searcher that thinks until stopped:
// END must stop it, print nothing and end Run.
func TestEndWhileThinkingExact(t *testing.T) {
	f := newBlocking()
	h, _ := startThinking(t, f, "60000")
	h.send("BEGIN")
	<-f.thinking
	h.send("END")
	if !h.waitDone(time.Second) {
		t.Fatalf("Run did not return within 1 s of END\n%s", h.conversation())
	}
	if h.runErr != nil {
		t.Errorf("Run returned %v", h.runErr)
	}
	if rest := h.rest(); len(rest) > 0 {
		t.Errorf("printed after END: %q", rest)
	}
}

// TestEOFWhileThinking: the end of input stops the search; the move is
// still printed and Run returns nil.
func TestEOFWhileThinking(t *testing.T) {
	f := newBlocking()
	h, m := startThinking(t, f, "60000")
	h.send("BEGIN")
	m.feed("BEGIN")
	<-f.thinking
	h.closeInput()
	expectMove(t, h, m, time.Second, "BEGIN")
	h.finish()
}

// TestCommandsWhileThinking: commands that arrive during a search are
// answered after the move, in order (the move is the first line).
func TestCommandsWhileThinking(t *testing.T) {
	h, m := startThinking(t, newEngine(), "300")
	h.send("BEGIN", "ABOUT", "INFO time_left 1000", "YXSHOWFORBID", "TURN 0,0", "ABOUT")
	m.feed("BEGIN")
	expectMove(t, h, m, lineTimeout, "BEGIN")
	if got := h.expectLine(lineTimeout); !strings.HasPrefix(got, `name="Amoba"`) {
		t.Fatalf("want the ABOUT line second, got %q\n%s", got, h.conversation())
	}
	if got := h.expectLine(lineTimeout); got != "FORBID ." {
		t.Fatalf("want FORBID . third, got %q", got)
	}
	m.feed("TURN 0,0")
	expectMove(t, h, m, lineTimeout, "TURN 0,0")
	if got := h.expectLine(lineTimeout); !strings.HasPrefix(got, `name="Amoba"`) {
		t.Fatalf("want the ABOUT line last, got %q", got)
	}
	h.finish()
}

// TestCommandsWhileThinkingExact: with a searcher that thinks until
// stopped, nothing is answered before the move; YXSTOP then brings the
// move and the queued answers in order.
func TestCommandsWhileThinkingExact(t *testing.T) {
	f := newBlocking()
	h, m := startThinking(t, f, "60000")
	h.send("BEGIN")
	m.feed("BEGIN")
	<-f.thinking
	h.send("ABOUT", "hello", "YXSHOWFORBID", "TAKEBACK 7,7")
	h.expectSilence(150 * time.Millisecond)
	h.send("YXSTOP")
	expectMove(t, h, m, time.Second, "BEGIN")
	for _, want := range []string{`name="Amoba"`, "UNKNOWN", "FORBID .", "OK"} {
		if got := h.expectLine(time.Second); !strings.HasPrefix(got, want) {
			t.Fatalf("want %q, got %q\n%s", want, got, h.conversation())
		}
	}
	h.finish()
}

// TestEndBehindQueuedCommands: END that arrives during a search behind
// other commands must still end the session promptly (protocol.md:
// END = quit now; GomocupJudge kills the brain 0.5 s later).
func TestEndBehindQueuedCommands(t *testing.T) {
	f := newBlocking()
	h, _ := startThinking(t, f, "60000")
	h.send("BEGIN")
	<-f.thinking
	h.send("ABOUT", "END")
	if !h.waitDone(time.Second) {
		t.Fatalf("Run did not return within 1 s of END\n%s", h.conversation())
	}
	if rest := h.rest(); len(rest) > 0 {
		t.Errorf("printed after END: %q", rest)
	}
}

// TestEndBehindQueuedCommandsRealEngine shows the same with the real
// engine: END behind an INFO line waits out a 60 s turn.
func TestEndBehindQueuedCommandsRealEngine(t *testing.T) {
	h, _ := startThinking(t, newEngine(), "60000")
	h.send("BEGIN")
	time.Sleep(50 * time.Millisecond)
	h.send("INFO time_left 59000", "END")
	if !h.waitDone(time.Second) {
		t.Fatalf("Run did not return within 1 s of END\n%s", h.conversation())
	}
}

// TestEngineMoveIsChecked: whatever the searcher returns (an occupied
// cell, no move, a cell off the board, a renju-forbidden point), the
// session answers a legal move.
func TestEngineMoveIsChecked(t *testing.T) {
	cases := []struct {
		name string
		move func(b *engine.Board) engine.Pos
		rule string
		pos  []string
	}{
		{"occupied", func(*engine.Board) engine.Pos { return engine.MakePos(7, 7) }, "0", thinkPosition},
		{"none", func(*engine.Board) engine.Pos { return engine.NoPos }, "0", thinkPosition},
		{"off board", func(*engine.Board) engine.Pos { return engine.MakePos(20, 3) }, "0", thinkPosition},
		{"beyond the last row", func(*engine.Board) engine.Pos { return engine.MakePos(3, 31) }, "0", thinkPosition},
		{"forbidden", func(*engine.Board) engine.Pos { return engine.MakePos(7, 7) }, "4",
			[]string{"YXBOARD", "7,5,1", "0,0,2", "7,6,1", "14,0,2", "5,7,1", "0,14,2", "6,7,1", "14,14,2", "DONE"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := &fakeSearcher{think: func(_ context.Context, b *engine.Board, _ engine.Limits, _ func(engine.Info)) engine.Result {
				return engine.Result{Move: c.move(b)}
			}}
			h := startHarness(t, f, Options{})
			m := newModel()
			lines := append([]string{"START 15", "INFO rule " + c.rule}, c.pos...)
			lines = append(lines, "BEGIN")
			h.send(lines...)
			for _, l := range lines {
				m.feed(l)
			}
			if got := h.expectLine(lineTimeout); got != "OK" {
				t.Fatalf("START: %q", got)
			}
			expectMove(t, h, m, lineTimeout, "BEGIN")
			h.finish()
		})
	}
}

// TestRunContextCancel: cancelling Run's context ends it with the
// context's error, idle or thinking.
func TestRunContextCancel(t *testing.T) {
	h := startHarness(t, &fakeSearcher{}, Options{})
	h.send("START 15")
	h.expectLine(lineTimeout)
	h.cancel()
	if !h.waitDone(time.Second) {
		t.Fatal("Run did not return after cancel")
	}
	if !errors.Is(h.runErr, context.Canceled) {
		t.Errorf("Run returned %v, want context.Canceled", h.runErr)
	}

	f := newBlocking()
	h2, _ := startThinking(t, f, "60000")
	h2.send("BEGIN")
	<-f.thinking
	h2.cancel()
	if !h2.waitDone(time.Second) {
		t.Fatal("Run did not return after cancel while thinking")
	}
}

// TestSearchMessages: the search's progress reports become MESSAGE lines
// before the move (unless INFO show_detail 0), never other lines.
func TestSearchMessages(t *testing.T) {
	for _, detail := range []string{"1", "0"} {
		t.Run("show_detail "+detail, func(t *testing.T) {
			h := startHarness(t, &fakeSearcher{think: reportingThink}, Options{})
			m := newModel()
			for _, l := range []string{"START 15", "INFO show_detail " + detail, "BEGIN"} {
				h.send(l)
				m.feed(l)
			}
			h.expectLine(lineTimeout)
			expectMove(t, h, m, lineTimeout, "BEGIN")
			h.finish()
			chatter := len(h.messages())
			want := 2
			if detail == "0" {
				want = 0
			}
			if chatter != want {
				t.Errorf("%d MESSAGE lines, want %d\n%s", chatter, want, h.conversation())
			}
		})
	}
}

// TestFormatInfo checks the MESSAGE line of a progress report.
func TestFormatInfo(t *testing.T) {
	got := formatInfo(engine.Info{Depth: 5, SelDepth: 9, Score: 42, Nodes: 3000, Elapsed: 1500 * time.Millisecond,
		Hashfull: 17, Researches: 2, PV: []engine.Pos{engine.MakePos(7, 7), engine.MakePos(8, 9)}})
	want := "MESSAGE depth 5-9 score 42 nodes 3000 nps 2000 time 1500 hashfull 17 researches 2 pv 7,7 8,9"
	if got != want {
		t.Errorf("formatInfo = %q, want %q", got, want)
	}
	got = formatInfo(engine.Info{Depth: 8, SelDepth: 12, Score: -30, Nodes: 10, Elapsed: time.Second, Unfinished: true})
	if want := "MESSAGE depth 8-12 unfinished score -30 nodes 10 nps 10 time 1000 hashfull 0 researches 0 pv"; got != want {
		t.Errorf("formatInfo unfinished = %q, want %q", got, want)
	}
	got = formatInfo(engine.Info{Depth: 9, Nodes: 10, Elapsed: time.Second, Refuted: 2, PV: []engine.Pos{engine.MakePos(3, 4)}})
	if want := "MESSAGE depth 9-0 score 0 nodes 10 nps 10 time 1000 hashfull 0 researches 0 refuted 2 pv 3,4"; got != want {
		t.Errorf("formatInfo refuted = %q, want %q", got, want)
	}
	got = formatInfo(engine.Info{MultiPV: 2, Depth: 1, Nodes: 7})
	if !strings.HasPrefix(got, "MESSAGE multipv 2 depth 1-0 score 0 nodes 7 nps 7000 time 0") {
		t.Errorf("formatInfo with MultiPV = %q", got)
	}
	for _, s := range []string{formatScore(0), formatScore(-35)} {
		if strings.ContainsAny(s, "M") {
			t.Errorf("formatScore gave a mate score %q for an ordinary score", s)
		}
	}
}

// TestPositionPassedToEngine: the board the searcher gets holds the
// BOARD stones in line order, own stones in the colour to move.
func TestPositionPassedToEngine(t *testing.T) {
	f := &fakeSearcher{}
	h := startHarness(t, f, Options{})
	h.send("START 15", "INFO rule 1", "BOARD", "7,7,2", "8,7,1", "0,0,3", "8,10,2", "DONE")
	h.expectLine(lineTimeout)
	h.expectLine(lineTimeout)
	h.send("SWAP2BOARD", "7,7", "8,7", "9,9", "DONE")
	h.expectLine(lineTimeout)
	h.finish()

	calls := f.recorded()
	if len(calls) != 2 {
		t.Fatalf("%d searches, want 2", len(calls))
	}
	c := calls[0]
	if c.width != 15 || c.height != 15 || c.rule != eval.Standard || c.toMove != eval.White {
		t.Errorf("BOARD search: %dx%d rule %v to move %v, want 15x15 standard white", c.width, c.height, c.rule, c.toMove)
	}
	want := []engine.Pos{engine.MakePos(7, 7), engine.MakePos(8, 7), engine.MakePos(8, 10)}
	if !slices.Equal(c.moves, want) {
		t.Errorf("BOARD stones %v, want %v (the field-3 marker is no stone)", c.moves, want)
	}
	if c.lim.MultiPV != 1 {
		t.Errorf("MultiPV %d, want 1", c.lim.MultiPV)
	}
	s := calls[1]
	if s.toMove != eval.White || s.stones != 3 {
		t.Errorf("Swap2 search: %d stones, %v to move; want 3, white", s.stones, s.toMove)
	}
}

// TestStoneColours: the brain's stones are the side to move, the
// opponent's the other colour, however the stones were given.
func TestStoneColours(t *testing.T) {
	var seen [][2][]engine.Pos // own, theirs per search
	f := &fakeSearcher{}
	f.think = func(_ context.Context, b *engine.Board, _ engine.Limits, _ func(engine.Info)) engine.Result {
		var own, theirs []engine.Pos
		for _, p := range b.Moves() {
			if b.At(p) == engine.Stone(b.ToMove())+1 {
				own = append(own, p)
			} else {
				theirs = append(theirs, p)
			}
		}
		seen = append(seen, [2][]engine.Pos{own, theirs})
		return engine.Result{Move: engine.QuickMove(b)}
	}
	h := startHarness(t, f, Options{})
	h.send("START 15", "PLAY 7,7", "TURN 8,8", "TURN 9,9")
	for range 4 {
		h.expectLine(lineTimeout)
	}
	h.finish()
	if len(seen) != 2 {
		t.Fatalf("%d searches, want 2", len(seen))
	}
	if !slices.Contains(seen[0][0], engine.MakePos(7, 7)) || !slices.Equal(seen[0][1], []engine.Pos{engine.MakePos(8, 8)}) {
		t.Errorf("after PLAY 7,7 and TURN 8,8: own %v, opponent %v", seen[0][0], seen[0][1])
	}
	if len(seen[1][0]) != 2 || len(seen[1][1]) != 2 || !slices.Contains(seen[1][1], engine.MakePos(9, 9)) {
		t.Errorf("second search: own %v, opponent %v", seen[1][0], seen[1][1])
	}
}

// TestLongLines: a line longer than any command is rejected as a whole
// (one reply), and the session goes on.
func TestLongLines(t *testing.T) {
	h := startHarness(t, newEngine(), Options{})
	h.send("START 15", "INFO max_memory 33554432", "INFO timeout_turn 100")
	h.expectLine(lineTimeout)
	h.send(strings.Repeat("x", 100000))
	if got := h.expectLine(lineTimeout); !strings.HasPrefix(got, "UNKNOWN") {
		t.Errorf("a 100000-byte junk line: got %q", got)
	}
	h.send("TURN " + strings.Repeat("1", 10000) + ",1")
	if got := h.expectLine(lineTimeout); !strings.HasPrefix(got, "ERROR") {
		t.Errorf("TURN with a 10000-digit number: got %q", got)
	}
	h.send(strings.Repeat("\x00\xff", 50000))
	if got := h.expectLine(lineTimeout); !strings.HasPrefix(got, "UNKNOWN") || len(got) > 200 {
		t.Errorf("binary junk: got %q", got)
	}
	h.send("ABOUT")
	if got := h.expectLine(lineTimeout); !strings.HasPrefix(got, `name="Amoba"`) {
		t.Errorf("ABOUT after long lines: %q", got)
	}
	h.finish()
}

// TestInputWithoutFinalNewline: the last line counts even without a line
// end, and a lone CR line end (old Mac) is not required to work, but must
// not hang.
func TestInputWithoutFinalNewline(t *testing.T) {
	h := startHarness(t, &fakeSearcher{}, Options{})
	h.sendRaw("START 15\r\nABOUT")
	h.closeInput()
	if got := h.expectLine(lineTimeout); got != "OK" {
		t.Fatalf("got %q", got)
	}
	if got := h.expectLine(lineTimeout); !strings.HasPrefix(got, `name="Amoba"`) {
		t.Fatalf("the unterminated last line: got %q", got)
	}
	h.finish()
}
