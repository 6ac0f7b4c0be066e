package engine

import "amoba/eval"

// vcfCacheSize is the number of entries of a worker's VCF failure cache.
const vcfCacheSize = 1 << 16

// vcfEntry remembers that a position has no VCF within depth plies;
// focused says it was a focused search (see vcfFocus) that found none, which
// does not answer a full one.
type vcfEntry struct {
	key     uint64
	depth   int32
	focused bool
}

// vcfFocus narrows the VCF at the search's horizon. Once the sequence has
// begun, a four is tried only on a line within four steps of one of the
// sequence's own attacking stones: a four elsewhere uses nothing the
// sequence built and could have come first. What it loses is the rare
// win whose later four rests only on stones that were there before (see
// TestFocusedVCFMissesAFarRelay); what it saves is most of the horizon's
// VCF nodes, which were most of the search's nodes in middle games. The
// root solvers search in full.
type vcfFocus struct {
	on     bool
	stones [vcfQuiescenceDepth/2 + 1]Pos // the sequence's attacking stones
	n      int
}

// allows reports whether the focused VCF tries the four at p.
func (f *vcfFocus) allows(p Pos) bool {
	if !f.on || f.n == 0 {
		return true
	}
	for _, q := range f.stones[:min(f.n, len(f.stones))] {
		dx, dy := abs(p.X()-q.X()), abs(p.Y()-q.Y())
		if (dx == 0 || dy == 0 || dx == dy) && max(dx, dy) <= 4 {
			return true
		}
	}
	return false
}

// push records the attacking stone p of the sequence. Stones past the
// array's room (a sequence longer than the horizon's depth allows) are
// counted but not kept.
func (f *vcfFocus) push(p Pos) {
	if f.n < len(f.stones) {
		f.stones[f.n] = p
	}
	f.n++
}

// pop takes back the last stone pushed.
func (f *vcfFocus) pop() { f.n-- }

// vcf looks for a win by continuous fours for the side to move: every
// attacking move makes a four, so the defender's reply is forced (the
// block), until a five or a free four. It returns the number of plies to
// the five (1 when the side to move can make five now), or 0 when it finds
// no such win within depth plies.
//
// The search follows only our fours and the forced blocks, so it is narrow;
// positions that failed are cached per worker. If the defender can make
// five, or blocks with a four of its own, the sequence is abandoned: a VCF
// proves wins, it never claims one it has not seen.
func (w *worker) vcf(depth int) int {
	b := w.b
	us, them := b.toMove, b.toMove.Opponent()
	if b.classNum[us][eval.ClassFive] > 0 {
		return 1
	}
	if depth < 3 {
		return 0
	}
	if b.classNum[them][eval.ClassFive] > 0 {
		// The defender's block made a four: we must block it, and the
		// attack goes on only if our block is itself a four.
		var blocks [maxFiveBlocks]Pos
		last := w.lastVCFLevel(depth)
		for _, p := range b.blocksOfFives(blocks[:0]) {
			if cl := b.state[p].info[us].Class; cl.IsFour() && (!last || cl == eval.ClassOpenFour) {
				if n := w.vcfMove(p, depth); n > 0 {
					return n
				}
			}
		}
		return 0
	}
	if b.freeFourWins() {
		return 3 // a free four nobody can answer
	}
	if w.countNode() || w.vcfSpent() { // countNode reports a stop
		return 0
	}
	// On the last level only the rare free fours are tried, which costs
	// less than the failure cache's probe (a likely cache miss) and store
	// (which would evict an entry of a deeper, costlier level): there the
	// cache is left alone.
	last := w.lastVCFLevel(depth)
	var slot *vcfEntry
	if !last {
		slot = &w.vcfCache[b.key&(vcfCacheSize-1)]
		if slot.key == b.key && int(slot.depth) >= depth && (!slot.focused || w.focus.on) {
			return 0
		}
	}
	bi := min(depth, len(w.fourBufs)-1) // one buffer per depth: levels nest
	var fours []Pos
	if last {
		fours = b.classSet[us][eval.ClassOpenFour].AppendTo(w.fourBufs[bi][:0])
	} else {
		fours = b.fourMoves(us, w.fourBufs[bi][:0])
	}
	w.fourBufs[bi] = fours[:0]
	for _, p := range fours {
		if !w.focus.allows(p) {
			continue
		}
		if n := w.vcfMove(p, depth); n > 0 {
			return n
		}
		if w.vcfAborted() {
			return 0 // not a proof that there is none: nothing is cached
		}
	}
	if slot != nil {
		*slot = vcfEntry{key: b.key, depth: int32(depth), focused: w.focus.on}
	}
	return 0
}

