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
//   - Renju: black's forbidden points exactly (overline, double four, and a
//     double three whose threes are checked recursively for a legal
//     straight-four point), on demand from the pattern state, without
//     touching the board.
//
// Search features (Engine.Think):
//   - Iterative deepening with aspiration windows, principal variation
//     search (negamax alpha-beta), mate scores in plies with mate distance
//     pruning.
//   - Transposition table shared between threads and kept between moves.
//   - Static threat detection from the class counts: our five wins, two
//     opponent fives (or one on a forbidden cell) lose, our free four with
//     no opponent four wins.
//   - Move generation by threat state: the single block of a five; against
//     a free four or four-three coming, only the defences and our fours;
//     otherwise the valued candidate cells, ordered by TT move, attack plus
//     defence pattern scores, killers and history.
//   - VCF (continuous fours, the defender's counter-fours answered by fours)
//     as the quiescence search, and as a root solver deepened two plies at a
//     time, so the shortest VCF is played at once.
//   - Forced replies to a five threat extend the search; late quiet moves
//     are reduced (LMR) and, near the horizon, pruned by move count.
//   - Time manager: hard limit checked every 1024 nodes, soft limit between
//     iterations stretched or shortened by the best move's stability, a
//     reserve for output, forced moves answered without a search.
//   - Lazy SMP: helper threads deepen on their own board copies over the
//     shared table; the main thread's result is the answer.
//   - YXNBEST: the n best moves, each searched with the better ones excluded.
//   - Bench: fixed positions of every rule and both board sizes, fixed
//     depth, one thread, fresh table; its node count is the signature.
package engine
