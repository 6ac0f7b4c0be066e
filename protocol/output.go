package protocol

import (
	"bufio"
	"fmt"
	"io"
	"strings"
	"sync"
)

// lineWriter is the session's only way to stdout: whole lines, flushed one
// by one, serialised so that a MESSAGE from the search never splits a move.
type lineWriter struct {
	mu     sync.Mutex
	w      *bufio.Writer
	log    io.Writer
	closed bool
}

func newLineWriter(w io.Writer, log io.Writer) *lineWriter {
	return &lineWriter{w: bufio.NewWriter(w), log: log}
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
	lw.w.WriteString(s)
	lw.w.WriteByte('\n')
	lw.w.Flush()
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