// lastVCFLevel reports whether a VCF of the given depth is on its last
// level, where only a four that leaves two five points can still win: the
// block of any other four is forced, and after it fewer than three plies
// remain, so the sequence ends there without a five. Under freestyle and
// standard a four that is not a free four or two fours makes exactly one
// five point, whose block is always legal, so such fours are not played
// at all on the last level: each would cost two stones placed and taken
// back to learn nothing. (Renju's forbidden blocks and caro's blocked
// fives decide by the board, so those rules play every four.)
func (w *worker) lastVCFLevel(depth int) bool {
	r := w.b.rule
	return depth < 5 && (r == eval.Freestyle || r == eval.Standard)
}

// fourMoves appends to buf the cells where colour c makes a four (or a
// free four), including renju black's false double threes that do.
func (b *Board) fourMoves(c Color, buf []Pos) []Pos {
	for cl := eval.ClassFour; cl <= eval.ClassOpenFour; cl++ {
		buf = b.classSet[c][cl].AppendTo(buf)
	}
	if c == eval.Black && b.rule == eval.Renju && b.classNum[c][eval.ClassForbidden] > 0 {
		for p := range b.classSet[c][eval.ClassForbidden].Cells() {
			if b.info(p, c).Class.MakesFour() {
				buf = append(buf, p)
			}
		}
	}
	return buf
}

// vcfMove plays the four p and each block of it (one, or in caro
// possibly two, see fiveBlocks), and continues the VCF after each. It
// returns the plies to the five through p, or 0.
func (w *worker) vcfMove(p Pos, depth int) int {
	b := w.b
	if !b.legalFor(p) {
		return 0
	}
	us := b.toMove
	b.Play(p)
	defer b.Undo()
	w.focus.push(p)
	defer w.focus.pop()
	if b.classNum[us][eval.ClassFive] == 0 {
		return 0 // not a four after all
	}
	var buf [maxFiveBlocks]Pos
	blocks := b.blocksOfFives(buf[:0])
	if len(blocks) == 0 {
		return 3 // nothing legal stops the five: two five points, or a forbidden block
	}
	// Every block must lose (caro may have two); the win is as long as
	// the longest defence makes it.
	longest := 0
	for _, block := range blocks {
		b.Play(block)
		n := w.vcf(depth - 2)
		b.Undo()
		if n == 0 {
			return 0
		}
		longest = max(longest, n)
	}
	return longest + 2
}

// vcfAborted reports whether the VCF under way must give up: the search
// was stopped, or a root VCF spent its node budget or its time (see
// solverDeadline). A VCF that gives up caches nothing, since its "no win"
// proves nothing.
func (w *worker) vcfAborted() bool {
	return w.stopped() || w.vcfSpent()
}

// vcfSpent reports whether the VCF under way spent its node budget or its
// time (only a root solver's VCF has either; the search's horizon VCF runs
// with neither): vcfAborted without the stop, which the node count reads
// already.
func (w *worker) vcfSpent() bool {
	return w.nodes > w.vcfNodeLimit || w.solverTimeUp
}

// noNodeLimit is a node limit that is never reached.
const noNodeLimit = 1<<63 - 1

// vcfRoot searches for the shortest VCF of the side to move, deepening two
// plies at a time up to maxDepth, and returns its first move and length.
// It gives up once it has searched nodeBudget nodes (noNodeLimit: only
// when the search is stopped): with many fours on the board and no VCF
// among them, the full VCF can run for hundreds of thousands of nodes, and
// at the root it once took a whole 0.3 s turn, leaving the engine to play
// a move it had not searched (README, session 53).
func (w *worker) vcfRoot(maxDepth int, nodeBudget int64) (Pos, int) {
	b := w.b
	us := b.toMove
	if p := b.FivePoint(us); p != NoPos {
		return p, 1
	}
	if b.FourCount(us) == 0 {
		return NoPos, 0
	}
	if b.classNum[us.Opponent()][eval.ClassFive] > 0 {
		return NoPos, 0 // we must block first: not a VCF position
	}
	if nodeBudget < noNodeLimit-w.nodes {
		defer func(limit int64) { w.vcfNodeLimit = limit }(w.vcfNodeLimit)
		w.vcfNodeLimit = min(w.vcfNodeLimit, w.nodes+nodeBudget)
	}
	fours := b.fourMoves(us, nil)
	for depth := 3; depth <= maxDepth; depth += 2 {
		for _, p := range fours {
			if n := w.vcfMove(p, depth); n > 0 {
				return p, n
			}
			if w.vcfAborted() {
				return NoPos, 0
			}
		}
	}
	return NoPos, 0
}

// rootVCFBudget is the node budget of the VCF the root looks for before
// its search: 250 nodes per millisecond of the soft time, about a quarter
// of it at the VCF's rate (about a million nodes a second on the machine
// of session 53), so that a VCF the budget cannot settle leaves the
// search most of the turn; the search's own horizon VCF and its tree find
// the wins the budget cut. A fixed-depth search (no clock) gets a fixed
// budget and stays deterministic; under a node limit (INFO max_node) it is
// at most a quarter of the limit.
func rootVCFBudget(tb timeBudget, maxNodes int64) int64 {
	return solverBudget(tb, maxNodes, 250, 1_000_000, 4)
}
