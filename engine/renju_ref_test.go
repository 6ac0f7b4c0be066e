package engine

import "amoba/eval"

// This file holds a slow, obviously correct judge of renju fouls that works
// only from the stones: no line windows, no pattern tables, no incremental
// state. It is the reference the board's forbidden points are tested
// against.

// Reference cell contents (refWall for off-board reads).
const (
	refEmpty int8 = iota
	refBlack
	refWhite
	refWall
)

// refBoard is a plain grid of stones.
type refBoard struct {
	w, h  int
	cells []int8
	// maxDepth is the deepest recursion (stones placed on top of the
	// position) any forbidden check has reached.
	maxDepth int
	depth    int
}

var refDirs = [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}}

func newRefBoard(w, h int) *refBoard {
	return &refBoard{w: w, h: h, cells: make([]int8, w*h)}
}

// refFromBoard copies the stones of b.
func refFromBoard(b *Board) *refBoard {
	r := newRefBoard(b.Width(), b.Height())
	for y := 0; y < r.h; y++ {
		for x := 0; x < r.w; x++ {
			switch b.At(MakePos(x, y)) {
			case BlackStone:
				r.set(x, y, refBlack)
			case WhiteStone:
				r.set(x, y, refWhite)
			}
		}
	}
	return r
}

func (r *refBoard) at(x, y int) int8 {
	if x < 0 || y < 0 || x >= r.w || y >= r.h {
		return refWall
	}
	return r.cells[y*r.w+x]
}

func (r *refBoard) set(x, y int, v int8) { r.cells[y*r.w+x] = v }

// run returns the number of stones of the colour on (x, y) in the
// unbroken line through (x, y) in direction d.
func (r *refBoard) run(x, y, d int) int {
	c := r.at(x, y)
	dx, dy := refDirs[d][0], refDirs[d][1]
	n := 1
	for i := 1; r.at(x+i*dx, y+i*dy) == c; i++ {
		n++
	}
	for i := 1; r.at(x-i*dx, y-i*dy) == c; i++ {
		n++
	}
	return n
}

// blackMakesFive reports whether a black stone on the empty (x, y) makes an
// exact five in direction d (any direction when d < 0).
func (r *refBoard) blackMakesFive(x, y, d int) bool {
	r.set(x, y, refBlack)
	defer r.set(x, y, refEmpty)
	for dd := 0; dd < 4; dd++ {
		if (d < 0 || d == dd) && r.run(x, y, dd) == 5 {
			return true
		}
	}
	return false
}

// refLine is what a black stone on (x, y) makes on one line.
type refLine struct {
	five, overline bool
	// fivePoints are the empty cells of the line where one more black stone
	// makes an exact five through (x, y).
	fivePoints [][2]int
	// fours is the number of fours: one per five point, but the two five
	// points of a straight four make one four.
	fours int
	// straight is set when the line is a straight four.
	straight bool
	// threePoints are the empty cells of a line without a four where one
	// more black stone makes a straight four through (x, y), forbidden or
	// not.
	threePoints [][2]int
}

// line analyses direction d of a black stone just placed on (x, y).
func (r *refBoard) line(x, y, d int) refLine {
	var l refLine
	n := r.run(x, y, d)
	l.five = n == 5
	l.overline = n > 5
	if n >= 5 {
		return l
	}
	dx, dy := refDirs[d][0], refDirs[d][1]
	for k := -4; k <= 4; k++ {
		ex, ey := x+k*dx, y+k*dy
		if k == 0 || r.at(ex, ey) != refEmpty {
			continue
		}
		r.set(ex, ey, refBlack)
		if r.run(x, y, d) == 5 {
			l.fivePoints = append(l.fivePoints, [2]int{ex, ey})
		}
		r.set(ex, ey, refEmpty)
	}
	l.fours = len(l.fivePoints)
	for i := range l.fivePoints {
		for j := i + 1; j < len(l.fivePoints); j++ {
			if r.straightPair(l.fivePoints[i], l.fivePoints[j], d) {
				l.straight = true
			}
		}
	}
	if l.straight {
		l.fours--
	}
	if l.fours > 0 {
		return l
	}
	for k := -4; k <= 4; k++ {
		ex, ey := x+k*dx, y+k*dy
		if k == 0 || r.at(ex, ey) != refEmpty {
			continue
		}
		r.set(ex, ey, refBlack)
		if r.straightFourThrough(x, y, d) {
			l.threePoints = append(l.threePoints, [2]int{ex, ey})
		}
		r.set(ex, ey, refEmpty)
	}
	return l
}

