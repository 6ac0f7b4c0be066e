package tt

// Bound says how a stored score relates to the true value.
type Bound uint8

// Bounds of a stored score.
const (
	BoundNone  Bound = 0
	BoundUpper Bound = 1 // the true value is at most the score (fail low)
	BoundLower Bound = 2 // the true value is at least the score (fail high)
	BoundExact Bound = 3
)

// NoMove is the Move of an entry that has none.
const NoMove = -1

// Entry is what the table stores for a position.
type Entry struct {
	Move  int // cell index, or NoMove
	Score int // in table form: see ScoreToTT
	Eval  int // static evaluation
	Depth int // remaining depth, 0..255
	Bound Bound
	// PV says the node was searched as a principal variation node, or
	// was one when an earlier entry of it was stored: the search reduces
	// the moves of such nodes less.
	PV bool
}

// Layout of the data word, low bits first: move+1 (15: cells go up to
// 1023), the PV flag (1), score (16), eval (16), depth (8), bound (2),
// generation (6).
const (
	pvBit   = 1 << 15
	genBits = 6
	genMask = 1<<genBits - 1
)

func pack(e Entry, gen uint8) uint64 {
	depth := e.Depth
	if depth < 0 {
		depth = 0
	} else if depth > 255 {
		depth = 255
	}
	pv := uint64(0)
	if e.PV {
		pv = pvBit
	}
	return uint64(uint16(e.Move+1)) | pv |
		uint64(uint16(int16(e.Score)))<<16 |
		uint64(uint16(int16(e.Eval)))<<32 |
		uint64(depth)<<48 |
		uint64(e.Bound&3)<<56 |
		uint64(gen&genMask)<<58
}

func unpack(d uint64) Entry {
	return Entry{
		Move:  int(uint16(d)&(pvBit-1)) - 1,
		PV:    d&pvBit != 0,
		Score: int(int16(uint16(d >> 16))),
		Eval:  int(int16(uint16(d >> 32))),
		Depth: int(uint8(d >> 48)),
		Bound: Bound(d >> 56 & 3),
	}
}

func generationOf(d uint64) uint8 { return uint8(d>>58) & genMask }
