// Command agree writes a move-agreement suite: positions of recorded games
// in which another brain, usually a stronger engine, chose a move
// (scripts/label's best moves), in the position format scripts/puzzles
// reads, with that move as the one answer. How often an engine plays the
// same move (puzzles' solved / total) measures its choices in ordinary
// positions, where a tactical suite says nothing:
//
//	go run ./scripts/label -data games.txt -brain /path/to/pbrain-rapfi -nodes 50000 -out games.lab
//	go run ./scripts/agree -data games.lab -n 1000 -seed 7 -out agree.txt
//	go run ./scripts/puzzles -engine ./pbrain-amoba -file agree.txt -time 0.1 -reuse
//
// A position is taken when it comes at least -after moves after the
// record's opening (its <first> field: the moves no engine chose) and
// before move -before, the brain chose a legal move there, its score is
// known and within ±-max-score (balanced positions: in a won or lost one
// many moves are as good), and it is quiet as scripts/tune means it (no
// five point for either side, no free-four point for the side to move).
// Each position is taken once, whatever the order its stones were played
// in; the positions are shuffled by -seed and the first -n written. Only
// square boards are written, since the puzzle format has one size.
//
// -note adds a comment line to the header, to say where the games and
// their labels came from.
//
// The identifier of a position is agree-<record>-<move>: the record's
// line number in -data (1-based, counting every line) and the number of
// stones on the board. Its info field gives the side to move's score.
package main
