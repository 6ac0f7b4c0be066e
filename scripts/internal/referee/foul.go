package referee

import (
	"amoba/engine"
	"amoba/eval"
)

// renjuFoul reports whether black's stone at x,y (already on the board) was
// a forbidden move: a double three, a double four or an overline made
// without an exact five. The judgement is the engine's exact renju check
// (engine.Board.IsForbidden, itself tested against a stone-only reference),
// asked about the position before the stone.
func (b *Board) renjuFoul(x, y int) bool {
	eb, err := engine.NewBoard(b.w, b.h, eval.Renju)
	if err != nil {
		return false
	}
	for cy := 0; cy < b.h; cy++ {
		for cx := 0; cx < b.w; cx++ {
			if cx == x && cy == y {
				continue
			}
			switch b.At(cx, cy) {
			case Black:
				eb.Put(engine.MakePos(cx, cy), eval.Black)
			case White:
				eb.Put(engine.MakePos(cx, cy), eval.White)
			}
		}
	}
	eb.SetToMove(eval.Black)
	return eb.IsForbidden(engine.MakePos(x, y))
}
