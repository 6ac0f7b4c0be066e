package referee

import "strconv"

// Move is a board cell, 0-based: X is the column from the left, Y the row
// from the top.
type Move struct {
	X, Y int
}

// String formats the move as the protocol does: "x,y".
func (m Move) String() string {
	return strconv.Itoa(m.X) + "," + strconv.Itoa(m.Y)
}
