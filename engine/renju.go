package engine

import "amoba/eval"

// renjuForbidden reports whether black may not play the empty cell p under
// renju. The pattern tables already mark overlines and double fours
// exactly, and mark every double three as a candidate: this is where the
// candidates are checked against the real definition of a three.
func (b *Board) renjuForbidden(p Pos) bool {
	return b.cellInfo[p][eval.Black].Class == eval.ClassForbidden
}
