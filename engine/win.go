package engine

import "amoba/eval"

// IsWinningMove reports whether the side to move wins by playing the empty
// cell p, from the pattern state (O(1)).
func (b *Board) IsWinningMove(p Pos) bool {
	return b.state[p].info[b.toMove].Class == eval.ClassFive
}

// WinAt reports whether the stone on p is part of a winning line under the
// board's rule. It scans the board directly and serves as the referee and
// as the reference for the pattern state.
func (b *Board) WinAt(p Pos) bool {
	s := b.cells[p]
	if s == Empty {
		return false
	}
	c := Color(s - 1)
	for d := 0; d < numDirs; d++ {
		if n, ends := b.runThrough(p, d, c); winningRun(b.rule, c, n, b.blockedEnds(ends, c)) {
			return true
		}
	}
	return false
}

// runThrough measures the run of colour c's stones through p along
// direction d, counting p as c's whatever it holds: the run's length and
// the cells just past each end (NoPos past the board's edge).
func (b *Board) runThrough(p Pos, d int, c Color) (n int, ends [2]Pos) {
	own := stoneOf(c)
	x0, y0 := p.X(), p.Y()
	dx, dy := dirDX[d], dirDY[d]
	n = 1
	for i, sign := range [2]int{-1, 1} {
		x, y := x0+sign*dx, y0+sign*dy
		for b.Contains(x, y) && b.cells[MakePos(x, y)] == own {
			n++
			x, y = x+sign*dx, y+sign*dy
		}
		ends[i] = NoPos
		if b.Contains(x, y) {
			ends[i] = MakePos(x, y)
		}
	}
	return n, ends
}

// blockedEnds counts the ends of a run of colour c that hold an opponent
// stone (the edge and empty cells do not block).
func (b *Board) blockedEnds(ends [2]Pos, c Color) int {
	blocked := 0
	for _, e := range ends {
		if e != NoPos && b.cells[e] == stoneOf(c.Opponent()) {
			blocked++
		}
	}
	return blocked
}

// winningRun reports whether a run of n stones of colour c, blocked by the
// opponent at `blocked` of its ends, wins under the rule.
func winningRun(r eval.Rule, c Color, n, blocked int) bool {
	switch r {
	case eval.Standard:
		return n == 5
	case eval.Renju:
		if c == eval.Black {
			return n == 5
		}
		return n >= 5
	case eval.CaroExact:
		return n == 5 && blocked < 2
	case eval.CaroOverline:
		return n > 5 || (n == 5 && blocked < 2)
	}
	return n >= 5
}
