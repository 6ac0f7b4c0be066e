package protocol

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"testing"
	"time"

	"amoba/engine"
)

// This file holds the test harness shared by the session tests: a session
// running on pipes, with its input written by a goroutine (so a session
// that stops reading never blocks the test) and its output read line by
// line with a timeout (so a session that hangs fails the test instead of
// blocking it).

// lineTimeout is how long a test waits for one reply line before it calls
// the session hung.
const lineTimeout = 10 * time.Second

// errNoMoreOutput: the session's output ended (Run returned) before the
// line a test waited for.
var errNoMoreOutput = errors.New("the session's output ended")

// errTimeout: no line arrived in time.
var errTimeout = errors.New("timed out waiting for a reply line")

// showBugs reports whether tests of known bugs should run (and fail)
// instead of being skipped: AMOBA_BUGS=1 go test ./protocol/.
func showBugs() bool { return os.Getenv("AMOBA_BUGS") == "1" }

// knownBug skips a test that demonstrates a known bug in the non-test code,
// unless AMOBA_BUGS=1 is set. The test body asserts the correct behaviour.
func knownBug(tb testing.TB, description string) {
	tb.Helper()
	if !showBugs() {
		tb.Skip("BUG: " + description + " (AMOBA_BUGS=1 runs this test)")
	}
}

// harness is one session running on pipes.
type harness struct {
	tb      testing.TB
	sess    *Session
	queue   chan string // chunks for the input writer
	closeIn sync.Once
	inR     *io.PipeReader
	out     chan string // protocol lines, MESSAGE and DEBUG removed
	done    chan struct{}
	runErr  error // valid after done is closed
	cancel  context.CancelFunc

	mu       sync.Mutex
	log      []string // the last lines sent and received, for failure reports
	bad      []string // malformed output: unterminated lines, CR inside
	chatter  []string // MESSAGE and DEBUG lines seen
	finished time.Time
}

// logKeep is how many lines of the conversation a failure report shows.
const logKeep = 80

// newEngine returns the real engine with a small table, as the tests use it.
func newEngine() *engine.Engine { return engine.New(1 << 20) }

// startHarness starts a session of eng on pipes. The session is stopped
// (input closed, context cancelled) when the test ends.
func startHarness(tb testing.TB, eng Searcher, opts Options) *harness {
	tb.Helper()
	return runHarness(tb, NewSession(eng, opts))
}

// runHarness runs a session made by the test on pipes.
func runHarness(tb testing.TB, sess *Session) *harness {
	tb.Helper()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	ctx, cancel := context.WithCancel(context.Background())
	h := &harness{
		tb:     tb,
		sess:   sess,
		queue:  make(chan string, 1<<14),
		inR:    inR,
		out:    make(chan string, 1<<14),
		done:   make(chan struct{}),
		cancel: cancel,
	}
	go func() {
		h.runErr = h.sess.Run(ctx, inR, outW)
		h.mu.Lock()
		h.finished = time.Now()
		h.mu.Unlock()
		outW.Close()
		close(h.done)
	}()
	go func() {
		defer inW.Close()
		failed := false
		for chunk := range h.queue {
			if failed {
				continue // keep draining so that senders never block
			}
			if _, err := io.WriteString(inW, chunk); err != nil {
				failed = true
			}
		}
	}()
	go h.readOutput(outR)
	tb.Cleanup(h.stop)
	return h
}

// readOutput splits the session's output into lines, checks their form and
// passes the protocol lines on.
func (h *harness) readOutput(r io.Reader) {
	defer close(h.out)
	br := bufio.NewReader(r)
	for {
		s, err := br.ReadString('\n')
		if s != "" {
			line, terminated := strings.CutSuffix(s, "\n")
			h.mu.Lock()
			if !terminated {
				h.bad = append(h.bad, fmt.Sprintf("unterminated line %q", line))
			}
			if strings.ContainsAny(line, "\r\n") || line == "" {
				h.bad = append(h.bad, fmt.Sprintf("malformed line %q", line))
			}
			h.record("< " + line)
			chatter := isChatter(line)
			if chatter {
				h.chatter = append(h.chatter, line)
			}
			h.mu.Unlock()
			if !chatter {
				h.out <- line
			}
		}
		if err != nil {
			return
		}
	}
}

// isChatter reports whether a brain line is a MESSAGE or DEBUG line, which
// managers show or log but never take as an answer.
func isChatter(line string) bool {
	for _, p := range []string{"MESSAGE", "DEBUG"} {
		if line == p || strings.HasPrefix(line, p+" ") {
			return true
		}
	}
	return false
}

