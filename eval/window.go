package eval

// A window is the line through an empty cell seen from that cell: the cell
// itself (the centre, index 5) and five neighbours on each side (indices 0-4
// and 6-10, index 0 farthest on the "negative" side). Five neighbours a side
// are exactly what every rule needs: a five through the centre lies within
// four steps, and the stone just beyond it decides overlines and caro blocks.
const (
	// WindowSize is the number of cells in a window, centre included.
	WindowSize = 11
	// WindowCentre is the centre's index in a window.
	WindowCentre = 5
	// WindowMask selects the eleven bits of a window in a line word.
	WindowMask = 1<<WindowSize - 1

	// KeyBits is the width of a window key: ten neighbours, two bits each.
	KeyBits = 20
	// NumKeys is the number of window keys.
	NumKeys = 1 << KeyBits
)

// Key packs a window into a table index. black and white hold the window's
// eleven cells as bits 0-10 of each colour (an off-board cell has both bits
// set: a wall); the centre bit is ignored. The key is the ten neighbour bits
// of black followed by those of white.
func Key(black, white uint64) uint32 {
	return neighbours(black) | neighbours(white)<<10
}

// neighbours drops the centre bit of an eleven-bit window.
func neighbours(w uint64) uint32 {
	return uint32(w&0x1F | (w>>6&0x1F)<<5)
}

// cell states of a window as seen by one colour
const (
	cellEmpty = iota
	cellOwn
	cellOpp
	cellWall
)

// ownKey is a window key from one colour's view: own neighbour bits, then
// opponent bits; a wall has both. For black it equals Key; for white the two
// halves are swapped.
type ownKey uint32

// keyBit is the bit of window index i (i != WindowCentre) in a ten-bit half.
func keyBit(i int) uint32 {
	if i > WindowCentre {
		i--
	}
	return 1 << uint(i)
}

// cell returns the state of window index i (i != WindowCentre).
func (k ownKey) cell(i int) int {
	b := keyBit(i)
	own, opp := uint32(k)&b != 0, uint32(k)>>10&b != 0
	switch {
	case own && opp:
		return cellWall
	case own:
		return cellOwn
	case opp:
		return cellOpp
	}
	return cellEmpty
}

// withOwn returns the key with an own stone on window index i.
func (k ownKey) withOwn(i int) ownKey { return k | ownKey(keyBit(i)) }

// withOpp returns the key with an opponent stone on window index i.
func (k ownKey) withOpp(i int) ownKey { return k | ownKey(keyBit(i))<<10 }

// swapSides turns a key of one colour's view into the other colour's view.
func (k ownKey) swapSides() ownKey { return k>>10 | (k&0x3FF)<<10 }
