package engine

import "amoba/eval"

// QuickMove is the one-ply choice (the engine's "level 1"): win if possible,
// block the opponent's five, otherwise the legal cell with the best attack
// plus defence pattern score. It returns NoPos only on a full board.
func QuickMove(b *Board) Pos {
	us := b.ToMove()
	them := us.Opponent()
	if p := b.FivePoint(us); p != NoPos {
		return p
	}
	if b.classNum[them][eval.ClassFive] > 0 {
		var blocks [maxFiveBlocks]Pos
		if stop := b.blocksOfFives(blocks[:0]); len(stop) > 0 {
			return stop[0]
		}
		if p := b.FivePoint(them); b.IsLegal(p) {
			return p // lost anyway: block one
		}
	}
	best, bestScore := NoPos, -1<<30
	consider := func(p Pos) {
		if !b.IsLegal(p) {
			return
		}
		s := b.OrderScore(p)
		if s > bestScore {
			best, bestScore = p, s
		}
	}
	var buf [MaxCells]Pos
	candidates := b.Candidates()
	for _, p := range candidates.AppendTo(buf[:0]) {
		consider(p)
	}
	if best == NoPos {
		// empty board, or no candidate legal: the centre, then anything
		if c := MakePos(b.width/2, b.height/2); b.IsLegal(c) {
			return c
		}
		for y := 0; y < b.height; y++ {
			for x := 0; x < b.width; x++ {
				consider(MakePos(x, y))
			}
		}
	}
	if best == NoPos {
		// only renju-forbidden cells are left: a forbidden move loses, but a
		// manager needs some move
		for y := 0; y < b.height && best == NoPos; y++ {
			for x := 0; x < b.width; x++ {
				if p := MakePos(x, y); b.IsEmpty(p) {
					best = p
					break
				}
			}
		}
	}
	return best
}
