package protocol

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// step is one scripted answer of a flakyWriter or flakyReader: how many
// bytes the call takes (or gives) and the error it returns.
type step struct {
	n    int
	data string // for a reader: the bytes given
	err  error
}

// flakyWriter answers its writes by script, then takes everything.
type flakyWriter struct {
	script []step
	got    bytes.Buffer
}

func (w *flakyWriter) Write(p []byte) (int, error) {
	if len(w.script) == 0 {
		return w.got.Write(p)
	}
	st := w.script[0]
	w.script = w.script[1:]
	n := min(st.n, len(p))
	w.got.Write(p[:n])
	return n, st.err
}

// flakyReader gives its script's data and errors in turn (a step's data
// over as many reads as it takes, its error with the last), then io.EOF.
type flakyReader struct{ script []step }

func (r *flakyReader) Read(p []byte) (int, error) {
	if len(r.script) == 0 {
		return 0, io.EOF
	}
	st := &r.script[0]
	n := copy(p, st.data)
	if st.data = st.data[n:]; st.data != "" {
		return n, nil // the rest comes with the next read, and the error after it
	}
	err := st.err
	r.script = r.script[1:]
	return n, err
}

func TestWriteAllWaitsOutTransientErrors(t *testing.T) {
	w := &flakyWriter{script: []step{
		{0, "", syscall.EAGAIN}, {0, "", syscall.EINTR}, {3, "", syscall.EAGAIN}, {0, "", nil},
	}}
	require.NoError(t, writeAll(w, []byte("7,7\n"), 0, time.Second))
	assert.Equal(t, "7,7\n", w.got.String(), "the line arrives whole and once")
}

func TestWriteAllGivesUpOnLastingFailures(t *testing.T) {
	always := make([]step, 1000)
	for i := range always {
		always[i] = step{0, "", syscall.EAGAIN}
	}
	w := &flakyWriter{script: always}
	err := writeAll(w, []byte("7,7\n"), time.Millisecond, 5*time.Millisecond)
	assert.ErrorIs(t, err, syscall.EAGAIN, "a pipe that stays full is given up after the limit")
	assert.Greater(t, len(w.script), 900, "and not retried without end")

	broken := &flakyWriter{script: []step{{0, "", syscall.EPIPE}}}
	assert.ErrorIs(t, writeAll(broken, []byte("7,7\n"), 0, time.Second), syscall.EPIPE,
		"an error that does not go away is not retried")
}

// A bufio.Writer keeps its first error and drops every later line: the
// brain would go on reading and thinking and never answer again.
func TestLineWriterSpeaksAgainAfterAFailedLine(t *testing.T) {
	w := &flakyWriter{script: []step{{0, "", syscall.EIO}}}
	var log bytes.Buffer
	lw := newLineWriter(w, &log)
	lw.line("MESSAGE lost")
	lw.line("7,7")
	assert.Equal(t, "7,7\n", w.got.String())
	assert.Contains(t, log.String(), "! output failed: input/output error: MESSAGE lost")
	assert.Contains(t, log.String(), "< 7,7")
}

func TestReadLinesWaitsOutTransientErrors(t *testing.T) {
	r := &flakyReader{script: []step{
		{data: "TUR"}, {err: syscall.EAGAIN}, {data: "N 7,7\r\nAB"}, {err: syscall.EINTR},
		{data: "OUT\nEND"},
	}}
	got := readAllLines(r)
	assert.Equal(t, []string{"TURN 7,7", "ABOUT", "END"}, got,
		"lines cut by a transient error are joined, and a last line without its end counts")
}

func TestReadLinesEndsOnAFailure(t *testing.T) {
	r := &flakyReader{script: []step{{data: "ABOUT\nTU"}, {err: errors.New("broken")}, {data: "RN 7,7\n"}}}
	got := readAllLines(r)
	assert.Equal(t, []string{"ABOUT"}, got, "a read that fails for good ends the input")
}

func TestReadLinesCutsOverlongLines(t *testing.T) {
	long := strings.Repeat("x", 3*maxLineLen)
	r := &flakyReader{script: []step{{data: long[:maxLineLen]}, {data: long[maxLineLen:] + "\nABOUT\n"}}}
	got := readAllLines(r)
	require.Equal(t, 2, len(got), "the long line and the next")
	assert.Equal(t, maxLineLen, len(got[0]), "the long line is cut, not split")
	assert.Equal(t, "ABOUT", got[1])
}

// readAllLines runs readLines on r to its end and returns the lines' texts.
func readAllLines(r io.Reader) []string {
	lines := make(chan inputLine, 8)
	readLines(r, lines, time.Now, 0)
	var got []string
	for ln := range lines {
		got = append(got, ln.text)
	}
	return got
}
