// Command label scores the positions of recorded games with a brain (a
// Piskvork protocol engine, usually a stronger one than Amoba) and writes
// the games again with those scores, as training targets for scripts/tune:
//
//	go run ./scripts/label -data games.txt -brain /path/to/pbrain-rapfi \
//	    -nodes 50000 -concurrency 2 -out labelled.txt
//	go run ./scripts/tune -data labelled.txt -blend 1 -score-scale 200 ...
//
// The input is scripts/gendata's format (package scripts/internal/gamefile).
// For every position before an engine move (not the opening or random
// moves) that tune would use (no five point for either side, no free-four
// point for the side to move), label sends the stones with BOARD, the
// mover being the brain, under INFO max_node -nodes and INFO max_depth
// -depth (each sent only when positive), and takes the brain's
// evaluation from the last MESSAGE line of its search that matches -eval (a
// regular expression whose first group is the score: an integer from the
// mover's view, or a mate written +M<n> / -M<n>). Scores beyond -clamp, and
// mates, are written as ±clamp. Every other position gets "-". A position
// the brain does not score (no matching line) also gets "-". The move the
// brain answers with is written in the record's best-move field (legal
// moves only; "-" elsewhere), a stronger player's choice for fitting move
// ordering.
//
// One brain process labels a game's positions in order, so that its hash
// table carries over from one position to the next as in a game; games are
// spread over -concurrency brains and written in input order.
package main
