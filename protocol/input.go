package protocol

import (
	"bufio"
	"bytes"
	"context"
	"errors"
	"io"
	"time"
)

// inputLine is one line of input and the moment it was read: a move's time
// is measured from there (the process may have been suspended before).
type inputLine struct {
	text   string
	at     time.Time
	logged bool // already written to the log when it was read
}

// logged marks a line as logged.
func logged(ln inputLine) inputLine {
	ln.logged = true
	return ln
}

// maxLineLen is the longest line kept; the rest of a longer line is
// dropped (no command is that long, so it will be rejected as garbage).
const maxLineLen = 4096

// readLines sends the input's lines (without line ends) to out and closes
// it at the end of input or on a read error that is not transient (see
// retry.go: a transient one is waited out, pause at a time, and the line
// read on where it stopped).
func readLines(r io.Reader, out chan<- inputLine, now func() time.Time, pause time.Duration) {
	defer close(out)
	br := bufio.NewReaderSize(r, maxLineLen)
	var buf []byte
	send := func() { out <- inputLine{text: string(bytes.TrimSuffix(buf, []byte{'\r'})), at: now()} }
	for {
		chunk, err := br.ReadSlice('\n')
		whole := err == nil
		if whole {
			chunk = chunk[:len(chunk)-1]
		}
		if len(buf) < maxLineLen {
			buf = append(buf, chunk[:min(len(chunk), maxLineLen-len(buf))]...)
		}
		switch {
		case whole:
			send()
			buf = buf[:0]
		case errors.Is(err, bufio.ErrBufferFull):
			// a line longer than the buffer: read on
		case transient(err):
			time.Sleep(pause)
		default:
			// the end of input, or a failure: a last line without its
			// line end still counts
			if len(buf) > 0 && errors.Is(err, io.EOF) {
				send()
			}
			return
		}
	}
}

// input is the session's view of its input: lines put aside while the
// engine was thinking come first, then the reader's channel.
type input struct {
	lines   <-chan inputLine // nil once the input has ended
	pending []inputLine
}

// next returns the next line; ok is false at the end of input or when ctx
// is done.
func (in *input) next(ctx context.Context) (inputLine, bool) {
	if len(in.pending) > 0 {
		ln := in.pending[0]
		in.pending = in.pending[1:]
		return ln, true
	}
	if in.lines == nil {
		return inputLine{}, false // the input has ended
	}
	select {
	case ln, ok := <-in.lines:
		return ln, ok
	case <-ctx.Done():
		return inputLine{}, false
	}
}
