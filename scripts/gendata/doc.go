// Command gendata plays Amoba against itself at a fixed node count and
// writes the games, one per line, as training data for scripts/tune.
//
//	go run ./scripts/gendata -games 2000 -nodes 10000 -rules 0,1,4,8 -out games.txt
//
// Each game starts from an opening of the suite (chosen at random) followed
// by a few random moves near the stones, so that the same opening gives many
// games, then both sides play the engine's move until a five, a full board
// or the move cap. A line (package scripts/internal/gamefile reads and
// writes them) is
//
//	<rule> <width> <height> <result> <first> <moves> <scores>
//
// with rule the protocol's INFO rule value, result the game's outcome from
// black's view (1, 0.5 or 0), first the number of moves that were not the
// engine's choice (opening and random moves: positions before it say little
// about play), moves the x,y list joined by ";" and scores the engine's
// score of each of its moves from the mover's view ("-" for the others),
// joined by ",".
//
// Games are independent (each one starts with an empty hash table) and are
// written in order: with the same flags the output is the same, and a run
// stopped early has written the first games of a longer one, and a run
// with -first N writes the games that follow a run of N games: the two
// outputs concatenated are the longer run's.
package main
