package engine

import "amoba/eval"

// patternState is the incremental pattern knowledge of a board. For every
// empty cell it holds, per colour, the four line patterns of playing there
// and the resulting class and score; for the board, per colour, the number
// and the set of empty cells of each class, and the sums of the cells' Own
// and Opp evaluation values.
// Occupied cells keep stale values that count nowhere; they are recomputed
// when the cell empties.
type patternState struct {
	patterns [MaxCells][2]eval.PatternSet
	cellInfo [MaxCells][2]eval.CellInfo
	classSet [2][eval.NumClasses]Bitboard
	patternTotals
	// undoLog holds what placements replaced, newest last; undoMark[i] is
	// the log length before the i-th placement and totalsBefore[i] the
	// totals before it. Undo copies them back instead of computing the
	// old values again.
	undoLog      [maxUndoLog]undoEntry
	undoLen      int32
	undoMark     [MaxCells]int32
	totalsBefore [MaxCells]patternTotals
}

// patternTotals are the board-wide sums of the cells' contributions: the
// number of empty cells of each class and the sums of their Own and Opp
// values, per colour.
type patternTotals struct {
	classNum [2][eval.NumClasses]int16
	ownSum   [2]int32
	oppSum   [2]int32
}

// undoEntry is an empty cell's patterns, classes and values before a
// placement changed them.
type undoEntry struct {
	pos      Pos
	patterns [2]eval.PatternSet
	info     [2]eval.CellInfo
}

// maxUndoLog bounds the log: a placement changes at most the 40 cells of
// its star, each once.
const maxUndoLog = MaxCells * 4 * 2 * starReach

// starReach is how far a stone's influence reaches along a line: the
// window of a cell spans five cells each way.
const starReach = 5

// afterPlace updates the pattern state for a stone just placed on p. The
// cell's own class and score stop counting (they stay stored, so Undo can
// count them again), and every changed neighbour is logged for Undo.
func (b *Board) afterPlace(p Pos) {
	b.totalsBefore[b.numMoves-1] = b.patternTotals
	for c := range 2 {
		info := b.cellInfo[p][c]
		b.classSet[c][info.Class].Clear(p)
		b.classNum[c][info.Class]--
		b.ownSum[c] -= int32(info.Own)
		b.oppSum[c] -= int32(info.Opp)
	}
	b.undoMark[b.numMoves-1] = b.undoLen
	b.updateStar(p)
}

// afterRemove restores the pattern state of the position before the stone
// on p was placed: the logged neighbours get their old patterns, classes
// and values back, the totals are copied back, and p is in its class set
// again.
func (b *Board) afterRemove(p Pos) {
	start := b.undoMark[b.numMoves]
	for i := b.undoLen - 1; i >= start; i-- {
		e := &b.undoLog[i]
		q := e.pos
		cur := &b.cellInfo[q]
		for c := range 2 {
			if old, now := e.info[c].Class, cur[c].Class; old != now {
				b.classSet[c][now].Clear(q)
				b.classSet[c][old].Set(q)
			}
		}
		*cur = e.info
		b.patterns[q] = e.patterns
	}
	b.undoLen = start
	b.patternTotals = b.totalsBefore[b.numMoves]
	for c := range 2 {
		b.classSet[c][b.cellInfo[p][c].Class].Set(p)
	}
}

// dirStep is the change of cell index for one step along each direction.
var dirStep = [numDirs]Pos{1, stride, stride + 1, 1 - stride}

// reach returns how many cells (at most starReach) lie on the board from
// (x, y) backwards and forwards along direction d.
func (b *Board) reach(d, x, y int) (back, fwd int) {
	w1, h1 := b.width-1, b.height-1
	switch d {
	case dirRow:
		back, fwd = x, w1-x
	case dirCol:
		back, fwd = y, h1-y
	case dirDiag:
		back, fwd = min(x, y), min(w1-x, h1-y)
	default: // (1,-1): backwards is x-1, y+1
		back, fwd = min(x, h1-y), min(w1-x, y)
	}
	return min(back, starReach), min(fwd, starReach)
}

