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
//     cells within five steps on its four lines (four under freestyle,
//     where nothing further decides a five), and only those are
//     re-classified from eval's line tables; every empty cell keeps its four
//     line patterns, its threat class and score for both colours (one
//     block per cell), and the board keeps per-colour class counts, class
//     bitboards for the classes the searches list (open three and up, and
//     renju's Forbidden: where the five, four and three points are) and
//     the evaluation sums (the cells' Own and Opp values of eval's learned
//     Model; Evaluate adds the threat term from both sides' class counts).
//     Play updates all of it exactly and logs each changed cell's old
//     block, and the cells that moved between class bitboards; Undo copies
//     the blocks back, replays those few moves backwards and restores the
//     board totals saved per move; a property test compares it with a
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
//     pruning. The tree search counts depth in sixteenths of a ply
//     (depth.go), so a rule may extend or reduce by part of a ply; the
//     rules that compare depth with a threshold or look it up in a table
//     read whole plies, and the table stores whole plies.
//   - Transposition table shared between threads and kept between moves.
//     Before a move whose child will probe it is made, the child's bucket
//     is prefetched (the board's keyAfter, tt.Table.Prefetch), so that the cache
//     miss overlaps the move's pattern update.
//   - Static threat detection from the class counts: our five wins, an
//     opponent five that no legal stone stops loses, our free four wins
//     when the opponent has no four to answer with, and so does our
//     four-three (in five plies), proven by playing the point and every
//     block of its four (staticwin.go).
//   - The blocks of a five are exact for every rule (fiveblock.go): the five
//     point, and in caro also the far end of a run already blocked at its
//     near end, so one stone can stop two five points on a line; the
//     search, the move generator, the VCF and VCT and the forced move all
//     use them, and caro's line tables count such a four as a plain four.
//   - Move generation by threat state: the blocks of a five; against
//     threats that must be answered now (a free four, or a four-three whose
//     block is not a four of ours) our fours and the exact defences: each
//     candidate on the threats' lines is checked by reading the threat
//     cells' new line patterns from the line tables with the stone added
//     (defence_lines.go), or, where renju's foul check or caro's blocks
//     decide, placed and the threats looked at again; otherwise the
//     valued candidate cells, ordered by TT move, then threats (our free
//     three or more, the opponent's double three or more), then killers,
//     then the learned attack and defence scores of the cell (eval.Model's
//     Attack for us plus Defence against the opponent) and history (a
//     cut-off raises its move's and lowers that of the moves searched
//     before it; moves skipped unsearched keep theirs). In a
//     calm node the TT move is searched before the others are generated;
//     the first twelve moves are picked one by one (from the fourth in the
//     stable order of the rest), the rest sorted once, and a node whose
//     remaining moves move-count pruning skips stops there.
//   - Mate scores are proven: a PV node whose generated moves all lose
//     searches every other legal cell before it returns a loss (the root
//     too), and the defence sets above are complete. A null-window node in
//     that case returns an unproven loss instead, the lowest score that is
//     not a mate (proving it cost a search of every empty cell at every such
//     node of a threat-dense tree). A node where no move stops the opponent's
//     threats (no five point: that is a forced reply) is scored lost to a
//     five two of the opponent's moves on, the soonest one can come (a free
//     four, then the five). A proven win ends the search of its node, the
//     root's too: the other moves are not searched for a faster win (the
//     score is kept as a lower bound), so the win played is not always the
//     shortest. Engine.CheckWin tests a claimed win against every reply
//     (scripts/matecheck runs it on many positions).
//   - VCF (continuous fours, the defender's counter-fours answered by fours)
//     as the quiescence search, which stands pat when the static evaluation
//     is already at or above beta and, once its sequence has begun, tries
//     only fours on a line within four steps of the sequence's own stones
//     (vcfFocus); on its last level (fewer than five plies left) freestyle
//     and standard play only free fours, the only fours that can still win
//     there (lastVCFLevel), without the failure cache; and, in full, as a
//     root solver deepened two plies at a time, so the shortest VCF is
//     played at once, on a node budget of about a quarter of the soft
//     time (rootVCFBudget: with many fours and no VCF it could take a
//     whole turn) and a deadline a quarter of the soft time into the
//     move, whichever comes first (solverDeadline: a node budget is a
//     time only at the rate it assumes); a root VCT solver
//     (free threes and fours that make more than a four, against the exact
//     defences; plain fours are left to the VCF each attacker's node runs
//     first; facing a four, the blocks that are threats themselves), a
//     depth-first proof-number search (dfpn.go, 1+ε thresholds) up to 31
//     plies on a node budget (20 nodes per ms of soft time, at most a
//     fortieth of an INFO max_node limit) and a deadline a tenth of the
//     soft time after the VCF's (the VCFs it runs at the
//     attacker's nodes count against it and stop with it), whose table
//     of proof numbers is kept from turn to turn while the board size and
//     rule stay.
//   - Opponent-VCT guard (guard.go): the best move of each completed
//     iteration is played once and the opponent's VCT looked for on half
//     the root VCT's budget; a move that loses to one is dropped and the
//     depth searched again ("refuted N" in the MESSAGE line). When every
//     move left is a proven loss, the dropped moves come back (checked, so
//     kept) and the search picks the longest defence among all of them.
//   - Forced replies to a five threat extend the search, and so does a
//     singular TT move (singular.go): at a node of depth 7 or more whose
//     entry is a lower bound, the node is searched again without the move at
//     half the depth and 6·depth below its score (a null-window search of the
//     node, which at a PV node is not an expected cut node); if every other
//     move fails low there, the move is searched a ply deeper (two at a
//     null-window node when they stay 110 below), if one fails high above the
//     node's beta, the node fails high (multi-cut), and if one holds but the
//     entry's score is above beta, the move is searched a ply shallower. Late
//     quiet moves are reduced (LMR, ln d · ln i / 1.5 plies), at the root as
//     at any PV node (rootReduction), and at null-window nodes (under the
//     opponent's threats too) so are our fours after the first move (one ply)
//     and the other threats and blocks (as quiet moves); see moveReduction. A
//     null-window node that was a PV node (the table's entries carry a PV
//     flag from one to the next) reduces its moves a ply less
//     (lateReduction). An expected cut node (a null-window child of a PV node
//     or of an expected all node, and so on every other ply) reduces its
//     moves but the first and its killers a ply and a half more
//     (cutReduction). A null-window node whose evaluation stands 80·depth
//     above beta searches its moves but our fours a ply shallower (fail-high
//     reduction). A node of depth 4 or more that the table has no move for is
//     searched a ply shallower (internal iterative reduction). At a PV node
//     of depth 3 to 11, each move that raises alpha (with a score that is not
//     a mate) takes a ply off the moves after it, and the node is stored at
//     the depth it ends with.
//   - Forward pruning at null-window nodes that are not forced replies
//     (move-count pruning also at PV nodes below the root),
//     when the opponent has a free-four or four-three point too (see
//     pruning.go); the rules judge a node by its evaluation, or by the
//     table's score when the entry's bound (lower or upper, not exact)
//     lies beyond the evaluation on that side (pruningEval), and so does
//     the fail-high reduction. It
//     applies in mate windows too, where it can miss a faster win but
//     never claims one; there the horizon VCF looks only for wins that
//     beat alpha.
//     Reverse futility (a node of depth 6 or less whose evaluation
//     stands 345 a ply beyond the first above beta, 170 less when
//     improving, fails high: at depth 1 an evaluation at beta suffices;
//     not when beta is a loss, and only when the opponent has no such
//     threat: calmFor),
//     razoring (a shallow node far below alpha only looks for a VCF; at a
//     winning alpha only when the table has no move), and move-count
//     pruning (once a move that does not lose is in, a node skips every
//     move after the first 3 + depth^1.32, half as many when not
//     improving, our fours and the answers to a threat included, and at
//     depth 4 or less every quiet move that gives neither side more than
//     a weak pattern; at PV nodes too, weak cells included, as in Rapfi).
//     The evaluation of each ply is kept on a stack, and "improving"
//     (better than our previous turn's) widens what is kept.
//   - Time manager: hard limit checked every 256 nodes, soft limit between
//     iterations (90% of the budget when the turn limit alone sets it,
//     65% when the game clock does) stretched or shortened by the best
//     move's stability; a game clock's time left spread over the moves to
//     come (8 to clock_moves, 24 by default); a reserve for output kept
//     back from the turn limit; forced moves answered without a search.
//     The move played is the last completed iteration's best; an iteration
//     cut short changes it only with an exact score above it (reported
//     "unfinished"), never with an aspiration bound, and the last report
//     always names the move played. Watchdog gives a caller the times past
//     the hard limit at which to cancel a search that has not answered and
//     to answer without it (the protocol session's stall watchdog).
//   - Lazy SMP: helper threads deepen on their own board copies over the
//     shared table; the main thread's result is the answer.
//   - YXNBEST: the n best moves, each searched with the better ones excluded.
//   - Strength levels (strength.go; Limits.Weakness, INFO strength): below
//     full strength the search is replaced by a weaker player's: its own
//     fives and the blocks of the opponent's are played at every level; own
//     wins by fours are looked for only up to a depth that grows with the
//     level (and by threes from level 60); the best-ordered candidates
//     (from level 20 the move generator's, which answer every open three and
//     four-three point; below it any valued nearby cell) are each searched
//     with an open window, iteratively up to the level's depth and node
//     budget; one is drawn at random with weight exp(score difference /
//     temperature), the temperature falling as the level rises. From level
//     20 a move seen to lose by force is never drawn while another does not
//     lose; below it such a move keeps a small weight, as a beginner's
//     oversight.
//   - Params (params.go): the pruning margins and depths, the LMR divisor,
//     the move-count shape, the cut-node reduction, the ordering bonuses
//     and the aspiration window are one struct per engine
//     (Engine.SetParams, by name through Params.Set), so that a tuner
//     (scripts/spsa) can try them together; DefaultParams is what the
//     engine plays with.
//   - Bench: fixed positions of every rule and both board sizes, fixed
//     depth, one thread, fresh table; its node count is the signature.
//     BenchNodes searches positions read from a file
//     (ReadBenchPositions; testdata/midgame.txt holds 71 middle-game
//     positions of our games against Rapfi) to a node limit each, with
//     node counts as repeatable as Bench's. Every bench run (BenchTimed's
//     too) prints where the main thread's nodes went (NodeShares,
//     nodeshares.go): the root solvers, the guard, the aspiration
//     windows' re-searches, the full-depth re-searches of reduced moves,
//     the PV re-searches, the singular tests, the horizon and razoring's
//     quiescence, each counted at its outermost call, so the shares
//     overlap.
package engine
