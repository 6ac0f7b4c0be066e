// Command offline writes positions one move off the recorded games, for
// fitting the evaluation to the positions a search reaches as well as to
// the ones good play reaches. A search's leaves mostly follow a move that
// is not the best one; an evaluation fitted only to positions of strong
// play never sees the price of such a move. Each written record is a game
// cut at a position where its engine chose a move (not an opening or
// random move), with a random legal cell near the stones played instead,
// and a last move (the recorded one, or another legal cell) that makes the
// position after the random cell the record's one scored position:
//
//	go run ./scripts/offline -data games.txt -per 8 -seed 1 -out off.txt
//	go run ./scripts/label -data off.txt -brain /path/to/pbrain-rapfi -nodes 10000 -out off.lab
//	go run ./scripts/offline -soft-results -score-scale 200 -data off.lab -out offsoft.lab
//	go run ./scripts/tune -data games.lab,offsoft.lab -blend 0.5 -score-scale 200 -scored-only ...
//
// The random cell never makes five, and a position is written only when it
// is quiet as scripts/tune means it (no five point for either side, no
// free-four point for the side to move), so that every written position is
// one tune fits. Up to -per plies are drawn from each game (by -seed and
// the record's line number, so the output does not depend on anything
// else), each at most once.
//
// The game's result says nothing of a position off its line, so the
// record keeps it only as a placeholder. -soft-results replaces it, in a
// labelled file, by the labelling brain's win probability for black,
// sigmoid(score / -score-scale) from the side to move's view, and drops
// the records whose position has no score: tune's target is then the
// label whatever -blend says.
package main