// straightPair reports whether two empty cells of direction d are the two
// ends of one run of four black stones: .XXXX.
func (r *refBoard) straightPair(a, b [2]int, d int) bool {
	dx, dy := refDirs[d][0], refDirs[d][1]
	if b[0]-a[0] != 5*dx || b[1]-a[1] != 5*dy {
		a, b = b, a
		if b[0]-a[0] != 5*dx || b[1]-a[1] != 5*dy {
			return false
		}
	}
	for i := 1; i <= 4; i++ {
		if r.at(a[0]+i*dx, a[1]+i*dy) != refBlack {
			return false
		}
	}
	return true
}

// straightFourThrough reports whether the black stone on (x, y) is part of
// a straight four in direction d: a run of exactly four black stones whose
// two ends are empty cells that each make an exact five.
func (r *refBoard) straightFourThrough(x, y, d int) bool {
	if r.run(x, y, d) != 4 {
		return false
	}
	dx, dy := refDirs[d][0], refDirs[d][1]
	lo := 0
	for r.at(x-(lo+1)*dx, y-(lo+1)*dy) == refBlack {
		lo++
	}
	ax, ay := x-(lo+1)*dx, y-(lo+1)*dy // the cell before the run
	bx, by := ax+5*dx, ay+5*dy         // the cell after it
	return r.at(ax, ay) == refEmpty && r.at(bx, by) == refEmpty &&
		r.blackMakesFive(ax, ay, d) && r.blackMakesFive(bx, by, d)
}

// forbidden reports whether a black move on the empty (x, y) is a foul:
// no exact five, and an overline, two or more fours, or two or more real
// threes (a three is real when one of its straight-four points is itself
// not forbidden, judged with (x, y) played).
func (r *refBoard) forbidden(x, y int) bool {
	r.set(x, y, refBlack)
	r.depth++
	r.maxDepth = max(r.maxDepth, r.depth)
	defer func() {
		r.depth--
		r.set(x, y, refEmpty)
	}()
	var lines [4]refLine
	for d := range lines {
		lines[d] = r.line(x, y, d)
		if lines[d].five {
			return false
		}
	}
	fours := 0
	for _, l := range lines {
		if l.overline {
			return true
		}
		fours += l.fours
	}
	if fours >= 2 {
		return true
	}
	threes := 0
	for _, l := range lines {
		for _, e := range l.threePoints {
			if !r.forbidden(e[0], e[1]) {
				threes++
				break
			}
		}
	}
	return threes >= 2
}

// refPattern is the line pattern the renju line table should give black for
// a line of the reference: five, overline, the fours, and three candidates
// (F3 ignores whether the straight-four point is forbidden by its other
// lines).
func refPattern(l refLine) eval.Pattern {
	switch {
	case l.five:
		return eval.Five
	case l.overline:
		return eval.Overline
	case l.fours >= 2:
		return eval.DoubleFourLine
	case l.straight:
		return eval.F4
	case l.fours == 1:
		return eval.B4
	case len(l.threePoints) > 0:
		return eval.F3
	}
	return eval.Dead // weaker patterns are not judged here
}

// refWins reports whether colour c (refBlack or refWhite) wins by playing
// the empty (x, y) under renju.
func (r *refBoard) refWins(x, y int, c int8) bool {
	r.set(x, y, c)
	defer r.set(x, y, refEmpty)
	for d := 0; d < 4; d++ {
		n := r.run(x, y, d)
		if n == 5 || (c == refWhite && n > 5) {
			return true
		}
	}
	return false
}
