package engine

import "amoba/eval"

// patternState is the incremental pattern knowledge of a board. For every
// empty cell it holds, per colour, the four line patterns of playing there
// and the resulting class and score; for the board, per colour, the number
// of empty cells of each class, the set of them for the classes the
// searches list (trackedClasses), and the sums of the cells' Own
// and Opp evaluation values.
// Occupied cells keep stale values that count nowhere; they are recomputed
// when the cell empties.
type patternState struct {
	state    [MaxCells]cellState
	classSet [2][eval.NumClasses]Bitboard
	patternTotals
	// undoLog holds the cell states placements replaced, newest last;
	// undoMark[i] is the log length before the i-th placement and
	// totalsBefore[i] the totals before it. Undo copies them back instead
	// of computing the old values again.
	undoLog      [maxUndoLog]undoEntry
	undoLen      int32
	undoMark     [MaxCells]int32
	totalsBefore [MaxCells]patternTotals
	// classLog holds the moves between tracked class sets that placements
	// made, newest last, and classMark[i] its length before the i-th
	// placement: Undo replays the few of them backwards rather than
	// comparing every logged cell's classes.
	classLog  [maxClassLog]classMove
	classLen  int32
	classMark [MaxCells]int32
}

// cellState is what an empty cell holds for both colours: the four line
// patterns of playing there (black's PatternSet in the low half of pats,
// white's in the high half, so that one comparison tells whether either
// changed) and the class and values they give. They live together so that
// a star update touches one block per cell and Undo restores it with one
// copy.
type cellState struct {
	pats uint32
	info [2]eval.CellInfo
}

// patterns returns colour c's four line patterns.
func (s *cellState) patterns(c Color) eval.PatternSet {
	return eval.PatternSet(s.pats >> (16 * uint(c)))
}

// classMove is an empty cell's move from one class to another for a
// colour, one of them tracked (see trackedClasses).
type classMove struct {
	pos      Pos
	color    Color
	from, to eval.Class
}

// patternTotals are the board-wide sums of the cells' contributions: the
// number of empty cells of each class and the sums of their Own and Opp
// values, per colour.
type patternTotals struct {
	classNum [2][eval.NumClasses]int16
	ownSum   [2]int32
	oppSum   [2]int32
}

// undoEntry is an empty cell's state before a placement changed it.
type undoEntry struct {
	pos   Pos
	state cellState
}

// maxUndoLog bounds the log: a placement changes at most the 40 cells of
// its star, each once.
const maxUndoLog = MaxCells * 4 * 2 * starReach

// maxClassLog bounds the class log: a placement moves at most the 40
// cells of its star, for both colours.
const maxClassLog = MaxCells * 2 * 4 * 2 * starReach

// starReach is how far a stone's influence reaches along a line: the
// window of a cell spans five cells each way.
const starReach = 5

// afterPlace updates the pattern state for a stone just placed on p. The
// cell's own class and score stop counting (they stay stored, so Undo can
// count them again), and every changed neighbour is logged for Undo.
func (b *Board) afterPlace(p Pos) {
	b.totalsBefore[b.numMoves-1] = b.patternTotals
	for c := range 2 {
		info := b.state[p].info[c]
		b.classSet[c][info.Class].Clear(p) // a no-op for an untracked class
		b.classNum[c][info.Class]--
		b.ownSum[c] -= int32(info.Own)
		b.oppSum[c] -= int32(info.Opp)
	}
	b.undoMark[b.numMoves-1] = b.undoLen
	b.classMark[b.numMoves-1] = b.classLen
	b.updateStar(p)
}

