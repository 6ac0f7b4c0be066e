package protocol

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestOverdueOncePerLine: a line the session is still busy with past its
// deadline is overdue, once; an idle session, a line before its deadline
// or one with no deadline is not.
func TestOverdueOncePerLine(t *testing.T) {
	var m silenceMonitor
	t0 := time.Unix(1000, 0)
	_, _, ok := m.overdue(t0)
	assert.False(t, ok, "idle")

	m.busy("TURN 7,7", t0, t0.Add(time.Second))
	_, _, ok = m.overdue(t0.Add(500 * time.Millisecond))
	assert.False(t, ok, "not yet")
	line, since, ok := m.overdue(t0.Add(2 * time.Second))
	require.True(t, ok)
	assert.Equal(t, "TURN 7,7", line)
	assert.Equal(t, t0, since)
	_, _, ok = m.overdue(t0.Add(3 * time.Second))
	assert.False(t, ok, "reported once")

	m.busy("TURN 8,8", t0.Add(4*time.Second), t0.Add(5*time.Second))
	m.idle()
	_, _, ok = m.overdue(t0.Add(10 * time.Second))
	assert.False(t, ok, "done with it")

	m.busy("BEGIN", t0.Add(11*time.Second), t0.Add(12*time.Second))
	m.extend(time.Time{})
	_, _, ok = m.overdue(t0.Add(20 * time.Second))
	assert.False(t, ok, "no deadline: an unlimited search")

	var none *silenceMonitor // no log: no monitor
	none.busy("BEGIN", t0, t0)
	none.idle()
}

// hashBlocker is a fake engine whose SetHashBytes, which the session
// calls in its own goroutine before a search, waits for release: a session
// blocked outside the search, where the stall watchdog cannot see it.
type hashBlocker struct {
	*fakeSearcher
	release chan struct{}
}

func (h hashBlocker) SetHashBytes(n int) {
	<-h.release
	h.fakeSearcher.SetHashBytes(n)
}

// TestSilenceMonitorDumpsABlockedSession: when the session itself is
// blocked after a move request, the log gets the request and every
// goroutine's stack, the session's among them; stdout gets nothing of it,
// and the move comes once the session is free.
func TestSilenceMonitorDumpsABlockedSession(t *testing.T) {
	release := make(chan struct{})
	eng := hashBlocker{fakeSearcher: &fakeSearcher{}, release: release}
	var log lockedBuffer
	sess := NewSession(eng, Options{Log: &log})
	sess.silenceLimit = 50 * time.Millisecond
	h := runHarness(t, sess)
	h.send("START 15", "BEGIN")
	require.Equal(t, "OK", h.expectLine(lineTimeout))
	require.Eventually(t, func() bool { return strings.Contains(log.String(), "silence: ") }, lineTimeout, 10*time.Millisecond)
	close(release)
	assert.Equal(t, "7,7", h.expectLine(lineTimeout))
	h.finish()

	text := log.String()
	assert.Contains(t, text, `after the input line "BEGIN"; stacks:`)
	assert.Contains(t, text, "hashBlocker.SetHashBytes", "the blocked session's frames")
	assert.Equal(t, 1, strings.Count(text, "silence: "), "once")
	assert.NotContains(t, h.conversation(), "silence", "nothing of it on stdout")
}
