// Package fakebrain is a scripted pbrain used to test the match runner and
// the puzzle runner: it speaks the protocol and misbehaves on request.
//
// A test binary selects it by re-executing itself with the environment
// variable named by EnvVar set to a spec "mode" or "mode:key=value,…"
// (see the TestMain of the tools' tests). The modes:
//
//	legal     plays legal moves: makes five when it can, blocks the
//	          opponent's five, else extends its longest line (default)
//	chatty    like legal, with MESSAGE, DEBUG and empty lines before each move
//	crash     exits with status 3 instead of its move number `after`
//	occupied  answers an occupied cell at move number `after`
//	offboard  answers a cell off the board at move number `after`
//	slow      sleeps `ms` milliseconds before each move from number `after`
//	silent    never answers a move request
//	dies      sleeps `ms` milliseconds at move number `after`, then exits (status 4)
//	badok     answers START with "OK - fine"
//	badmove   answers "7,7,1" at move number `after`
//	space     answers "7,7 " (trailing space) at move number `after`
//	deaf      ignores END and never exits (must be killed)
//	norestart answers RESTART with UNKNOWN
//
// Move numbers count this brain's own answers from 1; `after` defaults to 1.
package fakebrain
