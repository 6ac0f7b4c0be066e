package engine

import "amoba/eval"

// The VCT solver is a depth-first proof-number search (df-pn) over the
// threat tree that vct.go describes. An iterative-deepening depth-first
// search spends its nodes evenly over every threat; proof numbers send
// them where the defender has the fewest answers, which is where wins by
// long sequences of threes are found. On 56 wins of 13 to 31 plies that
// Rapfi found in our games (testdata/vct_missed_wins.txt), it proved 25 on
// 50,000 nodes where the depth-first search proved 8 (31 since plain fours
// left the attacker's moves, see threatMoves).
//
// Each node has a proof number (how many more leaves must be proven for
// the attacker to win) and a disproof number (for the defender to hold).
// At an attacker's node (OR) the proof number is the least of the
// children's and the disproof number their sum; at a defender's node
// (AND) the other way round. pnMID expands the most proving child until
// the node's numbers pass the thresholds its parent gave it, and keeps the
// numbers in a table so that a node entered again, or reached by another
// order of the same threats, starts from what is known. A child is
// searched until it passes the runner-up's numbers by a quarter (the
// "1+ε" thresholds of Pawlewicz and Lew) rather than by one, so that the
// search does not switch back and forth between two children of nearly
// equal promise; on the missed-win positions of games against Rapfi that
// proves more of them on the same budget.

// pnInfinity is the proof or disproof number of a settled node.
const pnInfinity = 1 << 30

// pnTableBits sizes a worker's proof-number table (entries, a power of two).
const pnTableBits = 17

// pnEntry is what the proof-number search knows of a position (side to
// move and attacker included in the key, see pnSaltWhiteAttacks) searched
// with depth plies left. A disproof
// (dn 0) holds only for depths up to its own, since it may come from the
// depth limit; a proof (pn 0) holds at any depth, and length is the number
// of plies to the five along it.
type pnEntry struct {
	key    uint64
	pn, dn uint32
	depth  int16
	length int16
}

// pnChild is a move of a node being searched and its child's numbers.
type pnChild struct {
	move   Pos
	key    uint64
	pn, dn uint32
	length int16
}

// pnSaltWhiteAttacks is mixed into the keys of the proof-number table when
// white is the attacker: the same position is an attacker's node for one
// colour and a defender's for the other, and the root VCT and the
// opponent-VCT guard search for both within one turn.
const pnSaltWhiteAttacks = 0x9e3779b97f4a7c15

// pnAdd adds proof numbers, saturating at pnInfinity.
func pnAdd(a, b uint32) uint32 { return min(a+b, pnInfinity) }

// pnLookup returns the numbers known for the position with key searched
// with depth plies left: (1, 1) for a position never seen, or disproven
// only with fewer plies.
func (w *worker) pnLookup(key uint64, depth int) (pn, dn uint32, length int16) {
	e := &w.pnTable[key&(1<<pnTableBits-1)]
	if e.key != key || e.pn == 0 && e.dn == 0 || e.dn == 0 && int(e.depth) < depth {
		return 1, 1, 0
	}
	return e.pn, e.dn, e.length
}

// pnStore records the numbers of the position with key. A proof is not
// replaced by anything less.
func (w *worker) pnStore(key uint64, depth int, pn, dn uint32, length int) {
	e := &w.pnTable[key&(1<<pnTableBits-1)]
	if e.key == key && e.pn == 0 && pn != 0 {
		return
	}
	*e = pnEntry{key: key, pn: pn, dn: dn, depth: int16(depth), length: int16(length)}
}

// pnOutOfBudget counts a node and reports whether the search must stop
// (see vctAborted).
func (w *worker) pnOutOfBudget() bool {
	return w.countNode() || w.vctSpent() // countNode reports a stop
}

// vctAborted reports whether the VCT under way must give up: the search
// was stopped, or the VCT spent its node budget or its time (see
// solverDeadline). An unresolved node of a VCT that gives up is not
// stored, since its numbers prove nothing.
func (w *worker) vctAborted() bool {
	return w.stopped() || w.vctSpent()
}

// vctSpent reports whether the VCT spent its node budget or its time:
// vctAborted without the stop, which the node count reads already.
func (w *worker) vctSpent() bool {
	return w.nodes > w.vctNodeLimit || w.solverTimeUp
}

