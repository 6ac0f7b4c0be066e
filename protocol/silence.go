package protocol

import (
	"fmt"
	"io"
	"runtime"
	"sync"
	"time"
)

// The silence monitor is a diagnostic for the log (Options.Log). The stall
// watchdog lives in the session's own goroutine, so it cannot see the
// session itself blocked, outside the search; in rare fast games the brain
// has said nothing at all with the watchdog silent. The monitor runs
// beside the session: the session marks itself busy with each input line
// it handles, until a deadline (silenceLimit after the line, or after the
// watchdog's abandon time for a move), and idle when done. A session still
// busy with a line past its deadline is written to the log with every
// goroutine's stack, once per line. The monitor never writes to stdout
// and changes nothing in the session. A session that is only waiting for
// input is idle, so a request that never arrived leaves no dump: its line
// is missing from the log instead.

// silenceLimit is how long the session may be busy with a line (past the
// abandon time for a move) before the monitor dumps the stacks.
const silenceLimit = 5 * time.Second

// silenceTick is how often the monitor looks.
const silenceTick = 250 * time.Millisecond

// silenceMonitor is the session's busy mark, shared with the monitor
// goroutine.
type silenceMonitor struct {
	mu       sync.Mutex
	line     string    // the line being handled
	since    time.Time // when it was read
	deadline time.Time // the dump's time; zero when idle or unlimited
	dumped   bool      // the dump for this line is written
}

// busy marks the session busy with line, read at since, until deadline.
func (m *silenceMonitor) busy(line string, since, deadline time.Time) {
	if m == nil {
		return
	}
	m.mu.Lock()
	m.line, m.since, m.deadline, m.dumped = line, since, deadline, false
	m.mu.Unlock()
}

// extend moves the deadline of the line being handled (zero: none).
func (m *silenceMonitor) extend(deadline time.Time) {
	if m == nil {
		return
	}
	m.mu.Lock()
	m.deadline = deadline
	m.mu.Unlock()
}

// idle marks the session done with its line.
func (m *silenceMonitor) idle() { m.extend(time.Time{}) }

// overdue returns the line the session has been busy with past its
// deadline at now, and when it was read; ok is false when there is none,
// or when it was reported already.
func (m *silenceMonitor) overdue(now time.Time) (line string, since time.Time, ok bool) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.deadline.IsZero() || now.Before(m.deadline) || m.dumped {
		return "", time.Time{}, false
	}
	m.dumped = true
	return m.line, m.since, true
}

// watch checks every tick until stop is closed, and writes each overdue
// line to log with the stacks. now is the session's clock, the one its
// lines' times and deadlines are read on. The log is written directly,
// not through the session's writer, whose lock a blocked session may hold.
func (m *silenceMonitor) watch(log io.Writer, tick time.Duration, now func() time.Time, stop <-chan struct{}) {
	t := time.NewTicker(tick)
	defer t.Stop()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
			at := now()
			line, since, ok := m.overdue(at)
			if !ok {
				continue
			}
			buf := make([]byte, 1<<20)
			buf = buf[:runtime.Stack(buf, true)]
			fmt.Fprintf(log, "silence: still busy %d ms after the input line %q; stacks:\n%s\n",
				at.Sub(since).Milliseconds(), line, buf)
		}
	}
}
