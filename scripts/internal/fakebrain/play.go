package fakebrain

// board is the fake brain's view: 1 = own stone, 2 = opponent's.
type board struct {
	w, h  int
	cells []int8
}

func newBoard(w, h int) *board {
	return &board{w: w, h: h, cells: make([]int8, w*h)}
}

func (b *board) inside(x, y int) bool { return x >= 0 && y >= 0 && x < b.w && y < b.h }

func (b *board) at(x, y int) int8 {
	if !b.inside(x, y) {
		return -1
	}
	return b.cells[y*b.w+x]
}

func (b *board) set(x, y int, v int8) {
	if b.inside(x, y) {
		b.cells[y*b.w+x] = v
	}
}

// longest returns the longest line of colour v that a stone at x,y would
// be part of.
func (b *board) longest(x, y int, v int8) int {
	best := 0
	for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		n := 1
		for _, s := range [2]int{1, -1} {
			for i := 1; b.at(x+d[0]*s*i, y+d[1]*s*i) == v; i++ {
				n++
			}
		}
		best = max(best, n)
	}
	return best
}

// choose picks a move: a five if it can make one, else a block of the
// opponent's five, else the cell that makes its longest line (blocking
// the opponent's longest as a tie-break), nearest the centre. It returns
// false when the board is full.
func (b *board) choose() (x, y int, ok bool) {
	bestScore := -1
	cx, cy := b.w/2, b.h/2
	for yy := 0; yy < b.h; yy++ {
		for xx := 0; xx < b.w; xx++ {
			if b.at(xx, yy) != 0 {
				continue
			}
			own, opp := b.longest(xx, yy, 1), b.longest(xx, yy, 2)
			score := own*10 + opp
			switch {
			case own >= 5:
				score = 10000
			case opp >= 5:
				score = 5000
			}
			dist := abs(xx-cx) + abs(yy-cy)
			score = score*100 - dist
			if score > bestScore {
				bestScore, x, y, ok = score, xx, yy, true
			}
		}
	}
	return x, y, ok
}

// anyStone returns an occupied cell, or the centre on an empty board.
func (b *board) anyStone() (x, y int) {
	for i, v := range b.cells {
		if v != 0 {
			return i % b.w, i / b.w
		}
	}
	return b.w / 2, b.h / 2
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}
