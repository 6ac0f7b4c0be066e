// Package pbrain runs a Gomocup "pbrain" engine as a child process and talks
// to it over the Piskvork protocol the way a tournament manager does.
//
// A Brain owns the process and its pipes. Every read takes a deadline (and a
// context for cancellation), so a silent or stuck engine can never hang the
// caller. Lines starting with MESSAGE or DEBUG (any case) are handed to an
// optional callback and never returned as answers. Answers are checked as
// strictly as the strictest manager: START must be answered by a line that is
// exactly "OK", and a move is exactly two integers joined by one comma, with
// nothing before or after.
//
// The brain runs in the caller's working directory; its standard error is
// discarded (managers do not read it, and some merge it into the protocol).
package pbrain