// pnExpand settles the node of the side to move (the attacker when attack
// is set) if it can, or lists its moves in w.pnBufs[ply]. It follows the
// threat tree's rules (see vct.go): the attacker plays fours and free
// threes, or blocks the defender's four; the defender plays the exact
// defences and its own fours, or blocks the attacker's four. settled
// reports a leaf with its numbers and the plies to the attacker's five;
// a leaf whose VCF the budget cut short is settled with 1 and 1 (unknown)
// and is not stored, since its failure proves nothing.
func (w *worker) pnExpand(attack bool, depth, ply int) (moves []pnChild, pn, dn uint32, length int, settled bool) {
	b := w.b
	proven := func(n int) ([]pnChild, uint32, uint32, int, bool) { return nil, 0, pnInfinity, n, true }
	disproven := func() ([]pnChild, uint32, uint32, int, bool) { return nil, pnInfinity, 0, 0, true }
	mover, other := b.toMove, b.toMove.Opponent()
	buf := w.pnBufs[ply][:0]
	add := func(p Pos) { buf = append(buf, pnChild{move: p, key: b.keyAfter(p) ^ w.pnSalt}) }
	var blocks [maxFiveBlocks]Pos
	if attack {
		switch {
		case b.classNum[mover][eval.ClassFive] > 0:
			return proven(1)
		case depth <= 0:
			return disproven()
		case b.classNum[other][eval.ClassFive] > 0:
			// block the defender's four; the block must be a threat
			for _, p := range b.blocksOfFives(blocks[:0]) {
				add(p)
			}
		default:
			if n := w.vcf(depth); n > 0 {
				return proven(n)
			}
			if w.vcfAborted() {
				// the VCF was cut short: the node is neither proven nor
				// disproven, and nothing is stored for it
				return nil, 1, 1, 0, true
			}
			if depth < 3 {
				return disproven()
			}
			var threats [64]Pos
			for _, p := range b.threatMoves(threats[:0]) {
				add(p)
			}
		}
	} else {
		switch {
		case b.classNum[mover][eval.ClassFive] > 0:
			return disproven() // the defender wins first
		case b.classNum[other][eval.ClassFive] > 0:
			for _, p := range b.blocksOfFives(blocks[:0]) {
				add(p)
			}
			if len(buf) == 0 {
				return proven(2) // nothing legal stops the five
			}
		case depth <= 0:
			return disproven()
		default:
			w.threats = b.appendThreats(other, w.threats[:0])
			if len(w.threats) == 0 {
				return disproven() // the attacker's last move was no real threat
			}
			defences := b.appendDefences(w.vctDefences[:0], w.threats)
			w.vctDefences = defences[:0]
			if len(defences) == 0 {
				return proven(6) // nothing answers: a four-three's five comes at the latest on the 6th ply
			}
			for _, d := range defences {
				add(d.pos)
			}
		}
	}
	w.pnBufs[ply] = buf
	if len(buf) == 0 {
		return disproven() // the attacker has no threat left
	}
	return buf, 0, 0, 0, false
}

// pnMID searches the node of the side to move (the attacker when attack
// is set) with depth plies left until its proof number reaches thpn or its
// disproof number thdn, or the budget runs out, and returns its numbers
// and, when proven, the plies to the five.
func (w *worker) pnMID(attack bool, depth, ply int, thpn, thdn uint32) (uint32, uint32, int) {
	b := w.b
	key := b.key ^ w.pnSalt
	moves, pn, dn, length, settled := w.pnExpand(attack, depth, ply)
	if settled {
		if pn == 0 || dn == 0 {
			w.pnStore(key, depth, pn, dn, length)
		}
		return pn, dn, length
	}
	for i := range moves {
		c := &moves[i]
		c.pn, c.dn, c.length = w.pnLookup(c.key, depth-1)
	}
	for {
		// the node's numbers, its most proving child and the runner-up
		least, best, second, sum := pnCombine(moves, attack)
		if attack {
			pn, dn = least, sum
		} else {
			pn, dn = sum, least
		}
		if pn >= thpn || dn >= thdn || pn == 0 || dn == 0 || w.pnOutOfBudget() {
			break
		}
		c := &moves[best]
		var cthpn, cthdn uint32
		if attack {
			cthpn = min(thpn, pnAdd(second, second/4+1))
			cthdn = min(pnInfinity, thdn-dn+c.dn)
		} else {
			cthpn = min(pnInfinity, thpn-pn+c.pn)
			cthdn = min(thdn, pnAdd(second, second/4+1))
		}
		b.Play(c.move)
		cpn, cdn, clen := w.pnMID(!attack, depth-1, ply+1, cthpn, cthdn)
		b.Undo()
		// moves is this node's own list (the child's is one ply further)
		c.pn, c.dn, c.length = cpn, cdn, int16(clen)
	}
	length = 0
	if pn == 0 {
		length = w.pnProofLength(attack, moves)
	}
	if pn == 0 || dn == 0 || !w.vctAborted() {
		w.pnStore(key, depth, pn, dn, length)
	}
	return pn, dn, length
}

// pnCombine combines the children's numbers as a node of the attacker
// (attack) or of the defender does: the least of the numbers the node's
// mover minimises (proof numbers for the attacker, disproof numbers for
// the defender), the child that has it and the runner-up's, and the sum of
// the others.
func pnCombine(moves []pnChild, attack bool) (least uint32, best int, second, sum uint32) {
	least, best, second = pnInfinity, -1, pnInfinity
	for i, c := range moves {
		own, other := c.pn, c.dn
		if !attack {
			own, other = c.dn, c.pn
		}
		sum = pnAdd(sum, other)
		if own < least {
			if best >= 0 {
				second = min(second, least)
			}
			least, best = own, i
		} else {
			second = min(second, own)
		}
	}
	return least, best, second, sum
}

// pnProofLength is the plies to the five of a proven node: through its
// shortest proven move at the attacker's node, its longest at the
// defender's (every defence is proven there).
func (w *worker) pnProofLength(attack bool, moves []pnChild) int {
	n := -1
	for _, c := range moves {
		if c.pn != 0 {
			continue
		}
		if n < 0 || attack && int(c.length) < n || !attack && int(c.length) > n {
			n = int(c.length)
		}
	}
	return n + 1
}
