package engine

import "amoba/eval"

// The depth-first VCT that proof-number search replaced, kept as the
// reference the tests hold it to: the same threat tree (the attacker's
// threatMoves or the block of the defender's four; the
// defender's exact defences and own fours or the block of the attacker's
// four), searched exhaustively by iterative deepening, two plies at a
// time. It allocates its move lists and has no cache: it only has to be
// obviously right.

// refVCTRoot returns the first move of a VCT of the side to move within
// maxDepth plies, or NoPos, and whether the search finished within the
// node budget (if not, its answer means nothing).
func (w *worker) refVCTRoot(maxDepth int, nodeBudget int64) (Pos, bool) {
	b := w.b
	if p := b.FivePoint(b.toMove); p != NoPos {
		return p, true
	}
	w.vctNodeLimit = w.nodes + nodeBudget
	defer func() { w.vctNodeLimit = 1<<63 - 1 }()
	var moves []Pos
	if b.classNum[b.toMove.Opponent()][eval.ClassFive] > 0 {
		var blocks [maxFiveBlocks]Pos
		moves = append(moves, b.blocksOfFives(blocks[:0])...)
	} else {
		moves = b.threatMoves(nil)
	}
	for depth := 3; depth <= maxDepth; depth += 2 {
		for _, m := range moves {
			b.Play(m)
			ok := w.refVCTDefend(depth - 1)
			b.Undo()
			if ok {
				return m, true
			}
			if w.nodes > w.vctNodeLimit {
				return NoPos, false
			}
		}
	}
	return NoPos, true
}

// refVCTAttack reports whether the side to move wins by threats within
// depth plies.
func (w *worker) refVCTAttack(depth int) bool {
	b := w.b
	us, them := b.toMove, b.toMove.Opponent()
	if b.classNum[us][eval.ClassFive] > 0 {
		return true
	}
	if w.countNode() || w.nodes > w.vctNodeLimit {
		return false
	}
	if b.classNum[them][eval.ClassFive] > 0 {
		if depth <= 0 {
			return false
		}
		var blocks [maxFiveBlocks]Pos
		for _, p := range b.blocksOfFives(blocks[:0]) {
			b.Play(p)
			ok := w.refVCTDefend(depth - 1)
			b.Undo()
			if ok {
				return true
			}
		}
		return false
	}
	if w.vcf(depth) > 0 {
		return true
	}
	if depth < 3 {
		return false
	}
	for _, m := range b.threatMoves(nil) {
		b.Play(m)
		ok := w.refVCTDefend(depth - 1)
		b.Undo()
		if ok {
			return true
		}
		if w.nodes > w.vctNodeLimit {
			return false
		}
	}
	return false
}

// refVCTDefend reports whether the attacker (the side not to move, which
// has just made a threat) wins against every defence within depth plies.
func (w *worker) refVCTDefend(depth int) bool {
	b := w.b
	def, att := b.toMove, b.toMove.Opponent()
	if b.classNum[def][eval.ClassFive] > 0 {
		return false
	}
	if w.countNode() || w.nodes > w.vctNodeLimit {
		return false
	}
	if b.classNum[att][eval.ClassFive] > 0 {
		var blocks [maxFiveBlocks]Pos
		for _, p := range b.blocksOfFives(blocks[:0]) {
			b.Play(p)
			ok := w.refVCTAttack(depth - 1)
			b.Undo()
			if !ok {
				return false
			}
		}
		return true
	}
	if depth <= 0 {
		return false
	}
	threats := b.appendThreats(att, nil)
	if len(threats) == 0 {
		return false
	}
	for _, d := range b.appendDefences(nil, threats) {
		b.Play(d.pos)
		ok := w.refVCTAttack(depth - 1)
		b.Undo()
		if !ok {
			return false
		}
	}
	return true
}
