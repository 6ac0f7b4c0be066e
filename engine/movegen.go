package engine

import "amoba/eval"

// scoredMove is a move and its ordering score.
type scoredMove struct {
	pos   Pos
	score int32
}

// ttMoveBonus puts the TT move first. The other ordering bonuses are
// Params: the moves that make a threat (a free three or more of ours, or
// the opponent's double-three or stronger point taken) gain ThreatBonus
// (800), killers KillerBonus (400), both above any pattern score. Threats
// come before killers because a killer is a quiet move that refuted a
// sibling, while a threat narrows the opponent's answers.
const ttMoveBonus = 1 << 30

// legalFor reports whether the side to move may play the empty cell p
// (only renju black has forbidden cells).
func (b *Board) legalFor(p Pos) bool { return !b.IsForbidden(p) }

// info returns the class and score of the empty cell p for colour c,
// correcting renju black's false double threes: the tables mark every
// double-three candidate forbidden, and a candidate the exact check finds
// legal gets the class it has without the foul rule.
func (b *Board) info(p Pos, c Color) eval.CellInfo {
	ci := b.state[p].info[c]
	if ci.Class == eval.ClassForbidden && c == eval.Black && b.rule == eval.Renju && !b.renjuForbidden(p) {
		return b.tables.CellUnrestricted(b.state[p].patterns(eval.Black))
	}
	return ci
}

// genMoves appends the moves worth searching in the position to buf, by
// threat state, and reports whether they are all the moves that can
// change the outcome:
//   - the opponent can make five: only the blocks (see fiveBlocks; none
//     if they are forbidden); complete;
//   - the opponent has threats that must be answered now (a free four or a
//     four-three coming): our own fours and the exact defences; complete;
//   - otherwise every legal candidate cell near the stones with some
//     pattern value; not complete, since far and valueless cells are left
//     out (see restMoves).
//
// The caller has already handled our own five.
func (w *worker) genMoves(buf []scoredMove) ([]scoredMove, bool) {
	b := w.b
	them := b.toMove.Opponent()
	if b.classNum[them][eval.ClassFive] > 0 {
		var blocks [maxFiveBlocks]Pos
		for _, p := range b.blocksOfFives(blocks[:0]) {
			buf = append(buf, scoredMove{pos: p})
		}
		return buf, true
	}
	w.threats = b.appendThreats(them, w.threats[:0])
	if len(w.threats) > 0 {
		return b.appendDefences(buf, w.threats), true
	}
	buf = b.appendValuedCandidates(buf)
	if len(buf) == 0 {
		// an empty board, or nothing near has value: any legal cell
		c := MakePos(b.width/2, b.height/2)
		if b.IsEmpty(c) && b.legalFor(c) {
			return append(buf, scoredMove{pos: c}), false
		}
		for y := 0; y < b.height; y++ {
			for x := 0; x < b.width; x++ {
				if p := MakePos(x, y); b.cells[p] == Empty && b.legalFor(p) {
					buf = append(buf, scoredMove{pos: p})
				}
			}
		}
		return buf, true
	}
	return buf, false
}

// listsCalmly reports whether genMoves would list p because the node is
// calm (calmFor: the opponent has no five point, no free-four or
// four-three point; and, against renju black, no double-three candidate
// that could hide one) and p is a legal empty cell near the stones with
// some pattern value. It answers false whenever the generator might take
// another branch, so that a move it accepts is certainly in the generated
// list.
func (w *worker) listsCalmly(p Pos) bool {
	b := w.b
	them := b.toMove.Opponent()
	if !b.calmFor() || (them == eval.Black && b.rule == eval.Renju && b.classNum[them][eval.ClassForbidden] > 0) {
		return false
	}
	return b.IsEmpty(p) && b.state[p].pats != 0 && b.nearStone(p) && b.legalFor(p)
}

// movesAfterTTMove generates and scores the moves of a calm node whose TT
// move was searched before them, and puts the TT move first, where
// pickBest would have put it. The rest are ordered as if they had been
// generated first, except that their scores read the history as the TT
// move's search left it.
func (w *worker) movesAfterTTMove(ttMove Pos, ply int) []scoredMove {
	moves, _ := w.genMoves(w.moveBufs[ply][:0])
	w.moveBufs[ply] = moves[:0]
	w.scoreMoves(moves, ttMove, ply)
	for i := range moves {
		if moves[i].pos == ttMove {
			moves[0], moves[i] = moves[i], moves[0]
			break
		}
	}
	return moves
}

