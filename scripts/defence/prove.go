package main

import (
	"iter"

	"amoba/engine"
	"amoba/eval"
)

// verdict is what a bounded proof found.
type verdict int

const (
	noWin   verdict = iota // the attacker has no win by threats within the depth: proven
	win                    // the attacker wins by threats within the depth: proven
	unknown                // the node budget ran out first
)

func (v verdict) String() string {
	return [...]string{"no win", "win", "unknown"}[v]
}

// prover decides, exhaustively within a depth, whether the attacker wins by
// threats: every attacker move that makes a four or a free-four point (a
// three, a double three) and leaves a threat (see threatens), and every
// legal defender reply, not only the
// replies the engine's defence generator would give. It is slow on
// purpose and shares nothing with the engine's threat search but the board
// and its cell classes (which eval's tests check against brute force).
//
// One shortcut, exact in freestyle and standard: a defender who leaves the
// attacker a free-four point, has no five point and no cell that makes a
// four, loses in three more plies (free four, a block, five), so that reply
// is not searched further.
//
// Depths count plies up to and including the attacker's five: a VCF of n
// attacking moves is a win within 2n-1. A four of the defender and the
// attacker's forced block count no plies: the exchange leaves the attacker's
// threats where they were, and counting it would let a defender who has a
// four to spend push a win out of the depth, so that the four would be
// labelled a defence when it only delays the loss by two plies.
// (Defender fours are finite, so the search still ends.)
type prover struct {
	b        *engine.Board
	attacker eval.Color
	nodes    int64
	budget   int64
	// known maps a position (key and side to move) to the depth within
	// which it is proven won (positive) or proven not won (negative).
	known map[uint64]int
}

func newProver(b *engine.Board, attacker eval.Color, budget int64) *prover {
	return &prover{b: b, attacker: attacker, budget: budget, known: map[uint64]int{}}
}

// attackerWins reports whether the attacker, to move on the board, wins by
// threats within depth plies (the five included).
func (pv *prover) attackerWins(depth int) verdict {
	pv.b.SetToMove(pv.attacker)
	return pv.attack(depth)
}

func (pv *prover) defender() eval.Color { return pv.attacker.Opponent() }

// fivePoints returns the cells where c would make five.
func (pv *prover) fivePoints(c eval.Color) []engine.Pos {
	var out []engine.Pos
	cells := pv.b.ClassCells(c, eval.ClassFive)
	for p := range cells.Cells() {
		out = append(out, p)
	}
	return out
}

// makesFour reports whether c has a cell that makes a four or a five.
func (pv *prover) makesFour(c eval.Color) bool {
	for class := eval.ClassFour; class <= eval.ClassFive; class++ {
		if pv.b.ClassCount(c, class) > 0 {
			return true
		}
	}
	return false
}

// threatens reports whether the attacker threatens to win: a five point, a
// free-four point or a four-three point. A four-three point threatens as
// surely as a free-four point, only two plies later: a forced block can
// leave two of them, and no single reply stops both.
func (pv *prover) threatens() bool {
	a := pv.attacker
	return pv.b.ClassCount(a, eval.ClassFive) > 0 || pv.b.ClassCount(a, eval.ClassOpenFour) > 0 ||
		pv.b.ClassCount(a, eval.ClassFourThree) > 0
}

func (pv *prover) lookup(depth int) (verdict, bool) { return pv.lookupKey(pv.key(), depth) }

func (pv *prover) lookupKey(key uint64, depth int) (verdict, bool) {
	d, ok := pv.known[key]
	switch {
	case !ok:
		return unknown, false
	case d > 0 && d <= depth:
		return win, true
	case d < 0 && -d >= depth:
		return noWin, true
	}
	return unknown, false
}

func (pv *prover) store(key uint64, depth int, v verdict) {
	switch v {
	case win:
		if d, ok := pv.known[key]; !ok || d < 0 || d > depth {
			pv.known[key] = depth
		}
	case noWin:
		if d, ok := pv.known[key]; !ok || (d < 0 && -d < depth) {
			pv.known[key] = -depth
		}
	}
}

func (pv *prover) key() uint64 {
	return pv.b.Key() ^ uint64(pv.b.ToMove())*0x9E3779B97F4A7C15
}

