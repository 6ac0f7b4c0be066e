package protocol

import (
	"bytes"
	"context"
	"fmt"
	"runtime"
	"strconv"
	"strings"
	"sync"
	"time"

	"amoba/engine"
)

// The stall watchdog. The engine stops its own search short of the
// manager's limit, and the session does not rely on that alone: the
// engine has a few times (about once in a thousand fast games) given no
// answer at all, and a brain that says nothing loses the game. When a
// search has not answered by engine.Watchdog's cancel time, the session
// cancels it as YXSTOP does; a search that still has not returned by the
// abandon time is stuck. The session then answers without it (the first
// move of the last best line it reported, else the quick move) and, after
// the move, names the search goroutine's state and frames in a MESSAGE
// line and writes every goroutine's stack to the log; the search's later
// reports are dropped. On a loaded machine such a search is usually
// only late (runnable, waiting for a thread) and returns before the
// manager's next line; then the engine stays. Otherwise the game goes on
// with a fresh engine (Options.NewSearcher): the stuck search still owns
// the old one's board and tables.

// stallMinGrace is the least a cancelled search gets to return before it
// counts as stuck, even when the abandon time has passed: a process the
// operating system did not run for a while (a loaded machine) wakes with
// both timers due, and its search, given a moment, answers with its own
// move and keeps its engine.
const stallMinGrace = 10 * time.Millisecond

// searchStall is what the session keeps of a stuck search.
type searchStall struct {
	fallback engine.Pos           // the last line's first move, NoPos if none
	frames   string               // the search goroutine's state and innermost frames
	stacks   []byte               // every goroutine's stack
	elapsed  time.Duration        // from the request to the dump
	done     <-chan engine.Result // the search's answer, if it ever comes
	failed   bool                 // the search panicked (see failure.go): it never answers
}

// searchReports passes a search's reports on and remembers the first move
// of the best line it reported, the answer a stuck search leaves behind;
// once the search is abandoned it passes nothing more, so that a late
// line of the old search never lands among the next one's. The search
// reports from its own goroutine.
type searchReports struct {
	mu        sync.Mutex
	move      engine.Pos
	abandoned bool
	goroutine int64 // the search goroutine's id once it runs, else 0
}

// forward passes info to report unless the search was abandoned.
func (r *searchReports) forward(info engine.Info, report func(engine.Info)) {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.abandoned {
		return
	}
	if len(info.PV) > 0 && info.MultiPV <= 1 {
		r.move = info.PV[0] // YXNBEST's later ranks are worse moves
	}
	report(info)
}

// started records the id of the goroutine that runs the search.
func (r *searchReports) started() {
	id := goroutineID()
	r.mu.Lock()
	r.goroutine = id
	r.mu.Unlock()
}

// abandon stops the reports and returns the last best line's first move
// (NoPos if none) and the search goroutine's id (0 if it never ran).
func (r *searchReports) abandon() (engine.Pos, int64) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.abandoned = true
	return r.move, r.goroutine
}

// goroutineID reads the calling goroutine's id off its stack header
// ("goroutine 7 [running]:").
func goroutineID() int64 {
	var buf [64]byte
	line := buf[:runtime.Stack(buf[:], false)]
	line = bytes.TrimPrefix(line, []byte("goroutine "))
	if i := bytes.IndexByte(line, ' '); i > 0 {
		line = line[:i]
	}
	id, _ := strconv.ParseInt(string(line), 10, 64)
	return id
}

// stuckSearch captures the goroutines' stacks for a search that did not
// return, elapsed after its request: fallback is its last best line's
// first move, goroutine the id of the goroutine that runs it (0 if it
// never ran), done where its answer comes if it ever returns.
func stuckSearch(fallback engine.Pos, goroutine int64, elapsed time.Duration, done <-chan engine.Result) searchStall {
	buf := make([]byte, 1<<20)
	buf = buf[:runtime.Stack(buf, true)]
	return searchStall{fallback: fallback, frames: searchFrames(buf, 8, goroutine), stacks: buf, elapsed: elapsed, done: done}
}

// searchGoroutineMark is the "created by" line of the goroutine that runs
// a search (the one Session.search starts).
const searchGoroutineMark = "protocol.(*Session).search"

