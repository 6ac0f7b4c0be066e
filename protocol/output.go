package protocol

import (
	"fmt"
	"io"
	"strings"
	"sync"
)

// lineWriter is the session's only way to stdout: whole lines, written one
// by one, serialised so that a MESSAGE from the search never splits a move.
//
// It writes each line straight to w, with no buffer between: a bufio.Writer
// keeps its first write error for good and drops every later line without
// a word, which would leave a brain that reads and thinks but never answers
// again. Here a failed write is retried while the error is a transient one
// (see writeAll) and reported in the log, and the next line is tried afresh.
type lineWriter struct {
	mu     sync.Mutex
	w      io.Writer
	log    io.Writer
	closed bool
}

func newLineWriter(w io.Writer, log io.Writer) *lineWriter {
	return &lineWriter{w: w, log: log}
}

// line writes one line. Embedded line breaks are replaced, so a message can
// never forge a protocol line.
func (lw *lineWriter) line(s string) {
	s = strings.NewReplacer("\r", " ", "\n", " ").Replace(s)
	lw.mu.Lock()
	defer lw.mu.Unlock()
	if lw.closed {
		return
	}
	if err := writeAll(lw.w, []byte(s+"\n"), writeRetryPause, writeRetryFor); err != nil && lw.log != nil {
		fmt.Fprintf(lw.log, "! output failed: %v: %s\n", err, s)
	}
	if lw.log != nil {
		fmt.Fprintf(lw.log, "< %s\n", s)
	}
}

// logInput writes an input line to the log (if any), under the same lock
// as the output so that the log reads in order.
func (lw *lineWriter) logInput(s string) {
	if lw.log == nil {
		return
	}
	lw.mu.Lock()
	defer lw.mu.Unlock()
	fmt.Fprintf(lw.log, "> %s\n", s)
}

// logText writes free text (a diagnostic dump) to the log, if any.
func (lw *lineWriter) logText(s string) {
	if lw.log == nil {
		return
	}
	lw.mu.Lock()
	defer lw.mu.Unlock()
	io.WriteString(lw.log, s)
	if !strings.HasSuffix(s, "\n") {
		io.WriteString(lw.log, "\n")
	}
}

func (lw *lineWriter) printf(format string, args ...any) { lw.line(fmt.Sprintf(format, args...)) }

// close drops every later line: nothing may follow END.
func (lw *lineWriter) close() {
	lw.mu.Lock()
	lw.closed = true
	lw.mu.Unlock()
}