// appendValuedCandidates appends the legal candidate cells (near the
// stones) that some line through them gives value for either side.
func (b *Board) appendValuedCandidates(buf []scoredMove) []scoredMove {
	for i, word := range b.Candidates() {
		for word != 0 {
			p := Pos(i*64 + trailingZeros(word))
			word &= word - 1
			if b.state[p].pats == 0 {
				continue // no line through it holds a stone that matters now
			}
			if b.legalFor(p) {
				buf = append(buf, scoredMove{pos: p})
			}
		}
	}
	return buf
}

// restMoves appends every legal empty cell that is not in searched: the
// moves genMoves left out. A node whose generated moves all lose searches
// these too before it claims the loss.
func (b *Board) restMoves(buf []scoredMove, searched *Bitboard) []scoredMove {
	for i := range searched {
		word := b.onBoard[i] &^ (b.stones[0][i] | b.stones[1][i] | searched[i])
		for word != 0 {
			p := Pos(i*64 + trailingZeros(word))
			word &= word - 1
			if b.legalFor(p) {
				buf = append(buf, scoredMove{pos: p})
			}
		}
	}
	return buf
}

// scoreMoves gives each move its ordering score: the TT move first, then
// threats, killers, and the rest by the learned attack and defence scores
// of the cell (see eval.Model) and history.
func (w *worker) scoreMoves(moves []scoredMove, ttMove Pos, ply int) {
	b := w.b
	us, them := b.toMove, b.toMove.Opponent()
	k := &w.killers[ply]
	for i := range moves {
		p := moves[i].pos
		own, opp := b.info(p, us), b.info(p, them)
		s := int32(own.Attack) + int32(opp.Defence)
		if own.Class >= eval.ClassOpenThree || opp.Class >= eval.ClassDoubleThree {
			s += int32(w.p.ThreatBonus)
		}
		s += w.history[us][p] >> 6
		if p == k[0] || p == k[1] {
			s += int32(w.p.KillerBonus)
		}
		if p == ttMove {
			s = ttMoveBonus
		}
		moves[i].score = s
	}
}

// sortAfter is how many moves a node picks one by one (pickBest) before
// it orders the rest in their stable score order (nextMove). Move-count
// pruning skips every move past a count (lmpCount) that is 2 to 7 at
// depths 1 to 3, so a shallow node reads only a few of the rest: it picks
// them one by one too (pickBestStable), and only a node that reaches
// selectUntil sorts what is left at once (sortByScore). On 200 middle-game
// positions of games against Rapfi the full sort at the fourth move took
// 6.7% of the search's time (a CPU profile, session 64).
const (
	sortAfter   = 3
	selectUntil = 12
)

// nextMove brings the move to search i-th to position i: picked lazily
// for the first sortAfter moves, since cut-offs often come early, then in
// the stable order of the rest's scores, picked lazily up to selectUntil
// and sorted at once from there. The order is the one a stable sort of
// moves[sortAfter:] at the fourth move gave (a test checks it).
func nextMove(moves []scoredMove, i int) {
	switch {
	case i < sortAfter:
		pickBest(moves, i)
	case i < selectUntil:
		pickBestStable(moves, i)
	case i == selectUntil:
		sortByScore(moves[i:])
	}
}

// pickBestStable moves the first of the best-scored moves of moves[i:] to
// position i and shifts the ones before it up by one, so that the rest keep
// their order: repeated, it gives a stable sort's order.
func pickBestStable(moves []scoredMove, i int) {
	if best := firstBest(moves, i); best != i {
		m := moves[best]
		copy(moves[i+1:best+1], moves[i:best])
		moves[i] = m
	}
}

// sortByScore sorts moves best first, keeping the order of equal scores:
// an insertion sort, which on lists of tens of moves does without the
// comparison calls and merging of slices.SortStableFunc and gives the same
// order.
func sortByScore(moves []scoredMove) {
	for i := 1; i < len(moves); i++ {
		m := moves[i]
		j := i
		for j > 0 && moves[j-1].score < m.score {
			moves[j] = moves[j-1]
			j--
		}
		moves[j] = m
	}
}

// pickBest moves the best-scored move of moves[i:] to position i: a
// selection sort done lazily, since cut-offs often come early.
func pickBest(moves []scoredMove, i int) {
	best := firstBest(moves, i)
	moves[i], moves[best] = moves[best], moves[i]
}

// firstBest returns the index of the first of the best-scored moves of
// moves[i:].
func firstBest(moves []scoredMove, i int) int {
	best := i
	for j := i + 1; j < len(moves); j++ {
		if moves[j].score > moves[best].score {
			best = j
		}
	}
	return best
}
