// Command trajectory reads the brain's own logs (pbrain-amoba -log FILE;
// a START, RECTSTART or RESTART after a game's first move begins the next
// game, so a process that played several games logs each) and
// tells how the score Amoba reported moved through the games it ended
// with a mate claim: how often a game it lost had first looked good, how
// long before the mate it saw the position turn, and how often its won
// games had looked as good.
//
//	go run ./scripts/trajectory -turn 300 /work/s48/logs-main
//
// Each argument is a log file or a directory of them (*.log). The score
// of a move is the one of the last MESSAGE line with a depth before the
// move was written (the last iteration's, or the forced move's report);
// a move with no report counts as 0. A game's outcome is read off the
// last mate the engine claimed (+M a win, -M a loss), so games it drew,
// or lost to a five it did not foresee, have none and are only counted;
// the colour is black when the first position it was asked about had an
// even number of stones (BEGIN: black, a first TURN: white). With
// -turn N, only games whose first "INFO timeout_turn" is N count (the
// runner's logs of several time controls may share a directory); a game
// with none keeps the previous game's of the same log.
//
// For each colour it prints the games claimed won and lost. Of the
// losses, it counts those whose score fell to -fall or below before the
// first mate claim, with how many of those had stood at each -high
// threshold or above before the fall and the median number of the
// engine's moves from the fall to the first mate claim; of the wins,
// how many reached each threshold at some move before their first mate
// claim. The figures describe the
// games, not a cause: a fall from +2,000 is a lost advantage or a
// misjudged position, and only another engine's scores of the same
// positions (scripts/label) tell which.
package main
