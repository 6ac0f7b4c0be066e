package engine

import "amoba/eval"

// scoredMove is a move and its ordering score.
type scoredMove struct {
	pos   Pos
	score int32
}

// Ordering bonuses, above any pattern score.
const (
	ttMoveBonus = 1 << 30
	killerBonus = 400
)

// legalFor reports whether the side to move may play the empty cell p
// (only renju black has forbidden cells).
func (b *Board) legalFor(p Pos) bool { return !b.IsForbidden(p) }

// info returns the class and score of the empty cell p for colour c,
// correcting renju black's false double threes: the tables mark every
// double-three candidate forbidden, and a candidate the exact check finds
// legal gets the class it has without the foul rule.
func (b *Board) info(p Pos, c Color) eval.CellInfo {
	ci := b.cellInfo[p][c]
	if ci.Class == eval.ClassForbidden && c == eval.Black && b.rule == eval.Renju && !b.renjuForbidden(p) {
		return b.tables.CellUnrestricted(b.patterns[p][eval.Black])
	}
	return ci
}

// threatensToWin reports whether colour c can make a free four or a
// four-three next move: a threat the other side must answer now.
func (b *Board) threatensToWin(c Color) bool {
	return b.classNum[c][eval.ClassOpenFour]+b.classNum[c][eval.ClassFourThree] > 0
}

// genMoves appends the moves worth searching in the position to buf, by
// threat state:
//   - the opponent can make five: only the block (none if it is forbidden);
//   - the opponent can make a free four or a four-three next move: only
//     defences (cells where the opponent would make a four, which include
//     every cell that breaks the threat) and our own fours;
//   - otherwise every candidate cell near the stones with some pattern value.
//
// The caller has already handled our own five.
func (w *worker) genMoves(buf []scoredMove) []scoredMove {
	b := w.b
	us, them := b.toMove, b.toMove.Opponent()
	if b.classNum[them][eval.ClassFive] > 0 {
		if p := b.FivePoint(them); b.legalFor(p) {
			buf = append(buf, scoredMove{pos: p})
		}
		return buf
	}
	if b.threatensToWin(them) {
		var seen Bitboard
		for _, c := range [2]Color{us, them} {
			for cl := eval.ClassFour; cl <= eval.ClassOpenFour; cl++ {
				buf = b.appendLegal(buf, &b.classSet[c][cl], &seen)
			}
		}
		if b.rule == eval.Renju {
			// black's false double threes may hide fours (either side's move)
			for p := range b.classSet[eval.Black][eval.ClassForbidden].Cells() {
				if !seen.Has(p) && b.info(p, eval.Black).Class.MakesFour() && b.legalFor(p) {
					seen.Set(p)
					buf = append(buf, scoredMove{pos: p})
				}
			}
		}
		return buf
	}
	candidates := b.Candidates()
	for i, word := range candidates {
		for word != 0 {
			p := Pos(i*64 + trailingZeros(word))
			word &= word - 1
			if b.cellInfo[p][us].Score == 0 && b.cellInfo[p][them].Score == 0 &&
				b.cellInfo[p][eval.Black].Class != eval.ClassForbidden {
				continue // no line through it can ever matter
			}
			if b.legalFor(p) {
				buf = append(buf, scoredMove{pos: p})
			}
		}
	}
	if len(buf) == 0 {
		// an empty board, or nothing near has value: any legal cell
		c := MakePos(b.width/2, b.height/2)
		if b.IsEmpty(c) && b.legalFor(c) {
			return append(buf, scoredMove{pos: c})
		}
		for y := 0; y < b.height; y++ {
			for x := 0; x < b.width; x++ {
				if p := MakePos(x, y); b.cells[p] == Empty && b.legalFor(p) {
					buf = append(buf, scoredMove{pos: p})
				}
			}
		}
	}
	return buf
}

// appendLegal appends the cells of set not yet in seen that the side to
// move may play, marking them seen.
func (b *Board) appendLegal(buf []scoredMove, set, seen *Bitboard) []scoredMove {
	for i, word := range set {
		for word != 0 {
			p := Pos(i*64 + trailingZeros(word))
			word &= word - 1
			if !seen.Has(p) && b.legalFor(p) {
				seen.Set(p)
				buf = append(buf, scoredMove{pos: p})
			}
		}
	}
	return buf
}

// scoreMoves gives each move its ordering score: the TT move first, then
// attack plus defence pattern scores, killers and history.
func (w *worker) scoreMoves(moves []scoredMove, ttMove Pos, ply int) {
	b := w.b
	us, them := b.toMove, b.toMove.Opponent()
	k := &w.killers[ply]
	for i := range moves {
		p := moves[i].pos
		s := int32(b.info(p, us).Score)*5/4 + int32(b.info(p, them).Score)
		s += w.history[us][p] >> 6
		if p == k[0] || p == k[1] {
			s += killerBonus
		}
		if p == ttMove {
			s = ttMoveBonus
		}
		moves[i].score = s
	}
}

// pickBest moves the best-scored move of moves[i:] to position i: a
// selection sort done lazily, since cut-offs often come early.
func pickBest(moves []scoredMove, i int) {
	best := i
	for j := i + 1; j < len(moves); j++ {
		if moves[j].score > moves[best].score {
			best = j
		}
	}
	moves[i], moves[best] = moves[best], moves[i]
}
