package engine

import "amoba/eval"

// Most candidate defences are checked without placing a stone: a stone at
// d changes one line pattern of each cell whose lines pass through d, and
// the new pattern is a line-table read on the line's words with d's bit
// set, as the star update would do. Placing and taking back a stone costs
// a full star update twice (four-threes need a second stone for their
// block), and the defence sets are built at every node that faces a
// threat, so this read is most of what the move generator saves.
//
// It relies on a stone only weakening the other colour's line patterns:
// our stone never raises the opponent's class at a cell, so the cells that
// can still be threats after it are among those that were threats, or
// renju black's candidates, before it.

// defendsByLines answers defends from the line tables where that is
// exact. known is false where it is not, and the caller places the stone:
//   - four-threes in caro (a five blocked at its near end has two blocks,
//     which the stone can change);
//   - a threat whose new class is still a four-three and whose four the
//     stone touched, or a free four turned into a four-three (its block,
//     and whether it is real, are new);
//   - in renju, whenever black's foul check decides: a black threat that
//     is a candidate forbidden point, a block black would take with a
//     candidate forbidden move, and see renjuBlackDefended.
func (b *Board) defendsByLines(d Pos, threats []threat) (ok, known bool) {
	if b.rule == eval.Renju && b.toMove == eval.White {
		return b.renjuBlackDefended(d, threats)
	}
	for _, t := range threats {
		if t.block != NoPos && (b.rule.IsCaro() || t.altBlock != NoPos) {
			return false, false
		}
	}
	for _, t := range threats {
		if t.at == d {
			continue // taken
		}
		gone, known := b.threatGoneByLines(d, t)
		if !known {
			return false, false
		}
		if !gone {
			return false, true
		}
	}
	return true, true
}

// renjuBlackDefended is defendsByLines for white against black's threats
// in renju. A white stone can turn a forbidden black point into a legal
// threat, so every black cell that is a threat or a candidate forbidden
// point is looked at again, as placing the stone and listing black's
// threats would. A candidate that the stone leaves without a four-three or
// better even without the foul rule cannot become a threat; any other
// candidate needs the foul check, and so does a four-three that was not a
// threat before (its block was white's four).
func (b *Board) renjuBlackDefended(d Pos, threats []threat) (ok, known bool) {
	for _, cl := range [...]eval.Class{eval.ClassOpenFour, eval.ClassFourThree, eval.ClassForbidden} {
		if b.classNum[eval.Black][cl] == 0 {
			continue
		}
		for f := range b.classSet[eval.Black][cl].Cells() {
			if f == d {
				continue
			}
			t, listed := findThreat(threats, f)
			switch {
			case cl == eval.ClassForbidden && !listed:
				if b.unrestrictedClassWith(f, d) >= eval.ClassFourThree {
					return false, false
				}
			case !listed, cl == eval.ClassForbidden:
				return false, false
			default:
				gone, known := b.threatGoneByLines(d, t)
				if !known {
					return false, false
				}
				if !gone {
					return false, true
				}
			}
		}
	}
	return true, true
}

// findThreat returns the threat of threats at p, if there is one.
func findThreat(threats []threat, p Pos) (threat, bool) {
	for _, t := range threats {
		if t.at == p {
			return t, true
		}
	}
	return threat{}, false
}

// unrestrictedClassWith returns black's class at the empty cell f, foul
// rule aside, after a white stone at d.
func (b *Board) unrestrictedClassWith(f, d Pos) eval.Class {
	s := b.state[f].patterns(eval.Black)
	if dir, on := lineBetween(f, d); on {
		s = s.With(dir, b.linePatternWith(f, eval.Black, dir, d, eval.White, NoPos))
	}
	return b.tables.CellUnrestricted(s).Class
}

// threatGoneByLines reports whether the side to move's stone at d takes
// away the opponent's threat t (a free four, or a four-three with one
// block), and whether the line tables could tell.
func (b *Board) threatGoneByLines(d Pos, t threat) (gone, known bool) {
	us := b.toMove
	them := us.Opponent()
	fourDir := -1
	if t.block != NoPos {
		fourDir, _ = lineBetween(t.at, t.block)
	}
	if dir, on := lineBetween(t.at, d); on {
		s := b.state[t.at].patterns(them)
		s = s.With(dir, b.linePatternWith(t.at, them, dir, d, us, NoPos))
		switch b.tables.CellRef(them, s).Class {
		case eval.ClassOpenFour:
			return false, true
		case eval.ClassFourThree:
			if t.block == NoPos || dir == fourDir {
				return false, false // a new four-three, or its four changed
			}
			// the same four with the same block: see below
		case eval.ClassForbidden:
			return false, false // renju black: the foul check decides
		default:
			return true, true
		}
	} else if t.block == NoPos {
		return false, true // a free four d does not touch
	}
	// A four-three whose four d left alone is still a threat unless d
	// makes its block a four of ours, with their stone at t.at in place:
	// the block then answers with a four and gains the tempo back.
	dir, on := lineBetween(t.block, d)
	if !on {
		return false, true
	}
	also := NoPos // d, when it lies on the four's line too
	if dir == fourDir {
		also = d
	}
	s := b.state[t.block].patterns(us)
	s = s.With(fourDir, b.linePatternWith(t.block, us, fourDir, t.at, them, also))
	if dir != fourDir {
		s = s.With(dir, b.linePatternWith(t.block, us, dir, d, us, NoPos))
	}
	switch cl := b.tables.CellRef(us, s).Class; cl {
	case eval.ClassForbidden:
		return false, false // renju black's block: the foul check decides
	default:
		return cl.IsFour(), true
	}
}

// linePatternWith returns colour c's pattern along direction dir at the
// empty cell p, with a stone of colour qc added at q and, unless ours is
// NoPos, a stone of the side to move added at ours. q and ours must lie on
// that line within starReach of p.
func (b *Board) linePatternWith(p Pos, c Color, dir int, q Pos, qc Color, ours Pos) eval.Pattern {
	l, pos := lineOf(dir, p.X(), p.Y())
	words := b.lines[dir][l]
	_, qpos := lineOf(dir, q.X(), q.Y())
	words[qc] |= 1 << uint(qpos+lineMargin)
	if ours != NoPos {
		_, opos := lineOf(dir, ours.X(), ours.Y())
		words[b.toMove] |= 1 << uint(opos+lineMargin)
	}
	v := b.lineEntry(words[0], words[1], pos)
	if c == eval.White {
		return eval.Pattern(v >> 4)
	}
	return eval.Pattern(v & 0xF)
}
