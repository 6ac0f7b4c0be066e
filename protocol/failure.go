package protocol

import (
	"fmt"
	"runtime/debug"
	"time"

	"amoba/engine"
)

// A search that panics would take the process down with it, and a brain
// that dies loses the game (and, in a tournament, often the rest of them).
// The session's search goroutine recovers instead: the move is answered
// as for a stuck search (the first move of the last best line reported,
// else the quick move), a MESSAGE says why, the log gets the stack, and
// the game goes on with a fresh engine (Options.NewSearcher), since the
// failed one's board and tables may be half updated. Without NewSearcher
// the session keeps the engine it has. A bug stays a bug: the MESSAGE and
// the log are there so that it is seen and fixed.

// searchFailure is a search's panic: its value and the stack where it
// happened.
type searchFailure struct {
	value string
	stack []byte
}

// recoverSearch, deferred in the search goroutine, turns a panic into a
// searchFailure on failed (buffered: the session may have stopped
// listening).
func recoverSearch(failed chan<- searchFailure) {
	if r := recover(); r != nil {
		failed <- searchFailure{value: fmt.Sprint(r), stack: debug.Stack()}
	}
}

// failedSearch is the stall of a search that panicked, elapsed after its
// request, with fallback as the answer to give.
func failedSearch(fallback engine.Pos, f searchFailure, elapsed time.Duration) searchStall {
	return searchStall{fallback: fallback, frames: "panic: " + f.value, stacks: f.stack, elapsed: elapsed, failed: true}
}
