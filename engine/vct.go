package engine

import "amoba/eval"

// A VCT (victory by continuous threats) is a win where every attacking move
// is a four or a free three: the defender must answer each one, so the
// defender's replies are few (the cells that break the threat, and the
// defender's own fours) and all of them must lose for the attack to count.
// vctAttack and vctDefend search that AND-OR tree; the root tries it with a
// node budget before the main search, deepening two plies at a time.

// threatMoves appends the attacker's (side to move's) threat moves: fours
// and moves that make a free three or better, legal ones only, strongest
// class first: a win is found sooner where the threats are sharper.
func (b *Board) threatMoves(buf []Pos) []Pos {
	us := b.toMove
	for cl := eval.ClassOpenFour; cl >= eval.ClassOpenThree; cl-- {
		for p := range b.classSet[us][cl].Cells() {
			if b.legalFor(p) {
				buf = append(buf, p)
			}
		}
	}
	return buf
}

// vctCacheSize is the number of entries of a worker's VCT cache.
const vctCacheSize = 1 << 16

// vctEntry remembers what vctAttack proved for a position (side to move
// included in the key): a win within depth plies, or no win within depth
// plies. Results cut short by the node budget or the clock prove nothing
// and are not stored.
type vctEntry struct {
	key   uint64
	depth int32
	win   bool
}

// vctAttack reports whether the side to move wins by threats within depth
// plies. Threats reach the same positions in many orders, so proven
// results are cached.
func (w *worker) vctAttack(depth int) bool {
	if len(w.vctCache) == 0 {
		return w.vctAttackSearch(depth)
	}
	slot := &w.vctCache[w.b.key&(vctCacheSize-1)]
	if slot.key == w.b.key && (slot.win && int(slot.depth) <= depth || !slot.win && int(slot.depth) >= depth) {
		return slot.win
	}
	win := w.vctAttackSearch(depth)
	if win || !(w.stopped() || w.nodes > w.vctNodeLimit) {
		*slot = vctEntry{key: w.b.key, depth: int32(depth), win: win}
	}
	return win
}

// vctAttackSearch is vctAttack without the cache.
func (w *worker) vctAttackSearch(depth int) bool {
	b := w.b
	us, them := b.toMove, b.toMove.Opponent()
	if b.classNum[us][eval.ClassFive] > 0 {
		return true
	}
	if w.countNode() || w.nodes > w.vctNodeLimit {
		return false
	}
	if b.classNum[them][eval.ClassFive] > 0 {
		// answer the defender's four (any block that keeps the attack
		// going), then it is the defender's turn again
		if depth <= 0 {
			return false
		}
		var blocks [maxFiveBlocks]Pos
		for _, p := range b.blocksOfFives(blocks[:0]) {
			b.Play(p)
			ok := w.vctDefend(depth - 1)
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
	d := min(depth, rootVCTDepthMax) // the depth falls along a line: one buffer each
	threats := b.threatMoves(w.vctThreats[d][:0])
	w.vctThreats[d] = threats[:0]
	for _, m := range threats {
		b.Play(m)
		ok := w.vctDefend(depth - 1)
		b.Undo()
		if ok {
			return true
		}
		if w.stopped() || w.nodes > w.vctNodeLimit {
			return false
		}
	}
	return false
}

// vctDefend reports whether the attacker (the side not to move, which has
// just made a threat) wins against every defence within depth plies.
func (w *worker) vctDefend(depth int) bool {
	b := w.b
	def, att := b.toMove, b.toMove.Opponent()
	if b.classNum[def][eval.ClassFive] > 0 {
		return false // the defender wins first
	}
	if w.countNode() || w.nodes > w.vctNodeLimit {
		return false
	}
	if b.classNum[att][eval.ClassFive] > 0 {
		// every block of the attacker's four must lose
		var blocks [maxFiveBlocks]Pos
		for _, p := range b.blocksOfFives(blocks[:0]) {
			b.Play(p)
			ok := w.vctAttack(depth - 1)
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
	w.threats = b.appendThreats(att, w.threats[:0])
	if len(w.threats) == 0 {
		return false // the last move was no real threat
	}
	d := min(depth, rootVCTDepthMax)
	defences := b.appendDefences(w.vctDefences[d][:0], w.threats) // our fours and the exact defences
	w.vctDefences[d] = defences[:0]
	if len(defences) == 0 {
		return true
	}
	for _, d := range defences {
		b.Play(d.pos)
		ok := w.vctAttack(depth - 1)
		b.Undo()
		if !ok {
			return false
		}
	}
	return true
}

// vctRoot looks for a VCT of the side to move within maxDepth plies and a
// node budget, deepening two plies at a time, and returns its first move.
// A five point of its own wins at once; a four of the other side's must be
// blocked first, and the block counts only if it is itself a threat.
func (w *worker) vctRoot(maxDepth int, nodeBudget int64) (Pos, int) {
	b := w.b
	if p := b.FivePoint(b.toMove); p != NoPos {
		return p, 1
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
			ok := w.vctDefend(depth - 1)
			b.Undo()
			if ok {
				return m, depth
			}
			if w.stopped() || w.nodes > w.vctNodeLimit {
				return NoPos, 0
			}
		}
	}
	return NoPos, 0
}

// rootVCTDepthMax is the longest VCT (in plies) the root looks for.
const rootVCTDepthMax = 15

// vctBudget is the node budget of the root VCT: about an eighth of the
// soft time (a VCT node, which computes the exact defences, runs at about
// 150,000 a second), and a fixed amount for fixed-depth searches, which
// must stay deterministic.
func vctBudget(tb timeBudget) int64 {
	if tb.infinite {
		return 100_000
	}
	return max(int64(tb.soft.Milliseconds())*20, 2_000)
}
