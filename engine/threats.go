package engine

import "amoba/eval"

// Class returns the threat class of the empty cell p for colour c.
func (b *Board) Class(p Pos, c Color) eval.Class { return b.state[p].info[c].Class }

// OrderScore returns the ordering score of the side to move's move at the
// empty cell p: the attack score of the cell for the mover plus its defence
// score for the opponent (see eval.Model).
func (b *Board) OrderScore(p Pos) int {
	us := b.toMove
	return int(b.info(p, us).Attack) + int(b.info(p, us.Opponent()).Defence)
}

// Patterns returns the four line patterns of the empty cell p for colour c.
func (b *Board) Patterns(p Pos, c Color) eval.PatternSet { return b.state[p].patterns(c) }

// ClassCount returns the number of empty cells of a class for colour c.
func (b *Board) ClassCount(c Color, class eval.Class) int { return int(b.classNum[c][class]) }

// ClassCells returns the empty cells of a class for colour c. Only the
// classes from open three up and Forbidden are kept (see trackedClasses);
// for the weaker ones the set is empty: use ClassCount, or Class per cell.
func (b *Board) ClassCells(c Color, class eval.Class) *Bitboard { return &b.classSet[c][class] }

// nearStone reports whether a stone lies in the 5x5 square around p: for
// an empty cell p on the board, whether Candidates holds it, without
// dilating the whole board.
func (b *Board) nearStone(p Pos) bool {
	x, y := p.X(), p.Y()
	// bits x-2..x+2 of a row; at the left edge the shift drops the missing
	// cells, at the right edge the 32-bit row cuts them off
	mask := uint32(uint64(0x1F) << uint(x) >> 2)
	for row := max(y-2, 0); row <= min(y+2, b.height-1); row++ {
		word := b.stones[0][row/2] | b.stones[1][row/2]
		if uint32(word>>(32*uint(row%2)))&mask != 0 {
			return true
		}
	}
	return false
}

// Candidates returns the empty cells within two steps of a stone (in a
// 5x5 square), computed from the stones by dilation.
func (b *Board) Candidates() Bitboard {
	var occupied Bitboard
	for i := range occupied {
		occupied[i] = b.stones[0][i] | b.stones[1][i]
	}
	grown := occupied.dilateRow()
	grown = grown.dilateRow()
	grown = grown.dilateColumn()
	grown = grown.dilateColumn()
	for i := range grown {
		grown[i] &= b.onBoard[i] &^ occupied[i]
	}
	return grown
}

// FivePoint returns a cell where colour c makes five now, or NoPos.
func (b *Board) FivePoint(c Color) Pos {
	if b.classNum[c][eval.ClassFive] == 0 {
		return NoPos
	}
	return b.classSet[c][eval.ClassFive].First()
}

// CanWinNow reports whether the side to move has a five point.
func (b *Board) CanWinNow() bool { return b.classNum[b.toMove][eval.ClassFive] > 0 }

// FourCount returns the number of empty cells where colour c makes a four
// (any four class, five excluded).
func (b *Board) FourCount(c Color) int {
	n := 0
	for cl := eval.ClassFour; cl <= eval.ClassOpenFour; cl++ {
		n += int(b.classNum[c][cl])
	}
	return n
}

// canFour reports whether colour c has a cell where it makes a four (or
// five), counting renju black's double-three candidates that the exact
// check finds legal: a free four of the other colour wins only when c has
// no such cell to answer with.
func (b *Board) canFour(c Color) bool {
	if b.FourCount(c) > 0 || b.classNum[c][eval.ClassFive] > 0 {
		return true
	}
	if c != eval.Black || b.rule != eval.Renju || b.classNum[c][eval.ClassForbidden] == 0 {
		return false
	}
	for p := range b.classSet[c][eval.ClassForbidden].Cells() {
		if b.classOf(p, c).MakesFour() { // Forbidden unless the exact check finds p legal
			return true
		}
	}
	return false
}

// HasOpenFourPoint reports whether colour c can make a free four (or a
// double four) in one move: a win next move unless the other side wins first.
func (b *Board) HasOpenFourPoint(c Color) bool { return b.classNum[c][eval.ClassOpenFour] > 0 }

// HasFourThreePoint reports whether colour c can make a four-three.
func (b *Board) HasFourThreePoint(c Color) bool { return b.classNum[c][eval.ClassFourThree] > 0 }

// Evaluate returns the static evaluation from the side to move's view.
func (b *Board) Evaluate() int {
	us, them := b.toMove, b.toMove.Opponent()
	return int(b.tables.Evaluate(us, b.ownSum[us], b.oppSum[them],
		eval.ThreatFlagsOf(&b.classNum[us]), eval.ThreatFlagsOf(&b.classNum[them])))
}

// IsLegal reports whether the side to move may play p: an empty cell on the
// board that, in renju, is not forbidden for black.
func (b *Board) IsLegal(p Pos) bool {
	if !b.IsEmpty(p) {
		return false
	}
	return !b.IsForbidden(p)
}

// IsForbidden reports whether p is a forbidden point for the side to move:
// in renju, black's overline, double four or double three. A five is never
// forbidden.
func (b *Board) IsForbidden(p Pos) bool {
	return b.rule == eval.Renju && b.toMove == eval.Black && b.renjuForbidden(p)
}

// ForbiddenPoints returns black's forbidden points (renju only; none under
// other rules), whoever is to move.
func (b *Board) ForbiddenPoints() []Pos {
	if b.rule != eval.Renju {
		return nil
	}
	var out []Pos
	for _, p := range b.classSet[eval.Black][eval.ClassForbidden].AppendTo(nil) {
		if b.renjuForbidden(p) {
			out = append(out, p)
		}
	}
	return out
}