// searchFrames returns the state and the innermost n frames of the search
// goroutine in a runtime.Stack dump, as "[state] function file:line < …",
// or a note that it was not found (it returned meanwhile). The goroutine is
// the one with the given id; with none (it never ran), the goroutine
// Session.search created that has not begun (an earlier stuck search may
// still be there, begun).
func searchFrames(stacks []byte, n int, goroutine int64) string {
	header := fmt.Sprintf("goroutine %d [", goroutine)
	for _, g := range bytes.Split(stacks, []byte("\n\n")) {
		lines := strings.Split(strings.TrimSpace(string(g)), "\n")
		switch {
		case goroutine > 0 && !strings.HasPrefix(lines[0], header):
			continue
		case goroutine == 0 && (!createdBySearch(lines) || len(lines) < 3 || strings.Contains(lines[2], "+0x")):
			continue // not a search goroutine, or one that has begun
		}
		// lines[0] is "goroutine N [state]:"; then a function line and
		// its "\tfile:line +0x.." line per frame, and "created by" last
		state := "?"
		if i, j := strings.IndexByte(lines[0], '['), strings.IndexByte(lines[0], ']'); i >= 0 && j > i {
			state = lines[0][i+1 : j]
		}
		frames := []string{"[" + state + "]"}
		for i := 1; i+1 < len(lines) && len(frames) <= n; i += 2 {
			fn := strings.TrimSpace(lines[i])
			if strings.HasPrefix(fn, "created by ") {
				break
			}
			frames = append(frames, shortFunc(fn)+" "+shortFile(lines[i+1]))
		}
		return frames[0] + " " + strings.Join(frames[1:], " < ")
	}
	return "(the search goroutine was not found)"
}

// createdBySearch reports whether a goroutine's dump lines end with the
// "created by" line of Session.search.
func createdBySearch(lines []string) bool {
	for i := len(lines) - 1; i >= 1; i-- {
		if l := strings.TrimSpace(lines[i]); strings.HasPrefix(l, "created by ") {
			return strings.Contains(l, searchGoroutineMark)
		}
	}
	return false
}

// shortFunc drops a frame's arguments and its package path.
func shortFunc(fn string) string {
	if i := strings.LastIndex(fn, "("); i > 0 && strings.HasSuffix(fn, ")") {
		fn = fn[:i]
	}
	if i := strings.LastIndex(fn, "/"); i >= 0 {
		fn = fn[i+1:]
	}
	return fn
}

// shortFile keeps the base name and line of a frame's "\tfile:line +0x.."
// line.
func shortFile(loc string) string {
	loc = strings.TrimSpace(loc)
	if i := strings.IndexByte(loc, ' '); i >= 0 {
		loc = loc[:i]
	}
	if i := strings.LastIndex(loc, "/"); i >= 0 {
		loc = loc[i+1:]
	}
	return loc
}

// reportStall tells the manager (MESSAGE) and the log what happened and
// what the session answers instead.
func (s *Session) reportStall(st searchStall, answer string) {
	if st.failed {
		s.out.line(fmt.Sprintf("MESSAGE the search failed (%s) %d ms after the request; answering %s without it",
			st.frames, st.elapsed.Milliseconds(), answer))
		s.out.logText("stack of the failed search:\n" + string(st.stacks))
		return
	}
	s.out.line(fmt.Sprintf("MESSAGE the search did not stop in time; answering %s without it; %d ms after the request it was %s",
		answer, st.elapsed.Milliseconds(), st.frames))
	s.out.logText("stacks of the stuck search:\n" + string(st.stacks))
}

// leaveStuckSearch goes on after a stuck search has been answered for, so
// that two searches never share an engine. A search that was only late (on
// a loaded machine a runnable goroutine may wait tens of milliseconds for a
// thread) returns soon after its cancel: when it does before the manager's
// next line, the engine and its table stay. Otherwise the session goes on
// with a fresh engine when it can make one, else once the search has
// returned. After a failed (panicked) search, which runs no more, it goes
// on at once with a fresh engine if it can make one, else with its own.
func (s *Session) leaveStuckSearch(ctx context.Context, st *searchStall) {
	if st.failed {
		// nothing runs on the engine any more, but its state is suspect
		if s.opts.NewSearcher != nil {
			s.freshEngine()
		}
		return
	}
	if s.opts.NewSearcher == nil {
		select {
		case <-st.done:
		case <-ctx.Done():
		}
		return
	}
	if len(s.in.pending) == 0 && s.in.lines != nil {
		select {
		case <-st.done:
			return
		case ln, ok := <-s.in.lines:
			if ok {
				s.in.pending = append(s.in.pending, ln)
			} else {
				s.in.lines = nil // the end of input, seen again by next
			}
		case <-ctx.Done():
		}
	}
	select {
	case <-st.done:
		return
	default:
	}
	s.freshEngine()
}

// freshEngine replaces the session's engine with a new one
// (Options.NewSearcher), readied now, outside the move clocks.
func (s *Session) freshEngine() {
	s.eng = s.opts.NewSearcher()
	s.eng.SetHashBytes(s.set.hashBytes())
	s.eng.SetThreads(s.set.threads)
	if s.started {
		s.prepare()
	}
}
