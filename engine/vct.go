package engine

import "amoba/eval"

// A VCT (victory by continuous threats) is a win where every attacking move
// is a four or a free three (the solver's are threatMoves): the defender
// must answer each one, so the defender's replies are few (the cells that
// break the threat, and the defender's own fours) and all of them must
// lose for the attack to count.
// The root tries it with a node budget before the main search, and the
// opponent-VCT guard after each iteration, by proof-number search over that
// AND-OR tree (dfpn.go).

// threatMoves appends the attacker's (side to move's) threat moves: the
// moves that make a free three or better, plain fours excepted, legal ones
// only, strongest class first: a win is found sooner where the threats are
// sharper.
//
// A plain four (ClassFour: nothing but single stones and blocked twos on
// its other lines) is left out. A win by fours alone is found by the VCF
// that every attacker's node tries first, and a plain four rarely starts
// anything else; as a child of every attacker's node it spreads the proof
// numbers thin. Without it the solver proves 31 of the 56 missed wins on
// 50,000 nodes instead of 25 (23 instead of 15 on 20,000; 37 and 36 on
// 200,000). The solver stays sound: it gives the attacker fewer moves,
// never the defender.
func (b *Board) threatMoves(buf []Pos) []Pos {
	us := b.toMove
	for cl := eval.ClassOpenFour; cl >= eval.ClassOpenThree; cl-- {
		if cl == eval.ClassFour {
			continue
		}
		for p := range b.classSet[us][cl].Cells() {
			if b.legalFor(p) {
				buf = append(buf, p)
			}
		}
	}
	return buf
}

// vctRoot looks for a VCT of the side to move within maxDepth plies and a
// node budget, by proof-number search (dfpn.go), and returns its first
// move and the plies to the five along the proof found (not always the
// shortest win). A five point of its own wins at once; a four of the other
// side's must be blocked first, and the block counts only if it is itself
// a threat. It runs on the main thread (worker 0), the one whose worker
// holds the proof-number table.
func (w *worker) vctRoot(maxDepth int, nodeBudget int64) (Pos, int) {
	if p := w.b.FivePoint(w.b.toMove); p != NoPos {
		return p, 1
	}
	if !w.vctProve(maxDepth, nodeBudget) {
		return NoPos, 0
	}
	best, n := NoPos, 0
	for _, c := range w.pnBufs[0] {
		if c.pn == 0 && (best == NoPos || int(c.length) < n) {
			best, n = c.move, int(c.length)
		}
	}
	if best == NoPos {
		// The root itself was a leaf: a VCF of ours, which the proof
		// found within the budget. vcfRoot finds it again (the shortest
		// one, deepening as it goes, which can take more nodes than the
		// proof's single search) with no node budget: only the clock and
		// the solvers' deadline (solverDeadline) stop it.
		return w.vcfRoot(maxDepth, noNodeLimit)
	}
	return best, n + 1
}

// vctProve reports whether the side to move has a VCT within maxDepth
// plies that the node budget proves, leaving the root's children and
// their numbers in pnBufs[0] (empty when the root itself is a leaf). The
// guard needs only this answer, not the move: finding the first move of a
// proven VCF again can cost many times the proof.
func (w *worker) vctProve(maxDepth int, nodeBudget int64) bool {
	if w.b.FivePoint(w.b.toMove) != NoPos {
		return true
	}
	w.pnBufs[0] = w.pnBufs[0][:0] // holds the root's moves unless the root is a leaf
	w.pnSalt = 0
	if w.b.toMove == eval.White {
		w.pnSalt = pnSaltWhiteAttacks
	}
	w.vctNodeLimit = w.nodes + nodeBudget
	// The VCFs the proof runs at the attacker's nodes count against the
	// same budget: one of them alone, in a position with many fours, ran
	// for 70,000 nodes on a budget of 4,000 (session 53).
	defer func(limit int64) { w.vctNodeLimit, w.vcfNodeLimit = noNodeLimit, limit }(w.vcfNodeLimit)
	w.vcfNodeLimit = min(w.vcfNodeLimit, w.vctNodeLimit)
	pn, _, _ := w.pnMID(true, min(maxDepth, rootVCTDepthMax), 0, pnInfinity, pnInfinity)
	return pn == 0
}

// rootVCTDepthMax is the longest VCT (in plies) the root looks for.
const rootVCTDepthMax = 31

// vctBudget is the node budget of the root VCT: 20 nodes per millisecond
// of the soft time, under a tenth of it (a VCT node, which computes the
// exact defences, runs at about 300,000 a second; a fifth of the soft time
// lost 30 Elo in self-play at 0.2 s a move), and a fixed amount for
// fixed-depth searches, which must stay deterministic. Under a node limit
// (INFO max_node; 0 is none) it is at most a fortieth of it, about the
// share the time rule gives at our node rate: without that cap a long turn
// with a node limit spent most of its nodes in the VCT and its guard. The
// proof numbers it leaves in the table carry over to the next turn.
func vctBudget(tb timeBudget, maxNodes int64) int64 {
	return solverBudget(tb, maxNodes, 20, 100_000, 40)
}
