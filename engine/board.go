package engine

import (
	"errors"
	"fmt"

	"amoba/eval"
	"amoba/tt"
)

// Color is a stone colour (eval.Black moves first).
type Color = eval.Color

// Stone is a cell's content.
type Stone uint8

// Cell contents. Black and White are the colour plus one.
const (
	Empty      Stone = 0
	BlackStone Stone = 1
	WhiteStone Stone = 2
)

// stoneOf returns the stone of a colour.
func stoneOf(c Color) Stone { return Stone(c) + 1 }

// Board is a position with its incremental pattern state. It is not safe for
// concurrent use; each search thread works on its own copy (Clone).
type Board struct {
	width, height int
	rule          eval.Rule
	tables        *eval.Tables
	keys          *tt.Keys
	// starWindow selects the cells of a star line (bit i: i - starReach
	// steps from the stone) whose patterns a stone can change (see
	// starWindowFor).
	starWindow uint64

	cells    [MaxCells]Stone
	onBoard  Bitboard
	stones   [2]Bitboard
	lines    [numDirs][maxLines][2]uint64
	key      uint64
	toMove   Color
	history  [MaxCells]Pos
	numMoves int

	patternState
}

// ErrBadSize is returned for board sizes Amoba does not play.
var ErrBadSize = errors.New("board size out of range")

// NewBoard returns an empty board of width x height under a rule, black to
// move.
func NewBoard(width, height int, rule eval.Rule) (*Board, error) {
	if width < MinSize || width > MaxSize || height < MinSize || height > MaxSize {
		return nil, fmt.Errorf("%w: %dx%d (supported %d..%d)", ErrBadSize, width, height, MinSize, MaxSize)
	}
	b := &Board{
		width:      width,
		height:     height,
		rule:       rule,
		tables:     eval.ForRule(rule),
		keys:       tt.Zobrist(),
		starWindow: starWindowFor(rule),
	}
	for d := range b.lines {
		for l := range b.lines[d] {
			b.lines[d][l] = [2]uint64{^uint64(0), ^uint64(0)}
		}
	}
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			b.onBoard.Set(MakePos(x, y))
			for d := 0; d < numDirs; d++ {
				l, pos := lineOf(d, x, y)
				bit := uint64(1) << uint(pos+lineMargin)
				b.lines[d][l][0] &^= bit
				b.lines[d][l][1] &^= bit
			}
		}
	}
	b.rebuildPatterns()
	return b, nil
}

// Clone returns an independent copy of the board.
func (b *Board) Clone() *Board {
	c := *b
	return &c
}

// Width returns the number of columns.
func (b *Board) Width() int { return b.width }

// Height returns the number of rows.
func (b *Board) Height() int { return b.height }

// Rule returns the board's rule.
func (b *Board) Rule() eval.Rule { return b.rule }

// Tables returns the pattern tables the board evaluates with.
func (b *Board) Tables() *eval.Tables { return b.tables }

// ToMove returns the colour to move.
func (b *Board) ToMove() Color { return b.toMove }

// Key returns the Zobrist key of the position, side to move included.
func (b *Board) Key() uint64 { return b.key }

// keyAfter returns the key of the position after the side to move plays
// p, without playing it (the proof-number VCT keys its children by it, the
// search prefetches the child's table bucket with it).
func (b *Board) keyAfter(p Pos) uint64 {
	return b.key ^ b.keys.Cell(int(b.toMove), int(p)) ^ b.keys.Side()
}

// NumStones returns the number of stones on the board.
func (b *Board) NumStones() int { return b.numMoves }

// Contains reports whether (x, y) is on the board.
func (b *Board) Contains(x, y int) bool { return x >= 0 && y >= 0 && x < b.width && y < b.height }

// At returns the content of cell p (p must be on the board).
func (b *Board) At(p Pos) Stone { return b.cells[p] }

// IsEmpty reports whether p is an empty cell on the board.
func (b *Board) IsEmpty(p Pos) bool {
	return p >= 0 && int(p) < MaxCells && b.onBoard.Has(p) && b.cells[p] == Empty
}

// IsFull reports whether no empty cell is left.
func (b *Board) IsFull() bool { return b.numMoves == b.width*b.height }

// LastMove returns the last stone placed, or NoPos.
func (b *Board) LastMove() Pos {
	if b.numMoves == 0 {
		return NoPos
	}
	return b.history[b.numMoves-1]
}

// Moves returns the stones in the order they were placed.
func (b *Board) Moves() []Pos { return append([]Pos(nil), b.history[:b.numMoves]...) }

// SetToMove makes c the side to move.
func (b *Board) SetToMove(c Color) {
	if c != b.toMove {
		b.key ^= b.keys.Side()
		b.toMove = c
	}
}

// Play places a stone of the side to move on the empty cell p and passes
// the move. The caller guarantees that p is empty and on the board.
func (b *Board) Play(p Pos) {
	c := b.toMove
	b.place(p, c)
	b.SetToMove(c.Opponent())
}

// Put places a stone of colour c on the empty cell p without changing the
// side to move (for setting up positions).
func (b *Board) Put(p Pos, c Color) { b.place(p, c) }

// Undo removes the last stone placed (by Play or Put) and gives its colour
// the move.
func (b *Board) Undo() {
	b.numMoves--
	p := b.history[b.numMoves]
	c := Color(b.cells[p] - 1)
	b.cells[p] = Empty
	b.stones[c].Clear(p)
	b.key ^= b.keys.Cell(int(c), int(p))
	b.toggleLines(p, c)
	b.SetToMove(c)
	b.afterRemove(p)
}

func (b *Board) place(p Pos, c Color) {
	b.cells[p] = stoneOf(c)
	b.stones[c].Set(p)
	b.key ^= b.keys.Cell(int(c), int(p))
	b.toggleLines(p, c)
	b.history[b.numMoves] = p
	b.numMoves++
	b.afterPlace(p)
}

// lineEntry returns the line table's entry (black's pattern in the low
// nibble, white's in the high one) of the cell at position pos of a line
// whose words are black and white: its window is the eleven bits from pos.
func (b *Board) lineEntry(black, white uint64, pos int) uint8 {
	return b.tables.Line[eval.Key(black>>uint(pos)&eval.WindowMask, white>>uint(pos)&eval.WindowMask)]
}

// toggleLines flips the bit of cell p in colour c's line words of all four
// directions: placing and removing a stone are the same operation.
func (b *Board) toggleLines(p Pos, c Color) {
	x, y := p.X(), p.Y()
	for d := 0; d < numDirs; d++ {
		l, pos := lineOf(d, x, y)
		b.lines[d][l][c] ^= 1 << uint(pos+lineMargin)
	}
}
