package referee

import "fmt"

// Colour is the content of a cell.
type Colour int8

// Cell contents. Black moves first.
const (
	Empty Colour = iota
	Black
	White
)

// Opponent returns the other colour; Empty stays Empty.
func (c Colour) Opponent() Colour {
	switch c {
	case Black:
		return White
	case White:
		return Black
	}
	return Empty
}

// String names the colour.
func (c Colour) String() string {
	switch c {
	case Black:
		return "black"
	case White:
		return "white"
	}
	return "empty"
}

// Board is a w×h Gomoku board. The zero value is unusable; use NewBoard.
type Board struct {
	w, h  int
	cells []Colour
	count int
}

// NewBoard returns an empty w×h board.
func NewBoard(w, h int) *Board {
	return &Board{w: w, h: h, cells: make([]Colour, w*h)}
}

// Width returns the number of columns (the x range).
func (b *Board) Width() int { return b.w }

// Height returns the number of rows (the y range).
func (b *Board) Height() int { return b.h }

// Stones returns the number of stones on the board.
func (b *Board) Stones() int { return b.count }

// Inside reports whether x,y is on the board.
func (b *Board) Inside(x, y int) bool {
	return x >= 0 && y >= 0 && x < b.w && y < b.h
}

// At returns the content of x,y; off-board cells read as Empty.
func (b *Board) At(x, y int) Colour {
	if !b.Inside(x, y) {
		return Empty
	}
	return b.cells[y*b.w+x]
}

// Place puts a stone of colour c on x,y. It fails, leaving the board
// unchanged, when the cell is off the board or occupied.
func (b *Board) Place(x, y int, c Colour) error {
	if !b.Inside(x, y) {
		return fmt.Errorf("%d,%d is off the %dx%d board", x, y, b.w, b.h)
	}
	if b.cells[y*b.w+x] != Empty {
		return fmt.Errorf("%d,%d is occupied", x, y)
	}
	b.cells[y*b.w+x] = c
	b.count++
	return nil
}