// updateStar re-classifies, in the one direction that changed, every empty
// cell within starReach of p along p's four lines. The empty cells are
// read from the line words, whose off-board bits are walls, so neither the
// board's edge nor the stones need a test per cell.
func (b *Board) updateStar(p Pos) {
	px, py := p.X(), p.Y()
	for d := 0; d < numDirs; d++ {
		l, pos := lineOf(d, px, py)
		black, white := b.lines[d][l][0], b.lines[d][l][1]
		step := dirStep[d]
		// bit i is the cell i - starReach steps from p; its window starts
		// at bit pos + i - starReach of the line words
		empty := ^(black | white) >> uint(pos+lineMargin-starReach) & (1<<(2*starReach+1) - 1)
		for empty != 0 {
			i := trailingZeros(empty)
			empty &= empty - 1
			k := i - starReach
			b.setLinePatterns(p+Pos(k)*step, d, b.lineEntry(black, white, pos+k))
		}
	}
}

// setLinePatterns stores the patterns of direction d of the empty cell q
// (black in the low nibble of v, white in the high one) and updates what
// depends on them, logging the old patterns for Undo.
func (b *Board) setLinePatterns(q Pos, d int, v uint8) {
	cur := &b.patterns[q]
	nb := cur[0].With(d, eval.Pattern(v&0xF))
	nw := cur[1].With(d, eval.Pattern(v>>4))
	if nb == cur[0] && nw == cur[1] {
		return
	}
	// field by field: a composed struct is built on the stack in pieces
	// and then read back whole, which stalls store forwarding
	e := &b.undoLog[b.undoLen]
	e.pos = q
	e.patterns = *cur
	e.info = b.cellInfo[q]
	b.undoLen++
	if nb != cur[0] {
		cur[0] = nb
		b.setCellInfo(q, eval.Black, b.tables.CellRef(eval.Black, nb))
	}
	if nw != cur[1] {
		cur[1] = nw
		b.setCellInfo(q, eval.White, b.tables.CellRef(eval.White, nw))
	}
}

// setCellInfo replaces the class and values of an empty cell for a colour.
func (b *Board) setCellInfo(q Pos, c Color, info *eval.CellInfo) {
	old := &b.cellInfo[q][c]
	if old.Class != info.Class {
		b.classSet[c][old.Class].Clear(q)
		b.classNum[c][old.Class]--
		b.classSet[c][info.Class].Set(q)
		b.classNum[c][info.Class]++
	}
	b.ownSum[c] += int32(info.Own) - int32(old.Own)
	b.oppSum[c] += int32(info.Opp) - int32(old.Opp)
	*old = *info
}

// refreshCell computes the patterns of the empty cell q from scratch and
// adds its contributions, as for a cell that counted nowhere before.
func (b *Board) refreshCell(q Pos) {
	x, y := q.X(), q.Y()
	var sets [2]eval.PatternSet
	for d := 0; d < numDirs; d++ {
		l, pos := lineOf(d, x, y)
		v := b.lineEntry(b.lines[d][l][0], b.lines[d][l][1], pos)
		sets[0] = sets[0].With(d, eval.Pattern(v&0xF))
		sets[1] = sets[1].With(d, eval.Pattern(v>>4))
	}
	b.patterns[q] = sets
	for c := range 2 {
		info := b.tables.Cell(Color(c), sets[c])
		b.cellInfo[q][c] = info
		b.classSet[c][info.Class].Set(q)
		b.classNum[c][info.Class]++
		b.ownSum[c] += int32(info.Own)
		b.oppSum[c] += int32(info.Opp)
	}
}

// rebuildPatterns recomputes the whole pattern state from the stones.
func (b *Board) rebuildPatterns() {
	b.patternState = patternState{}
	for y := 0; y < b.height; y++ {
		for x := 0; x < b.width; x++ {
			p := MakePos(x, y)
			if b.cells[p] == Empty {
				b.refreshCell(p)
			}
		}
	}
}
