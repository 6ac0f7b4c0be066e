// Package suite writes positions in the one-line format of
// ../shared/data and scripts/puzzles:
//
//	<id> <size> <rule> <tomove> <black> <white> <answers> <info>
//
// with the rule as its family's name (freestyle, standard, renju, caro),
// the side to move as b or w, and stone lists of 0-based "x,y" joined by
// ";" ("-" when empty). The suites scripts/defence, scripts/agree and
// scripts/matecheck write share it.
package suite
