package referee

// Verdict is the referee's decision after a move.
type Verdict int

// The possible verdicts.
const (
	Continue Verdict = iota // nothing decided
	Win                     // the mover has won
	Foul                    // the mover has lost by a forbidden move
)

// String names the verdict.
func (v Verdict) String() string {
	switch v {
	case Win:
		return "win"
	case Foul:
		return "foul"
	}
	return "continue"
}

// run is the line of the mover's stones through the judged cell in one
// direction: its length and how many of its two ends touch an opponent stone.
type run struct {
	length  int
	blocked int
}

// lineThrough measures the run of the stone at x,y in direction d.
func (b *Board) lineThrough(x, y int, d [2]int) run {
	c := b.At(x, y)
	r := run{length: 1}
	for _, sign := range [2]int{1, -1} {
		dx, dy := d[0]*sign, d[1]*sign
		nx, ny := x+dx, y+dy
		for b.Inside(nx, ny) && b.At(nx, ny) == c {
			r.length++
			nx, ny = nx+dx, ny+dy
		}
		if b.Inside(nx, ny) && b.At(nx, ny) == c.Opponent() {
			r.blocked++
		}
	}
	return r
}

// Judge decides the game after the stone at x,y has been placed, under rule
// r. The stone's colour is the mover.
func (b *Board) Judge(r Rule, x, y int) Verdict {
	mover := b.At(x, y)
	if mover == Empty {
		return Continue
	}
	overline := false
	for _, d := range [4][2]int{{1, 0}, {0, 1}, {1, 1}, {1, -1}} {
		l := b.lineThrough(x, y, d)
		if wins(r, mover, l) {
			return Win
		}
		if l.length > 5 {
			overline = true
		}
	}
	if r == Renju && mover == Black && (overline || b.renjuFoul(x, y)) {
		return Foul
	}
	return Continue
}

// wins reports whether the run l of the mover's stones wins under rule r.
func wins(r Rule, mover Colour, l run) bool {
	switch r {
	case Standard:
		return l.length == 5
	case Renju:
		if mover == Black {
			return l.length == 5
		}
		return l.length >= 5
	case Caro:
		return l.length > 5 || (l.length == 5 && l.blocked < 2)
	case CaroExact:
		return l.length == 5 && l.blocked < 2
	}
	return l.length >= 5
}
