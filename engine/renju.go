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
// The check keeps the stones it plays in its own memory (renjuStones) and
// never writes to the board: the patterns of the few cells it asks about
// are looked up from their windows, with its stones added to the line
// words, exactly as the incremental update does (refreshCell). That costs
// four table look-ups per cell instead of the two star updates of a Put and
// an Undo, and it keeps the forbidden-point queries read-only, so that
// several goroutines may ask them of one board.

// renjuMaxDepth bounds the recursion of the double-three check: the number
// of stones it may place on top of the position. A cell that is still a
// double-three candidate when no stone is left to place is taken as
// forbidden. The tests measure the depth each checked cell needs: real
// positions need at most a few stones; only artificial clusters of black
// stones go deeper (see TestRenjuDepthNeeded).
const renjuMaxDepth = 16

// renjuForbidden reports whether black may not play the empty cell p under
// renju, whoever is to move. It only reads the board.
func (b *Board) renjuForbidden(p Pos) bool {
	return b.renjuForbiddenLimit(p, renjuMaxDepth)
}

// renjuForbiddenLimit is renjuForbidden with a limit on the stones the
// double-three check may place (1..renjuMaxDepth), for tests that measure
// the depth a verdict needs.
func (b *Board) renjuForbiddenLimit(p Pos, limit int) bool {
	if b.cells[p] != Empty || b.state[p].info[eval.Black].Class != eval.ClassForbidden {
		return false
	}
	set := b.state[p].patterns(eval.Black)
	if sure, forbidden := renjuSureSet(set); sure {
		return forbidden
	}
	var st renjuStones
	return b.renjuCheck(&st, p, set, min(limit, renjuMaxDepth))
}

// renjuSure decides a ClassForbidden cell from its patterns alone when it
// can: an overline or two fours is forbidden. Otherwise the cell is a
// double-three candidate and sure is false.
func (b *Board) renjuSure(p Pos) (sure, forbidden bool) {
	return renjuSureSet(b.state[p].patterns(eval.Black))
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

// renjuStones are the black stones a forbidden check has placed on top of
// the position, with the line of each in every direction and its bit in the
// line word.
type renjuStones struct {
	n     int
	pos   [renjuMaxDepth]Pos
	line  [renjuMaxDepth][numDirs]uint8
	shift [renjuMaxDepth][numDirs]uint8
}

func (s *renjuStones) push(p Pos) {
	s.pos[s.n] = p
	for d := 0; d < numDirs; d++ {
		l, pos := lineOf(d, p.X(), p.Y())
		s.line[s.n][d] = uint8(l)
		s.shift[s.n][d] = uint8(pos + lineMargin)
	}
	s.n++
}

func (s *renjuStones) pop() { s.n-- }

func (s *renjuStones) has(p Pos) bool {
	for i := 0; i < s.n; i++ {
		if s.pos[i] == p {
			return true
		}
	}
	return false
}

// renjuCheck decides the empty cell p, whose black patterns are set and
// whose class is ClassForbidden, with the stones of st on the board. It
// would place stone number st.n+1; beyond limit a double-three candidate is
// taken as forbidden.
func (b *Board) renjuCheck(st *renjuStones, p Pos, set eval.PatternSet, limit int) bool {
	if sure, forbidden := renjuSureSet(set); sure {
		return forbidden
	}
	if st.n >= limit {
		return true
	}
	st.push(p)
	real := 0
	for d := 0; d < numDirs && real < 2; d++ {
		if set.Get(d).Base() == eval.F3 && b.renjuRealThree(st, p, d, limit) {
			real++
		}
	}
	st.pop()
	return real >= 2
}

// renjuRealThree reports whether black's stone on p, just placed, makes a
// real three in direction d: some empty cell e of the line makes a straight
// four through p and is not forbidden. The straight four is the run of black
// stones through e, so it holds p only if every cell between p and e is
// black: on each side of p the only candidate is the first cell that is not
// black, at most three steps away.
func (b *Board) renjuRealThree(st *renjuStones, p Pos, d, limit int) bool {
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
			if b.cells[e] == BlackStone || st.has(e) {
				continue
			}
			if b.cells[e] == Empty {
				set := b.blackPatterns(st, e)
				if set.Get(d) == eval.F4 && (b.tables.Cell(eval.Black, set).Class != eval.ClassForbidden ||
					!b.renjuCheck(st, e, set, limit)) {
					return true
				}
			}
			break
		}
	}
	return false
}

// blackPatterns computes black's four line patterns of the empty cell q
// from the line words with the stones of st added, as refreshCell does.
func (b *Board) blackPatterns(st *renjuStones, q Pos) eval.PatternSet {
	x, y := q.X(), q.Y()
	var set eval.PatternSet
	for d := 0; d < numDirs; d++ {
		l, pos := lineOf(d, x, y)
		words := &b.lines[d][l]
		black := words[eval.Black]
		for i := 0; i < st.n; i++ {
			if int(st.line[i][d]) == l {
				black |= 1 << st.shift[i][d]
			}
		}
		set = set.With(d, eval.Pattern(b.lineEntry(black, words[eval.White], pos)&0xF))
	}
	return set
}
