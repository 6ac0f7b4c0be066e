// Package protocol speaks the Piskvork / Gomocup brain protocol.
//
// Parse turns one input line into a Command and never panics. A Session
// runs the command loop over any io.Reader and io.Writer: it keeps the
// settings (INFO keys) across games, rebuilds the position for every move
// request, runs the search in its own goroutine while it keeps reading
// input (YXSTOP/STOP answer at once, END ends the session, other commands
// wait until the move is out), and writes protocol lines only, one writer,
// flushed line by line. Bad input never ends the session: it is answered
// with one ERROR or UNKNOWN line and the state stays as it was.
//
// A stall watchdog (watchdog.go) guards every timed move: a search still
// running half-way into a reserve before the manager's limit (see
// engine.Watchdog) is cancelled, and one that does not return by a quarter
// of the reserve before the limit is answered for (the first move of its
// last reported best line, else the quick move) and, after the move, named
// in a MESSAGE line with its stacks in the log;
// unless it returns before the manager's next line (it was only late), the
// game goes on with a fresh engine (Options.NewSearcher). A search that
// panics is answered for the same way (failure.go), with the panic in the
// MESSAGE and its stack in the log, and a fresh engine after it. With a
// log, a silence monitor (silence.go) beside the session writes every
// goroutine's stack there when the session is still busy with a line well
// past its time (the watchdog cannot see the session itself blocked).
//
// The engine is readied outside the move clocks: its table is made when
// INFO max_memory arrives, and START (and INFO rule or thread_num after
// it) builds the rule's tables and the search threads (Searcher.Prepare).
// INFO strength (0–100, clamped) sets the playing level, passed to the
// engine as Limits.Weakness.
//
// Commands: START, RECTSTART, RESTART, BEGIN, TURN, BOARD...DONE,
// YXBOARD...DONE, INFO, END, ABOUT, TAKEBACK, PLAY, YXSTOP, STOP, YXNBEST,
// YXHASHCLEAR, YXSHOWFORBID, SWAP2BOARD...DONE.
package protocol
