package engine

// The opponent-VCT guard. The main search prunes and reduces, and its
// horizon VCF sees only our own fours, so a quiet move can look best while
// it lets the opponent start a winning sequence of threats (fours and free
// threes) longer than the search reaches. After each completed iteration
// the main thread plays the iteration's best move and looks for such a
// VCT of the opponent's on a small node budget; a move that loses to one
// is dropped from the root and the iteration is searched again without it.

// guardBudget is the node budget of one guard check: half the root VCT's
// (see vctBudget), so that a few checks fit in a turn.
func guardBudget(tb timeBudget, maxNodes int64) int64 { return vctBudget(tb, maxNodes) / 2 }

// opponentWinsAfter reports whether, after our move m, the opponent has a
// VCT within rootVCTDepthMax plies that the node budget proves.
func (w *worker) opponentWinsAfter(m Pos, budget int64) bool {
	b := w.b
	b.Play(m)
	defer b.Undo()
	return w.vctProve(rootVCTDepthMax, budget)
}

// guardRoot checks the best move of a completed iteration (moves[0]) once
// per search: when the opponent wins by a VCT after it, it returns the
// root moves without it and the refuted move, otherwise moves and NoPos.
// A move is kept when it is the last one, when the iteration's score is a
// mate either way (a proven win needs no guard, a proven loss has no
// better move), or when it was checked before.
func (w *worker) guardRoot(moves []rootMove, score int, checked *Bitboard) ([]rootMove, Pos) {
	m := moves[0].pos
	if len(moves) < 2 || isMate(score) || checked.Has(m) {
		return moves, NoPos
	}
	checked.Set(m)
	if !w.opponentWinsAfter(m, guardBudget(w.sh.budget, w.sh.maxNodes)) || w.stopped() {
		return moves, NoPos
	}
	w.refuted++
	return moves[1:], m
}
