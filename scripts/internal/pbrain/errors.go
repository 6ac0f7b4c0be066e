package pbrain

import (
	"errors"
	"fmt"
)

// ErrTimeout is returned when the brain gives no answer before the deadline.
var ErrTimeout = errors.New("no answer before the deadline")

// ExitError reports that the brain's output ended: the process exited,
// crashed or closed its standard output.
type ExitError struct {
	// Status describes how the process ended, e.g. "exit status 2", or
	// "still running" when only standard output was closed.
	Status string
}

// Error describes how the brain ended.
func (e *ExitError) Error() string {
	return "process ended (" + e.Status + ")"
}

// ReplyError reports an answer that breaks the protocol, such as "OK - fine"
// after START or "7,7,1" as a move.
type ReplyError struct {
	Line string // the offending line
	Want string // what was expected
}

// Error quotes the offending line and what was expected instead.
func (e *ReplyError) Error() string {
	return fmt.Sprintf("malformed reply %q (want %s)", e.Line, e.Want)
}

// StartError reports that the brain executable could not be started at all
// (missing file, no permission): a problem of the setup, not of the brain.
type StartError struct {
	Path string
	Err  error
}

// Error names the executable and the reason it could not start.
func (e *StartError) Error() string { return "start " + e.Path + ": " + e.Err.Error() }

// Unwrap returns the underlying error.
func (e *StartError) Unwrap() error { return e.Err }
