package engine

import "amoba/eval"

// A threat that must be answered now is a cell where the opponent makes a
// free four (or two fours), or a four-three whose four we cannot block
// with a four of our own. Against such threats the only moves that do not
// lose at once are our own fours and the cells that leave the opponent
// with no such threat: defences. The defence set is computed exactly, by
// placing each candidate and looking at the threats again, because a
// search that believes a defence does not exist claims wins that do not
// exist (a four-three is also stopped on its three's line, and by a stone
// that turns the block of its four into a four of ours).

// maxThreats bounds the threats examined at one node: beyond it the
// position has so many winning points that the defence set is empty in
// practice, and the exact check would only cost time.
const maxThreats = 16

// threat is a cell where the opponent wins unless we answer now.
type threat struct {
	at Pos
	// block is the cell that stops the four of a four-three (NoPos for a
	// free four, which cannot be blocked).
	block Pos
	// altBlock is a second cell that stops that four (caro: the far end
	// of a five blocked at its near end, see fiveBlocks), or NoPos.
	altBlock Pos
}

// classOf returns colour c's class at the empty cell p, with renju black's
// false double threes corrected (see info).
func (b *Board) classOf(p Pos, c Color) eval.Class { return b.info(p, c).Class }

// fourThreeBlock reports whether colour c's four-three at p is a threat the
// other colour must answer now, and the cells that block its four (the
// five point, and in caro possibly a second one). It is not a threat when
// a block is a legal four for the other colour: the block then gains the
// tempo back. It places a stone and takes it back.
func (b *Board) fourThreeBlock(p Pos, c Color) (block, alt Pos, real bool) {
	toMove := b.toMove
	b.place(p, c)
	block, alt, real = b.FivePoint(c), NoPos, true
	if block != NoPos {
		b.SetToMove(c.Opponent()) // the block is the other colour's move
		var buf [maxFiveBlocks]Pos
		for _, d := range b.blocksOfFives(buf[:0]) {
			real = real && !b.classOf(d, c.Opponent()).IsFour()
			if d != block {
				alt = d
			}
		}
	}
	b.Undo()
	b.SetToMove(toMove)
	return block, alt, real && block != NoPos
}

// threatAt returns colour c's threat at the empty cell p, if p is one.
func (b *Board) threatAt(p Pos, c Color) (threat, bool) {
	switch b.classOf(p, c) {
	case eval.ClassOpenFour:
		return threat{at: p, block: NoPos, altBlock: NoPos}, true
	case eval.ClassFourThree:
		if block, alt, ok := b.fourThreeBlock(p, c); ok {
			return threat{at: p, block: block, altBlock: alt}, true
		}
	}
	return threat{}, false
}

// appendThreats appends colour c's threats that the other colour must
// answer now (at most maxThreats). Renju black's double-three candidates
// that the exact check finds legal are looked at too: they may hide a
// four-three or a free four.
func (b *Board) appendThreats(c Color, buf []threat) []threat {
	for _, cl := range [...]eval.Class{eval.ClassOpenFour, eval.ClassFourThree} {
		if b.classNum[c][cl] == 0 {
			continue
		}
		for p := range b.classSet[c][cl].Cells() {
			if t, ok := b.threatAt(p, c); ok && len(buf) < maxThreats {
				buf = append(buf, t)
			}
		}
	}
	if c == eval.Black && b.rule == eval.Renju && b.classNum[c][eval.ClassForbidden] > 0 {
		for p := range b.classSet[c][eval.ClassForbidden].Cells() {
			// threatAt's class is Forbidden unless the exact check finds p legal
			if t, ok := b.threatAt(p, c); ok && len(buf) < maxThreats {
				buf = append(buf, t)
			}
		}
	}
	return buf
}

// addStar adds to set the cells within starReach of p on its four lines,
// p included: the cells whose stone can change p's patterns.
func (b *Board) addStar(set *Bitboard, p Pos) {
	set.Set(p)
	px, py := p.X(), p.Y()
	for d := 0; d < numDirs; d++ {
		back, fwd := b.reach(d, px, py)
		for k := -back; k <= fwd; k++ {
			set.Set(p + Pos(k)*dirStep[d])
		}
	}
}

// defends reports whether the side to move's stone at d leaves the
// opponent none of threats. A stone of ours never gives the opponent a
// new threat, so the old list is all that needs a second look, except in
// renju: a white stone can take away one of the lines that made a black
// point forbidden and leave a legal four-three there, so black's threats
// are all looked at again.
func (b *Board) defends(d Pos, threats []threat) bool {
	if ok, known := b.defendsByLines(d, threats); known {
		return ok
	}
	return b.defendsByPlacing(d, threats)
}

// defendsByPlacing is defends done by placing the stone at d and looking
// at the threats again: exact for every rule.
func (b *Board) defendsByPlacing(d Pos, threats []threat) bool {
	us := b.toMove
	them := us.Opponent()
	b.place(d, us)
	defer b.SetToMove(us)
	defer b.Undo()
	if them == eval.Black && b.rule == eval.Renju {
		var buf [maxThreats]threat
		return len(b.appendThreats(them, buf[:0])) == 0
	}
	for _, t := range threats {
		if t.at == d {
			continue
		}
		if _, still := b.threatAt(t.at, them); still {
			return false
		}
	}
	return true
}

// lineBetween returns the direction of the line through the distinct
// cells p and q, if they share one within starReach.
func lineBetween(p, q Pos) (int, bool) {
	dx, dy := q.X()-p.X(), q.Y()-p.Y()
	if max(dx, -dx, dy, -dy) > starReach {
		return 0, false
	}
	switch {
	case dy == 0:
		return dirRow, true
	case dx == 0:
		return dirCol, true
	case dx == dy:
		return dirDiag, true
	case dx == -dy:
		return dirAnti, true
	}
	return 0, false
}

// appendDefences appends the moves that answer threats: our own fours and
// every legal cell that defends against all of them.
func (b *Board) appendDefences(buf []scoredMove, threats []threat) []scoredMove {
	var seen Bitboard
	var fours [64]Pos
	for _, p := range b.fourMoves(b.toMove, fours[:0]) {
		if b.legalFor(p) {
			seen.Set(p)
			buf = append(buf, scoredMove{pos: p})
		}
	}
	// A defence changes every threat: it lies on the lines of the threat's
	// cell, or, for a four-three, on the lines of its blocks.
	var zone Bitboard
	for i, t := range threats {
		var z Bitboard
		b.addStar(&z, t.at)
		if t.block != NoPos {
			b.addStar(&z, t.block)
		}
		if t.altBlock != NoPos {
			b.addStar(&z, t.altBlock)
		}
		if i == 0 {
			zone = z
			continue
		}
		for k := range zone {
			zone[k] &= z[k]
		}
	}
	for k := range zone {
		zone[k] &^= seen[k] | b.stones[0][k] | b.stones[1][k]
		zone[k] &= b.onBoard[k]
	}
	for d := range zone.Cells() {
		if b.legalFor(d) && b.defends(d, threats) {
			buf = append(buf, scoredMove{pos: d})
		}
	}
	return buf
}
