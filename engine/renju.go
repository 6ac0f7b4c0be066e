package engine

import "amoba/eval"

// Renju forbidden points.
//
// Black may not play an overline, a double four (two fours on two lines, or
// two separate fours on one line such as X.XXX.X) or a double three, unless
// the move makes an exact five, which always takes precedence. A three counts
// only if it can become a straight four (.XXXX. with both ends making exact
// fives) through a move that is itself not forbidden, judged in the position
// after the three is made: the definition is recursive.
//
// What the pattern tables give, for black's view of an empty cell p and one
// direction (eval's renju line table):
//
//   - Five, Overline, B4, F4 and DoubleFourLine are exact: the line table
//     looks for every five point through p inside the window, and the window
//     (five cells each side) holds everything an exact five or an overline
//     through p depends on.
//   - F3 means "three if every straight-four point were allowed": some empty
//     cell of the line, played after p, makes a straight four through p, and
//     the line makes no four or five by itself. Points that would make an
//     overline or two fours on this same line are already excluded; points
//     forbidden by their other lines are not, so an F3 is a three candidate.
//     The converse holds too: every real three is an F3. A line that holds a
//     four is never also a three (its five-point end would make the straight
//     four's end an overline), and a "split" three (.X.XX. or .XX.X.) is an
//     F3 like any other, since the table tries every empty cell of the
//     window.
//
// So eval's class table is an exact filter: a cell whose black class is not
// ClassForbidden is never forbidden, a ClassForbidden cell with an overline
// or two fours is always forbidden (its class is not Five, so it makes no
// five), and only the remaining candidates, two or more F3 lines, need the
// recursive check that plays stones.
//
// The check plays its stones in the cells and line words only, not through
// Put: the pattern state is neither read nor written while a stone is on
// (it would be stale around it), and the patterns of the few cells it asks
// about are looked up from their windows exactly as the incremental update
// does (refreshCell). That costs four table look-ups per cell instead of
// the two star updates of a Put and an Undo, and leaves the key, the
// history and the pattern state untouched even for the moment.

// renjuMaxDepth bounds the recursion of the double-three check: the number
// of stones it may place on top of the position. A cell that is still a
// double-three candidate when no stone is left to place is taken as
// forbidden. The tests measure the depth each checked cell needs: real
// positions need at most a few stones; only artificial clusters of black
// stones go deeper (see TestRenjuDepthNeeded).
const renjuMaxDepth = 16

// renjuForbidden reports whether black may not play the empty cell p under
// renju, whoever is to move. It may place and lift stones while it decides,
// but returns with the board exactly as it was.
func (b *Board) renjuForbidden(p Pos) bool {
	if b.cells[p] != Empty || b.cellInfo[p][eval.Black].Class != eval.ClassForbidden {
		return false
	}
	return b.renjuCheck(p, b.patterns[p][eval.Black], 1, renjuMaxDepth)
}

// renjuForbiddenLimit is renjuForbidden with a stone limit (limit >= 1), for
// tests that measure the depth a verdict needs.
func (b *Board) renjuForbiddenLimit(p Pos, limit int) bool {
	if b.cells[p] != Empty || b.cellInfo[p][eval.Black].Class != eval.ClassForbidden {
		return false
	}
	return b.renjuCheck(p, b.patterns[p][eval.Black], 1, limit)
}

// renjuSure decides a ClassForbidden cell from its patterns alone when it
// can: an overline or two fours is forbidden. Otherwise the cell is a
// double-three candidate and sure is false.
func (b *Board) renjuSure(p Pos) (sure, forbidden bool) {
	return renjuSureSet(b.patterns[p][eval.Black])
}

func renjuSureSet(set eval.PatternSet) (sure, forbidden bool) {
	fours := 0
	for d := 0; d < numDirs; d++ {
		switch set.Get(d) {
		case eval.Overline:
			return true, true
		case eval.DoubleFourLine:
			fours += 2
		case eval.B4, eval.F4:
			fours++
		}
	}
	if fours >= 2 {
		return true, true
	}
	return false, false
}

// renjuCheck decides the empty cell p, whose black patterns are set and
// whose class is ClassForbidden. It would place stone number depth of the
// check; beyond limit a double-three candidate is taken as forbidden.
func (b *Board) renjuCheck(p Pos, set eval.PatternSet, depth, limit int) bool {
	if sure, forbidden := renjuSureSet(set); sure {
		return forbidden
	}
	if depth > limit {
		return true
	}
	b.renjuPlace(p)
	real := 0
	for d := 0; d < numDirs && real < 2; d++ {
		if set.Get(d) == eval.F3 && b.renjuRealThree(p, d, depth, limit) {
			real++
		}
	}
	b.renjuLift(p)
	return real >= 2
}

// renjuRealThree reports whether black's stone on p, just placed, makes a
// real three in direction d: some empty cell e of the line makes a straight
// four through p and is not forbidden. The straight four is the run of black
// stones through e, so it holds p only if every cell between p and e is
// black: on each side of p the only candidate is the first cell that is not
// black, at most three steps away.
func (b *Board) renjuRealThree(p Pos, d, depth, limit int) bool {
	dx, dy := dirDX[d], dirDY[d]
	for _, sign := range [2]int{-1, 1} {
		x, y := p.X(), p.Y()
		for k := 1; k <= 3; k++ {
			x += sign * dx
			y += sign * dy
			if !b.Contains(x, y) {
				break
			}
			e := MakePos(x, y)
			if b.cells[e] == BlackStone {
				continue
			}
			if b.cells[e] == Empty {
				set := b.blackPatterns(e)
				if set.Get(d) == eval.F4 && (b.tables.Cell(eval.Black, set).Class != eval.ClassForbidden ||
					!b.renjuCheck(e, set, depth+1, limit)) {
					return true
				}
			}
			break
		}
	}
	return false
}

// renjuPlace puts a black stone on the empty cell p in the cells and line
// words only; renjuLift takes it away again.
func (b *Board) renjuPlace(p Pos) {
	b.cells[p] = BlackStone
	x, y := p.X(), p.Y()
	for d := 0; d < numDirs; d++ {
		l, pos := lineOf(d, x, y)
		b.lines[d][l][eval.Black] |= 1 << uint(pos+lineMargin)
	}
}

func (b *Board) renjuLift(p Pos) {
	b.cells[p] = Empty
	x, y := p.X(), p.Y()
	for d := 0; d < numDirs; d++ {
		l, pos := lineOf(d, x, y)
		b.lines[d][l][eval.Black] &^= 1 << uint(pos+lineMargin)
	}
}

// blackPatterns computes black's four line patterns of the empty cell q
// from the line words, as refreshCell does.
func (b *Board) blackPatterns(q Pos) eval.PatternSet {
	x, y := q.X(), q.Y()
	var set eval.PatternSet
	for d := 0; d < numDirs; d++ {
		bw, ww := b.window(d, x, y)
		set = set.With(d, eval.Pattern(b.tables.Line[eval.Key(bw, ww)]&0xF))
	}
	return set
}