// afterRemove restores the pattern state of the position before the stone
// on p was placed: the logged neighbours get their old state back (each
// cell is logged at most once, as it lies on one of p's lines), the
// tracked class sets are moved back, the totals are copied back, and p is
// in its class set again.
func (b *Board) afterRemove(p Pos) {
	start := b.undoMark[b.numMoves]
	for i := start; i < b.undoLen; i++ {
		e := &b.undoLog[i]
		b.state[e.pos] = e.state
	}
	b.undoLen = start
	classStart := b.classMark[b.numMoves]
	for i := b.classLen - 1; i >= classStart; i-- {
		m := &b.classLog[i]
		b.moveClassCell(m.pos, m.color, m.to, m.from)
	}
	b.classLen = classStart
	b.patternTotals = b.totalsBefore[b.numMoves]
	for c := range 2 {
		if cl := b.state[p].info[c].Class; trackedClasses&(1<<cl) != 0 {
			b.classSet[c][cl].Set(p)
		}
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

// starWindowFor returns the star window of a rule: the cells up to
// starReach steps either side of a stone, except under freestyle, where
// the cells five steps away are left out. A five through a cell lies
// within four steps of it, and in freestyle a longer run wins too, so no
// stone five steps away changes what a cell makes (the line table agrees,
// see eval's TestFreestyleIgnoresWindowEnds); skipping those two cells of
// a line's eleven saved 4% of a play and undo's instructions
// (scripts/icount.sh). The other rules
// need them: an exact five, renju's overline and caro's blocked ends are
// decided by the stone just beyond the five.
func starWindowFor(r eval.Rule) uint64 {
	all := uint64(1)<<(2*starReach+1) - 1
	if r == eval.Freestyle {
		return all &^ (1 | 1<<(2*starReach))
	}
	return all
}

// updateStar re-classifies, in the one direction that changed, every empty
// cell of p's star window (within starReach of p along p's four lines, see
// starWindowFor). The empty cells are read from the line words, whose
// off-board bits are walls, so neither the board's edge nor the stones
// need a test per cell.
func (b *Board) updateStar(p Pos) {
	px, py := p.X(), p.Y()
	for d := 0; d < numDirs; d++ {
		l, pos := lineOf(d, px, py)
		black, white := b.lines[d][l][0], b.lines[d][l][1]
		step := dirStep[d]
		// bit i is the cell i - starReach steps from p; its window starts
		// at bit pos + i - starReach of the line words
		empty := ^(black | white) >> uint(pos+lineMargin-starReach) & b.starWindow
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
// depends on them, logging the old state for Undo. The two colours are
// written out: with constant indices and no call the star update keeps
// its registers. Shared, they cost more instructions per play and undo
// (scripts/icount.sh): a loop over the colours 6,936 against 5,719, and a
// function the compiler does not inline about 400 more.
func (b *Board) setLinePatterns(q Pos, d int, v uint8) {
	st := &b.state[q]
	shift := 4 * uint(d)
	pats := st.pats&^(0x000F000F<<shift) | (uint32(v&0xF)|uint32(v>>4)<<16)<<shift
	changed := pats ^ st.pats
	if changed == 0 {
		return
	}
	e := &b.undoLog[b.undoLen]
	e.pos = q
	e.state = *st
	b.undoLen++
	st.pats = pats
	if changed&0xFFFF != 0 {
		info, old := b.tables.CellRef(eval.Black, eval.PatternSet(pats)), &st.info[eval.Black]
		if from, to := old.Class, info.Class; from != to {
			b.classNum[eval.Black][from]--
			b.classNum[eval.Black][to]++
			if trackedClasses&(1<<from|1<<to) != 0 {
				b.logClassMove(q, eval.Black, from, to)
			}
		}
		b.ownSum[eval.Black] += int32(info.Own) - int32(old.Own)
		b.oppSum[eval.Black] += int32(info.Opp) - int32(old.Opp)
		*old = *info
	}
	if changed>>16 != 0 {
		info, old := b.tables.CellRef(eval.White, eval.PatternSet(pats>>16)), &st.info[eval.White]
		if from, to := old.Class, info.Class; from != to {
			b.classNum[eval.White][from]--
			b.classNum[eval.White][to]++
			if trackedClasses&(1<<from|1<<to) != 0 {
				b.logClassMove(q, eval.White, from, to)
			}
		}
		b.ownSum[eval.White] += int32(info.Own) - int32(old.Own)
		b.oppSum[eval.White] += int32(info.Opp) - int32(old.Opp)
		*old = *info
	}
}

// logClassMove moves the empty cell q between colour c's class sets, one
// of them tracked, and logs the move for Undo.
func (b *Board) logClassMove(q Pos, c Color, from, to eval.Class) {
	b.moveClassCell(q, c, from, to)
	b.classLog[b.classLen] = classMove{pos: q, color: c, from: from, to: to}
	b.classLen++
}

// trackedClasses are the classes whose cells classSet holds: the ones move
// generation and the threat searches list. The weaker classes change at
// almost every star update and nothing enumerates them, so keeping their
// sets would cost a bit flip per change for nothing; their counts are
// kept all the same.
const trackedClasses = 1<<eval.ClassForbidden | (1<<(eval.ClassFive+1) - 1<<eval.ClassOpenThree)

// moveClassCell moves the empty cell q from colour c's set of class from to
// that of class to, either of which may be untracked.
func (b *Board) moveClassCell(q Pos, c Color, from, to eval.Class) {
	if trackedClasses&(1<<from) != 0 {
		b.classSet[c][from].Clear(q)
	}
	if trackedClasses&(1<<to) != 0 {
		b.classSet[c][to].Set(q)
	}
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
	b.state[q].pats = uint32(sets[0]) | uint32(sets[1])<<16
	for c := range 2 {
		info := b.tables.Cell(Color(c), sets[c])
		b.state[q].info[c] = info
		if trackedClasses&(1<<info.Class) != 0 {
			b.classSet[c][info.Class].Set(q)
		}
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
