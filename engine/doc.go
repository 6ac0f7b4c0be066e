// Package engine is Amoba's board and search. It never prints and never
// reads input: the protocol package drives it and receives progress through
// callbacks.
//
// Board features:
//   - Cells indexed y*32+x on boards from 5x5 to 32x32, square or
//     rectangular; bitboards per colour; a line word per colour for every row,
//     column, diagonal and anti-diagonal with five wall bits on each side, so
//     a cell's window along a line is a shift and a mask.
//   - Zobrist key kept incrementally (keys from package tt).
//   - Incremental star-shaped pattern state: a stone changes only the empty
//     cells within five steps on its four lines, and only those are
//     re-classified from eval's line tables; every empty cell keeps its four
//     line patterns, its threat class and score for both colours, and the
//     board keeps per-colour class counts, class bitboards (where the five
//     points and four points are) and the evaluation sums. Play and Undo
//     update all of it exactly; a property test compares it with a
//     recomputation from scratch.
//   - Win detection for every rule (freestyle, standard, renju, caro) both
//     from the pattern state (O(1)) and by a direct scan used as referee.
//   - Candidate cells: empty cells within two steps of a stone.
package engine
