// Package gamefile reads and writes the one-line game records that
// scripts/gendata writes, scripts/label relabels and scripts/tune fits:
//
//	<rule> <width> <height> <result> <first> <moves> <scores> [<best>]
//
// rule is the protocol's INFO rule value, result the game's outcome from
// black's view (1, 0.5 or 0; in the records of positions off the games'
// lines, scripts/offline, a labelling brain's win probability for black),
// first the number of moves that were not chosen by the engine that
// played the game (opening and random moves),
// moves the x,y list joined by ";" and scores one entry per move, joined
// by ",": a score of the position before the move from the mover's view,
// or "-" when there is none. best, written only when some move has one,
// is one entry per move joined by ";": the move another brain chose in the
// position before the move (x,y, from scripts/label), or "-". Quiet says
// which positions are worth a score: the ones the tuner fits.
package gamefile
