package engine

import "amoba/eval"

// fourThreeWins reports whether the side to move wins by a four-three
// within five plies: it has a four-three point, the opponent has no five
// point and no cell where it makes a four, so the block of our four is
// forced and cannot counter, and our free three then becomes a free four
// that nothing answers. Each candidate is proven by playing it (see
// fourThreeWinsAt), so a class that overstates a three never claims a win.
//
// Renju black is left to the search: its free-four point may be
// forbidden.
func (b *Board) fourThreeWins() bool {
	us, them := b.toMove, b.toMove.Opponent()
	if b.classNum[us][eval.ClassFourThree] == 0 || (b.rule == eval.Renju && us == eval.Black) {
		return false
	}
	if b.canFour(them) { // a five point or a four to answer with
		return false
	}
	for p := range b.classSet[us][eval.ClassFourThree].Cells() {
		if b.fourThreeWinsAt(p) {
			return true
		}
	}
	return false
}

// fourThreeWinsAt plays the four-three point p and each block of its four
// (one, or in caro possibly two: see fiveBlocks), and reports whether we
// then hold, after every block, a free four that the opponent cannot
// answer.
func (b *Board) fourThreeWinsAt(p Pos) bool {
	us := b.toMove
	b.Play(p)
	defer b.Undo()
	if b.classNum[us][eval.ClassFive] == 0 {
		return false // not a four after all
	}
	var buf [maxFiveBlocks]Pos
	for _, block := range b.blocksOfFives(buf[:0]) {
		b.Play(block)
		wins := b.freeFourWins() // false if the block made the opponent a four
		b.Undo()
		if !wins {
			return false
		}
	}
	return true // every block loses, or nothing stops the five
}

// freeFourWins reports whether the side to move wins within three plies
// by a free four (or a double four): it has such a point and the opponent
// has no four to answer with. In caro the point is played to make sure
// (see fiveBlocks): a double four across two lines can, rarely, be
// stopped by one stone.
func (b *Board) freeFourWins() bool {
	us, them := b.toMove, b.toMove.Opponent()
	if b.classNum[us][eval.ClassOpenFour] == 0 || b.canFour(them) {
		return false
	}
	if !b.rule.IsCaro() {
		return true
	}
	for p := range b.classSet[us][eval.ClassOpenFour].Cells() {
		b.Play(p)
		var blocks [maxFiveBlocks]Pos
		stopped := len(b.blocksOfFives(blocks[:0])) > 0
		b.Undo()
		if !stopped {
			return true
		}
	}
	return false
}
