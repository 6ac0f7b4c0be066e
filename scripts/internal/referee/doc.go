// Package referee judges Gomoku games the way the Gomocup referee does:
// it keeps a board, accepts moves, and decides after each move whether the
// mover has won, committed a foul, or the game goes on.
//
// Supported rules (the values of INFO rule):
//
//   - 0 freestyle: five or more in a row wins.
//   - 1 standard: exactly five wins; an overline never wins.
//   - 4 renju: black wins with exactly five, white with five or more; black's
//     overline, double four and double three (without an exact five) are
//     fouls, judged by the engine's exact forbidden-point check.
//   - 8 caro as GomocupJudge judges it: a line of more than five, or exactly
//     five not blocked at both ends by opponent stones, wins.
//   - 9 caro: exactly five, not blocked at both ends, wins.
//
// In both caro rules the board edge is not a block.
package referee
