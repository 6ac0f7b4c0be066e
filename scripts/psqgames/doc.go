// Command psqgames turns Piskvork .psq game records (the match runner's
// -psq output, or games saved by Piskvork) into scripts/gendata's record
// format, so that games Amoba played against other engines can be labelled
// (scripts/label) and fitted (scripts/tune) like its self-play games:
//
//	go run ./scripts/match -a ./pbrain-amoba -b /path/to/pbrain-rapfi -psq games/ ...
//	go run ./scripts/psqgames -rule 0 -first 3 -out games.txt games/
//	go run ./scripts/label -data games.txt -brain /path/to/pbrain-rapfi -out games.lab
//
// A .psq record does not say the rule, so -rule gives it for every game.
// The result is read off the board: the game's last stone is replayed and a
// five through it (under the rule) wins for its colour; a game that ends
// without one is a draw. Games the record marks as ended by a foul, a
// timeout, an illegal move or a crash (end code other than 0) are left out,
// since their result says nothing about the position. -first is written as
// every record's count of moves that were not chosen by the players (the
// opening): label and tune ignore the positions before it. The records get
// no scores ("-" for every move).
//
// With -positions NAME it writes positions instead, in the format of
// scripts/puzzles (no known answer, the move played in the info field):
// every position after the opening in which the player whose name contains
// NAME was to move, for measuring another engine's moves in them
// (puzzles -judge). The opening is -first moves, or with -first 0 the
// leading moves recorded with 0 ms, as the match runner writes the
// opening's stones:
//
//	go run ./scripts/psqgames -rule 0 -positions amoba -out positions.txt games/
//
// Arguments are .psq files or directories (their .psq files, in name
// order); games are written in that order, and what was left out is
// reported on stderr.
package main
