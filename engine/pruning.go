package engine

import (
	"amoba/eval"
	"amoba/tt"
)

// Forward pruning at null-window nodes that are not forced replies (and,
// for move-count pruning alone, at PV nodes below the root), under
// the opponent's threats too (an open three, a four-three point), as
// Rapfi's classical search razors and prunes by move count there: most of
// a tactical tree's nodes answer a threat, and sparing them all left the
// tree as wide as it was. Each
// rule trusts the static evaluation (or a table score beyond it, see
// pruningEval); reverse futility, which trusts it most, only at calm
// nodes (calmFor). None of them makes a mate score, so they apply in mate
// windows too, where they can only miss a win, never claim one: reverse
// futility returns the evaluation (and not when beta is a loss, which the
// node must prove it outlasts), razoring returns what the VCF proved, and
// move-count pruning starts only once a move that does not lose is in, so
// a loss is still claimed only after every answer to a threat was
// searched. What they can cost is depth for proofs: a win that runs
// through a pruned or reduced answer is proven only by a deeper search.
// The margins are in evaluation units (eval.Model's scale: about 1,100
// per logit of the win rate); they
// were set from the spread of search scores around the static evaluation
// on the bench positions (at depth 1 the middle half lies within −200 and
// +550 of it, at depth 3 within −450 and +350). Reverse futility's margin
// counts the plies below the first (as Rapfi's futility margin does):
// the side to move mostly gains by moving (the depth-1 spread above lies
// mostly above the evaluation), so a calm depth-1 node whose evaluation
// already reaches beta fails high, and the margin grows from there.
// Alone, against the earlier 280 a ply from depth 0 (improving 100
// less), it scored 39.1% against Rapfi classical at 1 s where main
// scored 33.7% on the same 138 games (session 46, README). The margins
// and depths are Params (params.go): reverse futility 345 a ply beyond
// the first, 170 less when improving, up to depth 6; the fail-high
// reduction 80 a ply; razoring 500 a ply up to depth 3.

// calmFor reports whether the opponent has no way to win by force in the
// next few moves: no five point, no free-four point (an open three or a
// double four coming) and no four-three point. Only such a node trusts its
// evaluation enough for reverse futility, and only there the generator
// lists every move near the stones (elsewhere it answers the threat with
// its exact defences, see listsCalmly). A double-three point alone does
// not count: it is common in the middle game, the evaluation prices it,
// and the threat it makes is answered when it is played.
func (b *Board) calmFor() bool {
	them := b.toMove.Opponent()
	n := &b.classNum[them]
	return n[eval.ClassFive] == 0 && n[eval.ClassOpenFour] == 0 && n[eval.ClassFourThree] == 0
}

// rfpMargin is how far the static evaluation must stand above beta for a
// node of the given depth (in units of onePly) to fail high without a
// search: p's RFPMarginPerPly for each ply beyond the first, less its
// improving bonus, and never below zero.
func rfpMargin(p *tunedParams, depth int, improving bool) int {
	m := p.RFPMarginPerPly * (depth - onePly) / onePly
	if improving {
		m -= p.RFPImprovingBonus
	}
	return max(m, 0)
}

// lmpCount is how many moves a node of the given depth searches before
// the ones that follow are pruned; half as many when the evaluation is not
// improving. An improving node keeps p's LMPBase + d^(LMPExponent/100):
// with the defaults 3 + d^1.32, a count that grows slower than the
// depth's square (d = 7 keeps 16 moves, not 52). Threat moves dominate a
// tactical tree (in one such position, 2,054 of the 26,848 moves searched
// at depth 1 were quiet), so a count that spares them, or one that grows
// fast with depth, prunes little.
func lmpCount(p *tunedParams, depth int, improving bool) int {
	n := p.lmp[min(max(depth, 0), maxPly)]
	if !improving {
		n /= 2
	}
	return n
}

// isLate reports whether move m, the i-th (0-based) of a node of the given
// depth, is one move-count pruning skips: any move past lateCount, our
// fours and a threat's answers included (the move order puts the ones
// that matter first), and at depth p.WeakPruneMaxDepth or less also an
// earlier quiet move in a weak cell. That depth is 4 by default (Rapfi
// skips its "trivial" moves below depth 4.3); at 2, the limit before
// session 46, the engine scored less against Rapfi at 1 s (README).
func (b *Board) isLate(p *tunedParams, m Pos, i, lateCount, depth int) bool {
	return i >= lateCount || (depth <= p.WeakPruneMaxDepth && b.isQuiet(m) && b.isWeakCell(m))
}

// isWeakCell reports whether the move p gives neither side more than
// single stones and blocked twos: such a move changes little that a
// shallow search could see. The opponent's double twos and three-twos are
// above this class, so the points that prepare double threats are kept.
func (b *Board) isWeakCell(p Pos) bool {
	us, them := b.toMove, b.toMove.Opponent()
	return b.state[p].info[us].Class <= eval.ClassWeak && b.state[p].info[them].Class <= eval.ClassWeak
}

// pruningEval is what the pruning rules judge a node by: its static
// evaluation, or the table's score of it (ttScore, at this ply) when the
// entry's bound says the value lies beyond the evaluation on that side (a
// lower bound above it, an upper bound below it): a searched score is the
// better estimate. A mate score is never used (the rules must not make
// one), nor is an entry with no bound (a miss, or one that holds only a
// move); an exact score is not used either (the version that was measured;
// using it is untried).
func pruningEval(staticEval, ttScore int, bound tt.Bound) int {
	switch {
	case isMate(ttScore):
	case bound == tt.BoundLower && ttScore > staticEval, bound == tt.BoundUpper && ttScore < staticEval:
		return ttScore
	}
	return staticEval
}
