package engine

import "amoba/eval"

// A five threat is answered by a stone that leaves the attacker no five
// point. Under every rule but caro that stone must take the five point
// itself: a stone elsewhere never shortens or lengthens the attacker's
// run. In caro a five blocked at both ends by the opponent does not win,
// so a five point whose run already has an opponent stone at one end is
// also stopped by a stone at the other end; and one such stone can stop
// two five points on one line (o.xxxx. at the edge: the far point leaves
// the near one's five blocked at both ends).

// maxFiveBlocks bounds the cells that can stop every five of a colour: the
// five point and at most one far end (a single five point), or a common
// cell of several.
const maxFiveBlocks = 2

// fiveBlocks appends to buf the empty cells where the other colour stops
// every five of colour c at once; none when c has no five point or when
// no single stone stops them all. Legality for the blocker is the
// caller's business.
func (b *Board) fiveBlocks(c Color, buf []Pos) []Pos {
	n := b.classNum[c][eval.ClassFive]
	switch {
	case n == 0:
		return buf
	case !b.rule.IsCaro():
		if n == 1 {
			buf = append(buf, b.FivePoint(c))
		}
		return buf
	}
	var common Bitboard
	first := true
	for f := range b.classSet[c][eval.ClassFive].Cells() {
		stop := b.caroFiveStoppers(f, c)
		if first {
			common, first = stop, false
		} else {
			for i := range common {
				common[i] &= stop[i]
			}
		}
	}
	return common.AppendTo(buf)
}

// caroFiveStoppers returns the cells where a stone of the other colour
// keeps colour c's stone at f from winning: f itself, and the far end of
// its run when the near end is already an opponent stone, in every
// direction in which f wins (a cell must stop them all).
func (b *Board) caroFiveStoppers(f Pos, c Color) Bitboard {
	var set Bitboard
	set.Set(f)
	farEnd, wins := NoPos, 0
	for d := 0; d < numDirs; d++ {
		n, ends := b.runThrough(f, d, c)
		blocked := b.blockedEnds(ends, c)
		if !winningRun(b.rule, c, n, blocked) {
			continue
		}
		wins++
		// A stone at an empty end stops this five only if the run is
		// exactly five (an overline wins blocked or not) and the other
		// end is already blocked.
		stopper := NoPos
		if n == 5 && blocked == 1 {
			for _, e := range ends {
				if e != NoPos && b.cells[e] == Empty {
					stopper = e
				}
			}
		}
		switch {
		case wins == 1:
			farEnd = stopper
		case farEnd != stopper:
			farEnd = NoPos
		}
	}
	if farEnd != NoPos {
		set.Set(farEnd)
	}
	return set
}

// blocksOfFives appends to buf the cells where the side to move stops
// every five of the opponent's, legal ones only (renju black's forbidden
// points stop nothing). Empty when the opponent has a five point and
// nothing stops it: the side to move has lost, unless it wins first.
func (b *Board) blocksOfFives(buf []Pos) []Pos {
	start := len(buf)
	buf = b.fiveBlocks(b.toMove.Opponent(), buf)
	out := buf[:start]
	for _, p := range buf[start:] {
		if b.legalFor(p) {
			out = append(out, p)
		}
	}
	return out
}
