package engine

import "fmt"

// Board dimensions.
const (
	// MinSize and MaxSize bound the width and height of a board.
	MinSize = 5
	MaxSize = 32
	// stride is the distance between rows in cell indices: cells are
	// indexed y*32+x on every board, so keys and tables never depend on the
	// width.
	stride = 32
	// MaxCells is the number of cell indices.
	MaxCells = stride * MaxSize
)

// Pos is a cell index, y*32+x.
type Pos int16

// NoPos is the Pos of no cell.
const NoPos Pos = -1

// MakePos returns the cell at column x, row y.
func MakePos(x, y int) Pos { return Pos(y*stride + x) }

// X returns the column of p.
func (p Pos) X() int { return int(p) % stride }

// Y returns the row of p.
func (p Pos) Y() int { return int(p) / stride }

// String returns p in protocol form, "x,y".
func (p Pos) String() string {
	if p == NoPos {
		return "none"
	}
	return fmt.Sprintf("%d,%d", p.X(), p.Y())
}

// The four line directions. A cell's position along its line grows by one
// per step in the direction: x for rows and both diagonals, y for columns.
const (
	dirRow  = iota // (1, 0)
	dirCol         // (0, 1)
	dirDiag        // (1, 1)
	dirAnti        // (1, -1)
	numDirs
)

var (
	dirDX = [numDirs]int{1, 0, 1, 1}
	dirDY = [numDirs]int{0, 1, 1, -1}
)

// maxLines is the number of lines a direction can have (diagonals of a
// 32x32 board).
const maxLines = 2*MaxSize - 1

// lineMargin is the number of wall bits before a line's first cell: a
// window reaches five cells beyond the cell it centres on.
const lineMargin = 5

// lineOf returns the line index of (x, y) in direction d and the cell's
// position on it.
func lineOf(d, x, y int) (line, pos int) {
	switch d {
	case dirRow:
		return y, x
	case dirCol:
		return x, y
	case dirDiag:
		return x - y + MaxSize - 1, x
	default:
		return x + y, x
	}
}
