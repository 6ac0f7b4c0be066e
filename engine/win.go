package engine

import "amoba/eval"

// IsWinningMove reports whether the side to move wins by playing the empty
// cell p, from the pattern state (O(1)).
func (b *Board) IsWinningMove(p Pos) bool {
	return b.cellInfo[p][b.toMove].Class == eval.ClassFive
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
	x0, y0 := p.X(), p.Y()
	for d := 0; d < numDirs; d++ {
		dx, dy := dirDX[d], dirDY[d]
		n := 1
		ends := [2]Stone{}
		endOnBoard := [2]bool{}
		for i, sign := range [2]int{-1, 1} {
			x, y := x0+sign*dx, y0+sign*dy
			for b.Contains(x, y) && b.cells[MakePos(x, y)] == s {
				n++
				x, y = x+sign*dx, y+sign*dy
			}
			if b.Contains(x, y) {
				endOnBoard[i] = true
				ends[i] = b.cells[MakePos(x, y)]
			}
		}
		blocked := 0
		for i := range ends {
			if endOnBoard[i] && ends[i] != Empty && ends[i] != s {
				blocked++
			}
		}
		if winningRun(b.rule, c, n, blocked) {
			return true
		}
	}
	return false
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