// attack: the attacker to move, to win by a five placed within depth
// plies.
func (pv *prover) attack(depth int) verdict {
	b, a, d := pv.b, pv.attacker, pv.defender()
	if depth < 1 {
		return noWin
	}
	if b.ClassCount(a, eval.ClassFive) > 0 {
		return win
	}
	if v, ok := pv.lookup(depth); ok {
		return v
	}
	pv.nodes++
	if pv.nodes > pv.budget {
		return unknown
	}
	var moves []engine.Pos
	blocks := pv.fivePoints(d)
	forced := len(blocks) > 0
	if forced {
		// the defender threatens five: only a block, and only one cell can be
		if len(blocks) > 1 || !b.IsLegal(blocks[0]) {
			return pv.result(depth, noWin)
		}
		moves = blocks
	} else {
		// every cell that makes a four or a three of some kind, fours first
		for class := eval.ClassFive - 1; class >= eval.ClassOpenThree; class-- {
			cells := b.ClassCells(a, class)
			for p := range cells.Cells() {
				if b.IsLegal(p) {
					moves = append(moves, p)
				}
			}
		}
	}
	result := noWin
	for _, m := range moves {
		b.Play(m)
		v := noWin
		switch {
		case len(pv.fivePoints(d)) > 0:
		case forced && pv.threatens():
			v = pv.defend(depth) // the block of a defender's four costs no ply
		case forced:
			v = pv.defendTempo(depth)
		case pv.threatens():
			v = pv.defend(depth - 1)
		}
		b.Undo()
		if v == win {
			return pv.result(depth, win)
		}
		if v == unknown {
			result = unknown
		}
	}
	return pv.result(depth, result)
}

// defend: the defender to move, the attacker threatening; the attacker's
// five must come within depth plies, this move counted.
func (pv *prover) defend(depth int) verdict {
	b, a, d := pv.b, pv.attacker, pv.defender()
	if depth < 2 || b.ClassCount(d, eval.ClassFive) > 0 {
		return noWin // too late for the attacker, or the defender makes five
	}
	if v, ok := pv.lookup(depth); ok {
		return v
	}
	pv.nodes++
	if pv.nodes > pv.budget {
		return unknown
	}
	if fives := pv.fivePoints(a); len(fives) > 0 {
		if len(fives) > 1 || !b.IsLegal(fives[0]) {
			return pv.result(depth, win) // two five points, or a block the rule forbids
		}
		b.Play(fives[0])
		v := pv.attack(depth - 1)
		b.Undo()
		return pv.result(depth, v)
	}
	// a free-four point: every legal reply
	result := win
	for r := range legalCells(b) {
		b.Play(r)
		var v verdict
		switch {
		case b.ClassCount(d, eval.ClassFive) > 0:
			v = pv.attack(depth) // a four: it and its block cost no ply
		case depth >= 4 && b.ClassCount(a, eval.ClassOpenFour) > 0 && !pv.makesFour(d):
			v = win // the free four comes and nothing stops it
		default:
			v = pv.attack(depth - 1)
		}
		b.Undo()
		if v == noWin {
			return pv.result(depth, noWin)
		}
		if v == unknown {
			result = unknown
		}
	}
	return pv.result(depth, result)
}

// defendTempo: the defender to move after its four was blocked, the
// attacker threatening nothing at once. The defender has the tempo it had
// before the four, so the question is the one asked at the top (see
// labeller.find): does every defender move leave the attacker a win within
// depth plies? Not counting the latent wins here (a VCF, or two) would make
// a four thrown in look like a defence. First the cheap case: if the
// attacker cannot win even when the defender passes, no move loses.
func (pv *prover) defendTempo(depth int) verdict {
	b, a, d := pv.b, pv.attacker, pv.defender()
	key := pv.key() ^ tempoSalt
	if v, ok := pv.lookupKey(key, depth); ok {
		return v
	}
	pv.nodes++
	if pv.nodes > pv.budget {
		return unknown
	}
	b.SetToMove(a)
	v := pv.attack(depth)
	b.SetToMove(d)
	if v != win {
		return pv.resultKey(key, depth, v)
	}
	result := win
	for r := range legalCells(b) {
		b.Play(r)
		v := pv.attack(depth)
		b.Undo()
		if v == noWin {
			return pv.resultKey(key, depth, noWin)
		}
		if v == unknown {
			result = unknown
		}
	}
	return pv.resultKey(key, depth, result)
}

// tempoSalt tells defendTempo's cache entries from defend's: the same
// position, the defender to move, asked a different question.
const tempoSalt = 0x2545F4914F6CDD1D

// legalCells yields the cells the side to move may play, row by row; the
// board may change between yields if it is restored before the next.
func legalCells(b *engine.Board) iter.Seq[engine.Pos] {
	return func(yield func(engine.Pos) bool) {
		for y := 0; y < b.Height(); y++ {
			for x := 0; x < b.Width(); x++ {
				if p := engine.MakePos(x, y); b.IsLegal(p) && !yield(p) {
					return
				}
			}
		}
	}
}

func (pv *prover) result(depth int, v verdict) verdict { return pv.resultKey(pv.key(), depth, v) }

func (pv *prover) resultKey(key uint64, depth int, v verdict) verdict {
	pv.store(key, depth, v)
	return v
}
