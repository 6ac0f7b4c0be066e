package protocol

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"
)

// Regression tests of bugs found by the test suite and since fixed: blocks
// that meet a command or END, input logging. (knownBug still marks any bug
// found later: such a test is skipped unless AMOBA_BUGS=1.)

// TestSwap2BlockEndsAtCommand: a command inside a SWAP2BOARD block (DONE
// forgotten) ends the block with one ERROR and then runs, as it does in a
// BOARD block.
func TestSwap2BlockEndsAtCommand(t *testing.T) {
	h := startHarness(t, newEngine(), Options{})
	m := newModel()
	for _, l := range []string{"START 15", "INFO timeout_turn 100", "INFO max_memory 33554432", "SWAP2BOARD", "7,7", "TURN 3,3"} {
		h.send(l)
		for _, e := range m.feed(l) {
			got := h.expectLine(lineTimeout)
			if err := m.accept(e, got); err != nil {
				t.Fatalf("%v\n%s", err, h.conversation())
			}
		}
	}
	h.finish()
}

// TestEndInsideSwap2Block: END inside a SWAP2BOARD block ends the session
// at once (the manager will not send DONE).
func TestEndInsideSwap2Block(t *testing.T) {
	h := startHarness(t, newEngine(), Options{})
	h.send("START 15", "SWAP2BOARD", "7,7", "END")
	h.expectLine(lineTimeout)
	if !h.waitDone(time.Second) {
		t.Fatalf("Run did not return within 1 s of END\n%s", h.conversation())
	}
}

// lockedBuffer is a bytes.Buffer safe for concurrent use.
type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// TestLogHasEveryLine: Options.Log receives every input line, the
// replies, and nothing of it reaches the protocol output.
func TestLogHasEveryLine(t *testing.T) {
	var log lockedBuffer
	f := newBlocking()
	h := startHarness(t, f, Options{Log: &log})
	input := []string{"START 15", "INFO timeout_turn 60000", "BOARD", "7,7,1", "DONE"}
	h.send(input...)
	h.expectLine(lineTimeout)
	<-f.thinking
	h.send("YXSTOP")
	h.expectLine(lineTimeout)
	more := []string{"SWAP2BOARD", "DONE", "ABOUT", "END"}
	h.send(more...)
	h.expectLine(lineTimeout)
	h.expectLine(lineTimeout)
	if !h.waitDone(lineTimeout) {
		t.Fatal("Run did not return")
	}
	text := log.String()
	if !strings.Contains(text, "< OK\n") || !strings.Contains(text, `< name="Amoba"`) {
		t.Errorf("replies missing from the log:\n%s", text)
	}
	var missing []string
	want := map[string]int{}
	for _, l := range append(append(input, "YXSTOP"), more...) {
		want[l]++
	}
	for l, n := range want {
		if got := strings.Count(text, "> "+l+"\n"); got < n {
			missing = append(missing, fmt.Sprintf("%s (%d of %d)", l, got, n))
		}
	}
	slices.Sort(missing)
	if len(missing) > 0 {
		t.Errorf("input lines missing from the log: %q\n%s", missing, text)
	}
}

// TestInfoKeywordCase: keywords are ASCII, matched case-insensitively in
// ASCII only: "info" is INFO (silent even when malformed), while "ınfo"
// (dotless i) and "ſtart 15" (long s) are no commands at all.
func TestInfoKeywordCase(t *testing.T) {
	h := startHarness(t, &fakeSearcher{}, Options{})
	h.send("START 15", "info", "iNfO", "\u0131nfo", "\u017ftart 15", "ABOUT")
	h.expectLine(lineTimeout) // OK
	for _, junk := range []string{"\u0131nfo", "\u017ftart"} {
		if got := h.expectLine(lineTimeout); !strings.HasPrefix(got, "UNKNOWN") {
			t.Errorf("%q: got %q, want UNKNOWN", junk, got)
		}
	}
	if got := h.expectLine(lineTimeout); !strings.HasPrefix(got, `name="Amoba"`) {
		t.Errorf("a malformed INFO was answered: %q", got)
	}
	h.finish()
}