// record adds a line to the conversation log (h.mu held).
func (h *harness) record(s string) {
	if len(s) > 200 {
		s = s[:200] + "..."
	}
	h.log = append(h.log, s)
	if len(h.log) > 2*logKeep {
		h.log = append(h.log[:0], h.log[len(h.log)-logKeep:]...)
	}
}

// conversation returns the end of the conversation so far, for a failure
// message.
func (h *harness) conversation() string {
	h.mu.Lock()
	defer h.mu.Unlock()
	lines := h.log
	if len(lines) > logKeep {
		lines = lines[len(lines)-logKeep:]
	}
	return "conversation (last lines):\n\t" + strings.Join(lines, "\n\t")
}

// send writes lines to the session, each ended by LF.
func (h *harness) send(lines ...string) {
	for _, l := range lines {
		h.sendRaw(l + "\n")
	}
}

// sendRaw writes a chunk of input as it is.
func (h *harness) sendRaw(chunk string) {
	h.mu.Lock()
	for _, l := range strings.SplitAfter(chunk, "\n") {
		if l != "" {
			h.record("> " + strings.TrimRight(l, "\r\n"))
		}
	}
	h.mu.Unlock()
	select {
	case h.queue <- chunk:
	default:
		h.tb.Fatalf("input queue full")
	}
}

// closeInput ends the session's input (EOF) once everything queued is
// written.
func (h *harness) closeInput() {
	h.closeIn.Do(func() { close(h.queue) })
}

// next returns the next protocol line, errNoMoreOutput when the session
// ended without one, or errTimeout.
func (h *harness) next(timeout time.Duration) (string, error) {
	timer := time.NewTimer(timeout)
	defer timer.Stop()
	select {
	case line, ok := <-h.out:
		if !ok {
			return "", errNoMoreOutput
		}
		return line, nil
	case <-timer.C:
		return "", errTimeout
	}
}

// expectLine fails the test unless the next protocol line arrives in time;
// it returns the line.
func (h *harness) expectLine(timeout time.Duration) string {
	h.tb.Helper()
	line, err := h.next(timeout)
	if err != nil {
		h.tb.Fatalf("waiting for a reply: %v\n%s", err, h.conversation())
	}
	return line
}

// expectSilence fails the test if a protocol line arrives within d.
func (h *harness) expectSilence(d time.Duration) {
	h.tb.Helper()
	line, err := h.next(d)
	if err == nil {
		h.tb.Fatalf("unexpected line %q\n%s", line, h.conversation())
	}
}

// waitDone waits up to d for Run to return and reports whether it did.
func (h *harness) waitDone(d time.Duration) bool {
	select {
	case <-h.done:
		return true
	case <-time.After(d):
		return false
	}
}

// rest returns the protocol lines printed after those already read; the
// session must have ended.
func (h *harness) rest() []string {
	h.tb.Helper()
	var lines []string
	for {
		line, err := h.next(lineTimeout)
		if errors.Is(err, errNoMoreOutput) {
			return lines
		}
		if err != nil {
			h.tb.Fatalf("the output did not end after Run returned\n%s", h.conversation())
		}
		lines = append(lines, line)
	}
}

// messages returns the MESSAGE and DEBUG lines seen so far.
func (h *harness) messages() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]string(nil), h.chatter...)
}

// badOutput returns the malformed output lines seen so far.
func (h *harness) badOutput() []string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return append([]string(nil), h.bad...)
}

// finish ends the input, waits for Run and checks that it returned nil,
// printed nothing more and wrote only well-formed lines.
func (h *harness) finish() {
	h.tb.Helper()
	h.closeInput()
	if !h.waitDone(lineTimeout) {
		h.tb.Fatalf("Run did not return after the end of input\n%s", h.conversation())
	}
	if h.runErr != nil {
		h.tb.Errorf("Run returned %v", h.runErr)
	}
	if rest := h.rest(); len(rest) > 0 {
		h.tb.Errorf("unexpected output at the end: %q\n%s", rest, h.conversation())
	}
	if bad := h.badOutput(); len(bad) > 0 {
		h.tb.Errorf("malformed output: %q", bad)
	}
}

// stop ends the session at the end of a test.
func (h *harness) stop() {
	h.closeInput()
	h.cancel()
	h.inR.CloseWithError(io.ErrClosedPipe)
	if !h.waitDone(5 * time.Second) {
		h.tb.Errorf("the session did not stop within 5 s of the end of the test")
	}
}
