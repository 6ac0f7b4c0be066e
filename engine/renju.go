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
// recursive check that plays stones on the board.

// renjuMaxDepth bounds the recursion of the double-three check: the number
// of stones it may place on top of the position. A cell that is still a
// double-three candidate when no stone is left to place is taken as
// forbidden. The tests measure the depth each checked cell needs: real
// positions need at most a few stones; only artificial clusters of black
// stones go deeper (see TestRenjuDepthNeeded).
const renjuMaxDepth = 16

// renjuForbidden reports whether black may not play the empty cell p under
// renju, whoever is to move. It may place and remove stones while it
// decides, but returns with the board exactly as it was.
func (b *Board) renjuForbidden(p Pos) bool {
	if b.cells[p] != Empty || b.cellInfo[p][eval.Black].Class != eval.ClassForbidden {
		return false
	}
	if sure, forbidden := b.renjuSure(p); sure {
		return forbidden
	}
	return b.renjuForbiddenLimit(p, renjuMaxDepth)
}

// renjuForbiddenLimit decides a double-three candidate p placing at most
// limit stones (limit >= 1).
func (b *Board) renjuForbiddenLimit(p Pos, limit int) bool {
	toMove := b.toMove
	forbidden := b.renjuDoubleThree(p, 1, limit)
	b.SetToMove(toMove) // Undo hands the move to black
	return forbidden
}

// renjuSure decides a ClassForbidden cell from its patterns alone when it
// can: an overline or two fours is forbidden. Otherwise the cell is a
// double-three candidate and sure is false.
func (b *Board) renjuSure(p Pos) (sure, forbidden bool) {
	set := b.patterns[p][eval.Black]
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

// renjuCellForbidden is renjuForbidden inside the recursion: p is an empty
// cell, depth the number of stones the check has placed so far.
func (b *Board) renjuCellForbidden(p Pos, depth, limit int) bool {
	if b.cellInfo[p][eval.Black].Class != eval.ClassForbidden {
		return false
	}
	if sure, forbidden := b.renjuSure(p); sure {
		return forbidden
	}
	if depth >= limit {
		return true
	}
	return b.renjuDoubleThree(p, depth+1, limit)
}

// renjuDoubleThree decides a double-three candidate p: it plays p for black
// and counts the F3 lines that really are threes. depth counts p's stone.
func (b *Board) renjuDoubleThree(p Pos, depth, limit int) bool {
	set := b.patterns[p][eval.Black]
	b.Put(p, eval.Black)
	real := 0
	for d := 0; d < numDirs && real < 2; d++ {
		if set.Get(d) == eval.F3 && b.renjuRealThree(p, d, depth, limit) {
			real++
		}
	}
	b.Undo()
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
			if b.cells[e] == Empty && b.patterns[e][eval.Black].Get(d) == eval.F4 &&
				!b.renjuCellForbidden(e, depth, limit) {
				return true
			}
			break
		}
	}
	return false
}
