package protocol

import (
	"errors"
	"io"
	"syscall"
	"time"
)

// The standard streams are normally blocking pipes, whose reads and writes
// either succeed or fail for good. But a stream's file description is
// shared with the processes that made it, and one of them may switch it to
// non-blocking mode after the brain started (the Go runtime then does not
// poll it): a read finds no line yet, or a write a full pipe, and the call
// fails with EAGAIN. Such errors, and EINTR, are waited out here rather
// than taken as the end of the session or of its output.

// writeRetryPause is the wait before a failed write is tried again, and
// writeRetryFor how long a line may keep failing before it is given up.
const (
	writeRetryPause = time.Millisecond
	writeRetryFor   = 2 * time.Second
)

// readRetryPause is the wait before a read that failed with a transient
// error is tried again.
const readRetryPause = 5 * time.Millisecond

// transient reports whether err is a stream error that goes away by itself.
func transient(err error) bool {
	return errors.Is(err, syscall.EAGAIN) || errors.Is(err, syscall.EINTR)
}

// writeAll writes p whole to w, retrying after pause while the error is
// transient or the writer makes no progress, for up to limit in all.
func writeAll(w io.Writer, p []byte, pause, limit time.Duration) error {
	var waited time.Duration
	for len(p) > 0 {
		n, err := w.Write(p)
		p = p[n:]
		switch {
		case len(p) == 0:
			return nil
		case err != nil && !transient(err):
			return err
		case waited >= limit:
			if err == nil {
				err = io.ErrShortWrite
			}
			return err
		}
		if n == 0 {
			time.Sleep(pause)
			waited += max(pause, time.Microsecond)
		}
	}
	return nil
}
